// 'Mi búsqueda': a client's private page, reached by a secret address that staff make (and revoke). It shows every
// visible listing that fits one of the client's active preferences (MatchingService.forClient), newest first, each
// marked `nueva` when it came onto the market after the client's previous visit (a visit: a look more than 30 minutes
// after the one before). 'Me interesa' writes an enquiry tied to the listing and the client (ContactService).
import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ERROR_CODES, MENSAJES, MENSAJES_MI_BUSQUEDA, esUuid, vistaPublica, type Propiedad, type PropiedadMiBusqueda } from '@inmo/contracts';
import { nuevoSecreto } from '../alerts/alerts.service.js';
import { ApiError } from '../common/api-error.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ContactService } from '../contact/contact.service.js';
import { Db } from '../database/db.service.js';
import type { SqlTimestamp } from '../database/sql-types.js';
import { MatchingService, TOLERANCIA_POR_DEFECTO } from '../matching/matching.service.js';

export const ME_INTERESA_MAX = 10;
export const ME_INTERESA_VENTANA_SEG = 10 * 60;

const SECRETO = /^[A-Za-z0-9_-]{16,64}$/;
const noEncontrada = () => ApiError.notFound(MENSAJES_MI_BUSQUEDA.noEncontrada);

@Injectable()
export class MySearchService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MatchingService) private readonly matching: MatchingService,
    @Inject(ContactService) private readonly contact: ContactService,
    @Inject(RateLimitService) private readonly limits: RateLimitService,
  ) {}

  /** The client's page address, made now unless it has one (absolute with PUBLIC_URL, else a path of the site). */
  async link(clientId: string): Promise<{ url: string }> {
    if (!esUuid(clientId)) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
    const row = await this.db.one<{ busqueda_secreto: string }>(
      `UPDATE clients SET busqueda_secreto = coalesce(busqueda_secreto, $2) WHERE id = $1 RETURNING busqueda_secreto`,
      [clientId, nuevoSecreto()],
    );
    if (!row) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
    const path = `/mi-busqueda/${row.busqueda_secreto}`;
    return { url: this.config.publicUrl ? `${this.config.publicUrl.replace(/\/+$/, '')}${path}` : path };
  }

  /** The page's address stops working (404); a new one can be made. */
  async revoke(clientId: string): Promise<void> {
    if (!esUuid(clientId)) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
    const row = await this.db.one<{ id: string }>(
      `UPDATE clients SET busqueda_secreto = NULL, busqueda_visto = NULL, busqueda_anterior = NULL WHERE id = $1 RETURNING id`,
      [clientId],
    );
    if (!row) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
  }

  private async clientOf(secreto: string): Promise<{ id: string; nombre: string }> {
    if (!SECRETO.test(secreto)) throw noEncontrada();
    const c = await this.db.one<{ id: string; nombre: string }>(`SELECT id, nombre FROM clients WHERE busqueda_secreto = $1`, [secreto]);
    if (!c) throw noEncontrada();
    return c;
  }

  async page(secreto: string): Promise<{ cliente: { nombre: string }; propiedades: PropiedadMiBusqueda[] }> {
    const c = await this.clientOf(secreto);
    const visit = await this.db.one<{ anterior: SqlTimestamp | null }>(
      `WITH nueva AS (SELECT busqueda_visto IS NULL OR busqueda_visto < now() - interval '30 minutes' AS si FROM clients WHERE id = $1)
       UPDATE clients SET busqueda_anterior = CASE WHEN (SELECT si FROM nueva) THEN busqueda_visto ELSE busqueda_anterior END,
                          busqueda_visto = CASE WHEN (SELECT si FROM nueva) THEN now() ELSE busqueda_visto END
       WHERE id = $1 RETURNING busqueda_anterior AS anterior`,
      [c.id],
    );
    const anterior = visit?.anterior ? new Date(visit.anterior).getTime() : null;
    const fit = await this.matching.forClient(c.id, TOLERANCIA_POR_DEFECTO);
    const byId = new Map<string, Propiedad>();
    for (const pref of fit.preferencias) for (const p of pref.propiedades) byId.set(p.id, p);
    const props = [...byId.values()];
    const published = new Map<string, number>();
    if (props.length > 0) {
      const rows = await this.db.query<{ property_id: string; publicada: SqlTimestamp }>(
        `SELECT property_id, max(creado) AS publicada FROM listing_events WHERE tipo = 'publicada' AND property_id = ANY($1::uuid[]) GROUP BY property_id`,
        [props.map((p) => p.id)],
      );
      for (const r of rows) published.set(r.property_id, new Date(r.publicada).getTime());
    }
    const when = (p: Propiedad) => published.get(p.id) ?? new Date(p.createdAt).getTime();
    props.sort((a, b) => when(b) - when(a) || (a.id < b.id ? -1 : 1));
    return {
      cliente: { nombre: c.nombre },
      propiedades: props.map((p) => ({ ...vistaPublica(p), nueva: anterior !== null && when(p) > anterior })),
    };
  }

  /** 'Me interesa': an enquiry about a visible listing, from the client; 10 per 10 minutes per page. */
  async interested(secreto: string, body: unknown): Promise<void> {
    const c = await this.clientOf(secreto);
    const propiedad = (body && typeof body === 'object' ? (body as { propiedad?: unknown }).propiedad : undefined) as unknown;
    if (typeof propiedad !== 'string' || !esUuid(propiedad)) throw ApiError.validation({ propiedad: 'Indique la propiedad' });
    const p = await this.db.one<{ titulo: string }>(`SELECT titulo FROM properties WHERE id = $1 AND deleted_at IS NULL AND visible`, [propiedad]);
    if (!p) throw ApiError.notFound(MENSAJES_MI_BUSQUEDA.propiedadNoDisponible, ERROR_CODES.PROPERTY_NOT_FOUND);
    const key = createHash('sha256').update(`${this.config.jwtSecret}|${secreto}`).digest('hex');
    if (!(await this.limits.take('me-interesa', key, ME_INTERESA_VENTANA_SEG, ME_INTERESA_MAX))) throw new ApiError(429, MENSAJES_MI_BUSQUEDA.limite, ERROR_CODES.CONTACT_THROTTLED);
    await this.contact.receiveFromClient({
      clienteId: c.id,
      propiedadId: propiedad,
      asunto: `Me interesa: ${p.titulo}`.slice(0, 200),
      mensaje: `${c.nombre} marcó «Me interesa» en esta propiedad desde su página Mi búsqueda.`,
    });
  }
}

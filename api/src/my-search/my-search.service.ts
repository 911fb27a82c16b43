// 'Mi búsqueda': a client's private page, reached by a secret address that staff make (and revoke). It shows every
// visible listing that fits one of the client's active preferences (MatchingService.forClient), newest first, each
// marked `nueva` when it came onto the market after the client's previous visit (a visit: a look more than 30 minutes
// after the one before). 'Me interesa' writes an enquiry tied to the listing and the client (ContactService).
import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ERROR_CODES, MENSAJES, MENSAJES_MI_BUSQUEDA, esUuid, vistaPublica, type Propiedad, type PropiedadMiBusqueda } from '@inmo/contracts';
import { AlertsService, nuevoSecreto } from '../alerts/alerts.service.js';
import { ClientPages } from '../clients/client-pages.service.js';
import { ApiError } from '../common/api-error.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ContactService } from '../contact/contact.service.js';
import { Db } from '../database/db.service.js';
import { MatchingService, TOLERANCIA_POR_DEFECTO } from '../matching/matching.service.js';
import { PROPERTIES_VIEW } from '../properties/property-lookups.service.js';

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
    @Inject(ClientPages) private readonly pages: ClientPages,
    @Inject(AlertsService) private readonly alerts: AlertsService,
  ) {}

  /** The client's page address, made now unless it has one (absolute with PUBLIC_URL, else a path of the site). */
  async link(clientId: string): Promise<{ url: string }> {
    if (!esUuid(clientId)) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
    const secreto = await this.pages.searchSecret(clientId, nuevoSecreto());
    if (!secreto) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
    const path = `/mi-busqueda/${secreto}`;
    return { url: this.config.publicUrl ? `${this.config.publicUrl.replace(/\/+$/, '')}${path}` : path };
  }

  /** The page's address stops working (404) and stays so (alerts go without it) until staff make a new one. */
  async revoke(clientId: string): Promise<void> {
    if (!esUuid(clientId)) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
    if (!(await this.pages.revokeSearch(clientId))) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
  }

  private async clientOf(secreto: string): Promise<{ id: string; nombre: string }> {
    if (!SECRETO.test(secreto)) throw noEncontrada();
    const c = await this.pages.bySearchSecret(secreto);
    if (!c) throw noEncontrada();
    return c;
  }

  async page(secreto: string): Promise<{ cliente: { nombre: string }; propiedades: PropiedadMiBusqueda[] }> {
    const c = await this.clientOf(secreto);
    const visto = await this.pages.searchVisited(c.id);
    const anterior = visto ? new Date(visto).getTime() : null;
    const fit = await this.matching.forClient(c.id, TOLERANCIA_POR_DEFECTO);
    const byId = new Map<string, Propiedad>();
    for (const pref of fit.preferencias) for (const p of pref.propiedades) byId.set(p.id, p);
    const props = [...byId.values()];
    const published = await this.alerts.publishedAt(props.map((p) => p.id));
    const when = (p: Propiedad) => published.get(p.id) ?? new Date(p.createdAt).getTime();
    props.sort((a, b) => when(b) - when(a) || (a.id < b.id ? -1 : 1));
    return {
      cliente: { nombre: c.nombre },
      propiedades: props.map((p) => ({ ...vistaPublica(p), nueva: anterior !== null && when(p) > anterior })),
    };
  }

  /** 'Me interesa': an enquiry about a visible listing, from the client; 10 per 10 minutes per page. */
  async interested(secreto: string, propiedad: string): Promise<void> {
    const c = await this.clientOf(secreto);
    const p = await this.db.one<{ titulo: string }>(`SELECT p.titulo FROM ${PROPERTIES_VIEW} p WHERE p.id = $1 AND p.deleted_at IS NULL AND p.visible`, [propiedad]);
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

// The owner's report of a listing behind a private link (create a new one, revoke it, read it): its visits and
// enquiries by month, the outcomes of the visits made, the portals' state and the price history. The link is made,
// renewed or revoked by whoever may edit the listing, in the listing's history ('enlaceInforme').
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES, MENSAJES_VISITA, ZONA_ARGENTINA, esUuid, type InformePropietario, type TokenPayload } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { fromNumeric, isoDate, isoDateTime } from '../common/parse.js';
import { EnquiryFigures } from '../contact/enquiry-figures.service.js';
import { Db } from '../database/db.service.js';
import type { SqlBigint, SqlTimestamp } from '../database/sql-types.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import { PortalAccounts } from '../portals/portal-accounts.service.js';
import { ListingPermissions } from '../properties/listing-permissions.service.js';
import { PropertyLookups } from '../properties/property-lookups.service.js';
import { direccion } from './visit-row.js';
import { diaAR } from './visit-turns.js';

const hash = (secreto: string) => createHash('sha256').update(secreto).digest('hex');

@Injectable()
export class OwnerReports {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(PropertyLookups) private readonly properties: PropertyLookups,
    @Inject(ListingPermissions) private readonly permissions: ListingPermissions,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(EnquiryFigures) private readonly contact: EnquiryFigures,
    @Inject(PortalAccounts) private readonly portals: PortalAccounts,
  ) {}

  /**
   * A new private link for the listing's owner (the old one stops answering): its secret. 404 for no such listing;
   * 403 for whoever may not edit the listing. The listing's history says it was made or renewed, and by whom.
   */
  async createReportLink(propiedadId: string, actor: Actor, user: TokenPayload | undefined): Promise<string> {
    const secreto = randomBytes(32).toString('base64url');
    if (esUuid(propiedadId)) await this.permissions.assertCanEdit(propiedadId, user);
    const prop = esUuid(propiedadId) ? (await this.properties.summaries([propiedadId]))[0] : undefined;
    if (!prop || prop.eliminada) throw ApiError.notFound('Propiedad no encontrada', ERROR_CODES.PROPERTY_NOT_FOUND);
    await this.db.transaction(async () => {
      const antes = await this.db.one<{ propiedad_id: string }>(`SELECT propiedad_id FROM owner_report_links WHERE propiedad_id = $1 FOR UPDATE`, [prop.id]);
      await this.db.execute(
        `INSERT INTO owner_report_links (propiedad_id, secreto_hash, creado_por) VALUES ($1, $2, $3)
         ON CONFLICT (propiedad_id) DO UPDATE SET secreto_hash = EXCLUDED.secreto_hash, created_at = now(), creado_por = EXCLUDED.creado_por`,
        [prop.id, hash(secreto), actor.id],
      );
      await this.history.record({
        entidad: 'propiedad', entidadId: prop.id, accion: 'editar', actor,
        antes: { enlaceInforme: antes ? 'Activo' : 'Sin enlace' },
        despues: { enlaceInforme: antes ? 'Renovado (el anterior dejó de funcionar)' : 'Creado' },
      });
    });
    return secreto;
  }

  /** Revokes the listing's link (none: nothing to do), in the listing's history. 403 for whoever may not edit it. */
  async revokeReportLink(propiedadId: string, actor: Actor, user: TokenPayload | undefined): Promise<void> {
    if (!esUuid(propiedadId)) return;
    await this.permissions.assertCanEdit(propiedadId, user);
    await this.db.transaction(async () => {
      const gone = await this.db.one<{ propiedad_id: string }>(`DELETE FROM owner_report_links WHERE propiedad_id = $1 RETURNING propiedad_id`, [propiedadId]);
      if (gone) await this.history.record({ entidad: 'propiedad', entidadId: propiedadId, accion: 'editar', actor, antes: { enlaceInforme: 'Activo' }, despues: { enlaceInforme: 'Revocado' } });
    });
  }

  /** The owner's report behind a secret, or 404 (unknown, revoked, or the listing deleted). */
  async report(secreto: string): Promise<InformePropietario> {
    const link = /^[A-Za-z0-9_-]{20,100}$/.test(secreto)
      ? await this.db.one<{ propiedad_id: string }>(`SELECT propiedad_id FROM owner_report_links WHERE secreto_hash = $1`, [hash(secreto)])
      : null;
    const p = link ? (await this.properties.summaries([link.propiedad_id]))[0] : undefined;
    if (!p || p.eliminada) throw ApiError.notFound(MENSAJES_VISITA.informeNoEncontrado, ERROR_CODES.NOT_FOUND);
    const [visitas, consultas, comentarios, portales, historial] = await Promise.all([
      this.db.query<{ mes: string; programadas: SqlBigint; realizadas: SqlBigint }>(
        `SELECT to_char(inicio AT TIME ZONE '${ZONA_ARGENTINA}', 'YYYY-MM') AS mes,
                count(*) FILTER (WHERE estado NOT IN ('cancelada', 'vencida')) AS programadas, count(*) FILTER (WHERE estado = 'realizada') AS realizadas
         FROM visits WHERE propiedad_id = $1 GROUP BY 1 ORDER BY 1`,
        [p.id],
      ),
      this.contact.perMonthOfProperty(p.id),
      this.db.query<{ inicio: SqlTimestamp; interes: number | null; resultado: string }>(
        `SELECT inicio, interes, resultado FROM visits WHERE propiedad_id = $1 AND estado = 'realizada' AND coalesce(resultado, '') <> '' ORDER BY inicio DESC LIMIT 50`,
        [p.id],
      ),
      this.portals.ofProperty(p.id),
      this.history.list('propiedad', p.id),
    ]);
    const meses = new Map<string, { mes: string; consultas: number; visitas: number }>();
    const mes = (m: string) => meses.get(m) ?? meses.set(m, { mes: m, consultas: 0, visitas: 0 }).get(m)!;
    for (const c of consultas) mes(c.mes).consultas = c.cantidad;
    for (const v of visitas) if (Number(v.realizadas) > 0) mes(v.mes).visitas = Number(v.realizadas);
    const precios = historial
      .filter((h) => h.accion !== 'eliminar')
      .flatMap((h) => h.cambios.filter((c) => c.campo === 'precio').map((c) => ({ fecha: diaAR(new Date(h.fecha)), precio: fromNumeric(c.despues), moneda: p.precio.moneda })))
      .reverse();
    return {
      propiedad: {
        codigo: p.codigo, titulo: p.titulo, direccion: direccion(p.ubicacion.calle, p.ubicacion.altura, p.ubicacion.localidad), estado: p.estado,
        precio: p.precio.monto, moneda: p.precio.moneda, publicadaDesde: isoDate(p.fechaPublicacion),
      },
      totales: {
        consultas: consultas.reduce((n, c) => n + c.cantidad, 0),
        visitas: visitas.reduce((n, v) => n + Number(v.programadas), 0),
        realizadas: visitas.reduce((n, v) => n + Number(v.realizadas), 0),
      },
      porMes: [...meses.values()].sort((a, b) => a.mes.localeCompare(b.mes)),
      comentarios: comentarios.map((c) => ({ fecha: diaAR(new Date(isoDateTime(c.inicio))), interes: c.interes === null ? null : Number(c.interes), resultado: c.resultado })),
      portales: portales.map((x) => ({ portal: x.portal, estado: x.estado })),
      historialPrecio: precios,
    };
  }
}

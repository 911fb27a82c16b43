// What other modules read of the enquiries, as figures: the reports' months by channel, an owner's report's months of
// one listing and a user's dashboard. One statement each.
import { Inject, Injectable } from '@nestjs/common';
import { ZONA_ARGENTINA, type Canal } from '@inmo/contracts';
import { Db } from '../database/db.service.js';
import type { SqlBigint } from '../database/sql-types.js';

@Injectable()
export class EnquiryFigures {
  constructor(@Inject(Db) private readonly db: Db) {}

  /** Reportes: enquiries per month (Argentina's calendar) and channel, over the last `meses` months. One statement. */
  async perChannel(meses: number): Promise<{ mes: string; canal: Canal; cantidad: number }[]> {
    const rows = await this.db.query<{ mes: string; canal: Canal; cantidad: SqlBigint }>(
      `SELECT to_char(date_trunc('month', created_at AT TIME ZONE '${ZONA_ARGENTINA}'), 'YYYY-MM') AS mes, canal, count(*) AS cantidad
       FROM contact_enquiries
       WHERE created_at >= (date_trunc('month', now() AT TIME ZONE '${ZONA_ARGENTINA}') - make_interval(months => $1 - 1)) AT TIME ZONE '${ZONA_ARGENTINA}'
       GROUP BY 1, 2 ORDER BY 1, 2`,
      [meses],
    );
    return rows.map((r) => ({ mes: r.mes, canal: r.canal, cantidad: Number(r.cantidad) }));
  }

  /** An owner's report: the enquiries about one listing per month (Argentina's calendar), oldest first. One statement. */
  async perMonthOfProperty(propiedadId: string): Promise<{ mes: string; cantidad: number }[]> {
    const rows = await this.db.query<{ mes: string; cantidad: SqlBigint }>(
      `SELECT to_char(created_at AT TIME ZONE '${ZONA_ARGENTINA}', 'YYYY-MM') AS mes, count(*) AS cantidad
       FROM contact_enquiries WHERE propiedad_id = $1 GROUP BY 1 ORDER BY 1`,
      [propiedadId],
    );
    return rows.map((r) => ({ mes: r.mes, cantidad: Number(r.cantidad) }));
  }

  /** The dashboard's figures of one user: the enquiries assigned to them, and how many of those are unanswered. One statement. */
  async assignedTo(usuario: string): Promise<{ asignadas: number; sinResponder: number }> {
    const r = await this.db.one<{ asignadas: SqlBigint; sin_responder: SqlBigint }>(
      `SELECT count(*) AS asignadas, count(*) FILTER (WHERE answered_at IS NULL) AS sin_responder FROM contact_enquiries WHERE asignado_a = $1`,
      [usuario],
    );
    return { asignadas: Number(r?.asignadas ?? 0), sinResponder: Number(r?.sin_responder ?? 0) };
  }
}

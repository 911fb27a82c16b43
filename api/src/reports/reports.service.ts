// The back office's Reportes, from the owners of the data:
// - operacionesPorMes: OperationFigures' aggregate per month, type and currency (months without operations included);
// - propiedadesPorTipo: PropertyLookups's counts of current (not deleted) properties by type and operation;
// - consultasPorCanal: ContactService's enquiries per month and channel;
// - diasEnMercado: days from publication to the operation, for operations linked to a property. The two dates live
//   in two modules' tables, so the join is made here: the linked operations, then their properties' types and
//   publication dates, aggregated per operation and type (as the SQL did: whole days, the average to one decimal).
// With a user, operations per month and days on market count only the operations that user closed; the
// properties stay the agency's.
import { Inject, Injectable } from '@nestjs/common';
import type { ReportesResponse, UsuarioRef } from '@inmo/contracts';
import { EnquiryFigures } from '../contact/enquiry-figures.service.js';
import { OperationFigures } from '../operations/operation-figures.service.js';
import { PropertyLookups } from '../properties/property-lookups.service.js';

type DiasEnMercado = ReportesResponse['data']['diasEnMercado'][number];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole days between two 'YYYY-MM-DD' dates (date subtraction in SQL). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** PostgreSQL's round(sum / count, 1) for non-negative integers, exactly (no float rounding at the half). */
function roundedAverage(sum: number, count: number): number {
  return Math.floor((sum * 20 + count) / (2 * count)) / 10;
}

/** Code-point order: for these values (operations, property types) the order the database gave under any collation. */
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

@Injectable()
export class ReportsService {
  constructor(
    @Inject(OperationFigures) private readonly operations: OperationFigures,
    @Inject(PropertyLookups) private readonly properties: PropertyLookups,
    @Inject(EnquiryFigures) private readonly contact: EnquiryFigures,
  ) {}

  async reportes(meses: number, usuario?: UsuarioRef): Promise<ReportesResponse['data']> {
    const [operacionesPorMes, propiedadesPorTipo, diasEnMercado, consultasPorCanal] = await Promise.all([
      this.operations.perMonth(meses, usuario?._id),
      this.properties.countsByTipo(),
      this.daysOnMarket(usuario?._id),
      this.contact.perChannel(meses),
    ]);
    return { meses, operacionesPorMes, propiedadesPorTipo, diasEnMercado, consultasPorCanal, ...(usuario ? { usuario } : {}) };
  }

  /** Two statements: the linked operations, then their properties (soft-deleted ones too: the sale still happened). */
  private async daysOnMarket(cerradaPor?: string): Promise<DiasEnMercado[]> {
    const ops = await this.operations.linkedToProperties(cerradaPor);
    if (ops.length === 0) return [];
    const props = new Map((await this.properties.publicationDates([...new Set(ops.map((o) => o.propiedadId))])).map((p) => [p.id, p]));
    const groups = new Map<string, { operacion: string; tipo: string; cantidad: number; suma: number; minimo: number; maximo: number }>();
    for (const o of ops) {
      const p = props.get(o.propiedadId);
      if (!p || p.fechaPublicacion === null) continue;
      const dias = daysBetween(p.fechaPublicacion, o.fechaConcretada);
      if (dias < 0) continue; // closed before it was published: not a time on the market
      const key = `${o.operacion}\u0000${p.tipo}`;
      const g = groups.get(key);
      if (!g) groups.set(key, { operacion: o.operacion, tipo: p.tipo, cantidad: 1, suma: dias, minimo: dias, maximo: dias });
      else {
        g.cantidad++;
        g.suma += dias;
        g.minimo = Math.min(g.minimo, dias);
        g.maximo = Math.max(g.maximo, dias);
      }
    }
    return [...groups.values()]
      .sort((a, b) => byKey(a.operacion, b.operacion) || byKey(a.tipo, b.tipo))
      .map((g) => ({ operacion: g.operacion, tipo: g.tipo, cantidad: g.cantidad, promedioDias: roundedAverage(g.suma, g.cantidad), minimoDias: g.minimo, maximoDias: g.maximo }));
  }
}

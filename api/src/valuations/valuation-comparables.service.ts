// The comparables proposed for a valuation, from the agency's own data: its closing prices (operations: venta, in
// force, with an amount) and its current listings for sale of the same type and town, nearest in surface and age.
import { Inject, Injectable } from '@nestjs/common';
import { superficieHomogenea, type ComparablePropuesto, type MonedaTasacion, type Sujeto, type TipoPropiedad } from '@inmo/contracts';
import { fromNumeric } from '../common/parse.js';
import { Db } from '../database/db.service.js';
import { CLOSED_SALES_VIEW } from '../operations/operation-figures.service.js';
import { PROPERTIES_VIEW } from '../properties/property-lookups.service.js';
import type { SqlNumeric } from '../database/sql-types.js';
import { folded } from '../database/text-search.js';

/** How many comparables a proposal offers at most (the form ticks them; a valuation without any takes them all). */
export const MAX_PROPUESTOS = 6;

/** A candidate comparable read from the agency's operations and listings. */
type CandidateRow = {
  fuente: 'operacion' | 'publicacion';
  operacion_id: string | null;
  propiedad_id: string;
  titulo: string;
  monto: SqlNumeric;
  moneda: string;
  superficie_cubierta: SqlNumeric | null;
  superficie_total: SqlNumeric | null;
  antiguedad: number | null;
  hectareas: SqlNumeric | null;
  largo: SqlNumeric | null;
  ancho: SqlNumeric | null;
  fecha: string | null;
};

@Injectable()
export class ValuationComparables {
  constructor(@Inject(Db) private readonly db: Db) {}

  /**
   * Comparables for a subject, from the agency's own data: closed sales (in force, with an amount) of listings of the
   * same type and town, and current listings for sale (Disponible, with a price), nearest first by relative
   * difference in homogeneous surface plus age (each 10 years counting as 10 % of surface). A listing's price is
   * its asking price (the calculation discounts it).
   */
  async proposeFor(sujeto: Sujeto): Promise<ComparablePropuesto[]> {
    const rows = await this.db.query<CandidateRow>(
      `SELECT * FROM (
         SELECT 'operacion' AS fuente, o.id AS operacion_id, p.id AS propiedad_id, o.propiedad_titulo AS titulo, o.monto_dinero AS monto, o.moneda,
                p.superficie_cubierta, p.superficie_total, p.antiguedad, p.hectareas, p.largo, p.ancho, o.fecha_concretada::text AS fecha
         FROM ${CLOSED_SALES_VIEW} o JOIN ${PROPERTIES_VIEW} p ON p.id = o.propiedad_id
         WHERE o.moneda IN ('USD', 'ARS')
           AND p.tipo = $1 AND ${folded('p.localidad')} = ${folded('$2::text')}
         UNION ALL
         SELECT 'publicacion', NULL, p.id, p.titulo, p.precio_monto, p.precio_moneda,
                p.superficie_cubierta, p.superficie_total, p.antiguedad, p.hectareas, p.largo, p.ancho, p.fecha_publicacion::text
         FROM ${PROPERTIES_VIEW} p
         WHERE p.deleted_at IS NULL AND p.estado = 'Disponible' AND p.operacion = 'venta' AND p.precio_monto > 0 AND p.precio_moneda IN ('USD', 'ARS')
           AND p.tipo = $1 AND ${folded('p.localidad')} = ${folded('$2::text')}
       ) c WHERE c.propiedad_id IS DISTINCT FROM $3::uuid LIMIT 500`,
      [sujeto.tipo, sujeto.localidad, sujeto.propiedad ?? null],
    );
    const candidatos = rows.map((r) => this.candidate(sujeto.tipo, r)).filter((c): c is ComparablePropuesto => c !== null);
    const sup = superficieHomogenea(sujeto.tipo, sujeto);
    const distancia = (c: ComparablePropuesto) => {
      const s = superficieHomogenea(sujeto.tipo, c);
      const dSup = sup > 0 ? Math.abs(s - sup) / sup : 0;
      const dEdad = sujeto.antiguedad !== null && c.antiguedad !== null ? Math.abs(sujeto.antiguedad - c.antiguedad) / 100 : 0;
      return dSup + dEdad;
    };
    return candidatos
      .map((c) => ({ c, d: distancia(c) }))
      .sort((a, b) => a.d - b.d || (a.c.fuente === b.c.fuente ? 0 : a.c.fuente === 'operacion' ? -1 : 1))
      .slice(0, MAX_PROPUESTOS)
      .map((x) => x.c);
  }

  /**
   * A listing's row as a comparable: its covered surface and the rest of its total as uncovered (the listing does not
   * tell semi-covered apart); a Terreno's width as frontage and length as depth; a Campo's hectares. Null when it
   * has no surface to compare.
   */
  private candidate(tipo: TipoPropiedad, r: CandidateRow): ComparablePropuesto | null {
    const cub = fromNumeric(r.superficie_cubierta);
    const total = fromNumeric(r.superficie_total);
    const c: ComparablePropuesto = {
      fuente: r.fuente, operacion: r.operacion_id, propiedad: r.propiedad_id, titulo: r.titulo, precio: fromNumeric(r.monto) ?? 0, moneda: r.moneda as MonedaTasacion,
      superficieCubierta: null, superficieSemicubierta: null, superficieDescubierta: null, superficieTerreno: null, frente: null, fondo: null, hectareas: null,
      antiguedad: r.antiguedad, estado: null, ajustes: [], fecha: r.fecha,
    };
    if (tipo === 'Campo') c.hectareas = fromNumeric(r.hectareas);
    else if (tipo === 'Terreno') {
      c.frente = fromNumeric(r.ancho);
      c.fondo = fromNumeric(r.largo);
      c.superficieTerreno = total ?? (c.frente && c.fondo ? Math.round(c.frente * c.fondo * 100) / 100 : null);
    } else {
      c.superficieCubierta = cub ?? total;
      c.superficieDescubierta = cub !== null && total !== null && total > cub ? Math.round((total - cub) * 100) / 100 : null;
    }
    return superficieHomogenea(tipo, c) > 0 ? c : null;
  }
}

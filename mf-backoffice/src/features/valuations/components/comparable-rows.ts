// The comparables as the valuation form lists them: each with its tick, its numbers as staff correct them and whether
// its editor is open; and the comparable staff type by hand.
import { aNumero, formatNumero, type ComparablePropuesto, type MonedaTasacion, type Tasacion, type TipoPropiedad } from '@inmo/contracts';
import { comparableFormDe, type ComparableForm, type LecturaComparable } from './valuation-form.js';
import { valorTexto } from './valuations-page.js';

export interface Fila {
  /** The comparable as proposed or saved; `edicion` holds its numbers as staff correct them. */
  c: ComparablePropuesto;
  usar: boolean;
  edicion: ComparableForm;
  abierta: boolean;
}

export const filaDe = (c: ComparablePropuesto): Fila => ({ c, usar: true, edicion: comparableFormDe(c), abierta: false });

export const manualVacio = { titulo: '', precio: '', moneda: 'USD' as MonedaTasacion, superficie: '', antiguedad: '' };

export type ComparableManual = typeof manualVacio;

function describir(c: ComparablePropuesto): string {
  const sup = c.hectareas ?? c.superficieTerreno ?? c.superficieCubierta;
  return [
    valorTexto(c.precio, c.moneda),
    sup !== null ? `${formatNumero(sup)} ${c.hectareas !== null ? 'ha' : 'm²'}` : null,
    c.antiguedad !== null ? `${c.antiguedad} años` : null,
  ].filter(Boolean).join(' · ');
}

/** A row's numbers: as typed when they read, as proposed otherwise. */
export const describirFila = (f: Fila, l: LecturaComparable | null) => describir(l?.ok ? l.comparable : f.c);

/** The comparables a saved valuation holds, as the form lists them (all ticked). */
export const filasDe = (t: Tasacion): Fila[] =>
  t.comparables.map((c) =>
    filaDe({
      fuente: c.fuente, operacion: c.operacion, propiedad: c.propiedad, titulo: c.titulo, precio: c.precio, moneda: c.moneda,
      superficieCubierta: c.superficieCubierta, superficieSemicubierta: c.superficieSemicubierta, superficieDescubierta: c.superficieDescubierta,
      superficieTerreno: c.superficieTerreno, frente: c.frente, fondo: c.fondo, hectareas: c.hectareas, antiguedad: c.antiguedad, estado: c.estado,
      ajustes: c.ajustes, fecha: c.fecha ?? null,
    }),
  );

/** The comparable typed by hand, its surface in the unit of the subject's type; null when price or surface is missing. */
export function comparableManual(manual: ComparableManual, tipo: TipoPropiedad): ComparablePropuesto | null {
  const precio = aNumero(manual.precio);
  const sup = aNumero(manual.superficie);
  if (!precio || !sup || Number.isNaN(precio) || Number.isNaN(sup)) return null;
  const campoSup = tipo === 'Campo' ? 'hectareas' : tipo === 'Terreno' ? 'superficieTerreno' : 'superficieCubierta';
  const antiguedad = aNumero(manual.antiguedad);
  return {
    fuente: 'manual', operacion: null, propiedad: null, titulo: manual.titulo.trim(), precio, moneda: manual.moneda,
    superficieCubierta: null, superficieSemicubierta: null, superficieDescubierta: null, superficieTerreno: null, frente: null, fondo: null, hectareas: null,
    antiguedad: antiguedad !== null && !Number.isNaN(antiguedad) ? antiguedad : null, estado: null, ajustes: [], fecha: null,
    [campoSup]: sup,
  };
}

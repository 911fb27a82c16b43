// es-AR display of a property's and a client's details (spec §5 display defaults): surfaces, lengths, ages, floors.
// Apart from format.ts, which the cards and the home need, so the public home's chunk does not carry
// what only the property and staff pages use (a module goes whole into the first chunk that needs any of it).
import { formatNumero } from './format.js';

/** Display defaults of spec §5: missing DNI/phone/email 'No especificado'. */
export function orNoEspecificado(value: unknown): string {
  return value === null || value === undefined || String(value).trim() === '' ? 'No especificado' : String(value);
}

/** Missing profession or date: 'No especificada'. */
export function orNoEspecificada(value: unknown): string {
  return value === null || value === undefined || String(value).trim() === '' ? 'No especificada' : String(value);
}

/** '1.250,5 m²' */
export function formatSuperficie(n: number): string {
  return `${formatNumero(n)} m²`;
}

/** '12,5 m' */
export function formatMetros(n: number): string {
  return `${formatNumero(n)} m`;
}

/** '40 ha' */
export function formatHectareas(n: number): string {
  return `${formatNumero(n)} ha`;
}

/** '1 año', '15 años' */
export function formatAnios(n: number): string {
  return n === 1 ? '1 año' : `${formatNumero(n)} años`;
}

/** Floor 0 is shown as 'PB'. */
export function formatPiso(piso: number | string | null | undefined): string {
  if (piso === null || piso === undefined || piso === '') return '';
  return Number(piso) === 0 ? 'PB' : String(piso);
}

// Closed months: once a month is closed, nothing dated in it changes — payments, charges, voids, waived interest,
// owners' settlements of it — until an admin reopens it, saying why (the history keeps both). A month is written
// 'YYYY-MM'; only a month that has ended can be closed.
import * as z from 'zod/mini';
import { mesArgentina } from '../calendario.js';
import { formatPeriodoCorto } from '../format.js';
import { texto } from '../schema/kit.js';

const PERIODO = /^\d{4}-(0[1-9]|1[0-2])$/;

export const MENSAJES_CIERRE = {
  mesInvalido: 'El mes debe tener la forma AAAA-MM',
  mesNoTerminado: 'Solo se puede cerrar un mes terminado',
  motivoRequerido: 'Indicá el motivo de la reapertura',
  noCerrado: 'El mes no está cerrado',
} as const;

/** The 409 every write dated in a closed month gets: 'El mes 11/2026 está cerrado'. */
export function mensajeMesCerrado(mes: string): string {
  return `El mes ${formatPeriodoCorto(mes)} está cerrado`;
}

/** The 409 of closing a month twice. */
export function mensajeYaCerrado(mes: string): string {
  return `El mes ${formatPeriodoCorto(mes)} ya está cerrado`;
}

/** The month before `mes` ('YYYY-MM'). */
export function mesAnterior(mes: string): string {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** POST/DELETE /api/admin/cierre/{mes}: a month 'YYYY-MM' that has ended (this month and later ones are refused). */
export const cierreParamsSchema = z.object({
  mes: z.pipe(z.string({ error: MENSAJES_CIERRE.mesInvalido }), z.transform((v, ctx): string => {
    if (!PERIODO.test(v)) ctx.issues.push({ code: 'custom', message: MENSAJES_CIERRE.mesInvalido, input: v });
    else if (v >= mesArgentina()) ctx.issues.push({ code: 'custom', message: MENSAJES_CIERRE.mesNoTerminado, input: v });
    return v;
  })),
});
export type CierreParams = z.output<typeof cierreParamsSchema>;

/** DELETE /api/admin/cierre/{mes}: why the month is opened again (kept in its history). */
export const reabrirMesSchema = z.object({ motivo: texto('Motivo', { max: 1000, requerido: MENSAJES_CIERRE.motivoRequerido }) });
export type ReabrirMesRequest = z.input<typeof reabrirMesSchema>;
export type ReabrirMes = z.output<typeof reabrirMesSchema>;

// --- replies ---
const s = z.string();
const ok = z.literal(true);

/** A closed month: when and by whom. */
export const mesCerradoSchema = z.object({ mes: s, cerradoEn: s, cerradoPor: s });
export type MesCerrado = z.output<typeof mesCerradoSchema>;

export const mesCerradoResponseSchema = z.object({ success: ok, message: s, data: mesCerradoSchema });
export const mesReabiertoResponseSchema = z.object({ success: ok, message: s, data: z.object({ mes: s }) });
/** GET /api/admin/cierres: the closed months, the latest first. */
export const mesesCerradosResponseSchema = z.object({ success: ok, data: z.array(mesCerradoSchema) });
export type MesesCerradosResponse = z.output<typeof mesesCerradosResponseSchema>;

// The field parsers the rental bodies share (contracts, index loads, payments, settlements).
import * as z from 'zod/mini';
import { fecha, numero } from '../schema/kit.js';
import { esUuid } from '../schema/checks.js';

/** A percentage from 0 to `max` (or none), with `mensaje` beyond `max`. */
export const porcentajeHasta = (etiqueta: string, max: number, mensaje: string) =>
  z.pipe(numero(etiqueta, { min: 0 }), z.transform((v, ctx): number | null => {
    if (v !== null && v > max) ctx.issues.push({ code: 'custom', message: mensaje, input: v });
    return v;
  }));

export const idCliente = (mensaje: string) =>
  z.pipe(
    z.union([z.string(), z.null()], { error: mensaje }),
    z.transform((v, ctx): string => {
      if (!esUuid(v)) ctx.issues.push({ code: 'custom', message: mensaje, input: v });
      return v ?? '';
    }),
  );

export const entero = (etiqueta: string, min: number, max: number, porDefecto: number | null, requerido?: string) =>
  z.pipe(
    numero(etiqueta, { entero: true, min, max }),
    z.transform((v, ctx): number => {
      if (v !== null) return v;
      if (porDefecto !== null) return porDefecto;
      ctx.issues.push({ code: 'custom', message: requerido ?? `Indicá ${etiqueta.toLowerCase()}`, input: v });
      return 0;
    }),
  );

export const fechaRequerida = (mensaje: string, requerido: string) =>
  z.pipe(
    fecha(mensaje),
    z.transform((v, ctx): string => {
      if (v === null) ctx.issues.push({ code: 'custom', message: requerido, input: v });
      return v ?? '';
    }),
  );

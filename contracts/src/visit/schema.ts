// A visit to a listing, defined once: the bodies staff and visitors send (new visit, its outcome, a visitor's
// request), the agenda's query, the reply, the agency's hours for visits and the owner's report. Times are instants
// (ISO with offset); a time written without one ('2026-12-01T10:00', as a datetime-local field gives it) is
// Argentina's (UTC−3, no DST).
import * as z from 'zod/mini';
import { esEmail, esUuid } from '../schema/checks.js';
import { esTelefono, TELEFONO_INVALIDO } from '../telefono.js';
import { numero, opcion, opcional, texto } from '../schema/kit.js';
import { asignadoConsulta, fechaConsulta } from '../schema/query.js';
import { usuarioRefSchema } from '../team/schema.js';

import { ESTADOS_VISITA, ESTADOS_VISITA_EDITABLES, leerInstante } from './horario.js';
export * from './horario.js';

const instante = (mensaje: string) =>
  z.pipe(
    z.union([z.string(), z.null()], { error: mensaje }),
    z.transform((v, ctx): string => {
      const d = v === null ? null : leerInstante(v);
      if (!d) {
        ctx.issues.push({ code: 'custom', message: mensaje, input: v });
        return '';
      }
      return d.toISOString();
    }),
  );

const id = (mensaje: string) =>
  z.pipe(
    z.union([z.string(), z.null()], { error: mensaje }),
    z.transform((v, ctx): string => {
      if (!esUuid(v)) ctx.issues.push({ code: 'custom', message: mensaje, input: v });
      return v ?? '';
    }),
  );

const idOpcionalDe = (mensaje: string) =>
  opcional(
    z.pipe(
      z.union([z.string(), z.null()], { error: mensaje }),
      z.transform((v, ctx): string | null => {
        const t = v?.trim() ?? '';
        if (t === '') return null;
        if (!esUuid(t)) ctx.issues.push({ code: 'custom', message: mensaje, input: v });
        return t;
      }),
    ),
  );

/** POST /api/admin/nueva-visita. The agent left out: whoever books it. */
export const nuevaVisitaSchema = z.object({
  propiedad: id('Seleccione una propiedad'),
  cliente: id('Seleccione un cliente'),
  agente: idOpcionalDe('El agente elegido no es válido'),
  inicio: instante('Indicá el día y la hora de la visita'),
  minutos: z.pipe(numero('Duración (minutos)', { min: 15, max: 480, entero: true }), z.transform((n): number => n ?? 60)),
});
export type NuevaVisitaRequest = z.input<typeof nuevaVisitaSchema>;
export type NuevaVisita = z.output<typeof nuevaVisitaSchema>;

/**
 * PUT /api/admin/editar-visita/{id}: its state and outcome; with `version`, a stale one → 409. Confirming a visitor's
 * request (setting it 'programada') needs `confirmadoPorTelefono`: staff called the visitor; `email` is the address
 * the visitor gave on that call ('' for none; left out: the one they typed), where the confirmation then goes.
 */
export const editarVisitaSchema = z.object({
  estado: opcion(ESTADOS_VISITA_EDITABLES, 'Elegí el estado de la visita'),
  confirmadoPorTelefono: opcional(z.union([z.boolean(), z.null()], { error: 'Indicá si confirmaste el pedido por teléfono' })),
  // Left out stays undefined (texto() would make it ''): only an address given on the call replaces the typed one.
  email: z.optional(
    z.nullable(
      z.pipe(
        z.string({ error: 'Email debe ser texto' }),
        z.transform((v, ctx): string => {
          const t = v.trim();
          if (t.length > 254) ctx.issues.push({ code: 'custom', message: 'Email admite hasta 254 caracteres', input: t });
          else if (t !== '' && !esEmail(t)) ctx.issues.push({ code: 'custom', message: 'Ingrese un email válido', input: t });
          return t;
        }),
      ),
    ),
  ),
  resultado: opcional(texto('Resultado', { max: 2000, vacioEsNull: true })),
  interes: z.pipe(numero('Interés', { min: 1, max: 5, entero: true }), z.transform((n): number | null => n)),
  version: opcional(z.pipe(z.union([z.number(), z.null()], { error: 'Versión inválida' }), z.transform((v, ctx): number | null => {
    if (v !== null && !(Number.isInteger(v) && v >= 1)) ctx.issues.push({ code: 'custom', message: 'Versión inválida', input: v });
    return v;
  }))),
});
export type EditarVisitaRequest = z.input<typeof editarVisitaSchema>;
export type EditarVisita = z.output<typeof editarVisitaSchema>;

/** POST /api/user/pedir-visita: a visitor asks for one of the free turns of a listing. */
export const pedirVisitaSchema = z.object({
  propiedad: id('La propiedad no es válida'),
  inicio: instante('Elegí un horario'),
  nombre: texto('Nombre', { max: 200, requerido: 'Ingrese su nombre completo' }),
  telefono: z.pipe(
    texto('Teléfono', { max: 50, requerido: 'Ingrese su teléfono' }),
    z.transform((t, ctx): string => {
      if (t !== '' && !esTelefono(t)) ctx.issues.push({ code: 'custom', message: TELEFONO_INVALIDO, input: t });
      return t;
    }),
  ),
  email: z.pipe(
    texto('Email', { max: 254 }),
    z.transform((t, ctx): string => {
      if (t !== '' && !esEmail(t)) ctx.issues.push({ code: 'custom', message: 'Ingrese un email válido', input: t });
      return t;
    }),
  ),
});
export type PedirVisitaRequest = z.input<typeof pedirVisitaSchema>;
export type PedirVisita = z.output<typeof pedirVisitaSchema>;

/** GET /api/admin/visitas: Argentina's days desde…hasta (both included; default this day and the 6 after), agente (id or 'ninguno'). */
export const visitasConsultaSchema = z.object({ desde: fechaConsulta('desde'), hasta: fechaConsulta('hasta'), agente: asignadoConsulta('agente') });
export type VisitasConsulta = z.output<typeof visitasConsultaSchema>;

/** GET /api/user/propiedad/{id}/turnos: from Argentina's day `desde` (default today) for HORARIO_VISITAS.dias days. */
export const turnosConsultaSchema = z.object({ desde: fechaConsulta('desde') });
export type TurnosConsulta = z.output<typeof turnosConsultaSchema>;

const s = z.string();
export const visitaSchema = z.object({
  _id: s,
  propiedad: z.object({ _id: s, codigo: s, titulo: s, direccion: s }),
  /** The client it was booked for; null for a visitor's request (see `visitante`). */
  cliente: z.nullable(z.object({ _id: s, nombre: s, apellido: s, telefono: s })),
  /** Who asked on the listing's page (a request), else null. */
  visitante: z.nullable(z.object({ nombre: s, telefono: s, email: s })),
  agente: z.nullable(usuarioRefSchema),
  inicio: s,
  fin: s,
  minutos: z.number(),
  estado: z.enum(ESTADOS_VISITA),
  resultado: z.nullable(s),
  interes: z.nullable(z.number()),
  /** The enquiry a visitor's request left in Consultas. */
  consulta: z.nullable(s),
  /** When a pending request expires unconfirmed (null for any other visit). */
  vence: z.optional(z.nullable(s)),
  version: z.number(),
});
export type Visita = z.output<typeof visitaSchema>;

const ok = z.literal(true);
export const visitaResponseSchema = z.object({ success: ok, message: z.optional(s), data: visitaSchema });
export const visitasResponseSchema = z.object({ success: ok, data: z.array(visitaSchema) });
export type VisitasResponse = z.output<typeof visitasResponseSchema>;
export const turnosResponseSchema = z.object({ success: ok, data: z.array(z.object({ inicio: s, fin: s })) });
export type TurnosResponse = z.output<typeof turnosResponseSchema>;
export const pedirVisitaResponseSchema = z.object({ success: ok, message: s });

/** POST /api/admin/propiedad/{id}/enlace-informe → the owner's private link (a new secret each time). */
export const enlaceInformeResponseSchema = z.object({ success: ok, data: z.object({ url: s }) });

const cantidadPorMes = z.object({ mes: s, consultas: z.number(), visitas: z.number() });
/** GET /api/user/informe-propietario/{secreto}: what an owner of a listing for sale would phone the agency for. */
export const informePropietarioSchema = z.object({
  propiedad: z.object({ codigo: s, titulo: s, direccion: s, estado: s, precio: z.nullable(z.number()), moneda: s, publicadaDesde: z.nullable(s) }),
  totales: z.object({ consultas: z.number(), visitas: z.number(), realizadas: z.number() }),
  porMes: z.array(cantidadPorMes),
  /** What visitors said: the outcome staff wrote after each visit done, newest first, without names. */
  comentarios: z.array(z.object({ fecha: s, interes: z.nullable(z.number()), resultado: s })),
  portales: z.array(z.object({ portal: s, estado: s })),
  historialPrecio: z.array(z.object({ fecha: s, precio: z.nullable(z.number()), moneda: s })),
});
export type InformePropietario = z.output<typeof informePropietarioSchema>;
export const informePropietarioResponseSchema = z.object({ success: ok, data: informePropietarioSchema });

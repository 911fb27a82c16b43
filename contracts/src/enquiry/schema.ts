// A contact enquiry, defined once (spec §3 Contact enquiry, §5 Contact): the schema the public form checks before
// sending and the API before storing; the back office's inbox entry and its update; their TypeScript types.
import * as z from 'zod/mini';
import { esEmail } from '../schema/checks.js';
import { esTelefono, TELEFONO_INVALIDO } from '../telefono.js';
import { asignadoASchema } from '../team/schema.js';
import { CANALES } from '../portals/schema.js';
import { erroresDeResultado, idOpcional, opcional, texto, validarCon, type ErroresCampo, type Resultado } from '../schema/kit.js';

/** POST /api/user/contacto */
export const contactoSchema = z.object({
  nombre: texto('Nombre', { max: 200, requerido: 'Ingrese su nombre completo' }),
  email: opcional(
    z.pipe(
      z.union([z.string(), z.null()], { error: 'Ingrese un email válido' }),
      z.transform((v, ctx): string => {
        const t = v?.trim() ?? '';
        if (t === '') ctx.issues.push({ code: 'custom', message: 'Ingrese su email', input: v });
        else if (!esEmail(t)) ctx.issues.push({ code: 'custom', message: 'Ingrese un email válido', input: v });
        return t;
      }),
    ),
  ),
  /** Optional; when given it must read as a phone (telefono.ts), so staff can call or write back. */
  telefono: z.pipe(
    texto('Teléfono', { max: 50 }),
    z.transform((t, ctx): string => {
      if (t !== '' && !esTelefono(t)) ctx.issues.push({ code: 'custom', message: TELEFONO_INVALIDO, input: t });
      return t;
    }),
  ),
  asunto: texto('Asunto', { max: 200, requerido: 'Seleccione un asunto' }),
  mensaje: texto('Mensaje', { max: 5000, requerido: 'Escriba su mensaje' }),
  /** The property the enquiry is about (its id), when sent from a listing's 'Consultar por esta propiedad'. */
  propiedad: idOpcional('La propiedad consultada no es válida'),
  /** Honeypot: humans never fill it (the API answers a filled one as a success and stores nothing). */
  sitioWeb: texto('Sitio web', { max: 2000 }),
});
export type ContactoRequest = z.input<typeof contactoSchema>;
export type Contacto = z.output<typeof contactoSchema>;

export function leerContacto(body: unknown): Resultado<Contacto> {
  return validarCon(contactoSchema, body);
}

export function validarContacto(body: unknown): ErroresCampo {
  return erroresDeResultado(leerContacto(body));
}

const estado = (campo: string) => z.optional(z.boolean({ error: `El campo ${campo} debe ser verdadero o falso` }));

/** PATCH /api/admin/consultas/{id}: mark read or answered (an answered enquiry is also read). */
export const actualizarConsultaSchema = z
  .object({ leida: estado('leida'), respondida: estado('respondida') })
  .check(z.refine((b) => b.leida !== undefined || b.respondida !== undefined, { message: 'Indicá leida o respondida', path: ['body'] }));
export type ActualizarConsulta = z.output<typeof actualizarConsultaSchema>;

export function leerActualizarConsulta(body: unknown): Resultado<ActualizarConsulta> {
  return validarCon(actualizarConsultaSchema, body);
}

/** The channels a reply is sent by from the inbox (its link buttons). */
export const CANALES_RESPUESTA = ['whatsapp', 'email'] as const;
export type CanalRespuesta = (typeof CANALES_RESPUESTA)[number];
export const CANAL_RESPUESTA_LABELS: Record<CanalRespuesta, string> = { whatsapp: 'WhatsApp', email: 'Email' };

/** POST /api/admin/consultas/{id}/respuesta: a reply was sent by this channel (logged; the enquiry is answered). */
export const registrarRespuestaSchema = z.object({
  canal: z.enum(CANALES_RESPUESTA, { error: 'Indicá el canal de la respuesta (whatsapp o email)' }),
});
export type RegistrarRespuestaRequest = z.input<typeof registrarRespuestaSchema>;
export type RegistrarRespuesta = z.output<typeof registrarRespuestaSchema>;

export function leerRegistrarRespuesta(body: unknown): Resultado<RegistrarRespuesta> {
  return validarCon(registrarRespuestaSchema, body);
}

const s = z.string();
/** One logged reply: when, who (the name they had then; null when unknown) and by which channel. */
export const respuestaConsultaSchema = z.object({ fecha: s, usuario: z.nullable(z.object({ _id: z.nullable(s), nombre: s })), canal: z.enum(CANALES_RESPUESTA) });
export type RespuestaConsulta = z.output<typeof respuestaConsultaSchema>;

/** A contact enquiry in the back-office inbox. */
export const consultaSchema = z.object({
  _id: s,
  nombre: s,
  email: s,
  telefono: s,
  /** The phone read into E.164 when received (telefono.ts); null: none given. */
  telefonoE164: z.nullable(s),
  asunto: s,
  mensaje: s,
  /** When it arrived (ISO). */
  fecha: s,
  leida: z.boolean(),
  respondida: z.boolean(),
  leidaEn: z.nullable(s),
  respondidaEn: z.nullable(s),
  /** The property it is about (null: a general enquiry, or the property was deleted for good). */
  propiedad: z.nullable(z.object({ _id: s, titulo: s, tipo: s, operacion: s, precio: z.nullable(z.number()), moneda: s })),
  /** The member of staff it is assigned to (null: nobody). */
  asignadoA: asignadoASchema,
  /** Where it came from ('Web': the site's form; a portal's lead). */
  canal: z.enum(CANALES),
  /**
   * The same person, recognised by normalized phone (E.164) or e-mail: the client they already are (the oldest
   * match), and how many enquiries they have sent in all (this one included).
   */
  persona: z.object({ cliente: z.nullable(z.object({ _id: s, nombre: s })), consultas: z.number() }),
  /** The replies sent from the inbox, oldest first. */
  respuestas: z.optional(z.array(respuestaConsultaSchema)),
});
export type Consulta = z.output<typeof consultaSchema>;

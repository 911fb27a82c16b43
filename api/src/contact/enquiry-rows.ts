// An enquiry's row as the inbox's query reads it, and the contract's Consulta made from it.
import type { Canal, CanalRespuesta, Consulta, RespuestaConsulta, UsuarioRef } from '@inmo/contracts';
import { isoDateTime } from '../common/parse.js';
import type { SqlBigint, SqlNumeric, SqlTimestamp } from '../database/sql-types.js';

export type EnquiryRow = {
  id: string;
  nombre: string;
  email: string;
  telefono: string;
  telefono_e164: string | null;
  asunto: string;
  mensaje: string;
  created_at: SqlTimestamp;
  read_at: SqlTimestamp | null;
  answered_at: SqlTimestamp | null;
  version: number;
  propiedad_id: string | null;
  asignado_a: string | null;
  canal: Canal;
  /** The client whose 'Mi búsqueda' page sent it ('Me interesa'). */
  busqueda_cliente_id?: string | null;
  persona_consultas?: SqlBigint;
  cliente_id?: string | null;
  cliente_nombre?: string | null;
  propiedad_titulo?: string | null;
  propiedad_tipo?: string | null;
  propiedad_operacion?: string | null;
  propiedad_precio?: SqlNumeric | null;
  propiedad_moneda?: string | null;
  /** The logged replies (json_agg: parsed by the driver, or its text). */
  respuestas?: unknown;
};

type ReplyJson = { fecha: string; user_id: string | null; user_nombre: string; canal: CanalRespuesta };

function toRespuestas(v: unknown): RespuestaConsulta[] {
  const list = (typeof v === 'string' ? JSON.parse(v) : v) as ReplyJson[] | null | undefined;
  return (list ?? []).map((r) => ({ fecha: isoDateTime(r.fecha), usuario: r.user_id || r.user_nombre ? { _id: r.user_id ?? null, nombre: r.user_nombre } : null, canal: r.canal }));
}

export function toConsulta(r: EnquiryRow, team: Map<string, UsuarioRef>): Consulta {
  return {
    _id: r.id,
    nombre: r.nombre,
    email: r.email,
    telefono: r.telefono ?? '',
    telefonoE164: r.telefono_e164 ?? null,
    asunto: r.asunto,
    mensaje: r.mensaje,
    fecha: isoDateTime(r.created_at),
    leida: r.read_at !== null,
    respondida: r.answered_at !== null,
    leidaEn: r.read_at ? isoDateTime(r.read_at) : null,
    respondidaEn: r.answered_at ? isoDateTime(r.answered_at) : null,
    propiedad:
      r.propiedad_id && r.propiedad_titulo != null
        ? {
            _id: r.propiedad_id,
            titulo: r.propiedad_titulo,
            tipo: r.propiedad_tipo ?? '',
            operacion: r.propiedad_operacion ?? '',
            precio: r.propiedad_precio == null ? null : Number(r.propiedad_precio),
            moneda: r.propiedad_moneda ?? 'ARS',
          }
        : null,
    asignadoA: (r.asignado_a && team.get(r.asignado_a)) || null,
    canal: r.canal ?? 'Web',
    persona: { cliente: r.cliente_id ? { _id: r.cliente_id, nombre: r.cliente_nombre ?? '' } : null, consultas: Math.max(1, Number(r.persona_consultas ?? 1)) },
    respuestas: toRespuestas(r.respuestas),
  };
}

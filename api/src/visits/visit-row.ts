// A visit's row as the service reads it (the visit, its listing and its client joined), its reply, and its calendar
// file (ical-generator: one VEVENT in UTC, the listing's address as LOCATION and its code in SUMMARY).
import ical, { ICalEventStatus } from 'ical-generator';
import { ESTADO_VISITA_LABELS, type EstadoVisita, type UsuarioRef, type Visita } from '@inmo/contracts';
import { isoDateTime } from '../common/parse.js';
import type { SqlTimestamp } from '../database/sql-types.js';

export const VISIT_SELECT = `v.id, v.version, v.inicio, v.fin, v.estado, v.resultado, v.interes, v.consulta_id, v.agente_id,
  v.visitante_nombre, v.visitante_telefono, v.visitante_email,
  p.id AS p_id, p.codigo AS p_codigo, p.titulo AS p_titulo, p.calle AS p_calle, p.altura AS p_altura, p.localidad AS p_localidad,
  c.id AS c_id, c.nombre AS c_nombre, c.apellido AS c_apellido, c.telefono AS c_telefono`;
export const VISIT_FROM = `visits v JOIN properties p ON p.id = v.propiedad_id LEFT JOIN clients c ON c.id = v.cliente_id`;

export type VisitRow = {
  id: string;
  version: number;
  inicio: SqlTimestamp;
  fin: SqlTimestamp;
  estado: EstadoVisita;
  resultado: string | null;
  interes: number | null;
  consulta_id: string | null;
  agente_id: string | null;
  visitante_nombre: string | null;
  visitante_telefono: string | null;
  visitante_email: string | null;
  p_id: string;
  p_codigo: string;
  p_titulo: string;
  p_calle: string;
  p_altura: number | null;
  p_localidad: string;
  c_id: string | null;
  c_nombre: string | null;
  c_apellido: string | null;
  c_telefono: string | null;
};

/** 'Calle 123, Localidad' (what is known of it). */
export function direccion(calle: string, altura: number | null, localidad: string): string {
  const street = [calle.trim(), altura ?? ''].filter((x) => x !== '').join(' ');
  return [street, localidad.trim()].filter((x) => x !== '').join(', ');
}

export function toVisita(r: VisitRow, team: Map<string, UsuarioRef>): Visita {
  const inicio = isoDateTime(r.inicio);
  const fin = isoDateTime(r.fin);
  return {
    _id: r.id,
    propiedad: { _id: r.p_id, codigo: r.p_codigo, titulo: r.p_titulo, direccion: direccion(r.p_calle, r.p_altura, r.p_localidad) },
    cliente: r.c_id ? { _id: r.c_id, nombre: r.c_nombre ?? '', apellido: r.c_apellido ?? '', telefono: r.c_telefono ?? '' } : null,
    visitante: r.visitante_nombre !== null ? { nombre: r.visitante_nombre, telefono: r.visitante_telefono ?? '', email: r.visitante_email ?? '' } : null,
    agente: (r.agente_id && team.get(r.agente_id)) || null,
    inicio,
    fin,
    minutos: Math.round((Date.parse(fin) - Date.parse(inicio)) / 60_000),
    estado: r.estado,
    resultado: r.resultado,
    interes: r.interes === null ? null : Number(r.interes),
    consulta: r.consulta_id,
    version: Number(r.version),
  };
}

/** The visit's calendar file (text/calendar): one event, cancelled ones marked so. */
export function visitIcs(v: Visita, agencia = 'Inmobiliaria'): string {
  const cal = ical({ name: `Visitas — ${agencia}`, prodId: { company: agencia, product: 'visitas', language: 'ES' } });
  const quien = v.cliente ? `${v.cliente.nombre} ${v.cliente.apellido}`.trim() : v.visitante?.nombre ?? '';
  const descripcion = [
    `Propiedad: ${v.propiedad.titulo} (${v.propiedad.codigo})`,
    quien ? `Visitante: ${quien}` : '',
    v.agente ? `Agente: ${v.agente.nombre}` : '',
    `Estado: ${ESTADO_VISITA_LABELS[v.estado]}`,
  ].filter(Boolean).join('\n');
  cal.createEvent({
    id: `visita-${v._id}`,
    sequence: v.version - 1,
    start: new Date(v.inicio),
    end: new Date(v.fin),
    summary: `Visita ${v.propiedad.codigo} — ${v.propiedad.titulo}`,
    location: v.propiedad.direccion || v.propiedad.titulo,
    description: descripcion,
    stamp: new Date(),
    status: v.estado === 'cancelada' ? ICalEventStatus.CANCELLED : v.estado === 'pendiente' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
  });
  return cal.toString();
}

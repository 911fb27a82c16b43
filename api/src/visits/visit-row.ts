// A visit's row as the service reads it, its reply (with what its listing's and client's modules say of them), and its calendar
// file (ical-generator: one VEVENT in UTC, the listing's address as LOCATION and its code in SUMMARY).
import ical, { ICalEventStatus } from 'ical-generator';
import { ESTADO_VISITA_LABELS, PEDIDOS_VISITA, type EstadoVisita, type UsuarioRef, type Visita } from '@inmo/contracts';
import { isoDateTime } from '../common/parse.js';
import type { SqlTimestamp } from '../database/sql-types.js';

export const VISIT_COLS = `id, version, inicio, fin, estado, resultado, interes, consulta_id, agente_id, propiedad_id, cliente_id,
  visitante_nombre, visitante_telefono, visitante_email, created_at`;

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
  propiedad_id: string;
  cliente_id: string | null;
  visitante_nombre: string | null;
  visitante_telefono: string | null;
  visitante_email: string | null;
  created_at: SqlTimestamp;
};

/** When a pending request expires unconfirmed: PEDIDOS_VISITA.venceHoras after it was made, or at its start if sooner. */
export function venceEl(r: Pick<VisitRow, 'created_at' | 'inicio'>): Date {
  const hecho = Date.parse(isoDateTime(r.created_at));
  return new Date(Math.min(hecho + PEDIDOS_VISITA.venceHoras * 3600_000, Date.parse(isoDateTime(r.inicio))));
}

/** A visit as its history compares it (ids of the listing, client and agent, read back as names). */
export function visitSnapshot(r: VisitRow): Record<string, unknown> {
  return {
    propiedad: r.propiedad_id,
    cliente: r.cliente_id,
    visitante: r.visitante_nombre ? [r.visitante_nombre, r.visitante_telefono].filter(Boolean).join(' · ') : null,
    email: r.visitante_email || null,
    agente: r.agente_id,
    inicio: isoDateTime(r.inicio),
    fin: isoDateTime(r.fin),
    estado: ESTADO_VISITA_LABELS[r.estado],
    resultado: r.resultado,
    interes: r.interes === null ? null : Number(r.interes),
  };
}

/** What a visit's reply names of its listing and client, read through their modules. */
export interface VisitRefs {
  propiedades: Map<string, { codigo: string; titulo: string; calle: string; altura: number | null; localidad: string }>;
  clientes: Map<string, { nombre: string; apellido: string; telefono: string }>;
  team: Map<string, UsuarioRef>;
}

/** 'Calle 123, Localidad' (what is known of it). */
export function direccion(calle: string, altura: number | null, localidad: string): string {
  const street = [calle.trim(), altura ?? ''].filter((x) => x !== '').join(' ');
  return [street, localidad.trim()].filter((x) => x !== '').join(', ');
}

export function toVisita(r: VisitRow, refs: VisitRefs): Visita {
  const inicio = isoDateTime(r.inicio);
  const fin = isoDateTime(r.fin);
  const p = refs.propiedades.get(r.propiedad_id);
  const c = r.cliente_id ? refs.clientes.get(r.cliente_id) : undefined;
  return {
    _id: r.id,
    propiedad: { _id: r.propiedad_id, codigo: p?.codigo ?? '', titulo: p?.titulo ?? '', direccion: p ? direccion(p.calle, p.altura, p.localidad) : '' },
    cliente: r.cliente_id && c ? { _id: r.cliente_id, nombre: c.nombre, apellido: c.apellido, telefono: c.telefono } : null,
    visitante: r.visitante_nombre !== null ? { nombre: r.visitante_nombre, telefono: r.visitante_telefono ?? '', email: r.visitante_email ?? '' } : null,
    agente: (r.agente_id && refs.team.get(r.agente_id)) || null,
    inicio,
    fin,
    minutos: Math.round((Date.parse(fin) - Date.parse(inicio)) / 60_000),
    estado: r.estado,
    resultado: r.resultado,
    interes: r.interes === null ? null : Number(r.interes),
    consulta: r.consulta_id,
    vence: r.estado === 'pendiente' ? venceEl(r).toISOString() : null,
    version: Number(r.version),
  };
}

/** The visit's calendar file (text/calendar): one event, cancelled and expired ones marked cancelled. */
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
    status: v.estado === 'cancelada' || v.estado === 'vencida' ? ICalEventStatus.CANCELLED : v.estado === 'pendiente' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
  });
  return cal.toString();
}

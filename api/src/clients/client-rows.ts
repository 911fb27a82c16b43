// The clients tables' rows as ClientsService reads them: the columns it selects, their row types, and a client's reply
// built from them.
import type { Cliente, PreferenciaBusqueda, PropiedadOfrecida, UsuarioRef } from '@inmo/contracts';
import { fromNumeric, isoDateTime } from '../common/parse.js';
import type { PropertySummary } from '../properties/property-lookups.service.js';
import type { SqlNumeric, SqlTimestamp } from '../database/sql-types.js';

export const CLIENT_COLS = `c.id, c.nombre, c.apellido, c.dni, c.mail, c.telefono, c.telefono_e164, c.profesion, c.created_at, c.updated_at, c.version, c.asignado_a, c.alertas, c.busqueda_secreto, c.cuit, c.condicion_iva`;
export type ClientRow = {
  id: string;
  nombre: string;
  apellido: string;
  dni: string;
  mail: string | null;
  telefono: string;
  telefono_e164: string | null;
  profesion: string | null;
  created_at: SqlTimestamp;
  updated_at: SqlTimestamp;
  version: number;
  asignado_a: string | null;
  alertas: boolean;
  busqueda_secreto: string | null;
  cuit: string | null;
  condicion_iva: NonNullable<Cliente['condicionIva']>;
};

export const PREF_COLS = `id, client_id, tipo_propiedad, tipo_operacion, presupuesto, moneda, descripcion, activa, financiacion,
  fecha_creacion_preferencia, alta_prioridad, localidades, dormitorios_min, superficie_min, superficie_max`;
// The literal types are what validarEditarCliente lets into these varchar columns.
export type PreferenceRow = {
  id: string;
  client_id: string;
  tipo_propiedad: PreferenciaBusqueda['tipoPropiedad'];
  tipo_operacion: PreferenciaBusqueda['tipoOperacion'];
  presupuesto: SqlNumeric | null;
  moneda: NonNullable<PreferenciaBusqueda['moneda']>;
  descripcion: string;
  activa: boolean;
  financiacion: boolean;
  fecha_creacion_preferencia: SqlTimestamp;
  alta_prioridad: boolean;
  localidades: string[];
  dormitorios_min: number | null;
  superficie_min: SqlNumeric | null;
  superficie_max: SqlNumeric | null;
};

export type OfferedRow = { id: string; client_id: string; propiedad: string; propiedad_id: string | null; descripcion: string; activa: boolean };

/**
 * `owned`: the properties whose Cliente dueño is the client — listed as offered (esDueño) with or without an entry of
 * its own list.
 */
export function toCliente(
  c: ClientRow, prefs: PreferenceRow[], offered: OfferedRow[], owned: { id: string; titulo: string }[], described: Map<string, PropertySummary>, team: Map<string, UsuarioRef>,
): Cliente {
  return {
    _id: String(c.id),
    nombre: c.nombre,
    apellido: c.apellido,
    dni: c.dni,
    mail: c.mail ?? null,
    telefono: c.telefono,
    telefonoE164: c.telefono_e164 ?? null,
    profesion: c.profesion ?? null,
    cuit: c.cuit ?? null, condicionIva: c.condicion_iva,
    alertas: c.alertas === true,
    enlaceBusqueda: c.busqueda_secreto ? `/mi-busqueda/${c.busqueda_secreto}` : null,
    fechaCreacion: isoDateTime(c.created_at),
    oferente: [
      ...offered.map((o): PropiedadOfrecida => ({ _id: o.id, propiedad: o.propiedad, propiedadId: o.propiedad_id ?? null, descripcion: o.descripcion ?? '', activa: !!o.activa })),
      // The properties that name the client as their owner and are not in its own list yet.
      ...owned.filter((p) => !offered.some((o) => o.propiedad_id === p.id)).map((p): PropiedadOfrecida => ({ propiedad: p.titulo, propiedadId: p.id, descripcion: '', activa: true })),
    ].map((entry) => {
      const p = entry.propiedadId ? described.get(entry.propiedadId) : undefined;
      if (p) {
        entry.detallesPropiedad = {
          tipo: p.tipo,
          operacion: p.operacion,
          precio: { monto: p.precio.monto, moneda: p.precio.moneda },
          ubicacion: { calle: p.ubicacion.calle ?? '', altura: p.ubicacion.altura ?? null, localidad: p.ubicacion.localidad ?? '' },
          estado: p.estado,
        };
      }
      if (entry.propiedadId && owned.some((o) => o.id === entry.propiedadId)) entry.esDueño = true;
      return entry;
    }),
    preferenciasBusqueda: prefs.map((p): PreferenciaBusqueda => ({
      _id: p.id,
      tipoPropiedad: p.tipo_propiedad,
      tipoOperacion: p.tipo_operacion,
      presupuesto: fromNumeric(p.presupuesto),
      moneda: p.moneda,
      descripcion: p.descripcion ?? '',
      localidades: p.localidades ?? [],
      dormitoriosMin: p.dormitorios_min ?? null,
      superficieMin: fromNumeric(p.superficie_min),
      superficieMax: fromNumeric(p.superficie_max),
      activa: !!p.activa,
      financiacion: !!p.financiacion,
      fechaCreacionPreferencia: isoDateTime(p.fecha_creacion_preferencia),
      altaPrioridad: !!p.alta_prioridad,
    })),
    version: Number(c.version),
    updatedAt: isoDateTime(c.updated_at),
    asignadoA: (c.asignado_a && team.get(c.asignado_a)) || null,
  };
}

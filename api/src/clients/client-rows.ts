// The clients tables' rows as ClientsService reads them: the columns it selects and their row types.
import type { PreferenciaBusqueda } from '@inmo/contracts';
import type { SqlNumeric, SqlTimestamp } from '../database/sql-types.js';

export const CLIENT_COLS = `c.id, c.nombre, c.apellido, c.dni, c.mail, c.telefono, c.telefono_e164, c.profesion, c.created_at, c.updated_at, c.version, c.asignado_a, c.alertas, c.busqueda_secreto`;
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

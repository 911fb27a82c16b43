// An operation's row as stored (table operations), its reply (toOperacion) and its history snapshot: what the
// operations service reads and writes, apart from how it queries.
import { formatMonto, formatPorcentaje, montoComision, type Operacion_, type TipoComision, type UsuarioRef } from '@inmo/contracts';
import { fromNumeric, isoDateTime } from '../common/parse.js';
import type { Snapshot } from '../history/history.service.js';
import type { SqlNumeric, SqlTimestamp } from '../database/sql-types.js';

export const COLS = `id, operacion, propiedad_id, propiedad_titulo, oferente_id, oferente_nombre, oferente_apellido, oferente_mail,
  receptor_id, receptor_nombre, receptor_apellido, receptor_mail, monto_dinero, moneda, descripcion,
  fecha_concretada::text AS fecha_concretada, cerrada_por, version, comision_tipo, comision_valor,
  anulada_en, anulada_por, anulada_por_nombre, motivo_anulacion`;
/** The operations that count in totals (not annulled). */
export const VIGENTE = 'anulada_en IS NULL';
// operacion and moneda hold what validarNuevaOperacion lets in.
export type OperationRow = {
  id: string;
  operacion: Operacion_['operacion'];
  propiedad_id: string | null;
  propiedad_titulo: string;
  oferente_id: string | null;
  oferente_nombre: string;
  oferente_apellido: string;
  oferente_mail: string | null;
  receptor_id: string | null;
  receptor_nombre: string;
  receptor_apellido: string;
  receptor_mail: string | null;
  monto_dinero: SqlNumeric | null;
  moneda: Operacion_['moneda'];
  descripcion: string;
  /** 'YYYY-MM-DD' (cast to text). */
  fecha_concretada: string;
  cerrada_por: string | null;
  version: number;
  comision_tipo: TipoComision | null;
  comision_valor: SqlNumeric | null;
  anulada_en: SqlTimestamp | null;
  anulada_por: string | null;
  anulada_por_nombre: string;
  motivo_anulacion: string;
};

export function toOperacion(r: OperationRow, team: Map<string, UsuarioRef>): Operacion_ {
  const monto = fromNumeric(r.monto_dinero);
  const valor = fromNumeric(r.comision_valor);
  const comision = r.comision_tipo && valor !== null ? { tipo: r.comision_tipo, valor } : null;
  return {
    _id: r.id,
    operacion: r.operacion,
    propiedad: r.propiedad_titulo,
    propiedadId: r.propiedad_id ?? null,
    oferente: { _id: r.oferente_id ?? '', nombre: r.oferente_nombre, apellido: r.oferente_apellido, mail: r.oferente_mail ?? null },
    receptor: { _id: r.receptor_id ?? '', nombre: r.receptor_nombre, apellido: r.receptor_apellido, mail: r.receptor_mail ?? null },
    montoDinero: monto,
    moneda: r.moneda,
    descripcion: r.descripcion ?? '',
    fechaConcretada: String(r.fecha_concretada).slice(0, 10),
    cerradaPor: (r.cerrada_por && team.get(r.cerrada_por)) || null,
    comision: comision ? { ...comision, monto: montoComision(comision, monto) } : null,
    estado: r.anulada_en ? 'anulada' : 'vigente',
    anulacion: r.anulada_en
      ? {
        fecha: isoDateTime(r.anulada_en),
        usuario: r.anulada_por ? (team.get(r.anulada_por) ?? { _id: r.anulada_por, nombre: r.anulada_por_nombre }) : r.anulada_por_nombre ? { _id: '', nombre: r.anulada_por_nombre } : null,
        motivo: r.motivo_anulacion,
      }
      : null,
    version: Number(r.version),
  };
}

/** A commission as the history shows it: '3 %' or '$ 1.500,00 USD'. */
function comisionTexto(o: Operacion_): string | null {
  if (!o.comision) return null;
  return o.comision.tipo === 'porcentaje' ? formatPorcentaje(o.comision.valor) : formatMonto(o.comision.valor, o.moneda);
}

/** An operation as its history shows it: the parties and the property by name, as the row copied them. */
export function operationSnapshot(o: Operacion_): Snapshot {
  const nombre = (c: Operacion_['oferente']) => `${c.nombre} ${c.apellido}`.trim();
  return {
    operacion: o.operacion,
    propiedad: o.propiedad,
    oferente: nombre(o.oferente),
    receptor: nombre(o.receptor),
    montoDinero: o.montoDinero,
    moneda: o.moneda,
    descripcion: o.descripcion,
    fechaConcretada: o.fechaConcretada,
    cerradaPor: o.cerradaPor?.nombre ?? null,
    comision: comisionTexto(o),
  };
}

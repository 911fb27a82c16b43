// A rental contract's row as read (rental_contracts joined with its property and both parties), its terms for the
// schedule, its reply and its history snapshot: what the rentals service reads and writes, apart from how it queries.
import { DIAS_POR_VENCER, INDICES_CON_REZAGO, INDICE_LABELS, INDICE_NOMBRE_CORTO, formatDireccion, formatDinero, formatPorcentaje, type Contrato, type EstadoContrato, type Garante, type IndiceAjuste } from '@inmo/contracts';
import { CLIENTS_VIEW } from '../clients/client-readers.js';
import type { Snapshot } from '../history/history.service.js';
import { PROPERTIES_VIEW } from '../properties/property-lookups.service.js';
import { addDays, centsToNumber, type Calendario, type Terminos } from './schedule.js';

export const FROM = `rental_contracts c
  JOIN ${PROPERTIES_VIEW} p ON p.id = c.propiedad_id
  JOIN ${CLIENTS_VIEW} po ON po.id = c.propietario_id
  JOIN ${CLIENTS_VIEW} ci ON ci.id = c.inquilino_id`;

export const COLS = `c.id, c.propiedad_id, p.titulo AS p_titulo, p.codigo AS p_codigo, p.calle AS p_calle, p.altura AS p_altura,
  p.localidad AS p_localidad, p.estado AS p_estado,
  c.propietario_id, po.nombre AS po_nombre, po.apellido AS po_apellido, po.telefono AS po_telefono, po.telefono_e164 AS po_e164,
  c.inquilino_id, ci.nombre AS ci_nombre, ci.apellido AS ci_apellido, ci.telefono AS ci_telefono, ci.telefono_e164 AS ci_e164,
  c.garantes, c.inicio::text AS inicio, c.meses, c.fin::text AS fin, c.moneda, c.monto_inicial_centavos::text AS monto_inicial_centavos,
  c.indice, c.cada_meses, c.porcentaje::text AS porcentaje, c.rezago_meses, c.dia_vencimiento, c.punitorio_diario::text AS punitorio_diario,
  c.comision_administracion::text AS comision_administracion, c.deposito_centavos::text AS deposito_centavos, c.destino,
  c.rescision_fecha::text AS rescision_fecha, c.rescision_motivo, c.activo, c.renovado_de, c.renovado_por, c.version`;

/** The day a contract stops running (exclusive): its rescission, or its agreed end. */
export const END_SQL = 'coalesce(c.rescision_fecha, c.fin)';

export type ContractRow = {
  id: string;
  propiedad_id: string;
  p_titulo: string;
  p_codigo: string | null;
  p_calle: string | null;
  p_altura: number | null;
  p_localidad: string | null;
  p_estado: string;
  propietario_id: string;
  po_nombre: string;
  po_apellido: string;
  po_telefono: string | null;
  po_e164: string | null;
  inquilino_id: string;
  ci_nombre: string;
  ci_apellido: string;
  ci_telefono: string | null;
  ci_e164: string | null;
  garantes: Garante[];
  inicio: string;
  meses: number;
  fin: string;
  moneda: Contrato['moneda'];
  monto_inicial_centavos: string;
  indice: IndiceAjuste;
  cada_meses: number;
  porcentaje: string | null;
  rezago_meses: number;
  dia_vencimiento: number;
  punitorio_diario: string;
  comision_administracion: string;
  deposito_centavos: string | null;
  destino: Contrato['destino'];
  rescision_fecha: string | null;
  rescision_motivo: string;
  activo: boolean;
  renovado_de: string | null;
  renovado_por: string | null;
  version: number;
};

/** numeric as text → the number it writes ('7.5000' → 7.5); these are percentages, never money. */
const pct = (v: string | null): number | null => (v === null ? null : Number(v));

export function terminosOf(r: ContractRow): Terminos {
  return {
    inicio: r.inicio,
    meses: Number(r.meses),
    montoInicialCentavos: BigInt(r.monto_inicial_centavos),
    indice: r.indice,
    cadaMeses: Number(r.cada_meses),
    porcentaje: r.porcentaje === null ? null : String(Number(r.porcentaje)),
    diaVencimiento: Number(r.dia_vencimiento),
    rescision: r.rescision_fecha,
    rezagoMeses: Number(r.rezago_meses) === 1 ? 1 : 2,
  };
}

export function estadoOf(r: ContractRow, hoy: string): EstadoContrato {
  if (!r.activo) return 'finalizado';
  return (r.rescision_fecha ?? r.fin) <= addDays(hoy, DIAS_POR_VENCER) ? 'por-vencer' : 'vigente';
}

export function toContrato(r: ContractRow, hoy: string, calc: { montoActual: number | null; proximoAjuste: string | null }): Contrato {
  const parte = (id: string, nombre: string, apellido: string, telefono: string | null, e164: string | null) => ({ _id: id, nombre, apellido, telefono: telefono || null, telefonoE164: e164 ?? null });
  return {
    _id: r.id,
    propiedad: { _id: r.propiedad_id, titulo: r.p_titulo, codigo: r.p_codigo ?? null, direccion: formatDireccion({ calle: r.p_calle, altura: r.p_altura, localidad: r.p_localidad }), estado: r.p_estado },
    propietario: parte(r.propietario_id, r.po_nombre, r.po_apellido, r.po_telefono, r.po_e164),
    inquilino: parte(r.inquilino_id, r.ci_nombre, r.ci_apellido, r.ci_telefono, r.ci_e164),
    garantes: r.garantes ?? [],
    inicio: r.inicio,
    fin: r.fin,
    meses: Number(r.meses),
    moneda: r.moneda,
    montoInicial: centsToNumber(BigInt(r.monto_inicial_centavos))!,
    ajuste: { indice: r.indice, cadaMeses: Number(r.cada_meses), porcentaje: pct(r.porcentaje), rezagoMeses: INDICES_CON_REZAGO.includes(r.indice) ? Number(r.rezago_meses) : null },
    diaVencimiento: Number(r.dia_vencimiento),
    punitorioDiario: pct(r.punitorio_diario) ?? 0,
    comisionAdministracion: pct(r.comision_administracion) ?? 0,
    deposito: r.deposito_centavos === null ? null : centsToNumber(BigInt(r.deposito_centavos)),
    destino: r.destino ?? null,
    estado: estadoOf(r, hoy),
    rescision: r.rescision_fecha ? { fecha: r.rescision_fecha, motivo: r.rescision_motivo } : null,
    renovadoDe: r.renovado_de ?? null,
    renovadoPor: r.renovado_por ?? null,
    montoActual: r.activo ? calc.montoActual : null,
    proximoAjuste: r.activo ? calc.proximoAjuste : null,
    version: Number(r.version),
  };
}

/** A contract as its history shows it: the parties by name, money formatted, the adjustment in words. */
export function contractSnapshot(c: Contrato): Snapshot {
  const nombre = (p: Contrato['inquilino']) => `${p.nombre} ${p.apellido}`.trim();
  const a = c.ajuste;
  return {
    propietario: nombre(c.propietario),
    inquilino: nombre(c.inquilino),
    garantes: c.garantes.map((g) => `${g.nombre} ${g.apellido} (${g.tipo})`),
    inicio: c.inicio,
    meses: c.meses,
    moneda: c.moneda,
    montoInicial: formatDinero(c.montoInicial, c.moneda),
    ajuste: a.indice === 'NINGUNO' ? INDICE_LABELS.NINGUNO : `${a.indice === 'FIJO' ? formatPorcentaje(a.porcentaje) : INDICE_NOMBRE_CORTO[a.indice]} cada ${a.cadaMeses} meses${a.rezagoMeses ? `, rezago de ${a.rezagoMeses} ${a.rezagoMeses === 1 ? 'mes' : 'meses'}` : ''}`,
    diaVencimiento: c.diaVencimiento,
    punitorioDiario: c.punitorioDiario,
    comisionAdministracion: c.comisionAdministracion,
    deposito: c.deposito === null ? null : formatDinero(c.deposito, c.moneda),
    destino: c.destino,
    estado: c.estado === 'finalizado' ? 'Finalizado' : 'Vigente',
    rescision: c.rescision ? c.rescision.fecha : null,
  };
}

/** What the schedule gives a list row. */
export function resumenOf(cal: Calendario, proximo: string | null, hoy: string) {
  const c = cal.cuotas.find((q) => q.periodo === hoy.slice(0, 7));
  return { montoActual: c ? c.monto : null, proximoAjuste: proximo };
}

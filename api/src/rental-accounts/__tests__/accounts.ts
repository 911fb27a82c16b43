// The specs' contracts and rows, and an AccountLoader over them: a fake Db answers each statement from these rows and
// the real ContractReader (its terms) and ledger compute the accounts, so a spec's figures come from the code it checks.
import type { Db } from '../../database/db.service.js';
import { ContractReader, type ContractRow } from '../../rentals/contract-reader.service.js';
import type { IndicesService } from '../../rentals/indices.service.js';
import { AccountLoader } from '../account-loader.service.js';
import type { ChargeRow, Loaded, PaymentRow, WaiverRow } from '../account-rows.js';

/** A running contract from 2026-01-01 for 24 months: 100.000,00 ARS a month with no index, due on the 10th, 0,5 % a day, 8 % commission. */
export function contrato(over: Partial<ContractRow> = {}): ContractRow {
  return {
    id: 'c1', propiedad_id: 'prop1', p_titulo: 'Casa alquilada', p_codigo: null, p_calle: 'Moreno', p_altura: 321, p_localidad: 'Chivilcoy', p_estado: 'Alquilada',
    propietario_id: 'owner1', po_nombre: 'Olga', po_apellido: 'Paz', po_telefono: null, po_e164: null,
    inquilino_id: 'tenant1', ci_nombre: 'Iván', ci_apellido: 'Sosa', ci_telefono: null, ci_e164: null, garantes: [],
    inicio: '2026-01-01', meses: 24, fin: '2028-01-01', moneda: 'ARS', monto_inicial_centavos: '10000000', indice: 'NINGUNO', cada_meses: 12, porcentaje: null, rezago_meses: 2,
    dia_vencimiento: 10, punitorio_diario: '0.5000', comision_administracion: '8.0000', deposito_centavos: null, destino: null,
    rescision_fecha: null, rescision_motivo: '', activo: true, renovado_de: null, renovado_por: null, version: 1,
    ...over,
  };
}

let recibo = 0;
/** A payment of `centavos` on `fecha` (receipts numbered in the order made). */
export function pago(id: string, contratoId: string, fecha: string, centavos: bigint, over: Partial<PaymentRow> = {}): PaymentRow {
  recibo += 1;
  return {
    id, contrato_id: contratoId, fecha, monto_centavos: centavos.toString(), medio: 'transferencia', nota: '', recibo_numero: String(recibo), recibo_secreto: 'x'.repeat(43),
    imputacion: [], anulado_en: null, anulado_motivo: '', anulado_por: '', created_at: new Date(`${fecha}T15:00:00Z`), ...over,
  };
}

export function cargo(id: string, contratoId: string, periodo: string, centavos: bigint, aCargoDe: ChargeRow['a_cargo_de'], over: Partial<ChargeRow> = {}): ChargeRow {
  return { id, contrato_id: contratoId, periodo, concepto: 'Expensas', monto_centavos: centavos.toString(), a_cargo_de: aCargoDe, pagado_por: 'inmobiliaria', descripcion: '', anulado_en: null, anulado_motivo: '', anulado_por: '',
    comprobante_nombre: null, comprobante_tipo: null, cargo_fijo_id: null, ...over,
  };
}

export interface Rows {
  contratos: ContractRow[];
  pagos?: PaymentRow[];
  cargos?: ChargeRow[];
  waivers?: WaiverRow[];
}

/** A Db that answers the loader's statements from `rows` (each table's rows of the contracts asked), and records them. */
export function fakeDb(rows: Rows) {
  const statements: string[] = [];
  const ofContracts = <T extends { contrato_id: string }>(xs: T[] | undefined, ids: unknown) => (xs ?? []).filter((x) => (ids as string[]).includes(x.contrato_id));
  const db = {
    statements,
    async query(sql: string, params: unknown[] = []) {
      statements.push(sql);
      if (sql.includes('FROM rental_contracts c')) return rows.contratos;
      if (sql.includes('FROM rental_contracts WHERE id = $1 FOR UPDATE')) return rows.contratos.filter((c) => c.id === params[0]);
      if (sql.includes('FROM rental_payments WHERE contrato_id')) return ofContracts(rows.pagos, params[0]);
      if (sql.includes('FROM rental_charges WHERE contrato_id')) return ofContracts(rows.cargos, params[0]);
      if (sql.includes('FROM rental_interest_waivers')) return ofContracts(rows.waivers, params[0]);
      throw new Error(`unexpected statement: ${sql}`);
    },
    async one(sql: string, params: unknown[] = []) {
      return (await db.query(sql, params))[0] ?? null;
    },
  };
  return db;
}

/** An AccountLoader over `rows` (no index values: contracts without an index). */
export function loaderOver(rows: Rows, fake = fakeDb(rows)): AccountLoader {
  const db = fake as unknown as Db;
  const indices = { lookup: async () => new Map() } as unknown as IndicesService;
  return new AccountLoader(db, new ContractReader(db, indices));
}

/** Every contract of `rows` with its account on `hoy`. */
export function cuentas(rows: Rows, hoy: string): Promise<Loaded[]> {
  return loaderOver(rows).load({}, hoy);
}

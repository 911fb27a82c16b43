// Bank statements (tables bank_mappings and bank_movements): import a statement's lines once each, remember each
// bank's column mapping, list the movements with the contracts a credit may pay, reconcile one — a tenant's payment
// recorded through the accounts (RentalAccountsService.registrarPago: its receipt, its mail, the account) in the
// same transaction as the movement's new state, so a movement dated in a closed month is refused (409) as any payment
// — or set one aside with why. Contracts are read through
// ContractReader, tenants' documents through ClientLookups, open cuotas through OpenCuotasReader.
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DIAS_VENCIMIENTO_CONCILIACION, ERROR_CODES, MENSAJES_BANCO, columnasSchema, esUuid, formatDireccion, validarCon,
  type ColumnasBanco, type ConciliarMovimiento, type EstadoMovimiento, type IgnorarMovimiento, type ImportarExtracto, type MovimientoBanco, type MovimientoImportado,
} from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Db } from '../database/db.service.js';
import type { Actor } from '../history/actor.js';
import { ClientLookups } from '../clients/client-lookups.service.js';
import { ContractReader } from '../rentals/contract-reader.service.js';
import { addDays, hoyArgentina } from '../rentals/schedule.js';
import { OpenCuotasReader } from '../rental-accounts/open-cuotas.service.js';
import { RentalAccountsService } from '../rental-accounts/rental-accounts.service.js';
import { Conciliador, type ContratoConciliable } from './matching.js';
import { filasDe, lineasDe, plegar, type LineaExtracto } from './statement-file.js';

type MovementRow = {
  id: string;
  banco: string;
  fecha: string;
  descripcion: string;
  referencia: string | null;
  importe_centavos: string;
  saldo_centavos: string | null;
  estado: EstadoMovimiento;
  contrato_id: string | null;
  pago_id: string | null;
  recibo_numero: number | null;
  motivo: string | null;
  resuelto_por: string | null;
  resuelto_en: Date | string | null;
  created_at: Date | string;
};

const COLS = `id, banco, fecha::text AS fecha, descripcion, referencia, importe_centavos::text AS importe_centavos, saldo_centavos::text AS saldo_centavos,
  estado, contrato_id, pago_id, recibo_numero, motivo, resuelto_por, resuelto_en, created_at`;

/** The most movements a list answers: every pending one a statement brings, the newest resolved ones. */
const MAX_PENDIENTES = 5000;
const MAX_RESUELTOS = 500;

const numero = (c: bigint) => Number(c) / 100;
const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
const nombre = (n: string, a: string) => `${n} ${a}`.trim();

/** A line's identity across files: date, amount, description (spaces and case aside), running balance, and which of identical lines of its file it is. */
function claveDe(l: LineaExtracto, n: number): string {
  const texto = [l.fecha, String(l.importeCentavos), plegar(l.descripcion), l.saldoCentavos === null ? '' : String(l.saldoCentavos), String(n)].join('|');
  return createHash('sha256').update(texto).digest('hex');
}

@Injectable()
export class BankService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ContractReader) private readonly contracts: ContractReader,
    @Inject(ClientLookups) private readonly clients: ClientLookups,
    @Inject(OpenCuotasReader) private readonly cuotas: OpenCuotasReader,
    @Inject(RentalAccountsService) private readonly accounts: RentalAccountsService,
  ) {}

  /** The banks imported before, with their mapping. */
  async bancos(): Promise<{ banco: string; columnas: ColumnasBanco }[]> {
    return this.db.query<{ banco: string; columnas: ColumnasBanco }>(`SELECT banco, columnas FROM bank_mappings ORDER BY banco`);
  }

  /**
   * Imports a statement: the mapping given (remembered for the bank) or the one remembered; each line not imported
   * before from any file is stored pending. One transaction. Answers the lines stored (without suggestions).
   */
  async importar(archivo: Buffer, campos: ImportarExtracto, actor: Actor) {
    const clave = plegar(campos.banco);
    let columnas: ColumnasBanco;
    if (campos.columnas !== null) {
      const r = validarCon(columnasSchema, campos.columnas);
      if (!r.ok) throw ApiError.validation(Object.fromEntries(Object.entries(r.errores).map(([k, v]) => [`columnas.${k}`, v])));
      columnas = r.datos;
    } else {
      const guardada = await this.db.one<{ columnas: ColumnasBanco }>(`SELECT columnas FROM bank_mappings WHERE clave = $1`, [clave]);
      if (!guardada) throw ApiError.validation({ columnas: MENSAJES_BANCO.faltanColumnas });
      columnas = guardada.columnas;
    }
    const lineas = lineasDe(await filasDe(archivo, columnas), columnas);
    const vistas = new Map<string, number>();
    const claves = lineas.map((l) => {
      const base = claveDe(l, 0);
      const n = (vistas.get(base) ?? 0) + 1;
      vistas.set(base, n);
      return claveDe(l, n);
    });
    const rows = await this.db.transaction(async () => {
      if (campos.columnas !== null) await this.db.execute(
        `INSERT INTO bank_mappings (clave, banco, columnas) VALUES ($1, $2, $3::jsonb)
         ON CONFLICT (clave) DO UPDATE SET banco = EXCLUDED.banco, columnas = EXCLUDED.columnas, updated_at = now()`,
        [clave, campos.banco, JSON.stringify(columnas)],
      );
      const col = <T>(f: (l: LineaExtracto, i: number) => T) => lineas.map(f);
      return this.db.query<MovementRow>(
        `INSERT INTO bank_movements (clave, banco, fecha, descripcion, referencia, importe_centavos, saldo_centavos, importado_por)
         SELECT t.clave, $7, t.fecha, t.descripcion, t.referencia, t.importe, t.saldo, $8
         FROM unnest($1::text[], $2::date[], $3::text[], $4::text[], $5::bigint[], $6::bigint[]) WITH ORDINALITY AS t(clave, fecha, descripcion, referencia, importe, saldo, n)
         ORDER BY t.n
         ON CONFLICT (clave) DO NOTHING RETURNING ${COLS}`,
        [
          claves, col((l) => l.fecha), col((l) => l.descripcion), col((l) => l.referencia), col((l) => String(l.importeCentavos)),
          col((l) => (l.saldoCentavos === null ? null : String(l.saldoCentavos))), campos.banco, actor.nombre,
        ],
      );
    });
    // The suggestions are the list's (GET movimientos, which the back office reads next): not computed twice.
    const movimientos = rows.sort((a, b) => b.fecha.localeCompare(a.fecha)).map((r): MovimientoImportado => ({
      _id: r.id, banco: r.banco, fecha: r.fecha, descripcion: r.descripcion, referencia: r.referencia, importe: numero(BigInt(r.importe_centavos)),
      saldo: r.saldo_centavos === null ? null : numero(BigInt(r.saldo_centavos)), estado: r.estado, importadoEn: iso(r.created_at),
    }));
    return { importados: rows.length, repetidos: lineas.length - rows.length, movimientos };
  }

  /** The movements in a state, newest first (at most 5,000 pending, 500 resolved); the pending credits with their suggestions. */
  async movimientos(estado: EstadoMovimiento): Promise<MovimientoBanco[]> {
    const limite = estado === 'pendiente' ? MAX_PENDIENTES : MAX_RESUELTOS;
    const rows = await this.db.query<MovementRow>(`SELECT ${COLS} FROM bank_movements WHERE estado = $1 ORDER BY fecha DESC, created_at DESC, id LIMIT $2`, [estado, limite]);
    return this.responder(rows);
  }

  /** Records the credit as the tenant's payment of `contrato` (its date and amount, by transfer, with its receipt); once. */
  async conciliar(id: string, { contrato }: ConciliarMovimiento, actor: Actor): Promise<MovimientoBanco> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES_BANCO.movimientoNoEncontrado);
    const row = await this.db.transaction(async () => {
      const m = await this.pendiente(id);
      if (BigInt(m.importe_centavos) <= 0n) throw new ApiError(422, MENSAJES_BANCO.esDebito, ERROR_CODES.VALIDATION);
      const nota = `Transferencia (${m.banco}): ${m.descripcion}`.slice(0, 500);
      const pago = await this.accounts.registrarPago(contrato, { fecha: m.fecha, monto: numero(BigInt(m.importe_centavos)), medio: 'transferencia', nota }, actor);
      return this.db.one<MovementRow>(
        `UPDATE bank_movements SET estado = 'conciliado', contrato_id = $2, pago_id = $3, recibo_numero = $4, resuelto_por = $5, resuelto_en = now()
         WHERE id = $1 RETURNING ${COLS}`,
        [id, contrato, pago._id, pago.recibo.numero, actor.nombre],
      );
    });
    return (await this.responder([row!]))[0]!;
  }

  /** Sets a movement aside (not a tenant's payment), with why. */
  async ignorar(id: string, { motivo }: IgnorarMovimiento, actor: Actor): Promise<MovimientoBanco> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES_BANCO.movimientoNoEncontrado);
    const row = await this.db.transaction(async () => {
      await this.pendiente(id);
      return this.db.one<MovementRow>(
        `UPDATE bank_movements SET estado = 'ignorado', motivo = $2, resuelto_por = $3, resuelto_en = now() WHERE id = $1 RETURNING ${COLS}`,
        [id, motivo, actor.nombre],
      );
    });
    return (await this.responder([row!]))[0]!;
  }

  /** The movement, locked, if still pending: 404 when none, 409 once reconciled or set aside. */
  private async pendiente(id: string): Promise<MovementRow> {
    const m = await this.db.one<MovementRow>(`SELECT ${COLS} FROM bank_movements WHERE id = $1 FOR UPDATE`, [id]);
    if (!m) throw ApiError.notFound(MENSAJES_BANCO.movimientoNoEncontrado);
    if (m.estado === 'conciliado') throw new ApiError(409, MENSAJES_BANCO.yaConciliado, ERROR_CODES.VALIDATION);
    if (m.estado === 'ignorado') throw new ApiError(409, MENSAJES_BANCO.yaIgnorado, ERROR_CODES.VALIDATION);
    return m;
  }

  /** The rows as the API answers them: pending credits with suggestions, reconciled ones with their contract and receipt. */
  private async responder(rows: MovementRow[]): Promise<MovimientoBanco[]> {
    const creditos = rows.filter((r) => r.estado === 'pendiente' && BigInt(r.importe_centavos) > 0n);
    const conciliador = creditos.length ? await this.conciliador(rows) : null;
    const ids = [...new Set(rows.map((r) => r.contrato_id).filter((x): x is string => !!x))];
    const inquilinos = new Map(ids.length ? (await this.contracts.find({ ids })).map(({ row }) => [row.id, nombre(row.ci_nombre, row.ci_apellido)]) : []);
    return rows.map((r) => ({
      _id: r.id,
      banco: r.banco,
      fecha: r.fecha,
      descripcion: r.descripcion,
      referencia: r.referencia,
      importe: numero(BigInt(r.importe_centavos)),
      saldo: r.saldo_centavos === null ? null : numero(BigInt(r.saldo_centavos)),
      estado: r.estado,
      sugerencias: conciliador && r.estado === 'pendiente' ? conciliador.sugerencias({ fecha: r.fecha, descripcion: r.descripcion, importeCentavos: BigInt(r.importe_centavos) }) : [],
      conciliacion: r.estado === 'conciliado' && r.pago_id && r.contrato_id
        ? { contrato: r.contrato_id, inquilino: inquilinos.get(r.contrato_id) ?? '', pago: r.pago_id, recibo: { numero: Number(r.recibo_numero), url: `/api/admin/recibo/${r.pago_id}.pdf` } }
        : null,
      motivo: r.motivo,
      resueltoPor: r.resuelto_por,
      resueltoEn: r.resuelto_en === null ? null : iso(r.resuelto_en),
      importadoEn: iso(r.created_at),
    }));
  }

  /** The running contracts with their tenants' documents and open cuotas, ready to match these movements' credits. */
  private async conciliador(rows: MovementRow[]): Promise<Conciliador> {
    const ultima = rows.reduce((max, r) => (r.fecha > max ? r.fecha : max), hoyArgentina());
    const [vigentes, abiertas] = await Promise.all([this.contracts.find({ activo: true }), this.cuotas.abiertas(addDays(ultima, DIAS_VENCIMIENTO_CONCILIACION))]);
    const docs = await this.clients.documentos([...new Set(vigentes.map((c) => c.row.inquilino_id))]);
    const contratos: ContratoConciliable[] = vigentes.map(({ row }) => ({
      id: row.id,
      inquilino: nombre(row.ci_nombre, row.ci_apellido),
      apellido: row.ci_apellido,
      propiedad: formatDireccion({ calle: row.p_calle, altura: row.p_altura, localidad: row.p_localidad }) || row.p_titulo,
      dni: docs.get(row.inquilino_id)?.dni ?? null,
      cuit: docs.get(row.inquilino_id)?.cuit ?? null,
      cuotas: abiertas.get(row.id)?.cuotas ?? [],
      saldoCentavos: abiertas.get(row.id)?.saldoCentavos ?? null,
    }));
    return new Conciliador(contratos);
  }
}

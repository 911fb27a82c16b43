// Reads contracts with their accounts, for every service of this module: the contracts, their terms and the index
// values their schedules read come from ContractReader (src/rentals, which owns rental_contracts and index_values);
// the payments, charges and waivers from this module's own tables; the account is computed by `cuentaDe`.
import { Inject, Injectable } from '@nestjs/common';
import { MENSAJES_CUENTA, esUuid } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Db } from '../database/db.service.js';
import { ContractReader, type ContractFilter, type ContractTerms } from '../rentals/contract-reader.service.js';
import { hoyArgentina } from '../rentals/schedule.js';
import { CHARGE_COLS, PAYMENT_COLS, cuentaDe, type ChargeRow, type Loaded, type PaymentRow, type WaiverRow } from './account-rows.js';

/** Each contract's rows, grouped once (in the order read). */
function byContract<T extends { contrato_id: string }>(xs: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const x of xs) {
    const list = out.get(x.contrato_id);
    if (list) list.push(x);
    else out.set(x.contrato_id, [x]);
  }
  return out;
}

@Injectable()
export class AccountLoader {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ContractReader) private readonly contracts: ContractReader,
  ) {}

  /** The contracts the filter names, with their schedules, payments, charges, waivers and accounts, in a few statements. */
  async load(filter: ContractFilter, hoy = hoyArgentina()): Promise<Loaded[]> {
    const found = await this.contracts.find(filter);
    if (found.length === 0) return [];
    const ids = found.map((c) => c.row.id);
    const [pagos, cargos, waivers, values] = await Promise.all([
      this.db.query<PaymentRow>(`SELECT ${PAYMENT_COLS} FROM rental_payments WHERE contrato_id = ANY($1::uuid[]) ORDER BY recibo_numero`, [ids]),
      this.db.query<ChargeRow>(`SELECT ${CHARGE_COLS} FROM rental_charges WHERE contrato_id = ANY($1::uuid[]) ORDER BY created_at, periodo, id`, [ids]),
      this.db.query<WaiverRow>(`SELECT contrato_id, periodo, motivo, created_at FROM rental_interest_waivers WHERE contrato_id = ANY($1::uuid[])`, [ids]),
      this.contracts.indexValues(found.map((c) => c.terminos)),
    ]);
    const [pagosDe, cargosDe, waiversDe] = [byContract(pagos), byContract(cargos), byContract(waivers)];
    return found.map((c) => cuentaDe(c, values.get(c.terminos.indice) ?? new Map(), {
      pagos: pagosDe.get(c.row.id) ?? [], cargos: cargosDe.get(c.row.id) ?? [], waivers: waiversDe.get(c.row.id) ?? [],
    }, hoy));
  }

  /** One contract with its account; 404 when there is no such contract. */
  async loadOne(id: string, hoy?: string): Promise<Loaded> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES_CUENTA.contratoNoEncontrado);
    const [l] = await this.load({ ids: [id] }, hoy);
    if (!l) throw ApiError.notFound(MENSAJES_CUENTA.contratoNoEncontrado);
    return l;
  }

  /** One contract's row and terms, without its account (a receipt, a charge's currency); null when there is none. */
  async contract(id: string): Promise<ContractTerms | null> {
    const [c] = await this.contracts.find({ ids: [id] });
    return c ?? null;
  }

  /** Locks the contract for the caller's transaction (its money writes queue); 404 when there is no such contract. */
  async lockContract(id: string): Promise<void> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES_CUENTA.contratoNoEncontrado);
    if (!(await this.contracts.lock(id))) throw ApiError.notFound(MENSAJES_CUENTA.contratoNoEncontrado);
  }

  /** The currencies of an owner's contracts, in order. */
  currencies(propietario: string): Promise<string[]> {
    return this.contracts.currencies(propietario);
  }
}

// What other modules read of rental contracts, the one door to rental_contracts and index_values outside this module:
// a contract's row (its property and both parties joined, contract-row.ts) with its terms for the schedule, the index
// values those schedules read, the lock that queues writes about one contract, and the currencies an owner's
// contracts are in. The tenant's account (src/rental-accounts) reads contracts only through it.
import { Inject, Injectable } from '@nestjs/common';
import { Db, placeholders } from '../database/db.service.js';
import { COLS, END_SQL, FROM, terminosOf, type ContractRow } from './contract-row.js';
import { IndicesService } from './indices.service.js';
import { fechasNecesarias, type Terminos } from './schedule.js';

export type { ContractRow } from './contract-row.js';

/** A contract as read by other modules: its row and the terms its schedule is computed from. */
export interface ContractTerms {
  row: ContractRow;
  terminos: Terminos;
}

/** Which contracts to read; every condition given holds (none: all). */
export interface ContractFilter {
  ids?: readonly string[];
  propietario?: string;
  moneda?: string;
  /** true: running only. */
  activo?: true;
  indice?: string;
  /** Those that stop running on or before this day (rescinded or at their end). */
  terminaHasta?: string;
}

@Injectable()
export class ContractReader {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(IndicesService) private readonly indices: IndicesService,
  ) {}

  /** The contracts the filter names, oldest start first (then by id). One statement. */
  async find(f: ContractFilter): Promise<ContractTerms[]> {
    const { params, add } = placeholders();
    const where: string[] = [];
    if (f.ids) where.push(`c.id = ANY(${add([...f.ids])}::uuid[])`);
    if (f.propietario !== undefined) where.push(`c.propietario_id = ${add(f.propietario)}`);
    if (f.moneda !== undefined) where.push(`c.moneda = ${add(f.moneda)}`);
    if (f.activo) where.push('c.activo');
    if (f.indice !== undefined) where.push(`c.indice = ${add(f.indice)}`);
    if (f.terminaHasta !== undefined) where.push(`${END_SQL} <= ${add(f.terminaHasta)}::date`);
    const rows = await this.db.query<ContractRow>(`SELECT ${COLS} FROM ${FROM} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY c.inicio, c.id`, params);
    return rows.map((row) => ({ row, terminos: terminosOf(row) }));
  }

  /** Every contract's id (one statement, no join). */
  async ids(): Promise<string[]> {
    return (await this.db.query<{ id: string }>(`SELECT id FROM rental_contracts`)).map((r) => r.id);
  }

  /** Every index value these schedules read, by index then date (one statement). */
  async indexValues(terminos: readonly Terminos[]): Promise<Map<string, Map<string, string>>> {
    return this.indices.lookup(terminos.flatMap((t) => fechasNecesarias(t).map((fecha) => ({ indice: t.indice, fecha }))));
  }

  /**
   * Locks the contract's row until the caller's transaction ends, so writes about one contract (its payments, charges,
   * waivers) queue; false when there is no such contract.
   */
  async lock(id: string): Promise<boolean> {
    return !!(await this.db.one(`SELECT id FROM rental_contracts WHERE id = $1 FOR UPDATE`, [id]));
  }

  /** The currencies of an owner's contracts, in order (none: no contract). */
  async currencies(propietario: string): Promise<string[]> {
    const rows = await this.db.query<{ moneda: string }>(`SELECT DISTINCT moneda FROM rental_contracts WHERE propietario_id = $1 ORDER BY moneda`, [propietario]);
    return rows.map((r) => r.moneda);
  }
}

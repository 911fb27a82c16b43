// How this module tells the tenant's accounts (src/rental-accounts, which stores each contract's cuotas) that what
// they are computed from changed: a contract's terms (created, edited, renewed, rescinded) or index values loaded or
// deleted, or a contract renewed (what its account carries on into the new one: the recurring charges). Called
// inside the write's transaction, so the stored cuotas change with it; the listener is set by the module that stores
// them (none: nothing to tell).
import { Injectable } from '@nestjs/common';
import type { IndiceAjuste } from '@inmo/contracts';
import type { Actor } from '../history/actor.js';

export interface ContractChangeListener {
  contracts(ids: readonly string[]): Promise<void>;
  indexValues(indice: IndiceAjuste, fechas: readonly string[]): Promise<void>;
  renewed(anterior: string, nuevo: string, actor: Actor): Promise<void>;
}

@Injectable()
export class ContractChanges {
  private listener: ContractChangeListener | null = null;

  listen(l: ContractChangeListener): void {
    this.listener = l;
  }

  async contracts(ids: readonly string[]): Promise<void> {
    if (this.listener && ids.length > 0) await this.listener.contracts(ids);
  }

  async indexValues(indice: IndiceAjuste, fechas: readonly string[]): Promise<void> {
    if (this.listener && fechas.length > 0) await this.listener.indexValues(indice, fechas);
  }

  async renewed(anterior: string, nuevo: string, actor: Actor): Promise<void> {
    if (this.listener) await this.listener.renewed(anterior, nuevo, actor);
  }
}

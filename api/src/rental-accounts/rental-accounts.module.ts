// Owns a rental contract's money: payments and receipts, charges, waived interest, owners' settlements and private
// pages, and each contract's cuotas as stored for the dashboard (its tables: rental_payments, rental_charges, rental_recurring_charges,
// rental_interest_waivers, rental_settlements, rental_counters, owner_links, rental_cuentas, rental_cuotas). Reads contracts and index values through ContractReader (src/rentals), clients' e-mail addresses
// through ClientLookups (src/clients), and the agency's details; refuses writes dated in a closed month through
// ClosingsService (src/closings).
import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { AgencyModule } from '../agency/agency.module.js';
import { ClientsModule } from '../clients/clients.module.js';
import { ClosingsModule } from '../closings/closings.module.js';
import { HistoryModule } from '../history/history.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MediaModule } from '../media/media.module.js';
import { RentalsModule } from '../rentals/rentals.module.js';
import { ContractChanges } from '../rentals/contract-changes.service.js';
import { RentalsService } from '../rentals/rentals.service.js';
import { AccountLoader } from './account-loader.service.js';
import { ChargesController } from './charges.controller.js';
import { ChargesService } from './charges.service.js';
import { CuotasStore } from './cuotas-store.service.js';
import { OpenCuotasReader } from './open-cuotas.service.js';
import { OwnerPageService } from './owner-page.service.js';
import { ReceiptsService } from './receipts.service.js';
import { OwnerPageController, PublicReceiptController, RentalAccountsController } from './rental-accounts.controller.js';
import { RentalAccountsService } from './rental-accounts.service.js';
import { RentalReportsService } from './reports.service.js';
import { SettlementsService } from './settlements.service.js';

@Module({
  imports: [HistoryModule, AgencyModule, RentalsModule, ClientsModule, ClosingsModule, MailModule, MediaModule],
  controllers: [RentalAccountsController, ChargesController, OwnerPageController, PublicReceiptController],
  providers: [AccountLoader, CuotasStore, ChargesService, RentalAccountsService, ReceiptsService, SettlementsService, OwnerPageService, RentalReportsService, OpenCuotasReader],
  exports: [RentalAccountsService, OpenCuotasReader],
})
export class RentalAccountsModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(RentalsService) private readonly rentals: RentalsService,
    @Inject(RentalAccountsService) private readonly accounts: RentalAccountsService,
    @Inject(ContractChanges) private readonly changes: ContractChanges,
    @Inject(CuotasStore) private readonly store: CuotasStore,
    @Inject(ChargesService) private readonly charges: ChargesService,
  ) {}

  /**
   * A contract's schedule shows each cuota as the account reads it: pagada, parcial, vencida. A contract's terms or
   * its index values changed: its stored cuotas are written again, in that write's transaction.
   */
  onModuleInit(): void {
    this.rentals.cuotaStates = (id) => this.accounts.estadosCuotas(id);
    this.changes.listen({
      contracts: (ids) => this.store.refresh(ids),
      indexValues: (indice, fechas) => this.store.indexValuesChanged(indice, fechas),
      renewed: (anterior, nuevo, actor) => this.charges.carryIntoRenewal(anterior, nuevo, actor),
    });
  }

  /** The stored cuotas of contracts without current ones, before the first request (seconds per thousand contracts). */
  async onApplicationBootstrap(): Promise<void> {
    await this.store.ensure();
  }
}

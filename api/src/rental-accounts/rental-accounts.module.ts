// Owns a rental contract's money: payments and receipts, charges, waived interest, owners' settlements and private
// pages. Reads the contracts and index values part of src/rentals keeps (its schedule), and the agency's details.
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { AgencyModule } from '../agency/agency.module.js';
import { HistoryModule } from '../history/history.module.js';
import { MailModule } from '../mail/mail.module.js';
import { RentalsModule } from '../rentals/rentals.module.js';
import { RentalsService } from '../rentals/rentals.service.js';
import { OwnerPageController, PublicReceiptController, RentalAccountsController } from './rental-accounts.controller.js';
import { RentalAccountsService } from './rental-accounts.service.js';

@Module({ imports: [HistoryModule, AgencyModule, RentalsModule, MailModule], controllers: [RentalAccountsController, OwnerPageController, PublicReceiptController], providers: [RentalAccountsService], exports: [RentalAccountsService] })
export class RentalAccountsModule implements OnModuleInit {
  constructor(
    @Inject(RentalsService) private readonly rentals: RentalsService,
    @Inject(RentalAccountsService) private readonly accounts: RentalAccountsService,
  ) {}

  /** A contract's schedule shows each cuota as the account reads it: pagada, parcial, vencida. */
  onModuleInit(): void {
    this.rentals.cuotaStates = (id) => this.accounts.estadosCuotas(id);
  }
}

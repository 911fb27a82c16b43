// Owns a rental contract's money: payments and receipts, charges, waived interest, owners' settlements and private
// pages. Reads the contracts and index values part of src/rentals keeps (its schedule), and the agency's details.
import { Module } from '@nestjs/common';
import { AgencyModule } from '../agency/agency.module.js';
import { HistoryModule } from '../history/history.module.js';
import { OwnerPageController, RentalAccountsController } from './rental-accounts.controller.js';
import { RentalAccountsService } from './rental-accounts.service.js';

@Module({ imports: [HistoryModule, AgencyModule], controllers: [RentalAccountsController, OwnerPageController], providers: [RentalAccountsService], exports: [RentalAccountsService] })
export class RentalAccountsModule {}

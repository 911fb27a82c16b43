// Owns bank statements (bank_mappings, bank_movements): imports, suggestions and reconciliation. Reads contracts
// through ContractReader (src/rentals), tenants' documents through ClientLookups (src/clients), open cuotas through
// OpenCuotasReader and records payments through RentalAccountsService (src/rental-accounts).
import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { RentalAccountsModule } from '../rental-accounts/rental-accounts.module.js';
import { RentalsModule } from '../rentals/rentals.module.js';
import { BankController } from './bank.controller.js';
import { BankService } from './bank.service.js';

@Module({ imports: [RentalsModule, ClientsModule, RentalAccountsModule], controllers: [BankController], providers: [BankService] })
export class BankModule {}

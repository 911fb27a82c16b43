import { Module } from '@nestjs/common';
import { AgencyModule } from '../agency/agency.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ClientsModule } from '../clients/clients.module.js';
import { OperationsModule } from '../operations/operations.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { SeedService } from './seed.service.js';

@Module({ imports: [AgencyModule, AuthModule, PropertiesModule, ClientsModule, OperationsModule], providers: [SeedService] })
export class SeedModule {}

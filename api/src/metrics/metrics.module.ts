// Owns no table: the dashboard's figures come from the properties and operations modules' services, and one user's
// from the contact and clients modules' too (the user named through the auth module's TeamService).
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ClientsModule } from '../clients/clients.module.js';
import { ContactModule } from '../contact/contact.module.js';
import { OperationsModule } from '../operations/operations.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsService } from './metrics.service.js';

@Module({ imports: [PropertiesModule, OperationsModule, ContactModule, ClientsModule, AuthModule], controllers: [MetricsController], providers: [MetricsService], exports: [MetricsService] })
export class MetricsModule {}

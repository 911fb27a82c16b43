// Owns no table: reports are built from the operations, properties and contact modules' services.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ContactModule } from '../contact/contact.module.js';
import { OperationsModule } from '../operations/operations.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

@Module({ imports: [OperationsModule, PropertiesModule, AuthModule, ContactModule], controllers: [ReportsController], providers: [ReportsService], exports: [ReportsService] })
export class ReportsModule {}

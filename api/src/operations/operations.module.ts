// Owns operations (OperationsService: their life; OperationFigures: what other modules read of them); reads the property's title and the parties' names through their modules' services.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ClientsModule } from '../clients/clients.module.js';
import { HistoryModule } from '../history/history.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { OperationsController } from './operations.controller.js';
import { OperationFigures } from './operation-figures.service.js';
import { OperationsService } from './operations.service.js';

@Module({ imports: [PropertiesModule, ClientsModule, HistoryModule, AuthModule], controllers: [OperationsController], providers: [OperationsService, OperationFigures], exports: [OperationsService, OperationFigures] })
export class OperationsModule {}

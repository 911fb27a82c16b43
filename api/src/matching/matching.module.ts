// Owns no table: matching reads preferences through ClientsService and properties through PropertiesService.
import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { MatchingController } from './matching.controller.js';
import { MatchingService } from './matching.service.js';

@Module({ imports: [ClientsModule, PropertiesModule], controllers: [MatchingController], providers: [MatchingService], exports: [MatchingService] })
export class MatchingModule {}

// Owns clients, client_search_preferences and client_offered_properties; exports ClientsService, their one door.
import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module.js';
import { ClientsController } from './clients.controller.js';
import { ClientsService } from './clients.service.js';

@Module({ imports: [PropertiesModule], controllers: [ClientsController], providers: [ClientsService], exports: [ClientsService] })
export class ClientsModule {}

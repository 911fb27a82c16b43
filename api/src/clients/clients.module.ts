// Owns clients, client_search_preferences and client_offered_properties; exports ClientsService (their life) and
// ClientLookups (what other modules read of them), their only doors.
import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/history.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { ClientsController } from './clients.controller.js';
import { ClientLookups } from './client-lookups.service.js';
import { ClientNames } from './client-names.js';
import { ClientsService } from './clients.service.js';

@Module({ imports: [PropertiesModule, HistoryModule, AuthModule], controllers: [ClientsController], providers: [ClientsService, ClientLookups, ClientNames], exports: [ClientsService, ClientLookups] })
export class ClientsModule {}

// A client's private pages' marks on the clients table (ClientPages), for the alerts and 'Mi búsqueda' modules; an
// unsubscribe is recorded in the client's history.
import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/history.module.js';
import { ClientPages } from './client-pages.service.js';

@Module({ imports: [HistoryModule], providers: [ClientPages], exports: [ClientPages] })
export class ClientPagesModule {}

// 'Mi búsqueda': marks the clients' pages through ClientPagesModule, reads matches through MatchingModule and when
// listings came onto the market through AlertsModule, and writes enquiries through ContactModule.
import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts/alerts.module.js';
import { ClientPagesModule } from '../clients/client-pages.module.js';
import { ContactModule } from '../contact/contact.module.js';
import { MatchingModule } from '../matching/matching.module.js';
import { MySearchAdminController, MySearchController } from './my-search.controller.js';
import { MySearchService } from './my-search.service.js';

@Module({ imports: [AlertsModule, ClientPagesModule, MatchingModule, ContactModule], controllers: [MySearchAdminController, MySearchController], providers: [MySearchService] })
export class MySearchModule {}

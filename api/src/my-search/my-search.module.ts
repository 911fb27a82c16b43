// 'Mi búsqueda': writes the clients' page columns, reads matches through MatchingModule and writes enquiries through
// ContactModule.
import { Module } from '@nestjs/common';
import { ContactModule } from '../contact/contact.module.js';
import { MatchingModule } from '../matching/matching.module.js';
import { MySearchAdminController, MySearchController } from './my-search.controller.js';
import { MySearchService } from './my-search.service.js';

@Module({ imports: [MatchingModule, ContactModule], controllers: [MySearchAdminController, MySearchController], providers: [MySearchService] })
export class MySearchModule {}

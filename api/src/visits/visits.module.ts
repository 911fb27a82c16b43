// Owns visits and the owners' report links; writes a visitor's request's enquiry through the contact module and reads
// listings, clients, the portals' state and the price history through theirs.
import { Module } from '@nestjs/common';
import { AgencyModule } from '../agency/agency.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ContactModule } from '../contact/contact.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { ClientsModule } from '../clients/clients.module.js';
import { HistoryModule } from '../history/history.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PortalsModule } from '../portals/portals.module.js';
import { PublicVisitsController } from './public-visits.controller.js';
import { VisitsController } from './visits.controller.js';
import { OwnerReports } from './owner-reports.service.js';
import { VisitRequests } from './visit-requests.service.js';
import { VisitsService } from './visits.service.js';

@Module({ imports: [AuthModule, ContactModule, AgencyModule, PropertiesModule, ClientsModule, HistoryModule, PortalsModule, MailModule], controllers: [VisitsController, PublicVisitsController], providers: [VisitsService, VisitRequests, OwnerReports], exports: [VisitsService] })
export class VisitsModule {}

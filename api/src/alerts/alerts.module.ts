// E-mail alerts of listings that fit a client's search: owns listing_events, alert_cursor and alert_pending; marks the
// clients' alerts through ClientPagesModule, sends through MailModule, matches through MatchingModule.
import { Module } from '@nestjs/common';
import { ClientPagesModule } from '../clients/client-pages.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MatchingModule } from '../matching/matching.module.js';
import { AlertsController } from './alerts.controller.js';
import { AlertsService } from './alerts.service.js';

@Module({ imports: [ClientPagesModule, MailModule, MatchingModule], controllers: [AlertsController], providers: [AlertsService], exports: [AlertsService] })
export class AlertsModule {}

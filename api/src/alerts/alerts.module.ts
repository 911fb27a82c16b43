// E-mail alerts of listings that fit a client's search: reads listing_events and alert_pending, writes the clients'
// alert columns, sends through MailModule, matches through MatchingModule.
import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { MatchingModule } from '../matching/matching.module.js';
import { AlertsController } from './alerts.controller.js';
import { AlertsService } from './alerts.service.js';

@Module({ imports: [MailModule, MatchingModule], controllers: [AlertsController], providers: [AlertsService], exports: [AlertsService] })
export class AlertsModule {}

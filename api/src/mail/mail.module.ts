// Owns mail_outbox: MailService writes messages (in the caller's transaction) and lists them, MailWorker sends them,
// MailController is the admins' 'Correo saliente'. Other modules import it to send mail.
import { Module } from '@nestjs/common';
import { AgencyModule } from '../agency/agency.module.js';
import { MailController } from './mail.controller.js';
import { MailService } from './mail.service.js';
import { MailWorker } from './mail-worker.js';

@Module({ imports: [AgencyModule], controllers: [MailController], providers: [MailService, MailWorker], exports: [MailService, MailWorker] })
export class MailModule {}

import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { OperationsModule } from '../operations/operations.module.js';
import { ValuationsModule } from '../valuations/valuations.module.js';
import { ArcaSessions } from './arca-session.js';
import { BillingController } from './billing.controller.js';
import { BillingSettingsService } from './billing-settings.service.js';
import { BillingWorker } from './billing-worker.js';
import { InvoiceIssuer } from './invoice-issuer.js';
import { InvoiceMailer } from './invoice-mailer.js';
import { InvoicesService } from './invoices.service.js';

@Module({
  imports: [MailModule, OperationsModule, ValuationsModule],
  controllers: [BillingController],
  providers: [BillingSettingsService, ArcaSessions, InvoiceIssuer, InvoiceMailer, BillingWorker, InvoicesService],
})
export class BillingModule {}

// Owns contact_enquiries and enquiry_replies: the public form and the back office's inbox, both through ContactService
// (the assignees' names through the auth module's TeamService), and their figures for other modules (EnquiryFigures);
// each new enquiry's notice goes out by mail (EnquiryMail).
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';
import { EnquiriesController } from './enquiries.controller.js';
import { EnquiryFigures } from './enquiry-figures.service.js';
import { EnquiryMail } from './enquiry-mail.js';
import { MailModule } from '../mail/mail.module.js';

@Module({ imports: [AuthModule, MailModule], controllers: [ContactController, EnquiriesController], providers: [ContactService, EnquiryMail, EnquiryFigures], exports: [ContactService, EnquiryFigures] })
export class ContactModule {}

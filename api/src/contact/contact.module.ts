// Owns contact_enquiries: the public form and the back office's inbox, both through ContactService (the assignees'
// names through the auth module's TeamService); each new enquiry's notice goes out by mail (EnquiryMail).
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';
import { EnquiriesController } from './enquiries.controller.js';
import { EnquiryMail } from './enquiry-mail.js';
import { MailModule } from '../mail/mail.module.js';

@Module({ imports: [AuthModule, MailModule], controllers: [ContactController, EnquiriesController], providers: [ContactService, EnquiryMail], exports: [ContactService] })
export class ContactModule {}

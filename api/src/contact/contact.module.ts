// Owns contact_enquiries: the public form and the back office's inbox, both through ContactService.
import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';
import { EnquiriesController } from './enquiries.controller.js';

@Module({ controllers: [ContactController, EnquiriesController], providers: [ContactService], exports: [ContactService] })
export class ContactModule {}

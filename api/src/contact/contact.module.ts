// Owns contact_enquiries: the public form and the back office's inbox, both through ContactService (the assignees'
// names through the auth module's TeamService).
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';
import { EnquiriesController } from './enquiries.controller.js';

@Module({ imports: [AuthModule], controllers: [ContactController, EnquiriesController], providers: [ContactService], exports: [ContactService] })
export class ContactModule {}

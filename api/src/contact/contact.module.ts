import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller.js';
import { EnquiriesController } from './enquiries.controller.js';

@Module({ controllers: [ContactController, EnquiriesController] })
export class ContactModule {}

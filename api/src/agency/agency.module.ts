// Owns agency_settings: the agency's own details, read by the public pages and by the catalogue (the dollar rate).
import { Module } from '@nestjs/common';
import { AgencyController } from './agency.controller.js';
import { AgencyService } from './agency.service.js';

@Module({ controllers: [AgencyController], providers: [AgencyService], exports: [AgencyService] })
export class AgencyModule {}

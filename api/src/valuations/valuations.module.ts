// Owns valuations (tasaciones); reads the agency's rate and details, the owner client, and the agency's operations
// and listings for comparables; creates the listing a valuation becomes through PropertiesService.
import { Module } from '@nestjs/common';
import { AgencyModule } from '../agency/agency.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ClientsModule } from '../clients/clients.module.js';
import { HistoryModule } from '../history/history.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { SharedValuationController, ValuationsController } from './valuations.controller.js';
import { ReportPool } from './report-pool.js';
import { ValuationComparables } from './valuation-comparables.service.js';
import { ValuationConversion } from './valuation-conversion.service.js';
import { ValuationReports } from './valuation-reports.service.js';
import { ValuationsService } from './valuations.service.js';

@Module({ imports: [AgencyModule, AuthModule, ClientsModule, HistoryModule, PropertiesModule], controllers: [ValuationsController, SharedValuationController], providers: [ValuationsService, ValuationComparables, ValuationReports, ValuationConversion, ReportPool], exports: [ValuationsService] })
export class ValuationsModule {}

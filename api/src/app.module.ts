import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AgencyModule } from './agency/agency.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BillingModule } from './billing/billing.module.js';
import { CacheModule } from './cache/cache.module.js';
import { ClientsModule } from './clients/clients.module.js';
import { CommonModule } from './common/common.module.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { ContactModule } from './contact/contact.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { HistoryModule } from './history/history.module.js';
import { IdempotencyModule } from './idempotency/idempotency.module.js';
import { MailModule } from './mail/mail.module.js';
import { AlertsModule } from './alerts/alerts.module.js';
import { MySearchModule } from './my-search/my-search.module.js';
import { MatchingModule } from './matching/matching.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { ImagesModule } from './images/images.module.js';
import { MediaModule } from './media/media.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { OperationsModule } from './operations/operations.module.js';
import { PortalsModule } from './portals/portals.module.js';
import { PropertiesModule } from './properties/properties.module.js';
import { RentalAccountsModule } from './rental-accounts/rental-accounts.module.js';
import { BankModule } from './bank/bank.module.js';
import { ClosingsModule } from './closings/closings.module.js';
import { RentalsModule } from './rentals/rentals.module.js';
import { SeedModule } from './seed/seed.module.js';
import { ValuationsModule } from './valuations/valuations.module.js';
import { VisitsModule } from './visits/visits.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        CacheModule,
        CommonModule,
        IdempotencyModule,
        AuthModule,
        HealthModule,
        AgencyModule,
        MailModule,
        MediaModule,
        ImagesModule,
        PropertiesModule,
        MetricsModule,
        ContactModule,
        ClientsModule,
        OperationsModule,
        RentalsModule,
        HistoryModule,
        MatchingModule,
        AlertsModule,
        MySearchModule,
        ReportsModule,
        PortalsModule,
        ValuationsModule,
        ClosingsModule,
        RentalAccountsModule,
        BankModule,
        BillingModule,
        VisitsModule,
        SeedModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }],
    };
  }
}

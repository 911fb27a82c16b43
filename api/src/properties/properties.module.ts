import { Module } from '@nestjs/common';
import { AgencyModule } from '../agency/agency.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ChangeFeed } from '../cache/change-feed.js';
import { APP_CONFIG, defaultPropertyCacheBytes, type AppConfig } from '../config/config.js';
import { HistoryModule } from '../history/history.module.js';
import { CoversModule } from '../images/covers.module.js';
import { AdminPropertiesController } from './admin-properties.controller.js';
import { CataloguePages } from './catalogue-pages.service.js';
import { CatalogueStream } from './catalogue-stream.service.js';
import { FragmentWarmup } from './fragment-warmup.js';
import { PriceDropExpiry } from './price-drop-expiry.js';
import { PropertiesService } from './properties.service.js';
import { PropertyFragments } from './property-fragments.js';
import { PropertyLookups } from './property-lookups.service.js';
import { PublicPropertiesController } from './public-properties.controller.js';

@Module({
  imports: [AgencyModule, AuthModule, CoversModule, HistoryModule],
  controllers: [PublicPropertiesController, AdminPropertiesController],
  providers: [
    PropertiesService,
    CataloguePages,
    PropertyLookups,
    PriceDropExpiry,
    CatalogueStream,
    FragmentWarmup,
    {
      provide: PropertyFragments,
      useFactory: (c: AppConfig, feed: ChangeFeed) => new PropertyFragments(c.propertyCacheBytes ?? defaultPropertyCacheBytes(), feed),
      inject: [APP_CONFIG, ChangeFeed],
    },
  ],
  exports: [PropertiesService, PropertyLookups, FragmentWarmup],
})
export class PropertiesModule {}

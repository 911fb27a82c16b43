import { Module } from '@nestjs/common';
import { AgencyModule } from '../agency/agency.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { HistoryModule } from '../history/history.module.js';
import { CoversModule } from '../images/covers.module.js';
import { AdminPropertiesController } from './admin-properties.controller.js';
import { CataloguePages } from './catalogue-pages.service.js';
import { CatalogueStream } from './catalogue-stream.service.js';
import { PropertiesService } from './properties.service.js';
import { PropertyLookups } from './property-lookups.service.js';
import { PublicPropertiesController } from './public-properties.controller.js';
import { ListingPermissions } from './listing-permissions.service.js';

@Module({
  imports: [AgencyModule, AuthModule, CoversModule, HistoryModule],
  controllers: [PublicPropertiesController, AdminPropertiesController],
  providers: [PropertiesService, CataloguePages, CatalogueStream, PropertyLookups, ListingPermissions],
  exports: [PropertiesService, PropertyLookups, ListingPermissions],
})
export class PropertiesModule {}

// Owns portal_accounts and portal_listings: the feeds and callbacks the portals call, the back office's
// Portales, and MercadoLibre's account and sync. Enquiries are stored through the contact module, listings read
// through the properties module's PropertyLookups.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ContactModule } from '../contact/contact.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { MercadoLibreAccount } from './mercadolibre-account.js';
import { MercadoLibreSync } from './mercadolibre-sync.service.js';
import { PortalAccounts } from './portal-accounts.service.js';
import { PortalFeeds } from './portal-feeds.service.js';
import { PortalHooksController } from './portal-hooks.controller.js';
import { PortalsController } from './portals.controller.js';

@Module({
  imports: [AuthModule, ContactModule, PropertiesModule],
  controllers: [PortalsController, PortalHooksController],
  providers: [PortalAccounts, PortalFeeds, MercadoLibreAccount, MercadoLibreSync],
  exports: [MercadoLibreSync, PortalAccounts],
})
export class PortalsModule {}

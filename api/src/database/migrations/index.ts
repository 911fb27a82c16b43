// Migrations in order. Listed explicitly (not globbed) so the compiled ESM build and jest load the same set.
import { InitialSchema1763780000000 } from './1763780000000-InitialSchema.js';
import { CatalogueOrderIndexes1763790000000 } from './1763790000000-CatalogueOrderIndexes.js';
import { ImageCover1763800000000 } from './1763800000000-ImageCover.js';
import { ChangeNotifications1763810000000 } from './1763810000000-ChangeNotifications.js';
import { CatalogueFilterIndexes1763820000000 } from './1763820000000-CatalogueFilterIndexes.js';
import { UserChangeNotifications1763830000000 } from './1763830000000-UserChangeNotifications.js';
import { AccentFreeSearch1763840000000 } from './1763840000000-AccentFreeSearch.js';
import { ListingCodesAndFeatured1763850000000 } from './1763850000000-ListingCodesAndFeatured.js';
import { AgencySettings1763860000000 } from './1763860000000-AgencySettings.js';
import { PhonesAndClientDni1763870000000 } from './1763870000000-PhonesAndClientDni.js';
import { StaffAccounts1763880000000 } from './1763880000000-StaffAccounts.js';
import { ChangeHistory1763890000000 } from './1763890000000-ChangeHistory.js';
import { Assignment1763900000000 } from './1763900000000-Assignment.js';
import { Portals1763910000000 } from './1763910000000-Portals.js';
import { IdempotencyKeys1763926000000 } from './1763926000000-IdempotencyKeys.js';
import { ClientListOrderIndex1763936000000 } from './1763936000000-ClientListOrderIndex.js';
import { ChangeNoticeIds1763946000000 } from './1763946000000-ChangeNoticeIds.js';
import { FullTextSearch1763956000000 } from './1763956000000-FullTextSearch.js';
import { CoarseChangeNotices1763966000000 } from './1763966000000-CoarseChangeNotices.js';
import { ListingStates1764300000000 } from './1764300000000-ListingStates.js';
import { SearchPreferenceFilters1764320000000 } from './1764320000000-SearchPreferenceFilters.js';
import { OperationCorrections1764310000000 } from './1764310000000-OperationCorrections.js';
import { EnquiryReplies1764311000000 } from './1764311000000-EnquiryReplies.js';
import { ListingAssignment1764312000000 } from './1764312000000-ListingAssignment.js';
import { SecondFactorHardening1764340000000 } from './1764340000000-SecondFactorHardening.js';
import { RentalContracts1764400000000 } from './1764400000000-RentalContracts.js';
import { Valuations1764410000000 } from './1764410000000-Valuations.js';
import { MailOutbox1764420000000 } from './1764420000000-MailOutbox.js';
import { ClientAlerts1764421000000 } from './1764421000000-ClientAlerts.js';
import { Visits1764430000000 } from './1764430000000-Visits.js';
import { RentalAccounts1764450000000 } from './1764450000000-RentalAccounts.js';
import { ArgentineDefaultDate1764460000001 } from './1764460000001-ArgentineDefaultDate.js';
import { ContractIndexLag1764460300000 } from './1764460300000-ContractIndexLag.js';
import { MoneyRoles1764470500000 } from './1764470500000-MoneyRoles.js';
import { VisitRequestLimits1764470700000 } from './1764470700000-VisitRequestLimits.js';
import { ReceiptMailedTo1764480900000 } from './1764480900000-ReceiptMailedTo.js';
import { StaffChangeNotifications1764481000000 } from './1764481000000-StaffChangeNotifications.js';
import { StoredCuotas1764482000000 } from './1764482000000-StoredCuotas.js';
import { ChargesPaidBy1764500000000 } from './1764500000000-ChargesPaidBy.js';
import { Billing1764490000000 } from './1764490000000-Billing.js';
import { BankStatements1764510000000 } from './1764510000000-BankStatements.js';
import { ClosedMonths1764520000000 } from './1764520000000-ClosedMonths.js';
import { InvoiceValuationOrigin1764530000000 } from './1764530000000-InvoiceValuationOrigin.js';

export const MIGRATIONS = [
  InitialSchema1763780000000,
  CatalogueOrderIndexes1763790000000, ImageCover1763800000000, ChangeNotifications1763810000000, CatalogueFilterIndexes1763820000000,
  UserChangeNotifications1763830000000, AccentFreeSearch1763840000000, ListingCodesAndFeatured1763850000000,
  AgencySettings1763860000000, PhonesAndClientDni1763870000000, StaffAccounts1763880000000,
  ChangeHistory1763890000000, Assignment1763900000000, Portals1763910000000,
  IdempotencyKeys1763926000000, ClientListOrderIndex1763936000000, ChangeNoticeIds1763946000000,
  FullTextSearch1763956000000, CoarseChangeNotices1763966000000,
  ListingStates1764300000000,
  OperationCorrections1764310000000,
  EnquiryReplies1764311000000,
  ListingAssignment1764312000000,
  SearchPreferenceFilters1764320000000,
  SecondFactorHardening1764340000000,
  RentalContracts1764400000000,
  Valuations1764410000000,
  MailOutbox1764420000000,
  ClientAlerts1764421000000,
  Visits1764430000000,
  RentalAccounts1764450000000,
  ArgentineDefaultDate1764460000001,
  ContractIndexLag1764460300000,
  MoneyRoles1764470500000,
  VisitRequestLimits1764470700000,
  ReceiptMailedTo1764480900000,
  StaffChangeNotifications1764481000000,
  StoredCuotas1764482000000,
  Billing1764490000000,
  ChargesPaidBy1764500000000,
  BankStatements1764510000000,
  ClosedMonths1764520000000,
  InvoiceValuationOrigin1764530000000,
];

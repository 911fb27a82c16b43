// Which module owns each table: the module (a folder of api/src) whose migration made it for its purpose and whose
// services write it. Only the owner's files name the table in SQL; another module reads it through what the owner
// exports (a service method, or a SQL fragment the owner defines) and writes it through the owner's service.
// test/table-ownership.e2e-spec.ts holds every module's SQL to this, and every table the migrations create to having
// an owner here.
export const TABLE_OWNERS = {
  agency_settings: 'agency',
  alert_cursor: 'alerts',
  alert_pending: 'alerts',
  // Rows written by a trigger on properties (migration ClientAlerts) for the alerts to read after their cursor.
  listing_events: 'alerts',
  bank_mappings: 'bank',
  bank_movements: 'bank',
  arca_tickets: 'billing',
  billing_settings: 'billing',
  invoices: 'billing',
  password_resets: 'auth',
  revoked_tokens: 'auth',
  security_settings: 'auth',
  totp_recovery_codes: 'auth',
  user_logins: 'auth',
  users: 'auth',
  closed_months: 'closings',
  clients: 'clients',
  client_offered_properties: 'clients',
  client_search_preferences: 'clients',
  rate_limit_events: 'common',
  contact_enquiries: 'contact',
  enquiry_replies: 'contact',
  change_history: 'history',
  idempotency_keys: 'idempotency',
  mail_outbox: 'mail',
  operations: 'operations',
  portal_accounts: 'portals',
  portal_listings: 'portals',
  properties: 'properties',
  property_images: 'properties',
  owner_links: 'rental-accounts',
  rental_charges: 'rental-accounts',
  rental_counters: 'rental-accounts',
  rental_recurring_charges: 'rental-accounts',
  rental_cuentas: 'rental-accounts',
  rental_cuotas: 'rental-accounts',
  rental_interest_waivers: 'rental-accounts',
  rental_payments: 'rental-accounts',
  rental_settlements: 'rental-accounts',
  index_values: 'rentals',
  rental_contracts: 'rentals',
  valuations: 'valuations',
  owner_report_links: 'visits',
  visits: 'visits',
} as const satisfies Record<string, string>;

export type OwnedTable = keyof typeof TABLE_OWNERS;

// Types of mercadolibre-stand-in.mjs for the TypeScript tests that start it.
export interface MercadoLibreStandInOptions {
  host?: string;
  /** 0 (default): any free port. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** The application's registered redirect URI; null (default): any http(s) URI, bound to its code. */
  redirectUri?: string | null;
  userId?: number;
  nickname?: string;
  /** Access tokens' lifetime in seconds (default 21600, ML's 6 h). */
  expiresIn?: number;
  /** Listings not closed the account may hold before new ones come out 'closed' / 'pack_quota_exceeded' (default 1000). */
  quota?: number;
  /** Where addQuestion() POSTs ML's notification ({resource, user_id, topic, application_id}). */
  notificationsUrl?: string | null;
}

export interface StandInItem {
  id: string;
  status: string;
  sub_status: string[];
  category_id: string;
  title: string;
  price: number;
  currency_id: string;
  permalink: string;
  seller_custom_field?: string;
  attributes: { id: string; value_name: string }[];
  pictures: { id: string; url: string; secure_url: string }[];
  location: Record<string, unknown>;
  [key: string]: unknown;
}

export interface MercadoLibreStandIn {
  /** The API's base (MlConfig.apiUrl). */
  url: string;
  /** The authorization site's base (MlConfig.authUrl): the page is `${authUrl}/authorization`. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  userId: string;
  /** The leaf categories it accepts. */
  categories: string[];
  items: Map<string, StandInItem>;
  /** Every request received, in order. */
  calls: { method: string; path: string }[];
  notifications: { resource: string; user_id: number; topic: string; application_id: string; delivered: Promise<number | null> }[];
  setQuota(n: number): void;
  /** true: accepts connections and answers nothing; 'reset': drops every connection; false: back to normal. */
  setDown(down: boolean | 'reset'): void;
  /** Every access token issued so far is expired from now on. */
  expireTokens(): void;
  /** A buyer's question on the item; returns its id. */
  addQuestion(itemId: string, text: string, fromId?: number): string;
  close(): Promise<void>;
}

export function startMercadoLibreStandIn(opts?: MercadoLibreStandInOptions): Promise<MercadoLibreStandIn>;

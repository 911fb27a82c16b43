// The ARCA clients for the agency's current settings: WSAA with its certificate, the access ticket kept in the
// database (arca_tickets: one row per service, token and sign sealed, its expiry) through a TicketKeeper, so a
// restart or another replica reuses it, and WSFEv1 asking the keeper for it before each call.
import { Inject, Injectable } from '@nestjs/common';
import { openSecret, sealSecret } from '../common/secret-box.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { arcaConfigOf } from './arca/arca-config.js';
import { TicketKeeper, type TicketStore } from './arca/ticket-keeper.js';
import { WsaaClient, type AccessTicket } from './arca/wsaa.js';
import { WsfeClient } from './arca/wsfe.js';
import { Db } from '../database/db.service.js';
import { BillingSettingsService, type BillingSettings } from './billing-settings.service.js';

const SERVICIO = 'wsfe';

/** The access ticket of one service in arca_tickets, sealed; a ticket of another CUIT is not this one's. */
export class DbTicketStore implements TicketStore {
  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
    private readonly cuit: string,
    private readonly servicio = SERVICIO,
  ) {}

  async load(): Promise<AccessTicket | null> {
    const r = await this.db.one<{ cuit: string; token_sellado: string; sign_sellado: string; vence: Date | string }>(
      `SELECT cuit, token_sellado, sign_sellado, vence FROM arca_tickets WHERE servicio = $1`,
      [this.servicio],
    );
    if (!r || r.cuit.trim() !== this.cuit) return null;
    return { token: openSecret(r.token_sellado, this.key), sign: openSecret(r.sign_sellado, this.key), expiresAt: new Date(r.vence) };
  }

  async save(t: AccessTicket): Promise<void> {
    await this.db.execute(
      `INSERT INTO arca_tickets (servicio, cuit, token_sellado, sign_sellado, vence) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (servicio) DO UPDATE SET cuit = $2, token_sellado = $3, sign_sellado = $4, vence = $5, updated_at = now()`,
      [this.servicio, this.cuit, sealSecret(t.token, this.key), sealSecret(t.sign, this.key), t.expiresAt.toISOString()],
    );
  }

  /** ARCA no longer takes the stored ticket (600/601): it is dropped so the next call logs in again. */
  async forget(): Promise<void> {
    await this.db.execute(`DELETE FROM arca_tickets WHERE servicio = $1`, [this.servicio]);
  }
}

export interface ArcaSession {
  settings: BillingSettings;
  wsfe: WsfeClient;
  tickets: DbTicketStore;
}

@Injectable()
export class ArcaSessions {
  private current: ArcaSession | null = null;

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(BillingSettingsService) private readonly settings: BillingSettingsService,
  ) {}

  /** The clients for the settings as they are now (rebuilt when they change). */
  async session(): Promise<ArcaSession> {
    const settings = await this.settings.required();
    if (this.current?.settings.version === settings.version) return this.current;
    const arca = this.config.arca ?? arcaConfigOf({ ARCA_ENTORNO: 'homologacion', ARCA_TIMEOUT_MS: 15_000 });
    const tickets = new DbTicketStore(this.db, this.settings.key, settings.emisor.cuit);
    const wsaa = new WsaaClient({ url: arca.wsaaUrl, credentials: settings.credentials, timeoutMs: arca.timeoutMs });
    const keeper = new TicketKeeper(wsaa, tickets);
    const wsfe = new WsfeClient({ url: arca.wsfeUrl, cuit: settings.emisor.cuit, credentials: () => keeper.ticket(), timeoutMs: arca.timeoutMs });
    this.current = { settings, wsfe, tickets };
    return this.current;
  }
}

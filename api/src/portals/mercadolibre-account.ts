// The agency's MercadoLibre account: connecting it (OAuth 2.0 authorization code with PKCE: the
// state and the verifier are kept, sealed, on portal_accounts for the 10 minutes the agency has to authorize), its
// tokens (sealed with AES-256-GCM under PORTALS_SECRET_KEY; refreshed 5 minutes before they expire; MercadoLibre's
// refresh tokens are single-use, so a replica that loses the race reads the winner's), and disconnecting it.
// Nothing here holds a transaction across a call to MercadoLibre: on the embedded database that would stop every
// other request while MercadoLibre answered.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { MENSAJES_PORTALES } from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import type { SqlTimestamp } from '../database/sql-types.js';
import { MercadoLibreClient, MlError, newState, pkcePair, type MlTokens } from './mercadolibre/ml-client.js';
import { openSecret, sealingKey, sealSecret } from '../common/secret-box.js';

/** How long an authorization started from Portales may take. */
const AUTHORIZATION_MINUTES = 10;
/** Tokens are refreshed this long before they expire. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

type TokenRow = { access_token: string | null; refresh_token: string | null; token_vence: SqlTimestamp | null };

/** The address MercadoLibre sends the browser back to (registered with the application). */
export const callbackPath = '/api/portales/mercadolibre/autorizado';

@Injectable()
export class MercadoLibreAccount {
  private readonly logger = new Logger('MercadoLibre');
  private readonly key: Buffer;

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.key = sealingKey(config.portalsSecret ?? config.jwtSecret);
  }

  /** The client for calls made on behalf of a request from `origin` (the return address is built from it). */
  client(origin: string): MercadoLibreClient | null {
    const ml = this.config.mercadoLibre;
    if (!ml) return null;
    return new MercadoLibreClient(
      { apiUrl: ml.apiUrl, authUrl: ml.authUrl, clientId: ml.clientId, clientSecret: ml.clientSecret, redirectUri: `${this.config.publicUrl ?? origin}${callbackPath}`, timeoutMs: ml.timeoutMs }
    );
  }

  /** Starts the authorization: the address of MercadoLibre's page where the agency authorizes the application. */
  async authorizationUrl(origin: string): Promise<string> {
    const client = this.client(origin);
    if (!client) throw new MlError(null, 'not_configured', false, MENSAJES_PORTALES.mercadoLibreSinConfigurar);
    const { verifier, challenge } = pkcePair();
    const state = newState();
    await this.db.execute(
      `UPDATE portal_accounts SET oauth_state = $1, oauth_verifier = $2, oauth_pedido_en = now() WHERE portal = 'mercadolibre'`,
      [state, sealSecret(verifier, this.key)],
    );
    return client.authorizationUrl(state, challenge);
  }

  /** MercadoLibre came back with a code: exchanged for tokens, the account stored. Throws MlError with the reason. */
  async authorized(code: string, state: string, origin: string): Promise<void> {
    const client = this.client(origin);
    if (!client) throw new MlError(null, 'not_configured', false, MENSAJES_PORTALES.mercadoLibreSinConfigurar);
    // The state is used once: taken in the same statement that reads the verifier.
    const row = await this.db.one<{ oauth_verifier: string }>(
      `UPDATE portal_accounts a SET oauth_state = NULL, oauth_verifier = NULL FROM (SELECT oauth_verifier FROM portal_accounts WHERE portal = 'mercadolibre') old
       WHERE a.portal = 'mercadolibre' AND a.oauth_state = $1 AND a.oauth_pedido_en > now() - make_interval(mins => ${AUTHORIZATION_MINUTES})
       RETURNING old.oauth_verifier`,
      [state],
    );
    if (!row?.oauth_verifier) throw new MlError(400, 'invalid_state', false, 'La autorización venció o no corresponde: volvé a conectar la cuenta desde Portales');
    const tokens = await client.exchangeCode(code, openSecret(row.oauth_verifier, this.key));
    const me = await client.me(tokens.accessToken).catch(() => ({ id: tokens.userId, nickname: tokens.userId }));
    await this.db.execute(
      `UPDATE portal_accounts SET access_token = $1, refresh_token = $2, token_vence = $3, cuenta_id = $4, cuenta_nombre = $5,
         conectada_en = now(), ultimo_error = NULL, updated_at = now() WHERE portal = 'mercadolibre'`,
      [sealSecret(tokens.accessToken, this.key), sealSecret(tokens.refreshToken, this.key), tokens.expiresAt, me.id, me.nickname],
    );
    this.logger.log(`Cuenta de MercadoLibre conectada: ${me.nickname}`);
  }

  async disconnect(): Promise<void> {
    await this.db.execute(
      `UPDATE portal_accounts SET access_token = NULL, refresh_token = NULL, token_vence = NULL, cuenta_id = NULL, cuenta_nombre = NULL,
         conectada_en = NULL, ultimo_error = NULL, updated_at = now() WHERE portal = 'mercadolibre'`,
    );
  }

  async connected(): Promise<boolean> {
    return (await this.db.one(`SELECT 1 FROM portal_accounts WHERE portal = 'mercadolibre' AND access_token IS NOT NULL`)) !== null;
  }

  /**
   * A valid access token, refreshed when it expires within REFRESH_MARGIN_MS (or `force`: MercadoLibre refused it).
   * null: not connected, or the authorization is gone (then the account says so and has to be connected again).
   */
  async accessToken(client: MercadoLibreClient, force = false): Promise<string | null> {
    const row = await this.db.one<TokenRow>(`SELECT access_token, refresh_token, token_vence FROM portal_accounts WHERE portal = 'mercadolibre'`);
    if (!row?.access_token || !row.refresh_token) return null;
    if (!force && row.token_vence && new Date(row.token_vence).getTime() - Date.now() > REFRESH_MARGIN_MS) return openSecret(row.access_token, this.key);
    let tokens: MlTokens;
    try {
      tokens = await client.refresh(openSecret(row.refresh_token, this.key));
    } catch (err) {
      if (err instanceof MlError && err.retryable) throw err;
      // Another replica may have used the (single-use) refresh token first: its tokens are then the current ones.
      const now = await this.db.one<TokenRow>(`SELECT access_token, refresh_token, token_vence FROM portal_accounts WHERE portal = 'mercadolibre'`);
      if (now?.access_token && now.refresh_token !== row.refresh_token) return openSecret(now.access_token, this.key);
      await this.db.execute(
        `UPDATE portal_accounts SET access_token = NULL, refresh_token = NULL, token_vence = NULL, ultimo_error = $1, updated_at = now() WHERE portal = 'mercadolibre'`,
        [MENSAJES_PORTALES.autorizacionVencida],
      );
      this.logger.warn(`MercadoLibre rechazó la renovación del token: ${(err as Error).message}`);
      return null;
    }
    await this.db.execute(
      `UPDATE portal_accounts SET access_token = $1, refresh_token = $2, token_vence = $3, updated_at = now() WHERE portal = 'mercadolibre' AND refresh_token = $4`,
      [sealSecret(tokens.accessToken, this.key), sealSecret(tokens.refreshToken, this.key), tokens.expiresAt, row.refresh_token],
    );
    return tokens.accessToken;
  }

  /** The last call reached MercadoLibre (or did not: `error`). */
  async record(error: string | null): Promise<void> {
    await this.db.execute(
      error === null
        ? `UPDATE portal_accounts SET ultima_sync = now(), ultimo_error = NULL WHERE portal = 'mercadolibre'`
        : `UPDATE portal_accounts SET ultimo_error = $1 WHERE portal = 'mercadolibre'`,
      error === null ? [] : [error],
    );
  }
}

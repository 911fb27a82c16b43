// Keeps MercadoLibre in step with the listings, in the background: nothing a member of
// staff does waits for MercadoLibre, so an unreachable MercadoLibre never slows or breaks the back office.
// - reconcile(): every listing that should be on MercadoLibre (on the public site: visible and in a public state; not
//   deleted, 'Publicar en portales' and MercadoLibre ticked) has a row in portal_listings; a row whose property's
//   version moved on since it was sent goes back in the queue (an edit, a change of state, hiding it, unticking it,
//   deleting or restoring it).
// - Each queued row is leased for two minutes (UPDATE … FOR UPDATE SKIP LOCKED: replicas share the queue), sent,
//   and its outcome stored: 'publicada', 'pausada' (hidden, sold, rented, suspended or unticked), 'cerrada'
//   (deleted), or 'error' with MercadoLibre's reason (pack_quota_exceeded: the item exists, closed, until the package
//   has room). A network failure, a 429 or a 5xx keeps the row queued and retries it later, backing off from 30 s to
//   an hour.
// Woken by the change notices of properties and of the agency's settings (ChangeFeed), by 'Sincronizar ahora', and every PORTALS_SYNC_INTERVAL_MS.
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MENSAJES_PORTALES, type EstadoPublicacion } from '@inmo/contracts';
import { ChangeFeed } from '../cache/change-feed.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { PORTAL_LISTING, PropertyLookups, type PortalProperty } from '../properties/property-lookups.service.js';
import { MercadoLibreAccount } from './mercadolibre-account.js';
import { MlError, type MercadoLibreClient } from './mercadolibre/ml-client.js';
import { mlItemFor, mlUpdateFor } from './mercadolibre/ml-items.js';

const ML_CONDITION = PORTAL_LISTING.mercadolibre;
const BATCH = 10;

/** Seconds before the next attempt after `intentos` failures: 30 s, 1 min, 2 min … at most an hour. */
export const backoffSeconds = (intentos: number) => Math.min(30 * 2 ** Math.max(0, intentos - 1), 3600);

type Claimed = { property_id: string; externo_id: string | null; estado: EstadoPublicacion; codigo_error: string | null; intentos: number };
type Outcome = { estado: EstadoPublicacion; externoId: string | null; enlace?: string | null; motivo?: string | null; codigo?: string | null } | 'remove';

@Injectable()
export class MercadoLibreSync implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('MercadoLibreSync');
  private timer: NodeJS.Timeout | null = null;
  private debounce: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ChangeFeed) private readonly changes: ChangeFeed,
    @Inject(MercadoLibreAccount) private readonly account: MercadoLibreAccount,
    @Inject(PropertyLookups) private readonly properties: PropertyLookups,
  ) {}

  onModuleInit(): void {
    if (!this.config.mercadoLibre) return;
    this.timer = setInterval(() => this.kick(), this.config.portalsSyncMs ?? 60_000);
    this.timer.unref();
    this.changes.onChange((table) => {
      if (table !== undefined && table !== 'properties' && table !== 'property_images' && table !== 'agency_settings') return;
      if (this.debounce) return;
      this.debounce = setTimeout(() => {
        this.debounce = null;
        this.kick();
      }, 300);
      this.debounce.unref();
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.debounce) clearTimeout(this.debounce);
    await this.running;
  }

  /** Runs the queue now (or once more right after the run under way). Never throws. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.run();
        } catch (err) {
          this.logger.warn(`Sincronización con MercadoLibre: ${(err as Error).message}`);
        }
      } while (this.again && !this.stopped);
    })().finally(() => (this.running = null));
    return this.running;
  }

  /**
   * Puts every listing that should be on MercadoLibre, or has left it since it was sent, in the queue: its version moved
   * on, or it is published where it should not be (or paused where it should be published) with the same version,
   * which the agency's 'Mostrar las propiedades reservadas' does to reserved listings. Three statements.
   */
  async reconcile(all = false): Promise<void> {
    await this.db.execute(
      `INSERT INTO portal_listings (property_id, portal, estado, pendiente)
       SELECT p.id, 'mercadolibre', 'en_cola', true FROM properties p WHERE ${ML_CONDITION}
       ON CONFLICT (property_id, portal) DO NOTHING`,
    );
    await this.db.execute(
      `UPDATE portal_listings l SET pendiente = true, intentos = 0, proximo_intento = NULL
       FROM properties p WHERE l.property_id = p.id AND l.portal = 'mercadolibre' AND NOT l.pendiente
         AND (${all ? 'true' : 'false'} OR l.version_enviada IS DISTINCT FROM p.version
              OR (l.estado IN ('publicada', 'pausada') AND (l.estado = 'publicada') <> (${ML_CONDITION})))`,
    );
    // Never sent and no longer wanted: nothing to take off MercadoLibre.
    await this.db.execute(
      `DELETE FROM portal_listings l USING properties p WHERE l.property_id = p.id AND l.portal = 'mercadolibre' AND l.externo_id IS NULL AND NOT (${ML_CONDITION})`,
    );
  }

  private async run(): Promise<void> {
    const client = this.account.client(this.config.publicUrl ?? 'http://localhost');
    if (!client || !(await this.account.connected())) return;
    await this.reconcile();
    for (;;) {
      if (this.stopped) return;
      const claimed = await this.db.query<Claimed>(
        `UPDATE portal_listings l SET proximo_intento = now() + interval '2 minutes'
         FROM (SELECT property_id FROM portal_listings WHERE portal = 'mercadolibre' AND pendiente AND (proximo_intento IS NULL OR proximo_intento <= now())
               ORDER BY proximo_intento NULLS FIRST, property_id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED) due
         WHERE l.portal = 'mercadolibre' AND l.property_id = due.property_id
         RETURNING l.property_id, l.externo_id, l.estado, l.codigo_error, l.intentos`,
      );
      if (claimed.length === 0) return;
      for (const c of claimed) if (!(await this.send(client, c))) return;
    }
  }

  /** Sends one listing; false when the run must stop (MercadoLibre unreachable, or the authorization gone). */
  private async send(client: MercadoLibreClient, c: Claimed): Promise<boolean> {
    const row = await this.properties.forPortalSync(c.property_id);
    if (!row) return true; // deleted for good: its row went with it
    let token = await this.account.accessToken(client).catch(() => null);
    if (!token) return false;
    const attempt = async (t: string) => this.apply(client, t, c, row);
    try {
      let outcome: Outcome;
      try {
        outcome = await attempt(token);
      } catch (err) {
        if (!(err instanceof MlError) || err.status !== 401) throw err;
        token = await this.account.accessToken(client, true);
        if (!token) return false;
        outcome = await attempt(token);
      }
      await this.store(c.property_id, row.version, outcome);
      await this.account.record(null);
      return true;
    } catch (err) {
      const e = err instanceof MlError ? err : new MlError(null, 'unexpected', true, String((err as Error).message));
      if (e.retryable) {
        const wait = backoffSeconds(c.intentos + 1);
        await this.db.execute(
          `UPDATE portal_listings SET intentos = intentos + 1, proximo_intento = now() + make_interval(secs => $2), motivo = $3, codigo_error = $4, updated_at = now()
           WHERE property_id = $1 AND portal = 'mercadolibre'`,
          [c.property_id, wait, MENSAJES_PORTALES.mercadoLibreNoResponde, e.code],
        );
        await this.account.record(MENSAJES_PORTALES.mercadoLibreNoResponde);
        return false;
      }
      await this.store(c.property_id, row.version, { estado: 'error', externoId: c.externo_id, motivo: e.message, codigo: e.code });
      return true;
    }
  }

  /** What to do with one listing, done: the state it is left in. */
  private async apply(client: MercadoLibreClient, token: string, c: Claimed, row: PortalProperty): Promise<Outcome> {
    const { datos, imagenes } = row;
    const wanted = !row.eliminada && row.publica && datos.publicarEnPortales && datos.portales.mercadolibre;
    // A closed item cannot be opened again (nor one closed for lack of quota): a new one is published.
    const reusable = c.externo_id !== null && c.estado !== 'cerrada' && c.codigo_error !== 'pack_quota_exceeded';
    if (!wanted) {
      if (c.externo_id === null) return 'remove';
      if (row.eliminada) {
        if (c.estado !== 'cerrada') await client.setStatus(token, c.externo_id, 'closed');
        return { estado: 'cerrada', externoId: c.externo_id };
      }
      if (c.estado === 'publicada') await client.setStatus(token, c.externo_id, 'paused');
      return { estado: c.estado === 'cerrada' ? 'cerrada' : 'pausada', externoId: c.externo_id };
    }
    const ctx = { publicUrl: this.config.publicUrl ?? 'http://localhost', codigo: row.codigo, aproximada: datos.ubicacionAproximada, listingType: this.config.mercadoLibre?.listingType };
    if (reusable) {
      let item = await client.updateItem(token, c.externo_id!, mlUpdateFor(datos, imagenes, ctx));
      if (item.status !== 'active') item = await client.setStatus(token, c.externo_id!, 'active');
      return { estado: 'publicada', externoId: item.id, enlace: item.permalink };
    }
    const item = await client.createItem(token, mlItemFor(datos, imagenes, ctx));
    if (item.subStatus.includes('pack_quota_exceeded')) {
      return { estado: 'error', externoId: item.id, enlace: item.permalink, motivo: 'Sin cupo en el paquete de MercadoLibre (pack_quota_exceeded): la publicación quedó cerrada', codigo: 'pack_quota_exceeded' };
    }
    return { estado: item.status === 'active' ? 'publicada' : item.status === 'paused' ? 'pausada' : 'error', externoId: item.id, enlace: item.permalink, motivo: item.status === 'active' || item.status === 'paused' ? null : `MercadoLibre dejó la publicación en estado ${item.status}` };
  }

  private async store(propertyId: string, version: number, o: Outcome): Promise<void> {
    if (o === 'remove') {
      await this.db.execute(`DELETE FROM portal_listings WHERE property_id = $1 AND portal = 'mercadolibre'`, [propertyId]);
      return;
    }
    await this.db.execute(
      `UPDATE portal_listings SET estado = $2::varchar, externo_id = $3, enlace = coalesce($4, enlace), motivo = $5, codigo_error = $6, version_enviada = $7,
         pendiente = false, intentos = 0, proximo_intento = NULL, publicada_en = CASE WHEN $2::varchar = 'publicada' THEN coalesce(publicada_en, now()) ELSE publicada_en END,
         updated_at = now()
       WHERE property_id = $1 AND portal = 'mercadolibre'`,
      [propertyId, o.estado, o.externoId, o.enlace ?? null, o.motivo ?? null, o.codigo ?? null, version],
    );
  }
}

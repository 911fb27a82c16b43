// Keeps MercadoLibre in step with the listings, in the background: nothing a member of
// staff does waits for MercadoLibre, so an unreachable MercadoLibre never slows or breaks the back office.
// - reconcile(): every listing that should be on MercadoLibre (on the public site: visible and in a public state; not
//   deleted, 'Publicar en portales' and MercadoLibre ticked) has a row in portal_listings; a row whose property's
//   version moved on since it was sent goes back in the queue (an edit, a change of state, hiding it, unticking it,
//   deleting or restoring it).
// - The queued rows are a claimed queue (queue/claimed-queue.ts): each is leased for two minutes (proximo_intento:
//   replicas share the queue, and a row whose sender died is taken again after it), sent, and its outcome stored:
//   'publicada', 'pausada' (hidden, sold, rented, suspended or unticked), 'cerrada' (deleted), or 'error' with
//   MercadoLibre's reason (pack_quota_exceeded: the item exists, closed, until the package has room). A network
//   failure, a 429 or a 5xx keeps the row queued and retries it later, backing off from 30 s to an hour.
// Woken by the change notices of properties and of the agency's settings (ChangeFeed), by 'Sincronizar ahora', and every PORTALS_SYNC_INTERVAL_MS.
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MENSAJES_PORTALES, type EstadoPublicacion } from '@inmo/contracts';
import { ChangeFeed } from '../cache/change-feed.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { PORTAL_LISTING, PROPERTIES_VIEW, PropertyLookups, type PortalProperty } from '../properties/property-lookups.service.js';
import { ClaimedQueue, WorkerLoop, backoffMs } from '../queue/claimed-queue.js';
import { MercadoLibreAccount } from './mercadolibre-account.js';
import { MlError, type MercadoLibreClient } from './mercadolibre/ml-client.js';
import { mlItemFor, mlUpdateFor } from './mercadolibre/ml-items.js';

const ML_CONDITION = PORTAL_LISTING.mercadolibre;
const BACKOFF = { baseMs: 30_000, maxMs: 3_600_000 };

/** Seconds before the next attempt after `intentos` attempts: 30 s, 1 min, 2 min … at most an hour. */
export const backoffSeconds = (intentos: number) => backoffMs(intentos, BACKOFF.baseMs, BACKOFF.maxMs) / 1000;

type Claimed = { property_id: string; externo_id: string | null; estado: EstadoPublicacion; codigo_error: string | null; intentos: number };
type Outcome = { estado: EstadoPublicacion; externoId: string | null; enlace?: string | null; motivo?: string | null; codigo?: string | null } | 'remove';

@Injectable()
export class MercadoLibreSync implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('MercadoLibreSync');
  private readonly queue: ClaimedQueue<Claimed>;
  private readonly loop = new WorkerLoop(
    () => this.run(),
    (err) => this.logger.warn(`Sincronización con MercadoLibre: ${err.message}`),
  );

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ChangeFeed) private readonly changes: ChangeFeed,
    @Inject(MercadoLibreAccount) private readonly account: MercadoLibreAccount,
    @Inject(PropertyLookups) private readonly properties: PropertyLookups,
  ) {
    // The lease is proximo_intento itself: a claimed row is not due for two minutes, or until its outcome is stored.
    this.queue = new ClaimedQueue<Claimed>(db, {
      table: 'portal_listings',
      key: 'property_id',
      scope: `portal = 'mercadolibre'`,
      waiting: 'pendiente',
      order: 'proximo_intento NULLS FIRST, property_id',
      columns: ['property_id', 'externo_id', 'estado', 'codigo_error', 'intentos'],
      lease: { next: 'proximo_intento', lease: 'proximo_intento', attempts: 'intentos', seconds: 120, backoff: BACKOFF },
    });
  }

  onModuleInit(): void {
    if (!this.config.mercadoLibre) return;
    this.loop.start(this.config.portalsSyncMs ?? 60_000);
    this.changes.onChange((table) => {
      if (table !== undefined && table !== 'properties' && table !== 'property_images' && table !== 'agency_settings') return;
      this.loop.wake(300);
    });
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  /** Runs the queue now (or once more right after the run under way). Never throws. */
  kick(): Promise<void> {
    return this.loop.kick();
  }

  /**
   * Puts every listing that should be on MercadoLibre, or has left it since it was sent, in the queue: its version moved
   * on, or it is published where it should not be (or paused where it should be published) with the same version,
   * which the agency's 'Mostrar las propiedades reservadas' does to reserved listings. Three statements.
   */
  async reconcile(all = false): Promise<void> {
    await this.db.execute(
      `INSERT INTO portal_listings (property_id, portal, estado, pendiente)
       SELECT p.id, 'mercadolibre', 'en_cola', true FROM ${PROPERTIES_VIEW} p WHERE ${ML_CONDITION}
       ON CONFLICT (property_id, portal) DO NOTHING`,
    );
    await this.db.execute(
      `UPDATE portal_listings l SET pendiente = true, intentos = 0, proximo_intento = NULL
       FROM ${PROPERTIES_VIEW} p WHERE l.property_id = p.id AND l.portal = 'mercadolibre' AND NOT l.pendiente
         AND (${all ? 'true' : 'false'} OR l.version_enviada IS DISTINCT FROM p.version
              OR (l.estado IN ('publicada', 'pausada') AND (l.estado = 'publicada') <> (${ML_CONDITION})))`,
    );
    // Never sent and no longer wanted: nothing to take off MercadoLibre.
    await this.db.execute(
      `DELETE FROM portal_listings l USING ${PROPERTIES_VIEW} p WHERE l.property_id = p.id AND l.portal = 'mercadolibre' AND l.externo_id IS NULL AND NOT (${ML_CONDITION})`,
    );
  }

  private async run(): Promise<void> {
    const client = this.account.client(this.config.publicUrl ?? 'http://localhost');
    if (!client || !(await this.account.connected())) return;
    await this.reconcile();
    // The token first: a listing is claimed (leased for two minutes) only when it can be sent now.
    const session = { token: await this.account.accessToken(client).catch(() => null) };
    if (!session.token) return;
    await this.queue.drain((c) => this.send(client, session, c), { until: () => this.loop.stopped });
  }

  /** Sends one listing; false when the run must stop (MercadoLibre unreachable, or the authorization gone). */
  private async send(client: MercadoLibreClient, session: { token: string | null }, c: Claimed): Promise<boolean> {
    const row = await this.properties.forPortalSync(c.property_id);
    if (!row) return true; // deleted for good: its row went with it
    const attempt = async (t: string) => this.apply(client, t, c, row);
    try {
      let outcome: Outcome;
      try {
        outcome = await attempt(session.token!);
      } catch (err) {
        if (!(err instanceof MlError) || err.status !== 401) throw err;
        session.token = await this.account.accessToken(client, true);
        if (!session.token) {
          // The authorization is gone: the listing waits for the next connection, not for its lease.
          await this.queue.retry(c, `updated_at = now()`, []);
          return false;
        }
        outcome = await attempt(session.token);
      }
      await this.store(c, row.version, outcome);
      await this.account.record(null);
      return true;
    } catch (err) {
      const e = err instanceof MlError ? err : new MlError(null, 'unexpected', true, String((err as Error).message));
      if (e.retryable) {
        await this.queue.retry(c, `motivo = $2, codigo_error = $3, updated_at = now()`, [MENSAJES_PORTALES.mercadoLibreNoResponde, e.code]);
        await this.account.record(MENSAJES_PORTALES.mercadoLibreNoResponde);
        return false;
      }
      await this.store(c, row.version, { estado: 'error', externoId: c.externo_id, motivo: e.message, codigo: e.code });
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

  private async store(c: Claimed, version: number, o: Outcome): Promise<void> {
    if (o === 'remove') {
      await this.db.execute(`DELETE FROM portal_listings WHERE property_id = $1 AND portal = 'mercadolibre'`, [c.property_id]);
      return;
    }
    await this.queue.done(
      c,
      `estado = $2::varchar, externo_id = $3, enlace = coalesce($4, enlace), motivo = $5, codigo_error = $6, version_enviada = $7,
       pendiente = false, intentos = 0, publicada_en = CASE WHEN $2::varchar = 'publicada' THEN coalesce(publicada_en, now()) ELSE publicada_en END,
       updated_at = now()`,
      [o.estado, o.externoId, o.enlace ?? null, o.motivo ?? null, o.codigo ?? null, version],
    );
  }
}

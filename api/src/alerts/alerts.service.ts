// E-mail alerts. A listing that comes onto the market or drops its price leaves a row in listing_events (a trigger on
// properties: migration ClientAlerts). In the background:
// Both steps are locked claimed queues (queue/claimed-queue.ts): the row is taken FOR UPDATE SKIP LOCKED in a
// transaction that holds it while the step runs and commits with what it wrote, so replicas never run one twice.
// - collect(): the events not yet read, in order, each matched to the clients whose active preferences it fits
//   (MatchingService.forProperty, the 'Clientes interesados' rule) that have alertas and an e-mail, into
//   alert_pending. The job is the cursor row while it is behind the events: one replica reads a batch at a time.
// - send(): each client with pending listings that has had no alert today (Argentina's calendar) gets one e-mail
//   gathering them (those still on the market), with a link to its 'Mi búsqueda' page and a one-click unsubscribe
//   (/baja/{secreto}); the job is the client row (ClientPages' queue: the clients module owns the row), and the
//   message is written to the outbox in the same transaction that clears its pending rows and marks the day.
// Woken by the properties' change notices (a moment after) and every ALERTS_POLL_MS (default 20 s); an idle look is
// one statement.
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { formatPrecio, propiedadHref } from '@inmo/contracts';
import { ChangeFeed } from '../cache/change-feed.js';
import { CLIENTS_WITH_ALERTS_VIEW } from '../clients/client-readers.js';
import { ClientPages, type AlertClient } from '../clients/client-pages.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import type { SqlNumeric, SqlTimestamp } from '../database/sql-types.js';
import { MailService } from '../mail/mail.service.js';
import { MatchingService, TOLERANCIA_POR_DEFECTO } from '../matching/matching.service.js';
import { PROPERTIES_VIEW } from '../properties/property-lookups.service.js';
import { ClaimedQueue, WorkerLoop } from '../queue/claimed-queue.js';

const EVENTS_PER_BATCH = 100;
const CLIENTS_PER_RUN = 50;

export const nuevoSecreto = () => randomBytes(24).toString('base64url');

type Cursor = { id: number; ultimo: string | number };

type Pending = {
  property_id: string;
  tipo: 'publicada' | 'bajo_precio';
  precio_anterior: SqlNumeric | null;
  titulo: string;
  tipo_propiedad: string;
  operacion: string;
  localidad: string;
  habitaciones: number | null;
  precio_monto: SqlNumeric | null;
  precio_moneda: string;
  precio_visible: boolean;
};


@Injectable()
export class AlertsService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Alerts');
  private readonly loop = new WorkerLoop(
    () => this.run(),
    (err) => this.logger.warn(`Alertas: ${err.message}`),
  );
  private readonly cursor: ClaimedQueue<Cursor>;
  private readonly clients: ClaimedQueue<AlertClient>;

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ChangeFeed) private readonly changes: ChangeFeed,
    @Inject(MatchingService) private readonly matching: MatchingService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(ClientPages) private readonly pages: ClientPages,
  ) {
    this.cursor = new ClaimedQueue<Cursor>(db, {
      table: 'alert_cursor',
      key: 'id',
      waiting: `ultimo < (SELECT coalesce(max(id), 0) FROM listing_events)`,
      columns: ['id', 'ultimo'],
    });
    this.clients = pages.alertQueue(`id IN (SELECT client_id FROM alert_pending)`);
  }

  onModuleInit(): void {
    this.loop.start(this.config.alertsPollMs ?? 20_000);
    this.changes.onChange((table) => {
      // A listing's change (its table's notice, from any replica); not every write this process serves.
      if (table === 'properties') this.loop.wake(300);
    });
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  /** Reads new events and sends due alerts now (or once more after the run under way). Never throws. */
  kick(): Promise<void> {
    return this.loop.kick();
  }

  private async run(): Promise<void> {
    // Idle (the usual case): one statement says so.
    const work = await this.db.one<{ eventos: boolean; pendientes: boolean }>(
      `SELECT coalesce((SELECT max(id) FROM listing_events) > (SELECT ultimo FROM alert_cursor WHERE id = 1), false) AS eventos,
              EXISTS (SELECT 1 FROM alert_pending) AS pendientes`,
    );
    if (work?.eventos) await this.collect();
    if (work && (work.eventos || work.pendientes) && !this.loop.stopped) await this.send();
  }

  /** The new events into alert_pending, a batch a transaction; how many batches (0: none, or another replica is at it). */
  collect(): Promise<number> {
    return this.cursor.drain(async (c) => (await this.collectBatch(c)) === EVENTS_PER_BATCH, { until: () => this.loop.stopped });
  }

  /** One batch of events after the cursor into alert_pending, inside the cursor's claim; how many events it read. */
  private async collectBatch(cursor: Cursor): Promise<number> {
    const events = await this.db.query<{ id: string | number; property_id: string; tipo: string; precio_anterior: SqlNumeric | null }>(
      `SELECT id, property_id, tipo, precio_anterior FROM listing_events WHERE id > $1 ORDER BY id LIMIT ${EVENTS_PER_BATCH}`,
      [cursor.ultimo],
    );
    if (events.length === 0) return 0;
    // Nobody has alerts on: nothing to match (the usual case, and a cheap one).
    const any = await this.db.one<{ n: number }>(`SELECT 1 AS n FROM ${CLIENTS_WITH_ALERTS_VIEW} c LIMIT 1`);
    for (const e of any ? events : []) {
      const fit = await this.matching.forProperty(e.property_id, TOLERANCIA_POR_DEFECTO).catch(() => null);
      const ids = [...new Set((fit?.interesados ?? []).map((i) => i.cliente._id))];
      if (ids.length === 0) continue;
      await this.db.execute(
        `INSERT INTO alert_pending (client_id, property_id, tipo, precio_anterior)
         SELECT c.id, $2, $3, $4 FROM ${CLIENTS_WITH_ALERTS_VIEW} c WHERE c.id = ANY($1::uuid[])
         ON CONFLICT (client_id, property_id) DO UPDATE SET
           tipo = CASE WHEN alert_pending.tipo = 'publicada' THEN 'publicada' ELSE EXCLUDED.tipo END,
           precio_anterior = coalesce(alert_pending.precio_anterior, EXCLUDED.precio_anterior)`,
        [ids, e.property_id, e.tipo, e.precio_anterior],
      );
    }
    await this.db.execute(`UPDATE alert_cursor SET ultimo = $1 WHERE id = 1`, [events[events.length - 1]!.id]);
    return events.length;
  }

  /** One e-mail to each client due one, at most CLIENTS_PER_RUN; how many were written to the outbox. */
  async send(): Promise<number> {
    let sent = 0;
    await this.clients.drain(
      async (c) => {
        if (await this.sendTo(c)) sent++;
        return true;
      },
      { max: CLIENTS_PER_RUN, until: () => this.loop.stopped },
    );
    return sent;
  }

  /** Inside the client's claim: its pending listings cleared, and the e-mail written when any is still on the market. */
  private async sendTo(c: AlertClient): Promise<boolean> {
    const items = await this.db.query<Pending>(
      `SELECT a.property_id, a.tipo, a.precio_anterior, p.titulo, p.tipo AS tipo_propiedad, p.operacion, p.localidad, p.habitaciones,
              p.precio_monto, p.precio_moneda, p.precio_visible
       FROM alert_pending a JOIN ${PROPERTIES_VIEW} p ON p.id = a.property_id
       WHERE a.client_id = $1 AND p.deleted_at IS NULL AND p.visible AND p.estado = 'Disponible'
       ORDER BY a.creado, p.titulo`,
      [c.id],
    );
    await this.db.execute(`DELETE FROM alert_pending WHERE client_id = $1`, [c.id]);
    if (items.length === 0 || !c.mail || !c.mail.includes('@')) return false;
    const baja = c.alertas_baja ?? nuevoSecreto();
    // A page staff revoked stays so: the alert goes without its link, and none is made.
    const busqueda = c.busqueda_revocada ? null : (c.busqueda_secreto ?? nuevoSecreto());
    await this.pages.alertSent(c.id, baja, busqueda);
    const bajaUrl = this.mail.url(`/baja/${baja}`) ?? undefined;
    const miBusqueda = busqueda ? this.mail.url(`/mi-busqueda/${busqueda}`) : null;
    const asunto = items.length === 1 ? `Una propiedad para tu búsqueda: ${items[0]!.titulo}` : `${items.length} propiedades para tu búsqueda`;
    const { texto, html } = await this.mail.render({
      titulo: asunto,
      bloques: [
        { parrafo: `Hola ${c.nombre}: ${items.length === 1 ? 'hay una propiedad que coincide' : 'hay propiedades que coinciden'} con lo que estás buscando.` },
        {
          items: items.map((i) => {
            const precio = { monto: i.precio_monto === null ? null : Number(i.precio_monto), moneda: i.precio_moneda };
            const ahora = i.precio_visible && precio.monto !== null ? formatPrecio(precio) : 'Consultar';
            const detalle =
              i.tipo === 'bajo_precio' && i.precio_anterior !== null && i.precio_visible
                ? `Bajó de precio: antes ${formatPrecio({ monto: Number(i.precio_anterior), moneda: i.precio_moneda })}, ahora ${ahora}`
                : [i.localidad, ahora].filter(Boolean).join(' · ');
            const href = propiedadHref({ id: i.property_id, tipo: i.tipo_propiedad, habitaciones: i.habitaciones, ubicacion: { localidad: i.localidad } });
            return { titulo: i.titulo, detalle, url: this.mail.url(href) ?? undefined };
          }),
        },
        ...(miBusqueda ? [{ boton: { texto: 'Ver Mi búsqueda', url: miBusqueda } }] : []),
        { parrafo: 'Te escribimos como mucho una vez por día.' },
        ...(bajaUrl ? [] : [{ parrafo: 'Si no querés recibir más estas alertas, respondé este correo y te damos de baja.' }]),
      ],
      bajaUrl,
    });
    await this.mail.enqueue({ para: c.mail, asunto, texto, html, bajaUrl });
    return true;
  }

  /** When each of these listings last came onto the market (its latest 'publicada' event); one without any is absent. */
  async publishedAt(propertyIds: readonly string[]): Promise<Map<string, number>> {
    const published = new Map<string, number>();
    if (propertyIds.length === 0) return published;
    const rows = await this.db.query<{ property_id: string; publicada: SqlTimestamp }>(
      `SELECT property_id, max(creado) AS publicada FROM listing_events WHERE tipo = 'publicada' AND property_id = ANY($1::uuid[]) GROUP BY property_id`,
      [propertyIds],
    );
    for (const r of rows) published.set(r.property_id, new Date(r.publicada).getTime());
    return published;
  }

  /** Whether an unsubscribe link is valid, changing nothing (the /baja page asks only on a valid one). */
  async unsubscribeExists(secreto: string): Promise<boolean> {
    return /^[A-Za-z0-9_-]{16,64}$/.test(secreto) && this.pages.unsubscribeExists(secreto);
  }

  /** The one-click unsubscribe: alerts off for the client of this secret. Its name, or null when the secret is no one's. */
  async unsubscribe(secreto: string): Promise<{ nombre: string } | null> {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(secreto)) return null;
    return this.db.transaction(async () => {
      const row = await this.pages.unsubscribe(secreto);
      if (row) await this.db.execute(`DELETE FROM alert_pending WHERE client_id = $1`, [row.id]);
      return row && { nombre: row.nombre };
    });
  }
}

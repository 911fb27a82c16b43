// E-mail alerts. A listing that comes onto the market or drops its price leaves a row in listing_events (a trigger on
// properties: migration ClientAlerts). In the background:
// - collect(): the events not yet read, in order, each matched to the clients whose active preferences it fits
//   (MatchingService.forProperty, the 'Clientes interesados' rule) that have alertas and an e-mail, into
//   alert_pending. The cursor row is locked FOR UPDATE SKIP LOCKED: one replica reads a batch at a time.
// - send(): each client with pending listings that has had no alert today (Argentina's calendar) gets one e-mail
//   gathering them (those still on the market), with a link to its 'Mi búsqueda' page and a one-click unsubscribe
//   (/baja/{secreto}); the client row is locked FOR UPDATE SKIP LOCKED and the message written to the outbox in the
//   same transaction that clears its pending rows and marks the day.
// Woken by the properties' change notices (a moment after) and every ALERTS_POLL_MS (default 20 s); an idle look is
// one statement.
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { formatPrecio, propiedadHref } from '@inmo/contracts';
import { ChangeFeed } from '../cache/change-feed.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import type { SqlNumeric } from '../database/sql-types.js';
import { MailService } from '../mail/mail.service.js';
import { MatchingService, TOLERANCIA_POR_DEFECTO } from '../matching/matching.service.js';

const EVENTS_PER_BATCH = 100;
const CLIENTS_PER_RUN = 50;
const HOY = `(now() AT TIME ZONE 'America/Argentina/Buenos_Aires')::date`;

export const nuevoSecreto = () => randomBytes(24).toString('base64url');

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
  private timer: NodeJS.Timeout | null = null;
  private debounce: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ChangeFeed) private readonly changes: ChangeFeed,
    @Inject(MatchingService) private readonly matching: MatchingService,
    @Inject(MailService) private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.kick(), this.config.alertsPollMs ?? 20_000);
    this.timer.unref();
    this.changes.onChange((table) => {
      // A listing's change (its table's notice, from any replica); not every write this process serves.
      if (table !== 'properties') return;
      if (this.debounce || this.stopped) return;
      this.debounce = setTimeout(() => {
        this.debounce = null;
        void this.kick();
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

  /** Reads new events and sends due alerts now (or once more after the run under way). Never throws. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          // Idle (the usual case): one statement says so.
          const work = await this.db.one<{ eventos: boolean; pendientes: boolean }>(
            `SELECT coalesce((SELECT max(id) FROM listing_events) > (SELECT ultimo FROM alert_cursor WHERE id = 1), false) AS eventos,
                    EXISTS (SELECT 1 FROM alert_pending) AS pendientes`,
          );
          if (work?.eventos) while (!this.stopped && (await this.collect()) === EVENTS_PER_BATCH);
          if (work && (work.eventos || work.pendientes) && !this.stopped) await this.send();
        } catch (err) {
          this.logger.warn(`Alertas: ${(err as Error).message}`);
        }
      } while (this.again && !this.stopped);
    })().finally(() => (this.running = null));
    return this.running;
  }

  /** One batch of events into alert_pending; how many events it read (0: none, or another replica is at it). */
  async collect(): Promise<number> {
    return this.db.transaction(async () => {
      const cursor = await this.db.one<{ ultimo: string | number }>(`SELECT ultimo FROM alert_cursor WHERE id = 1 FOR UPDATE SKIP LOCKED`);
      if (!cursor) return 0;
      const events = await this.db.query<{ id: string | number; property_id: string; tipo: string; precio_anterior: SqlNumeric | null }>(
        `SELECT id, property_id, tipo, precio_anterior FROM listing_events WHERE id > $1 ORDER BY id LIMIT ${EVENTS_PER_BATCH}`,
        [cursor.ultimo],
      );
      if (events.length === 0) return 0;
      // Nobody has alerts on: nothing to match (the usual case, and a cheap one).
      const any = await this.db.one<{ n: number }>(`SELECT 1 AS n FROM clients WHERE alertas AND mail LIKE '%@%' LIMIT 1`);
      for (const e of any ? events : []) {
        const fit = await this.matching.forProperty(e.property_id, TOLERANCIA_POR_DEFECTO).catch(() => null);
        const ids = [...new Set((fit?.interesados ?? []).map((i) => i.cliente._id))];
        if (ids.length === 0) continue;
        await this.db.execute(
          `INSERT INTO alert_pending (client_id, property_id, tipo, precio_anterior)
           SELECT id, $2, $3, $4 FROM clients WHERE id = ANY($1::uuid[]) AND alertas AND mail LIKE '%@%'
           ON CONFLICT (client_id, property_id) DO UPDATE SET
             tipo = CASE WHEN alert_pending.tipo = 'publicada' THEN 'publicada' ELSE EXCLUDED.tipo END,
             precio_anterior = coalesce(alert_pending.precio_anterior, EXCLUDED.precio_anterior)`,
          [ids, e.property_id, e.tipo, e.precio_anterior],
        );
      }
      await this.db.execute(`UPDATE alert_cursor SET ultimo = $1 WHERE id = 1`, [events[events.length - 1]!.id]);
      return events.length;
    });
  }

  /** One e-mail to each client due one; how many were written to the outbox. */
  async send(): Promise<number> {
    const due = await this.db.query<{ client_id: string }>(
      `SELECT DISTINCT a.client_id FROM alert_pending a JOIN clients c ON c.id = a.client_id
       WHERE c.alertas AND (c.alertas_dia IS NULL OR c.alertas_dia < ${HOY}) LIMIT ${CLIENTS_PER_RUN}`,
    );
    let sent = 0;
    for (const { client_id } of due) if (await this.sendTo(client_id)) sent++;
    return sent;
  }

  private async sendTo(clientId: string): Promise<boolean> {
    return this.db.transaction(async () => {
      const c = await this.db.one<{ id: string; nombre: string; mail: string | null; alertas_baja: string | null; busqueda_secreto: string | null }>(
        `SELECT id, nombre, mail, alertas_baja, busqueda_secreto FROM clients
         WHERE id = $1 AND alertas AND (alertas_dia IS NULL OR alertas_dia < ${HOY}) FOR UPDATE SKIP LOCKED`,
        [clientId],
      );
      if (!c) return false;
      const items = await this.db.query<Pending>(
        `SELECT a.property_id, a.tipo, a.precio_anterior, p.titulo, p.tipo AS tipo_propiedad, p.operacion, p.localidad, p.habitaciones,
                p.precio_monto, p.precio_moneda, p.precio_visible
         FROM alert_pending a JOIN properties p ON p.id = a.property_id
         WHERE a.client_id = $1 AND p.deleted_at IS NULL AND p.visible AND p.estado = 'Disponible'
         ORDER BY a.creado, p.titulo`,
        [clientId],
      );
      await this.db.execute(`DELETE FROM alert_pending WHERE client_id = $1`, [clientId]);
      if (items.length === 0 || !c.mail || !c.mail.includes('@')) return false;
      const baja = c.alertas_baja ?? nuevoSecreto();
      const busqueda = c.busqueda_secreto ?? nuevoSecreto();
      await this.db.execute(`UPDATE clients SET alertas_dia = ${HOY}, alertas_baja = $2, busqueda_secreto = $3 WHERE id = $1`, [clientId, baja, busqueda]);
      const bajaUrl = this.mail.url(`/baja/${baja}`);
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
              return { titulo: i.titulo, detalle, url: this.mail.url(href) };
            }),
          },
          { boton: { texto: 'Ver Mi búsqueda', url: this.mail.url(`/mi-busqueda/${busqueda}`) } },
          { parrafo: 'Te escribimos como mucho una vez por día.' },
        ],
        bajaUrl,
      });
      await this.mail.enqueue({ para: c.mail, asunto, texto, html, bajaUrl });
      return true;
    });
  }

  /** The one-click unsubscribe: alerts off for the client of this secret. Its name, or null when the secret is no one's. */
  async unsubscribe(secreto: string): Promise<{ nombre: string } | null> {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(secreto)) return null;
    const row = await this.db.one<{ nombre: string }>(`UPDATE clients SET alertas = false WHERE alertas_baja = $1 RETURNING nombre`, [secreto]);
    if (row) await this.db.execute(`DELETE FROM alert_pending a USING clients c WHERE c.id = a.client_id AND c.alertas_baja = $1`, [secreto]);
    return row;
  }
}

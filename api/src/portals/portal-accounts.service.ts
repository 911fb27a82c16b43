// The portals' accounts (portal_accounts, one row per portal) and where the listings stand on each: the secrets of
// each portal's addresses (checked in constant time; regenerating one makes the old address answer 404), the
// 'Portales' page's summary and table, and one listing's states for its editor.
//
// Zonaprop reads a feed, so its listings' states are worked out, not stored: a listing in the feed is 'publicada'
// once Navent has downloaded the feed after its last change, 'en_cola' until then. MercadoLibre's are stored in
// portal_listings by the sync (mercadolibre-sync.service.ts).
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { NOMBRES_PORTALES, PORTALES, type EstadoPublicacion, type Portal, type PortalResumen, type Publicacion, type PublicacionListado } from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import type { SqlBigint, SqlTimestamp } from '../database/sql-types.js';
import { isoDateTime } from '../common/parse.js';
import { PORTAL_LISTING, PROPERTIES_VIEW } from '../properties/property-lookups.service.js';

export type Clave = 'feed' | 'consultas';

type AccountRow = {
  portal: Portal;
  feed_secret: string;
  leads_secret: string;
  cuenta_nombre: string | null;
  access_token: string | null;
  ultima_sync: SqlTimestamp | null;
  ultimo_error: string | null;
};

/** 64 hex characters (256 bits). */
export const newSecret = () => randomBytes(32).toString('hex');

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The listings as the Portales table lists them: MercadoLibre's stored states, Zonaprop's worked out (see above). */
const LISTINGS = `
  SELECT l.property_id, l.portal, l.estado, l.motivo, l.enlace, l.updated_at FROM portal_listings l
  UNION ALL
  SELECT p.id, 'zonaprop', CASE WHEN a.ultima_sync >= p.updated_at THEN 'publicada' ELSE 'en_cola' END, NULL, NULL, p.updated_at
  FROM ${PROPERTIES_VIEW} p CROSS JOIN portal_accounts a WHERE a.portal = 'zonaprop' AND ${PORTAL_LISTING.zonaprop}`;

@Injectable()
export class PortalAccounts {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The site's public address: PUBLIC_URL, else the origin the request came by. */
  origin(requestOrigin: string): string {
    return this.config.publicUrl ?? requestOrigin;
  }

  private async account(portal: Portal): Promise<AccountRow> {
    const row = await this.db.one<AccountRow>(
      `SELECT portal, feed_secret, leads_secret, cuenta_nombre, access_token, ultima_sync, ultimo_error FROM portal_accounts WHERE portal = $1`,
      [portal],
    );
    if (!row) throw new Error(`portal_accounts has no row for ${portal}`);
    return row;
  }

  /** The feed's secret is right (Zonaprop): the download is recorded as the portal's last sync. One statement. */
  async feedDownloaded(secret: string): Promise<boolean> {
    const row = await this.account('zonaprop');
    if (!sameSecret(secret, row.feed_secret)) return false;
    await this.db.execute(`UPDATE portal_accounts SET ultima_sync = now() WHERE portal = 'zonaprop'`);
    return true;
  }

  async leadsSecretIs(portal: Portal, secret: string): Promise<boolean> {
    return sameSecret(secret, (await this.account(portal)).leads_secret);
  }

  async regenerate(portal: Portal, clave: Clave): Promise<void> {
    await this.db.execute(`UPDATE portal_accounts SET ${clave === 'feed' ? 'feed_secret' : 'leads_secret'} = $2, updated_at = now() WHERE portal = $1`, [portal, newSecret()]);
  }

  /** Each portal as the Portales page shows it; the addresses with their secrets for admins only. Two statements. */
  async summary(requestOrigin: string, admin: boolean): Promise<PortalResumen[]> {
    const origin = this.origin(requestOrigin);
    const [accounts, counts] = await Promise.all([
      this.db.query<AccountRow>(`SELECT portal, feed_secret, leads_secret, cuenta_nombre, access_token, ultima_sync, ultimo_error FROM portal_accounts`),
      this.db.query<{ portal: Portal; estado: EstadoPublicacion; n: SqlBigint }>(`SELECT portal, estado, count(*) AS n FROM (${LISTINGS}) x GROUP BY portal, estado`),
    ]);
    const count = (portal: Portal, estado: EstadoPublicacion) => Number(counts.find((c) => c.portal === portal && c.estado === estado)?.n ?? 0);
    return PORTALES.map((portal) => {
      const a = accounts.find((r) => r.portal === portal)!;
      const zonaprop = portal === 'zonaprop';
      return {
        portal,
        nombre: NOMBRES_PORTALES[portal],
        conectado: zonaprop ? a.ultima_sync !== null : a.access_token !== null,
        configurado: zonaprop || !!this.config.mercadoLibre,
        cuenta: a.cuenta_nombre,
        ultimaSync: a.ultima_sync ? isoDateTime(a.ultima_sync) : null,
        ultimoError: a.ultimo_error,
        publicadas: count(portal, 'publicada'),
        conError: count(portal, 'error'),
        enCola: count(portal, 'en_cola'),
        feedUrl: admin && zonaprop ? `${origin}/api/portales/zonaprop/${a.feed_secret}` : null,
        consultasUrl: admin ? `${origin}/api/portales/${portal}/consultas/${a.leads_secret}` : null,
      };
    });
  }

  /** The Portales table: errors first, then the most recently changed. One statement (two past the last page). */
  async listings(page: number, limit: number): Promise<{ items: PublicacionListado[]; total: number }> {
    const rows = await this.db.query<{ property_id: string; codigo: string; titulo: string; portal: Portal; estado: EstadoPublicacion; motivo: string | null; enlace: string | null; updated_at: SqlTimestamp; total: SqlBigint }>(
      `SELECT x.*, p.codigo, p.titulo, count(*) OVER () AS total FROM (${LISTINGS}) x JOIN ${PROPERTIES_VIEW} p ON p.id = x.property_id
       ORDER BY (x.estado = 'error') DESC, x.updated_at DESC, x.property_id, x.portal LIMIT $1 OFFSET $2`,
      [limit, (page - 1) * limit],
    );
    const items = rows.map((r) => ({
      propiedad: { _id: r.property_id, codigo: r.codigo, titulo: r.titulo },
      portal: r.portal,
      estado: r.estado,
      motivo: r.motivo,
      enlace: r.enlace,
      actualizada: isoDateTime(r.updated_at),
    }));
    if (rows[0]) return { items, total: Number(rows[0].total) };
    const c = await this.db.one<{ n: SqlBigint }>(`SELECT count(*) AS n FROM (${LISTINGS}) x`);
    return { items, total: Number(c?.n ?? 0) };
  }

  /** Where one listing stands on each portal (none yet: an empty list). One statement. */
  async ofProperty(id: string): Promise<Publicacion[]> {
    const rows = await this.db.query<{ portal: Portal; estado: EstadoPublicacion; motivo: string | null; codigo_error: string | null; enlace: string | null; updated_at: SqlTimestamp; proximo_intento: SqlTimestamp | null }>(
      `SELECT l.portal, l.estado, l.motivo, l.codigo_error, l.enlace, l.updated_at, CASE WHEN l.pendiente THEN l.proximo_intento END AS proximo_intento
       FROM portal_listings l WHERE l.property_id = $1
       UNION ALL
       SELECT 'zonaprop', CASE WHEN a.ultima_sync >= p.updated_at THEN 'publicada' ELSE 'en_cola' END, NULL, NULL, NULL, p.updated_at, NULL
       FROM ${PROPERTIES_VIEW} p CROSS JOIN portal_accounts a WHERE a.portal = 'zonaprop' AND p.id = $1 AND ${PORTAL_LISTING.zonaprop}`,
      [id],
    );
    return rows
      .map((r) => ({
        portal: r.portal,
        estado: r.estado,
        motivo: r.motivo,
        codigoError: r.codigo_error,
        enlace: r.enlace,
        actualizada: isoDateTime(r.updated_at),
        proximoIntento: r.proximo_intento ? isoDateTime(r.proximo_intento) : null,
      }))
      .sort((a, b) => PORTALES.indexOf(a.portal) - PORTALES.indexOf(b.portal));
  }
}

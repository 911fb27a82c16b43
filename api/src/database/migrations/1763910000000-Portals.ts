// Portals: which listings go to which portal, where each one stands on each, the portals' accounts and
// secrets, and the channel an enquiry came by.
// - properties: 'Publicar en portales' (on by default) with a choice per portal, and 'Ubicación aproximada' (the public
//   page, JSON-LD and every feed show the street and area only).
// - portal_accounts: one row per portal, with the secrets of its feed and of its lead callback (long, random,
//   regenerable), and MercadoLibre's OAuth tokens sealed with AES-256-GCM (never stored in clear).
// - portal_listings: per listing and portal, its state ('en_cola', 'publicada', 'pausada', 'cerrada', 'error'), the
//   portal's id for it, the portal's reason when it failed, when the next attempt is due (retries back off), and the
//   property's version last sent (a newer one puts the listing back in the queue).
// - contact_enquiries.canal: 'Web', 'Zonaprop' or 'MercadoLibre'; a portal's lead id is unique per channel, so a
//   callback delivered twice makes one enquiry.
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** 64 hex characters, 244 random bits from the server's strong generator (gen_random_uuid: core PostgreSQL, no pgcrypto). */
const SECRET = `replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;

export class Portals1763910000000 implements MigrationInterface {
  name = 'Portals1763910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE properties
      ADD COLUMN publicar_portales boolean NOT NULL DEFAULT true,
      ADD COLUMN portal_zonaprop boolean NOT NULL DEFAULT true,
      ADD COLUMN portal_mercadolibre boolean NOT NULL DEFAULT true,
      ADD COLUMN ubicacion_aproximada boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE TABLE portal_accounts (
      portal varchar(20) PRIMARY KEY CONSTRAINT ck_portal_accounts_portal CHECK (portal IN ('zonaprop', 'mercadolibre')),
      feed_secret varchar(64) NOT NULL,
      leads_secret varchar(64) NOT NULL,
      cuenta_id varchar(40),
      cuenta_nombre varchar(200),
      access_token text,
      refresh_token text,
      token_vence timestamptz,
      conectada_en timestamptz,
      oauth_state varchar(64),
      oauth_verifier text,
      oauth_pedido_en timestamptz,
      ultima_sync timestamptz,
      ultimo_error text,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`INSERT INTO portal_accounts (portal, feed_secret, leads_secret)
      SELECT p, ${SECRET}, ${SECRET} FROM unnest(ARRAY['zonaprop', 'mercadolibre']) AS p`);
    await q.query(`CREATE TABLE portal_listings (
      property_id uuid NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
      portal varchar(20) NOT NULL REFERENCES portal_accounts(portal),
      estado varchar(20) NOT NULL CONSTRAINT ck_portal_listings_estado CHECK (estado IN ('en_cola', 'publicada', 'pausada', 'cerrada', 'error')),
      externo_id varchar(60),
      enlace text,
      motivo text,
      codigo_error varchar(100),
      intentos integer NOT NULL DEFAULT 0,
      proximo_intento timestamptz,
      pendiente boolean NOT NULL DEFAULT true,
      version_enviada integer,
      publicada_en timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (property_id, portal))`);
    await q.query(`CREATE INDEX idx_portal_listings_due ON portal_listings (portal, proximo_intento) WHERE pendiente`);
    await q.query(`CREATE INDEX idx_portal_listings_estado ON portal_listings (portal, estado)`);
    await q.query(`CREATE UNIQUE INDEX uq_portal_listings_externo ON portal_listings (portal, externo_id) WHERE externo_id IS NOT NULL`);
    await q.query(`ALTER TABLE contact_enquiries
      ADD COLUMN canal varchar(20) NOT NULL DEFAULT 'Web' CONSTRAINT ck_contact_canal CHECK (canal IN ('Web', 'Zonaprop', 'MercadoLibre')),
      ADD COLUMN portal_lead_id varchar(100)`);
    await q.query(`CREATE UNIQUE INDEX uq_contact_portal_lead ON contact_enquiries (canal, portal_lead_id) WHERE portal_lead_id IS NOT NULL`);
    await q.query(`CREATE INDEX idx_contact_canal ON contact_enquiries (canal, created_at DESC)`);
    // 'The same person writing twice' is found by phone or e-mail: both looked up by index.
    await q.query(`CREATE INDEX idx_contact_telefono ON contact_enquiries (telefono_e164) WHERE telefono_e164 IS NOT NULL`);
    await q.query(`CREATE INDEX idx_contact_email ON contact_enquiries (lower(email)) WHERE email <> ''`);
    await q.query(`CREATE INDEX IF NOT EXISTS idx_clients_telefono_e164 ON clients (telefono_e164) WHERE telefono_e164 IS NOT NULL`);
    await q.query(`CREATE INDEX IF NOT EXISTS idx_clients_mail_lower ON clients (lower(mail)) WHERE mail IS NOT NULL AND mail <> ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_clients_mail_lower`);
    await q.query(`DROP INDEX IF EXISTS idx_clients_telefono_e164`);
    await q.query(`DROP INDEX IF EXISTS idx_contact_email`);
    await q.query(`DROP INDEX IF EXISTS idx_contact_telefono`);
    await q.query(`DROP INDEX IF EXISTS idx_contact_canal`);
    await q.query(`DROP INDEX IF EXISTS uq_contact_portal_lead`);
    await q.query(`ALTER TABLE contact_enquiries DROP COLUMN IF EXISTS portal_lead_id, DROP COLUMN IF EXISTS canal`);
    await q.query(`DROP TABLE IF EXISTS portal_listings`);
    await q.query(`DROP TABLE IF EXISTS portal_accounts`);
    await q.query(`ALTER TABLE properties DROP COLUMN IF EXISTS ubicacion_aproximada, DROP COLUMN IF EXISTS portal_mercadolibre,
      DROP COLUMN IF EXISTS portal_zonaprop, DROP COLUMN IF EXISTS publicar_portales`);
  }
}

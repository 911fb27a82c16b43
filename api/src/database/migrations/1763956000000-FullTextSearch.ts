// Search that finds every word (database/text-search.ts):
// - a text search configuration `inmo_es`: Spanish, with accents removed before stemming ('Galpón' and 'galpones'
//   both become 'galpon'); created in the API's schema, with the unaccent dictionary from wherever the extension is;
// - each searched table gets a generated, indexed `busqueda_texto` (its searched texts folded: lower(inmo_unaccent(…)),
//   trigram GIN) and, where it holds prose, a generated `busqueda` tsvector (GIN).
// The per-column trigram indexes of AccentFreeSearch that these replace are dropped.
import type { MigrationInterface, QueryRunner } from 'typeorm';

const fold = (expr: string) => `lower(inmo_unaccent(${expr}))`;
const tsv = (expr: string, weight: string) => `setweight(to_tsvector('inmo_es', ${expr}), '${weight}')`;

/** [table, folded texts, tsvector (null: none)] */
const TABLES: Array<[string, string, string | null]> = [
  [
    'properties',
    fold(`titulo || ' ' || tipo || ' ' || coalesce(codigo, '') || ' ' || calle || ' ' || localidad`),
    `${tsv(`titulo || ' ' || tipo || ' ' || coalesce(codigo, '')`, 'A')} || ${tsv(`calle || ' ' || localidad`, 'B')} || ${tsv('descripcion', 'C')}`,
  ],
  ['clients', fold(`nombre || ' ' || apellido || ' ' || dni || ' ' || telefono || ' ' || coalesce(telefono_e164, '') || ' ' || coalesce(mail, '')`), null],
  [
    'contact_enquiries',
    fold(`nombre || ' ' || email || ' ' || telefono || ' ' || asunto`),
    `${tsv(`nombre || ' ' || asunto`, 'A')} || ${tsv('mensaje', 'B')}`,
  ],
];

const OLD_INDEXES: Array<[string, string, string]> = [
  ['idx_properties_busqueda_titulo', 'properties', 'titulo'],
  ['idx_properties_busqueda_calle', 'properties', 'calle'],
  ['idx_properties_busqueda_localidad', 'properties', 'localidad'],
  ['idx_clients_busqueda_nombre', 'clients', `nombre || ' ' || apellido`],
  ['idx_clients_busqueda_dni', 'clients', 'dni'],
  ['idx_contact_enquiries_busqueda', 'contact_enquiries', `nombre || ' ' || email || ' ' || asunto || ' ' || mensaje`],
];

export class FullTextSearch1763956000000 implements MigrationInterface {
  name = 'FullTextSearch1763956000000';

  async up(q: QueryRunner): Promise<void> {
    const ext: Array<{ extname: string; nspname: string }> = await q.query(
      `SELECT e.extname, n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname IN ('unaccent', 'pg_trgm')`,
    );
    const schemaOf = (name: string) => `"${ext.find((r) => r.extname === name)!.nspname.replace(/"/g, '""')}"`;
    await q.query(`CREATE TEXT SEARCH CONFIGURATION inmo_es (COPY = pg_catalog.spanish)`);
    await q.query(
      `ALTER TEXT SEARCH CONFIGURATION inmo_es ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part
       WITH ${schemaOf('unaccent')}.unaccent, pg_catalog.spanish_stem`,
    );
    for (const [name] of OLD_INDEXES) await q.query(`DROP INDEX IF EXISTS ${name}`);
    const trgm = schemaOf('pg_trgm');
    for (const [table, texts, vector] of TABLES) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN busqueda_texto text GENERATED ALWAYS AS (${texts}) STORED`);
      await q.query(`CREATE INDEX idx_${table}_busqueda_texto ON ${table} USING gin (busqueda_texto ${trgm}.gin_trgm_ops)`);
      if (vector) {
        await q.query(`ALTER TABLE ${table} ADD COLUMN busqueda tsvector GENERATED ALWAYS AS (${vector}) STORED`);
        await q.query(`CREATE INDEX idx_${table}_busqueda ON ${table} USING gin (busqueda)`);
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, , vector] of TABLES) {
      if (vector) await q.query(`ALTER TABLE ${table} DROP COLUMN busqueda`);
      await q.query(`ALTER TABLE ${table} DROP COLUMN busqueda_texto`);
    }
    await q.query(`DROP TEXT SEARCH CONFIGURATION inmo_es`);
    const trgm = (await q.query(`SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`))[0].nspname;
    for (const [name, table, expr] of OLD_INDEXES) await q.query(`CREATE INDEX ${name} ON ${table} USING gin (${fold(expr)} "${trgm}".gin_trgm_ops)`);
  }
}

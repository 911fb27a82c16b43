// Listing codes and featured properties.
// - `codigo`: 'CA-0042', two letters of the type (contracts property/code.ts PREFIJOS_CODIGO, written out here as a
//   migration must not change when the code does; test/listings.e2e-spec.ts holds the two together) and a number
//   from that prefix's own sequence. A BEFORE INSERT trigger assigns it, so every way a row is created gets one, and
//   concurrent creates never share one: nextval() is atomic and never hands a number out twice, even when the
//   transaction that took it rolls back (a gap, never a reuse). An UPDATE never touches it: a property whose type
//   changes keeps its code. Existing rows are numbered per type in the order they were created.
// - `destacada`: staff mark a property for the home; the home reads the featured visible ones newest first through
//   their own small partial index (the fallback, the newest visible ones, is idx_properties_catalogo's order).
import type { MigrationInterface, QueryRunner } from 'typeorm';

const PREFIXES: Record<string, string> = {
  Casa: 'CA',
  Departamento: 'DP',
  'Local comercial': 'LC',
  Terreno: 'TE',
  Campo: 'CP',
  'Fondo de Comercio': 'FC',
  'Galpón': 'GA',
};

const sequence = (prefix: string) => `property_code_${prefix.toLowerCase()}`;
/** numero → at least four digits (lpad alone would cut a fifth one off). */
const digits = (n: string) => `CASE WHEN ${n} < 10000 THEN lpad(${n}::text, 4, '0') ELSE ${n}::text END`;
const ORDER = 'fecha_publicacion DESC NULLS LAST, created_at DESC, id';

export class ListingCodesAndFeatured1763850000000 implements MigrationInterface {
  name = 'ListingCodesAndFeatured1763850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE properties ADD COLUMN codigo varchar(20)`);
    await q.query(`ALTER TABLE properties ADD COLUMN destacada boolean NOT NULL DEFAULT false`);
    const cases = Object.entries(PREFIXES);
    for (const [tipo, prefix] of cases) {
      // Existing rows of the type, oldest first, then the sequence goes on after the last.
      await q.query(
        `UPDATE properties p SET codigo = $1 || '-' || ${digits('r.n')}
           FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM properties WHERE tipo = $2) r WHERE r.id = p.id`,
        [prefix, tipo],
      );
      const [{ n }] = (await q.query(`SELECT count(*)::int AS n FROM properties WHERE tipo = $1`, [tipo])) as { n: number }[];
      await q.query(`CREATE SEQUENCE ${sequence(prefix)} START WITH ${Number(n) + 1}`);
    }
    await q.query(`
      CREATE FUNCTION inmo_property_code() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        prefix text;
        n bigint;
      BEGIN
        IF NEW.codigo IS NOT NULL THEN
          RETURN NEW;
        END IF;
        prefix := CASE NEW.tipo ${cases.map(([tipo, prefix]) => `WHEN '${tipo}' THEN '${prefix}'`).join(' ')} END;
        IF prefix IS NULL THEN
          RAISE EXCEPTION 'no listing code prefix for property type %', NEW.tipo;
        END IF;
        n := nextval('property_code_' || lower(prefix));
        NEW.codigo := prefix || '-' || ${digits('n')};
        RETURN NEW;
      END
      $$`);
    await q.query(`CREATE TRIGGER properties_code BEFORE INSERT ON properties FOR EACH ROW EXECUTE FUNCTION inmo_property_code()`);
    await q.query(`ALTER TABLE properties ALTER COLUMN codigo SET NOT NULL`);
    await q.query(`ALTER TABLE properties ADD CONSTRAINT properties_codigo_key UNIQUE (codigo)`);
    await q.query(`CREATE INDEX idx_properties_destacadas ON properties (${ORDER}) WHERE deleted_at IS NULL AND visible AND destacada`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_properties_destacadas`);
    await q.query(`DROP TRIGGER IF EXISTS properties_code ON properties`);
    await q.query(`DROP FUNCTION IF EXISTS inmo_property_code()`);
    for (const prefix of Object.values(PREFIXES)) await q.query(`DROP SEQUENCE IF EXISTS ${sequence(prefix)}`);
    await q.query(`ALTER TABLE properties DROP COLUMN IF EXISTS codigo`);
    await q.query(`ALTER TABLE properties DROP COLUMN IF EXISTS destacada`);
  }
}

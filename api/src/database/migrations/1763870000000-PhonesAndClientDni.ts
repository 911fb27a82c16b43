// Phones: clients and enquiries keep the number as typed and, beside it, its E.164 form read by contracts'
// telefonoE164 (libphonenumber-js) — what every tel: and wa.me link is built from. Rows stored before get it here,
// read the same way (null where the text is not a phone: the text stays, the link is not offered).
// DNI: one client per DNI, enforced by a unique index. Clients already sharing a DNI are reported in the log and kept
// as they are — nothing is deleted or changed but a mark (dni_repetido) on every one of a group but the oldest, which
// the index leaves out until staff change that client's DNI.
import { telefonoE164 } from '@inmo/contracts';
import { Logger } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const LOTE = 1000;

async function backfillE164(q: QueryRunner, table: 'clients' | 'contact_enquiries'): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows: { id: string; telefono: string | null }[] = await q.query(
      `SELECT id, telefono FROM ${table} WHERE id > $1 ORDER BY id LIMIT ${LOTE}`,
      [after],
    );
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    const read = rows.map((r) => ({ id: r.id, e164: telefonoE164(r.telefono) })).filter((r) => r.e164 !== null);
    if (read.length > 0) {
      await q.query(
        `UPDATE ${table} t SET telefono_e164 = v.e164 FROM unnest($1::uuid[], $2::text[]) AS v(id, e164) WHERE t.id = v.id`,
        [read.map((r) => r.id), read.map((r) => r.e164)],
      );
    }
  }
}

export class PhonesAndClientDni1763870000000 implements MigrationInterface {
  name = 'PhonesAndClientDni1763870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE clients ADD COLUMN telefono_e164 varchar(16)`);
    await q.query(`ALTER TABLE contact_enquiries ADD COLUMN telefono_e164 varchar(16)`);
    await backfillE164(q, 'clients');
    await backfillE164(q, 'contact_enquiries');

    await q.query(`ALTER TABLE clients ADD COLUMN dni_repetido boolean NOT NULL DEFAULT false`);
    const groups: { dni: string; ids: string[] }[] = await q.query(
      `SELECT dni, array_agg(id::text ORDER BY created_at, id) AS ids FROM clients GROUP BY dni HAVING count(*) > 1 ORDER BY dni`,
    );
    for (const g of groups) {
      new Logger('Migraciones').warn(`[migración] Clientes con el mismo DNI ${g.dni}: ${g.ids.join(', ')} (se conservan todos; revisar y corregir el DNI)`);
      await q.query(`UPDATE clients SET dni_repetido = true WHERE id = ANY($1::uuid[])`, [g.ids.slice(1)]);
    }
    await q.query(`CREATE UNIQUE INDEX uq_clients_dni ON clients (dni) WHERE NOT dni_repetido`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS uq_clients_dni`);
    await q.query(`ALTER TABLE clients DROP COLUMN IF EXISTS dni_repetido`);
    await q.query(`ALTER TABLE contact_enquiries DROP COLUMN IF EXISTS telefono_e164`);
    await q.query(`ALTER TABLE clients DROP COLUMN IF EXISTS telefono_e164`);
  }
}

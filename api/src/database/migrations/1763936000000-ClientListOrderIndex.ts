// The clients list's order (newest first, then the id) as an index: the unpaged list is read in
// keyset batches (database/keyset.ts), and each batch starts at its cursor on this index instead of sorting every
// client again; the paged list's first pages walk it too.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ClientListOrderIndex1763936000000 implements MigrationInterface {
  name = 'ClientListOrderIndex1763936000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX idx_clients_lista ON clients (created_at DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_clients_lista`);
  }
}

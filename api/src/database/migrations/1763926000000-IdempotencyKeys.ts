// Idempotency-Key (api/README.md, src/idempotency): one row per key a caller used on a create, for 24 hours.
// - caller: the user's id, or '' for an anonymous caller (the public contact form: the route and key alone);
// - route: 'POST /api/admin/nueva-casa'; key: as sent (1–255 visible characters);
// - body_hash: SHA-256 of the path and body, so the same key with other data is told apart (422);
// - claim: the request running it (null once done), claimed_at: since when — a claim older than the lease is one
//   whose process died, and may be taken over;
// - status, reply: what the first request answered (null while it runs), written in the create's own transaction.
// The unique index makes one claim per (caller, route, key) across every API replica; created_at serves the sweep.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotencyKeys1763926000000 implements MigrationInterface {
  name = 'IdempotencyKeys1763926000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE idempotency_keys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      caller varchar(64) NOT NULL,
      route varchar(200) NOT NULL,
      key varchar(255) NOT NULL,
      body_hash char(64) NOT NULL,
      claim uuid,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      status smallint,
      reply text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT ck_idempotency_keys_done CHECK ((status IS NULL) = (reply IS NULL))
    )`);
    await q.query(`CREATE UNIQUE INDEX uq_idempotency_keys ON idempotency_keys (caller, route, key)`);
    await q.query(`CREATE INDEX idx_idempotency_keys_created ON idempotency_keys (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_keys`);
  }
}

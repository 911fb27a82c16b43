// The users table announces its changes too (see ChangeNotifications): each API process keeps the staff list in
// memory to check every token's user without a query (src/auth/users-directory.ts), and drops it when a user is
// added, removed or changes role — by the seed, a script or an SQL console.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UserChangeNotifications1763830000000 implements MigrationInterface {
  name = 'UserChangeNotifications1763830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TRIGGER users_changes AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION inmo_notify_change()`);
    await q.query(`CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION inmo_notify_change()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS users_changes ON users`);
    await q.query(`DROP TRIGGER IF EXISTS users_truncated ON users`);
  }
}

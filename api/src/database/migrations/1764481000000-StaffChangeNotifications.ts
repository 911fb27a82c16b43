// The tables the dashboard's rental widgets read announce their changes too (see ChangeNotifications): the staff
// replies kept in the reply cache (cache/staff-reply-cache.ts: 'Inquilinos en mora', the rentals' pendings) are
// computed from contracts, payments, charges, waived interest, index values and the clients named in them, so a
// write to any of these — by the API, a script or an SQL console — empties the cache as a property's write does.
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['rental_contracts', 'rental_payments', 'rental_charges', 'rental_interest_waivers', 'index_values', 'clients'];

export class StaffChangeNotifications1764481000000 implements MigrationInterface {
  name = 'StaffChangeNotifications1764481000000';

  async up(q: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      await q.query(`CREATE TRIGGER ${t}_changes AFTER INSERT OR UPDATE OR DELETE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION inmo_notify_change()`);
      await q.query(`CREATE TRIGGER ${t}_truncated AFTER TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION inmo_notify_change()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      await q.query(`DROP TRIGGER IF EXISTS ${t}_changes ON ${t}`);
      await q.query(`DROP TRIGGER IF EXISTS ${t}_truncated ON ${t}`);
    }
  }
}

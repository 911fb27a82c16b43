// The users table's service (the auth module owns users). Mostly the staff list in memory, so every request's token
// is checked against the users table without a query: a removed user's token stops working, and a changed role
// applies, as soon as the change is committed — not when the token expires. Kept exact by the users table's change
// notices (migration UserChangeNotifications; the API itself writes users only through ensureAdmin, at the first
// start). While notices cannot be heard (ChangeFeed.listening false) the table is asked each time instead.
import { Inject, Injectable } from '@nestjs/common';
import { ChangeFeed } from '../cache/change-feed.js';
import { Db } from '../database/db.service.js';
import { generatePassword, hashPassword } from './passwords.js';

// A type alias, not an interface: it is also the row type of the queries below (see database/sql-types.ts).
export type StaffUser = {
  id: string;
  nombre: string;
  mail: string;
  rol: string;
};

@Injectable()
export class UsersDirectory {
  private all: Promise<Map<string, StaffUser>> | null = null;

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ChangeFeed) private readonly feed: ChangeFeed,
  ) {
    feed.onChange((table) => {
      if (table === undefined || table === 'users') this.all = null;
    });
  }

  async find(id: string): Promise<StaffUser | null> {
    if (!this.feed.listening) return this.fromTable(id);
    const loading = (this.all ??= this.load());
    // A user the list does not hold may have been created a moment ago, before its change notice arrived: the table
    // says (a token of no user at all is rare: only the API signs them).
    return (await loading).get(id) ?? this.fromTable(id);
  }

  private fromTable(id: string): Promise<StaffUser | null> {
    return this.db.one<StaffUser>(`SELECT id, nombre, mail, rol FROM users WHERE id = $1`, [id]);
  }

  private async load(): Promise<Map<string, StaffUser>> {
    const mine = this.db.query<StaffUser>(`SELECT id, nombre, mail, rol FROM users`).then((rows) => new Map(rows.map((u) => [u.id, u])));
    // A failed load (database down) is not kept: the next request tries again.
    return mine.catch((err) => {
      this.all = null;
      throw err;
    });
  }

  /**
   * The seed's first admin: created with `password` (or a generated one, answered once so it can be printed) unless
   * a user of that name exists. Several replicas may start together: only one creates it.
   */
  async ensureAdmin(username: string, password: string | null): Promise<{ created: false } | { created: true; generatedPassword: string | null }> {
    const existing = await this.db.one<{ id: string }>(`SELECT id FROM users WHERE username = $1`, [username]);
    if (existing) return { created: false };
    const plain = password ?? generatePassword();
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO users (username, password_hash, nombre, mail, rol) VALUES ($1, $2, 'Administrador', '', 'admin')
       ON CONFLICT (username) DO NOTHING RETURNING id`,
      [username, await hashPassword(plain)],
    );
    if (rows.length === 0) return { created: false }; // another replica created it first
    return { created: true, generatedPassword: password === null ? plain : null };
  }
}

// The staff list in memory, so every request's token is checked against the users table without a query: a
// removed user's token stops working, and a changed role applies, as soon as the change is committed — not when
// the token expires. Kept exact by the users table's change notices (migration UserChangeNotifications; the API
// itself never writes users outside the seed). While notices cannot be heard (ChangeFeed.listening false) the
// table is asked each time instead.
import { Inject, Injectable } from '@nestjs/common';
import { ChangeFeed } from '../cache/change-feed.js';
import { Db } from '../database/db.service.js';

export interface StaffUser {
  id: string;
  nombre: string;
  mail: string;
  rol: string;
}

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
    if (!this.feed.listening) return this.db.one<StaffUser>(`SELECT id, nombre, mail, rol FROM users WHERE id = $1`, [id]);
    const loading = (this.all ??= this.load());
    return (await loading).get(id) ?? null;
  }

  private async load(): Promise<Map<string, StaffUser>> {
    const mine = this.db.query<StaffUser>(`SELECT id, nombre, mail, rol FROM users`).then((rows) => new Map(rows.map((u) => [u.id, u])));
    // A failed load (database down) is not kept: the next request tries again.
    return mine.catch((err) => {
      this.all = null;
      throw err;
    });
  }
}

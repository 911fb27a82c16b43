// The team (issue 15, point 6): the staff's names for the assignment pickers and for the `asignadoA` / `cerradaPor`
// of enquiries, clients and operations. The auth module owns the users table, so the other modules ask here and never
// read it themselves. The names are kept in memory, dropped on the users table's change notices (as UsersDirectory
// does for tokens), so naming the assignees of a list costs no statement; while notices cannot be heard, the table
// is asked each time.
import { Inject, Injectable } from '@nestjs/common';
import { esUuid, type UsuarioRef } from '@inmo/contracts';
import { ChangeFeed } from '../cache/change-feed.js';
import { Db } from '../database/db.service.js';

type TeamRow = { id: string; nombre: string; activo: boolean };

@Injectable()
export class TeamService {
  private all: Promise<Map<string, string>> | null = null;
  /** The deactivated users of the last load. */
  private inactive = new Set<string>();

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ChangeFeed) private readonly feed: ChangeFeed,
  ) {
    feed.onChange((table) => {
      if (table === undefined || table === 'users') this.all = null;
    });
  }

  /** Everyone active on the staff, by name (what the pickers offer; a deactivated user keeps their old records). */
  async list(): Promise<UsuarioRef[]> {
    const names = await this.names();
    return [...names].filter(([id]) => !this.inactive.has(id)).map(([id, nombre]) => ({ _id: id, nombre })).sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a._id.localeCompare(b._id));
  }

  /** A user's reference, or null when the id names nobody (a malformed id included). */
  async ref(id: string | null | undefined): Promise<UsuarioRef | null> {
    return (await this.refs([id])).get(id ?? '') ?? null;
  }

  /** Whether the id names an active member of staff (an assignee must; a deactivated user keeps what they had). */
  async exists(id: string): Promise<boolean> {
    return (await this.ref(id)) !== null && !this.inactive.has(id);
  }

  /** The references of these ids, for a list's rows (ids of nobody are left out). */
  async refs(ids: readonly (string | null | undefined)[]): Promise<Map<string, UsuarioRef>> {
    const wanted = [...new Set(ids)].filter((id): id is string => !!id && esUuid(id));
    const out = new Map<string, UsuarioRef>();
    if (wanted.length === 0) return out;
    const names = await this.names();
    for (const id of wanted) {
      // A user created a moment ago, before its notice arrived: the table says.
      const nombre = names.get(id) ?? (this.feed.listening ? (await this.db.one<TeamRow>(`SELECT id, nombre, activo FROM users WHERE id = $1`, [id]))?.nombre : undefined);
      if (nombre !== undefined) out.set(id, { _id: id, nombre });
    }
    return out;
  }

  private async names(): Promise<Map<string, string>> {
    if (!this.feed.listening) return this.load();
    const loading = (this.all ??= this.load().catch((err) => {
      this.all = null;
      throw err;
    }));
    return loading;
  }

  private async load(): Promise<Map<string, string>> {
    const rows = await this.db.query<TeamRow>(`SELECT id, nombre, activo FROM users`);
    this.inactive = new Set(rows.filter((r) => !r.activo).map((r) => r.id));
    return new Map(rows.map((r) => [r.id, r.nombre]));
  }
}

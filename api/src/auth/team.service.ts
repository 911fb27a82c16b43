// The team: the staff's names for the assignment pickers and for the `asignadoA` / `cerradaPor`
// of enquiries, clients and operations. The auth module owns the users table, so the other modules ask here and never
// read it themselves. The names come from UsersDirectory's list (in memory, kept exact by the users table's change
// notices — the same list every token is checked against), so naming the assignees of a list costs no statement.
import { Inject, Injectable } from '@nestjs/common';
import { esUuid, type UsuarioRef } from '@inmo/contracts';
import { UsersDirectory } from './users-directory.js';

@Injectable()
export class TeamService {
  constructor(@Inject(UsersDirectory) private readonly users: UsersDirectory) {}

  /** Everyone active on the staff, by name (what the pickers offer; a deactivated user keeps their old records). */
  async list(): Promise<UsuarioRef[]> {
    const all = await this.users.all();
    return [...all.values()]
      .filter((u) => u.activo)
      .map((u) => ({ _id: u.id, nombre: u.nombre }))
      .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a._id.localeCompare(b._id));
  }

  /** A user's reference, or null when the id names nobody (a malformed id included). */
  async ref(id: string | null | undefined): Promise<UsuarioRef | null> {
    return (await this.refs([id])).get(id ?? '') ?? null;
  }

  /** Whether the id names an active member of staff (an assignee must; a deactivated user keeps what they had). */
  async exists(id: string): Promise<boolean> {
    return esUuid(id) && (await this.users.find(id))?.activo === true;
  }

  /** The references of these ids, for a list's rows (ids of nobody are left out). */
  async refs(ids: readonly (string | null | undefined)[]): Promise<Map<string, UsuarioRef>> {
    const wanted = [...new Set(ids)].filter((id): id is string => !!id && esUuid(id));
    const out = new Map<string, UsuarioRef>();
    if (wanted.length === 0) return out;
    const all = await this.users.all();
    for (const id of wanted) {
      // A user created a moment ago, before its notice arrived: find() asks the table.
      const user = all.get(id) ?? (await this.users.find(id));
      if (user) out.set(id, { _id: id, nombre: user.nombre });
    }
    return out;
  }
}

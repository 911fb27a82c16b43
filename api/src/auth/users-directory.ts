// Who may use a token, known without a statement per request. Each API process keeps in memory the staff list
// (active or not, role, session generation) and the ids of the tokens logged out before their expiry, and checks
// every request's token against them: a deactivated user, a changed role, a password change (a new session
// generation) or a logout applies on the next request, on every replica — each hears the users and revoked_tokens
// tables' change notices (migrations UserChangeNotifications and StaffAccounts) and drops what it holds. The process
// that made a change drops it at once (forget()), without waiting for its own notice.
// While notices cannot be heard (ChangeFeed.listening false) the tables are asked each time instead.
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
  activo: boolean;
  debe_cambiar: boolean;
  sesion_gen: number;
  totp_activo: boolean;
};

/**
 * The staff as another module reads them inside its own statement (`JOIN ${STAFF_VIEW} u`): who they are and whether
 * they may sign in, never their credentials.
 */
export const STAFF_VIEW = `(SELECT id, nombre, mail, rol, activo FROM users)`;

const USER_COLUMNS = `id, nombre, mail, rol, activo, debe_cambiar, sesion_gen, totp_activo`;

/** The security settings admins set from 'Usuarios' (table security_settings). */
export interface SecuritySettings {
  /** Admins must turn on the second factor before anything else. */
  exigirSegundoFactorAdmins: boolean;
}

/** What a token's claims are checked against. */
export interface TokenCheck {
  sub: string;
  jti: string;
  gen: number;
}

@Injectable()
export class UsersDirectory {
  private users: Promise<Map<string, StaffUser>> | null = null;
  private revoked: Promise<Set<string>> | null = null;
  private settings: Promise<SecuritySettings> | null = null;

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ChangeFeed) private readonly feed: ChangeFeed,
  ) {
    feed.onChange((table) => this.forget(table));
  }

  /** Drops what is held about a table (undefined: both). */
  forget(table?: string): void {
    if (table === undefined || table === 'users') this.users = null;
    if (table === undefined || table === 'revoked_tokens') this.revoked = null;
    if (table === undefined || table === 'security_settings') this.settings = null;
  }

  /** The security settings, in memory like the users. */
  security(): Promise<SecuritySettings> {
    const load = () =>
      this.db
        .one<{ exigir: boolean }>(`SELECT exigir_segundo_factor_admins AS exigir FROM security_settings`)
        .then((r) => ({ exigirSegundoFactorAdmins: r?.exigir ?? false }));
    if (!this.feed.listening) return load();
    return (this.settings ??= load().catch((err) => {
      this.settings = null;
      throw err;
    }));
  }

  /** Whether this user must turn on the second factor before anything else (an admin, when the setting says so). */
  async mustSetUpSecondFactor(user: Pick<StaffUser, 'rol' | 'totp_activo'>): Promise<boolean> {
    return user.rol === 'admin' && !user.totp_activo && (await this.security()).exigirSegundoFactorAdmins;
  }

  async find(id: string): Promise<StaffUser | null> {
    if (!this.feed.listening) return this.fromTable(id);
    // A user the list does not hold may have been created a moment ago, before its change notice arrived: the table
    // says (a token of no user at all is rare: only the API signs them).
    return (await this.all()).get(id) ?? this.fromTable(id);
  }

  /**
   * The active user a token's claims still stand for, or null: the user exists and is active, the token was signed
   * in the user's current session generation, and it was not logged out.
   */
  async check(claims: TokenCheck): Promise<StaffUser | null> {
    let user: StaffUser | null;
    let revoked: boolean;
    if (this.feed.listening) {
      const [u, set] = await Promise.all([this.find(claims.sub), (this.revoked ??= this.loadRevoked())]);
      user = u;
      revoked = set.has(claims.jti);
    } else {
      const row = await this.db.one<StaffUser & { revocado: boolean }>(
        `SELECT ${USER_COLUMNS}, EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) AS revocado FROM users WHERE id = $1`,
        [claims.sub, claims.jti],
      );
      user = row;
      revoked = row?.revocado ?? true;
    }
    if (!user || revoked || !user.activo || user.sesion_gen !== claims.gen) return null;
    return user;
  }

  /** Every user, active or not, by id: the list in memory while notices are heard, else read from the table. */
  all(): Promise<Map<string, StaffUser>> {
    if (!this.feed.listening) return this.loadUsers();
    return (this.users ??= this.loadUsers());
  }

  private fromTable(id: string): Promise<StaffUser | null> {
    return this.db.one<StaffUser>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  }

  private loadUsers(): Promise<Map<string, StaffUser>> {
    const mine = this.db.query<StaffUser>(`SELECT ${USER_COLUMNS} FROM users`).then((rows) => new Map(rows.map((u) => [u.id, u])));
    // A failed load (database down) is not kept: the next request tries again.
    return mine.catch((err) => {
      this.users = null;
      throw err;
    });
  }

  private loadRevoked(): Promise<Set<string>> {
    const mine = this.db.query<{ jti: string }>(`SELECT jti FROM revoked_tokens WHERE vence > now()`).then((rows) => new Set(rows.map((r) => r.jti)));
    return mine.catch((err) => {
      this.revoked = null;
      throw err;
    });
  }

  /**
   * The seed's first admin: created with `password` (or a generated one, answered once so it can be printed) unless
   * a user of that name exists. A given password that fails the password rule must be changed at first login.
   * Several replicas may start together: only one creates it.
   */
  async ensureAdmin(
    username: string,
    password: string | null,
    mustChange = false,
  ): Promise<{ created: false } | { created: true; generatedPassword: string | null }> {
    const existing = await this.db.one<{ id: string }>(`SELECT id FROM users WHERE lower(username) = lower($1)`, [username]);
    if (existing) return { created: false };
    const plain = password ?? generatePassword();
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO users (username, password_hash, nombre, mail, rol, debe_cambiar) VALUES (lower($1), $2, 'Administrador', '', 'admin', $3)
       ON CONFLICT DO NOTHING RETURNING id`,
      [username, await hashPassword(plain), mustChange],
    );
    if (rows.length === 0) return { created: false }; // another replica created it first
    return { created: true, generatedPassword: password === null ? plain : null };
  }
}

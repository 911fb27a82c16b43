// Staff accounts: one login per person, roles admin | agente, accounts that can be deactivated, temporary
// passwords to be changed at first login, an optional second factor (TOTP), and sessions that really end:
// - users.sesion_gen is written into every token; a password change or reset bumps it, and older tokens are refused;
// - revoked_tokens holds the id of every token logged out until it would have expired anyway.
// These tables (and security_settings) announce their changes (inmo_notify_change), so every API replica keeps them in memory and checks each
// request's token without a statement (src/auth/users-directory.ts).
// user_logins: the addresses each user logged in from (last time), for the per-account login ceiling
// (src/auth/auth.service.ts) and 'Último acceso'. Written at each login: no notice (nobody caches it).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StaffAccounts1763880000000 implements MigrationInterface {
  name = 'StaffAccounts1763880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users
      ADD COLUMN activo boolean NOT NULL DEFAULT true,
      ADD COLUMN debe_cambiar boolean NOT NULL DEFAULT false,
      ADD COLUMN sesion_gen integer NOT NULL DEFAULT 0,
      ADD COLUMN totp_secreto text,
      ADD COLUMN totp_activo boolean NOT NULL DEFAULT false`);
    // Roles before this migration were free text; the seed only ever wrote 'admin'.
    await q.query(`UPDATE users SET rol = 'admin' WHERE rol NOT IN ('admin', 'agente')`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT ck_users_rol CHECK (rol IN ('admin', 'agente'))`);
    await q.query(`UPDATE users SET username = lower(username) WHERE username <> lower(username)
      AND NOT EXISTS (SELECT 1 FROM users o WHERE o.username = lower(users.username))`);
    await q.query(`CREATE UNIQUE INDEX uq_users_username_lower ON users (lower(username))`);

    await q.query(`CREATE TABLE revoked_tokens (
      jti uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      vence timestamptz NOT NULL)`);
    await q.query(`CREATE TRIGGER revoked_tokens_changes AFTER INSERT OR UPDATE OR DELETE ON revoked_tokens FOR EACH STATEMENT EXECUTE FUNCTION inmo_notify_change()`);
    await q.query(`CREATE TRIGGER revoked_tokens_truncated AFTER TRUNCATE ON revoked_tokens FOR EACH STATEMENT EXECUTE FUNCTION inmo_notify_change()`);

    // The security settings admins set from 'Usuarios' (e.g. a second factor required of admins). Announced like
    // users: every replica applies them to the next request.
    await q.query(`CREATE TABLE security_settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      exigir_segundo_factor_admins boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`INSERT INTO security_settings DEFAULT VALUES`);
    await q.query(`CREATE TRIGGER security_settings_changes AFTER INSERT OR UPDATE OR DELETE ON security_settings FOR EACH STATEMENT EXECUTE FUNCTION inmo_notify_change()`);

    await q.query(`CREATE TABLE password_resets (
      token_hash char(64) PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      creado timestamptz NOT NULL DEFAULT now(),
      vence timestamptz NOT NULL,
      usado timestamptz)`);
    await q.query(`CREATE INDEX idx_password_resets_user ON password_resets (user_id)`);

    await q.query(`CREATE TABLE user_logins (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      ip varchar(64) NOT NULL,
      ultimo timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, ip))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS user_logins`);
    await q.query(`DROP TABLE IF EXISTS password_resets`);
    await q.query(`DROP TABLE IF EXISTS security_settings`);
    await q.query(`DROP TABLE IF EXISTS revoked_tokens`);
    await q.query(`DROP INDEX IF EXISTS uq_users_username_lower`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT IF EXISTS ck_users_rol`);
    await q.query(`ALTER TABLE users DROP COLUMN activo, DROP COLUMN debe_cambiar, DROP COLUMN sesion_gen, DROP COLUMN totp_secreto, DROP COLUMN totp_activo`);
  }
}

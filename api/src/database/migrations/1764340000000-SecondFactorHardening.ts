// The second factor, hardened:
// - users.totp_pendiente: the secret being enrolled (sealed), kept apart until a code of it is confirmed, so the
//   factor in use (totp_secreto) stays until then;
// - users.totp_ultimo_paso: the last TOTP time step accepted, so each code is accepted once;
// - totp_recovery_codes: ten one-time codes per user (their HMACs), shown once at enrolment;
// - change_history may hold a user's entries ('usuario': an admin resetting someone's second factor).
// The secrets in totp_secreto are sealed by the API at start (TotpService.onApplicationBootstrap: the key is the
// configuration's, which a migration does not hold).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SecondFactorHardening1764340000000 implements MigrationInterface {
  name = 'SecondFactorHardening1764340000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN totp_pendiente text NULL, ADD COLUMN totp_ultimo_paso bigint NULL`);
    await q.query(`CREATE TABLE totp_recovery_codes (
      id bigserial PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, code_hash))`);
    await q.query(`ALTER TABLE change_history DROP CONSTRAINT change_history_entidad_check`);
    await q.query(`ALTER TABLE change_history ADD CONSTRAINT change_history_entidad_check CHECK (entidad IN ('propiedad', 'cliente', 'operacion', 'usuario'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM change_history WHERE entidad = 'usuario'`);
    await q.query(`ALTER TABLE change_history DROP CONSTRAINT change_history_entidad_check`);
    await q.query(`ALTER TABLE change_history ADD CONSTRAINT change_history_entidad_check CHECK (entidad IN ('propiedad', 'cliente', 'operacion'))`);
    await q.query(`DROP TABLE totp_recovery_codes`);
    await q.query(`ALTER TABLE users DROP COLUMN totp_ultimo_paso, DROP COLUMN totp_pendiente`);
    // The older build reads totp_secreto in clear: a sealed one cannot be used there, so those factors are turned off
    // (the users enrol again) rather than locking their owners out.
    await q.query(`UPDATE users SET totp_activo = false, totp_secreto = NULL WHERE totp_secreto LIKE 'v1:%'`);
  }
}

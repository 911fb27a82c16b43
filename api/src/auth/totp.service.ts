// The optional second factor: a TOTP secret (RFC 6238, otplib) that the user adds to an authenticator app by
// scanning a QR code (qrcode, drawn here as SVG so the back office ships no QR code library).
// - Enrolling (start) keeps the new secret apart (totp_pendiente) until a code of it is confirmed: the factor in use
//   stays until then, and nobody is locked out by a secret their app never got.
// - Secrets are stored sealed (secret-box, AES-256-GCM under a key from TOTP_SECRET_KEY, else from JWT_SECRET).
// - Each code is accepted once: the time step of the last accepted code is kept (totp_ultimo_paso), and a code of
//   that step or an earlier one is refused.
// - Ten one-time recovery codes are made at enrolment and shown once; stored as HMACs. A login may use one instead of
//   the app's code.
// Who may start, replace or remove a factor (the password or a current code again) is the controller's check.
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { createHmac, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { ERROR_CODES, MENSAJES } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { TOTP_KEY_INFO, isSealed, openSecret, sealingKey, sealSecret } from '../common/secret-box.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { UsersDirectory } from './users-directory.js';

export const TOTP_EMISOR = 'Inmobiliaria';
/** How many recovery codes a user gets, each usable once. */
export const CODIGOS_RECUPERACION = 10;
/** A recovery code: ten letters and digits of an alphabet without look-alikes, shown as xxxxx-xxxxx. */
const ALFABETO = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECUPERACION = /^[a-z2-9]{5}-?[a-z2-9]{5}$/;

const invalido = () => new ApiError(400, MENSAJES.segundoFactorInvalido, ERROR_CODES.TOTP_INVALID, { codigo: MENSAJES.segundoFactorInvalido });

@Injectable()
export class TotpService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Totp');
  private readonly key: Buffer;

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(UsersDirectory) private readonly users: UsersDirectory,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = sealingKey(config.totpSecret ?? config.jwtSecret, TOTP_KEY_INFO);
  }

  /** Seals the secrets stored in clear before sealing existed (one statement when there are none). */
  async onApplicationBootstrap(): Promise<void> {
    const rows = await this.db.query<{ id: string; totp_secreto: string }>(`SELECT id, totp_secreto FROM users WHERE totp_secreto IS NOT NULL AND totp_secreto NOT LIKE 'v1:%'`);
    for (const r of rows) {
      await this.db.execute(`UPDATE users SET totp_secreto = $2 WHERE id = $1 AND totp_secreto = $3`, [r.id, sealSecret(r.totp_secreto, this.key), r.totp_secreto]);
    }
    if (rows.length) this.logger.log(`${rows.length} secreto(s) de segundo factor guardados cifrados`);
  }

  private open(stored: string): string {
    return isSealed(stored) ? openSecret(stored, this.key) : stored;
  }

  /** The time step whose code this is (now, or one step either way), or null. */
  private async stepOf(stored: string, code: string): Promise<number | null> {
    try {
      const r = await verify({ secret: this.open(stored), token: code.trim(), epochTolerance: 30 });
      // `epoch`: the start of the 30-second period the code belongs to.
      return r.valid && 'epoch' in r ? Math.floor(r.epoch / 30) : null;
    } catch {
      return null;
    }
  }

  /**
   * Whether `codigo` opens the user's active factor: a 6-digit code of the app not used before (its time step later
   * than the last accepted one), or one of their recovery codes not used yet. Either is used up by this call.
   */
  async check(userId: string, stored: string, codigo: string): Promise<boolean> {
    const code = codigo.trim().toLowerCase();
    if (/^\d{6}$/.test(code)) {
      const step = await this.stepOf(stored, code);
      if (step === null) return false;
      const taken = await this.db.one<{ id: string }>(
        `UPDATE users SET totp_ultimo_paso = $2 WHERE id = $1 AND (totp_ultimo_paso IS NULL OR totp_ultimo_paso < $2) RETURNING id`,
        [userId, step],
      );
      return taken !== null;
    }
    if (!RECUPERACION.test(code)) return false;
    const used = await this.db.one<{ id: string }>(
      `UPDATE totp_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
      [userId, this.hashOf(code.replace('-', ''))],
    );
    return used !== null;
  }

  /** A new secret for the user, kept apart until confirmed: the otpauth:// address and its QR code as SVG. */
  async start(userId: string): Promise<{ secreto: string; uri: string; qr: string }> {
    const secreto = generateSecret();
    const row = await this.db.one<{ username: string }>(`UPDATE users SET totp_pendiente = $2 WHERE id = $1 RETURNING username`, [userId, sealSecret(secreto, this.key)]);
    if (!row) throw ApiError.unauthorized();
    const uri = generateURI({ issuer: TOTP_EMISOR, label: row.username, secret: secreto });
    const qr = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secreto, uri, qr };
  }

  /**
   * Turns the enrolled secret on once a code of it is right: it replaces the factor in use, and ten new recovery codes
   * replace the old ones. Answers the codes, in clear this once.
   */
  async confirm(userId: string, code: string): Promise<string[]> {
    const row = await this.db.one<{ totp_pendiente: string | null }>(`SELECT totp_pendiente FROM users WHERE id = $1`, [userId]);
    const step = row?.totp_pendiente ? await this.stepOf(row.totp_pendiente, code) : null;
    if (step === null) throw invalido();
    const codigos = Array.from({ length: CODIGOS_RECUPERACION }, () => Array.from({ length: 10 }, () => ALFABETO[randomInt(ALFABETO.length)]).join(''));
    await this.db.transaction(async () => {
      const on = await this.db.one<{ id: string }>(
        `UPDATE users SET totp_secreto = totp_pendiente, totp_pendiente = NULL, totp_activo = true, totp_ultimo_paso = $3
         WHERE id = $1 AND totp_pendiente = $2 RETURNING id`,
        [userId, row!.totp_pendiente, step],
      );
      if (!on) throw invalido(); // another enrolment started meanwhile
      await this.db.execute(`DELETE FROM totp_recovery_codes WHERE user_id = $1`, [userId]);
      await this.db.execute(
        `INSERT INTO totp_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`,
        [userId, codigos.map((c) => this.hashOf(c))],
      );
    });
    this.users.forget('users');
    return codigos.map((c) => `${c.slice(0, 5)}-${c.slice(5)}`);
  }

  /** Turns the factor off: its secret, an enrolment under way and the recovery codes are gone. */
  async disable(userId: string): Promise<void> {
    await this.db.transaction(async () => {
      await this.db.execute(`UPDATE users SET totp_activo = false, totp_secreto = NULL, totp_pendiente = NULL, totp_ultimo_paso = NULL WHERE id = $1`, [userId]);
      await this.db.execute(`DELETE FROM totp_recovery_codes WHERE user_id = $1`, [userId]);
    });
    this.users.forget('users');
  }

  /** How many recovery codes the user has left. */
  async recoveryLeft(userId: string): Promise<number> {
    const r = await this.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM totp_recovery_codes WHERE user_id = $1 AND used_at IS NULL`, [userId]);
    return r?.n ?? 0;
  }

  private hashOf(code: string): string {
    return createHmac('sha256', this.key).update(code).digest('hex');
  }
}

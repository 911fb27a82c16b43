// The optional second factor: a TOTP secret (RFC 6238, otplib) that the user adds to an authenticator app
// by scanning a QR code (qrcode, drawn here as SVG so the back office ships no QR code library). Turned on only
// once the user has typed a code the app made, so nobody locks themselves out with a secret the app never got.
// The secret is stored as is, beside the password's hash (docs/decisions.md, 'Accounts and security').
import { Inject, Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { ERROR_CODES, MENSAJES } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Db } from '../database/db.service.js';
import { UsersDirectory } from './users-directory.js';

export const TOTP_EMISOR = 'Inmobiliaria';

@Injectable()
export class TotpService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(UsersDirectory) private readonly users: UsersDirectory,
  ) {}

  /** Whether a 6-digit code is the secret's now (one step of clock drift either way is accepted). */
  async verify(secret: string, code: string): Promise<boolean> {
    try {
      return (await verify({ secret, token: code.trim(), epochTolerance: 30 })).valid;
    } catch {
      return false;
    }
  }

  /** A new secret for the user (not yet on): the otpauth:// address and its QR code as SVG. */
  async start(userId: string): Promise<{ secreto: string; uri: string; qr: string }> {
    const secreto = generateSecret();
    const row = await this.db.one<{ username: string }>(`UPDATE users SET totp_secreto = $2, totp_activo = false WHERE id = $1 RETURNING username`, [userId, secreto]);
    if (!row) throw ApiError.unauthorized();
    this.users.forget('users');
    const uri = generateURI({ issuer: TOTP_EMISOR, label: row.username, secret: secreto });
    const qr = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secreto, uri, qr };
  }

  /** Turns the second factor on once a code of the new secret is right. */
  async confirm(userId: string, code: string): Promise<void> {
    const row = await this.db.one<{ totp_secreto: string | null }>(`SELECT totp_secreto FROM users WHERE id = $1`, [userId]);
    if (!row?.totp_secreto || !(await this.verify(row.totp_secreto, code))) {
      throw new ApiError(400, MENSAJES.segundoFactorInvalido, ERROR_CODES.TOTP_INVALID, { codigo: MENSAJES.segundoFactorInvalido });
    }
    await this.db.execute(`UPDATE users SET totp_activo = true WHERE id = $1`, [userId]);
    this.users.forget('users');
  }

  async disable(userId: string): Promise<void> {
    await this.db.execute(`UPDATE users SET totp_activo = false, totp_secreto = NULL WHERE id = $1`, [userId]);
    this.users.forget('users');
  }
}

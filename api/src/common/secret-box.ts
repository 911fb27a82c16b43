// Secrets at rest (a portal's refresh token, its client secret; a user's second-factor secret): sealed with
// AES-256-GCM under a key derived from one configured secret, so a copy of the database alone hands out neither the
// agency's accounts nor its staff's second factors.
// The text format is versioned ('v1:iv:tag:ciphertext', base64url) so the scheme can change without guessing.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const INFO = 'inmo-portals-v1';
/** What a key is for (HKDF's info): each use of the configured secret gets a key of its own. */
export const TOTP_KEY_INFO = 'inmo-totp-v1';

function checkKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new Error(`secret-box: the key must be ${KEY_BYTES} bytes (sealingKey() derives one)`);
}

/** A 32-byte key for sealing portal secrets (or, with `info`, another use's), derived (HKDF-SHA256) from a configured secret. */
export function sealingKey(secret: string, info = INFO): Buffer {
  if (secret.length < 16) throw new Error('secret-box: the configured secret is too short (at least 16 characters)');
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, KEY_BYTES));
}

/** Whether a stored text is a sealed value (else a value stored before sealing, in clear). */
export const isSealed = (text: string): boolean => text.startsWith(`${VERSION}:`);

/** Seals a text: a fresh random IV each time, so the same text never seals twice alike. */
export function sealSecret(plain: string, key: Buffer): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
}

/** Opens a sealed text; throws when it is not one, was sealed under another key, or was altered. */
export function openSecret(sealed: string, key: Buffer): string {
  checkKey(key);
  const parts = sealed.split(':');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new Error('secret-box: not a sealed value of a known version');
  const [, iv, tag, body] = parts.map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer, Buffer];
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('secret-box: malformed sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('secret-box: the sealed value was altered or sealed under another key');
  }
}

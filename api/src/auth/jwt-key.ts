// The JWT secret as a crypto KeyObject. Given a string, jsonwebtoken first tries to read it as a PEM public or
// private key and only falls back to a secret key after that attempt throws — on every sign and every verify.
// Measured with `npm run bench` (a CPU profile of the admin list under load): 30 % of the API's CPU time went to
// that failed createPublicKey. A KeyObject skips it.
import { createSecretKey, type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

export function jwtKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

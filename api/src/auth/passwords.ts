// Password hashing (argon2id, OWASP's parameters) and the generated first-admin password.
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { HashLimiter } from './hash-limiter.js';

export const ARGON2_OPTS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes at once: fewer than libuv's worker pool (argon2 runs there, as file reads and compression do) by two, and
 * fewer than the machine's cores by one, at least one — a flood of logins never takes every core nor the whole pool;
 * up to 50 more wait, 10 s at most (HashLimiter). One hash is ≈ 13 ms of a core: one at a time is ≈ 75 logins a second.
 */
const POOL = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const hashLimiter = new HashLimiter(Math.max(1, Math.min(POOL - 2, availableParallelism() - 1)), 50, 10_000);

export function hashPassword(plain: string): Promise<string> {
  return hashLimiter.run(() => argon2.hash(plain, ARGON2_OPTS));
}

/** Whether `plain` is the password of `hash`; false for a hash argon2 cannot read. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  return hashLimiter.run(async () => {
    try {
      return await argon2.verify(hash, plain);
    } catch {
      return false;
    }
  });
}

/** A strong random password: 20 characters from an unambiguous alphabet. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(20);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}


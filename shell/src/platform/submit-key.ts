// One Idempotency-Key per submit of a create form (api/README.md): sending the same data again after a failure —
// the reply lost on the way, a 502, the person pressing 'Guardar' once more — is a retry of that submit and keeps its
// key, so the API answers the first reply instead of making a second row; other data, or a submit after one that
// succeeded, is a new submit with a new key.
import { useRef } from 'react';

export interface SubmitKey {
  /** The key to send `body` with. */
  for(body: unknown): string;
  /** The submit succeeded: the next one is another. */
  done(): void;
}

/**
 * A random UUID (v4). crypto.randomUUID exists only on secure pages (https, localhost); the site may be opened on
 * plain http in an office network, where getRandomValues still works.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createSubmitKey(newKey: () => string = newIdempotencyKey): SubmitKey {
  let current: { key: string; body: string } | null = null;
  return {
    for(body) {
      const text = JSON.stringify(body ?? null);
      if (!current || current.body !== text) current = { key: newKey(), body: text };
      return current.key;
    },
    done() {
      current = null;
    },
  };
}

/** A form's SubmitKey, kept for as long as the form is mounted. */
export function useSubmitKey(): SubmitKey {
  const ref = useRef<SubmitKey | null>(null);
  ref.current ??= createSubmitKey();
  return ref.current;
}

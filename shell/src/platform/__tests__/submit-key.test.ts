import { createSubmitKey, newIdempotencyKey } from '../submit-key.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('one Idempotency-Key per submit', () => {
  let n = 0;
  const keys = () => createSubmitKey(() => `clave-${++n}`);

  it('keeps the key while the same data is sent again (a retry of that submit)', () => {
    const k = keys();
    const first = k.for({ nombre: 'Ana', dni: '30111222' });
    expect(k.for({ nombre: 'Ana', dni: '30111222' })).toBe(first);
    expect(k.for({ nombre: 'Ana', dni: '30111222' })).toBe(first);
  });

  it('gives other data a new key (a new submit), and a new one again after a submit that succeeded', () => {
    const k = keys();
    const first = k.for({ nombre: 'Ana' });
    const other = k.for({ nombre: 'Ana María' });
    expect(other).not.toBe(first);
    k.done();
    const after = k.for({ nombre: 'Ana María' });
    expect(after).not.toBe(other);
    expect(k.for({ nombre: 'Ana María' })).toBe(after);
  });

  it('keeps each form’s keys to itself', () => {
    expect(keys().for({ a: 1 })).not.toBe(keys().for({ a: 1 }));
  });

  it('makes random v4 UUIDs, with or without crypto.randomUUID (pages on plain http lack it)', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID);
    const real = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const b = newIdempotencyKey();
      expect(b).toMatch(UUID);
      expect(b).not.toBe(newIdempotencyKey());
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: real, configurable: true });
    }
  });
});

import { openSecret, sealingKey, sealSecret } from './secret-box.js';

describe('secret box', () => {
  const key = sealingKey('un secreto configurado de prueba');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = sealSecret('TG-refresh-123', key);
    const b = sealSecret('TG-refresh-123', key);
    expect(a).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('TG-refresh-123');
    expect(openSecret(a, key)).toBe('TG-refresh-123');
    expect(openSecret(b, key)).toBe('TG-refresh-123');
  });

  it('derives the same key from the same secret and another from another', () => {
    expect(sealingKey('un secreto configurado de prueba').equals(key)).toBe(true);
    expect(sealingKey('otro secreto configurado, distinto').equals(key)).toBe(false);
    expect(key.length).toBe(32);
  });

  it('throws when any part was altered, under another key, or for an unknown format', () => {
    const sealed = sealSecret('TG-refresh-123', key);
    const parts = sealed.split(':');
    const flip = (s: string) => {
      const b = Buffer.from(s, 'base64url');
      b[0]! ^= 1;
      return b.toString('base64url');
    };
    for (const i of [1, 2, 3]) {
      const altered = parts.map((p, j) => (j === i ? flip(p) : p)).join(':');
      expect(() => openSecret(altered, key)).toThrow(/altered|malformed/);
    }
    expect(() => openSecret(sealed, sealingKey('otro secreto configurado, distinto'))).toThrow(/altered/);
    expect(() => openSecret(sealed.replace(/^v1:/, 'v2:'), key)).toThrow(/version/);
    expect(() => openSecret('TG-refresh-123', key)).toThrow(/version/);
  });
});

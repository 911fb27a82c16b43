import { jest } from '@jest/globals';
import { installFakeWindow, makeToken, nowSec, removeFakeWindow, type FakeWindow } from '../../test-utils/fake-window.js';
import {
  clearToken,
  decodeToken,
  getToken,
  installCrossTabSync,
  isAdmin,
  isTokenValid,
  onAuthChange,
  pendingAuthRedirect,
  setToken,
} from '../token.js';

let w: FakeWindow;
let warn: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  w = installFakeWindow();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  removeFakeWindow();
});

describe('decodeToken', () => {
  it('reads nombre, mail, rol and exp from the payload, accents included', () => {
    const t = makeToken({ nombre: 'Martín Pérez', mail: 'm@inmo.ar', rol: 'admin', exp: 2000000000 });
    expect(decodeToken(t)).toEqual({ nombre: 'Martín Pérez', mail: 'm@inmo.ar', rol: 'admin', exp: 2000000000 });
  });

  it('reads the stored token by default', () => {
    w.store.set('auth-token', makeToken({ nombre: 'Ana', exp: 1 }));
    expect(decodeToken()?.nombre).toBe('Ana');
  });

  it.each([
    ['not three parts', 'abc.def'],
    ['payload not base64 JSON', 'aaa.%%%.bbb'],
    ['payload JSON but not an object', `x.${Buffer.from('[1,2]').toString('base64url')}.y`],
    ['payload a string', `x.${Buffer.from('"hola"').toString('base64url')}.y`],
  ])('returns null and logs for a malformed token (%s)', (_why, token) => {
    expect(decodeToken(token)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('returns null without logging when there is no token', () => {
    expect(decodeToken(null)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('isTokenValid / isAdmin', () => {
  it('accepts a token whose exp is in the future', () => {
    w.store.set('auth-token', makeToken({ nombre: 'Ana', rol: 'admin', exp: nowSec() + 60 }));
    expect(isTokenValid()).toBe(true);
    expect(isAdmin()).toBe(true);
    expect(w.store.has('auth-token')).toBe(true);
  });

  it('rejects and removes an expired token (exp compared in seconds)', () => {
    w.store.set('auth-token', makeToken({ nombre: 'Ana', rol: 'admin', exp: nowSec() - 1 }));
    expect(isTokenValid()).toBe(false);
    expect(w.store.has('auth-token')).toBe(false);
    expect(w.events).toContain('auth-change');
  });

  it('a token expiring this very second is already invalid', () => {
    w.store.set('auth-token', makeToken({ exp: nowSec() }));
    expect(isTokenValid()).toBe(false);
  });

  it('rejects and removes a token without exp, and a malformed one', () => {
    w.store.set('auth-token', makeToken({ nombre: 'Ana' }));
    expect(isTokenValid()).toBe(false);
    expect(getToken()).toBeNull();
    w.store.set('auth-token', 'basura');
    expect(isTokenValid()).toBe(false);
    expect(getToken()).toBeNull();
  });

  it('is false with no token at all', () => {
    expect(isTokenValid()).toBe(false);
    expect(isAdmin()).toBe(false);
  });

  it('isAdmin is false for another role', () => {
    w.store.set('auth-token', makeToken({ rol: 'agente', exp: nowSec() + 60 }));
    expect(isTokenValid()).toBe(true);
    expect(isAdmin()).toBe(false);
  });
});

describe('auth-change events', () => {
  it('setToken and clearToken store, remove and fire auth-change', () => {
    const seen: string[] = [];
    const off = onAuthChange(() => seen.push(getToken() ?? 'none'));
    setToken('t1');
    expect(w.store.get('auth-token')).toBe('t1');
    clearToken();
    expect(w.store.has('auth-token')).toBe(false);
    off();
    setToken('t2');
    expect(seen).toEqual(['t1', 'none']);
  });

  it("re-fires another tab's change of auth-token (storage event) as auth-change, and ignores other keys", () => {
    installCrossTabSync();
    const listener = jest.fn();
    const off = onAuthChange(listener);
    w.dispatch('storage', { key: 'tema' });
    expect(listener).not.toHaveBeenCalled();
    w.dispatch('storage', { key: 'auth-token' });
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });

  it('clearToken({redirectTo}) announces where the visitor is being sent, for a short while', () => {
    clearToken({ redirectTo: '/' });
    expect(pendingAuthRedirect()).toBe('/');
    expect(pendingAuthRedirect(-1)).toBeNull();
    clearToken();
    expect(pendingAuthRedirect()).toBeNull();
  });
});

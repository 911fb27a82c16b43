// The password rule and the users' bodies, as the back office's forms and the API read them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CONTRASEÑAS_COMUNES } from './common-passwords.js';
import { leerCambioContraseña, leerEdicionUsuario, leerNuevoUsuario, problemaDeContraseña } from './users.js';

describe('problemaDeContraseña', () => {
  it.each([
    ['', 'La contraseña debe tener al menos 12 caracteres'],
    ['once-letras', 'La contraseña debe tener al menos 12 caracteres'],
    ['123456789012', 'Esa contraseña es demasiado común. Elegí otra más difícil de adivinar.'],
    ['QWERTY123456', 'Esa contraseña es demasiado común. Elegí otra más difícil de adivinar.'],
    ['Inmobiliaria123', 'Esa contraseña es demasiado común. Elegí otra más difícil de adivinar.'],
    ['zzzzzzzzzzzzzz', 'Esa contraseña es demasiado común. Elegí otra más difícil de adivinar.'],
  ])('refuses %j', (pw, message) => {
    expect(problemaDeContraseña(pw)).toBe(message);
  });

  it('accepts a long uncommon one, and refuses it when it holds the user name', () => {
    expect(problemaDeContraseña('otoño-en-la-pampa-7')).toBeNull();
    expect(problemaDeContraseña('pampa-de-sofia-2026', 'Sofia')).toBe('La contraseña no puede contener el nombre de usuario');
    expect(problemaDeContraseña('pampa-de-sofia-2026', 'ana')).toBeNull();
  });

  it('holds every common password of 12 or more characters of @zxcvbn-ts/language-common (scripts/gen-common-passwords.mjs)', () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@zxcvbn-ts/language-common/package.json').replace(/package\.json$/, 'src/passwords.json');
    const long = (JSON.parse(readFileSync(file, 'utf8')) as string[]).filter((p) => p.length >= 12).map((p) => p.toLowerCase());
    expect(long.length).toBeGreaterThan(250);
    const held = new Set(CONTRASEÑAS_COMUNES);
    expect(long.filter((p) => !held.has(p))).toEqual([]);
    for (const p of long.slice(0, 50)) expect(problemaDeContraseña(p)).toMatch(/demasiado común/);
  });
});

describe('the users bodies', () => {
  it('reads a new user: the user name lower-cased, the e-mail optional, the role one of two', () => {
    const r = leerNuevoUsuario({ usuario: ' Lucia.P ', nombre: 'Lucía', rol: 'agente', contraseña: 'pampa-trigal-2026' });
    expect(r).toEqual({ ok: true, datos: { usuario: 'lucia.p', nombre: 'Lucía', email: '', rol: 'agente', contraseña: 'pampa-trigal-2026' } });
    const bad = leerNuevoUsuario({ usuario: 'lú', nombre: '', rol: 'jefe', contraseña: 'x', email: 'no-es-mail' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errores).sort()).toEqual(['contraseña', 'email', 'nombre', 'rol', 'usuario']);
  });

  it('reads an edit with any of its fields, and a password change', () => {
    expect(leerEdicionUsuario({ activo: false })).toEqual({ ok: true, datos: { activo: false } });
    expect(leerEdicionUsuario({ activo: 'no' }).ok).toBe(false);
    const c = leerCambioContraseña({ actual: 'x', nueva: 'corta' });
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.errores).toEqual({ nueva: 'La contraseña debe tener al menos 12 caracteres' });
  });
});

// The statement budget of issue 6 (at most two SQL statements per request) for the requests not covered by the
// catalogue's own tests (properties.e2e-spec.ts, cache.e2e-spec.ts): a login, right or wrong, and an enquiry.
import { Db } from '../src/database/db.service.js';
import { ADMIN_PASSWORD, ADMIN_USER, bootApp, type TestApp } from './helpers.js';

describe('statements per request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
  });
  afterAll(() => t.close());

  it('a login spends two statements, whether it succeeds or fails, and still throttles', async () => {
    const db = t.app.get(Db);
    let before = db.statements;
    const ok = await t.http.post('/api/user/login').send({ usuario: ADMIN_USER, contraseña: ADMIN_PASSWORD });
    expect(ok.status).toBe(200);
    expect(db.statements - before).toBe(2);
    // Failures: 2 each (the rare pruning of old events aside), and the tenth one locks the pair out.
    const statuses: number[] = [];
    const spent: number[] = [];
    for (let i = 0; i < 11; i++) {
      before = db.statements;
      statuses.push((await t.http.post('/api/user/login').set('x-forwarded-for', '198.51.100.7').send({ usuario: ADMIN_USER, contraseña: 'mal' })).status);
      spent.push(db.statements - before);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect(spent.slice(0, 10).filter((n) => n === 2).length).toBeGreaterThanOrEqual(8);
    expect(Math.max(...spent)).toBeLessThanOrEqual(3);
    expect(spent[10]).toBe(1);
    // Another client is not locked out by that one.
    expect((await t.http.post('/api/user/login').set('x-forwarded-for', '198.51.100.8').send({ usuario: ADMIN_USER, contraseña: ADMIN_PASSWORD })).status).toBe(200);
  });

  it('an enquiry spends two statements (the throttle and the row), and the sixth in ten minutes is refused', async () => {
    const db = t.app.get(Db);
    const body = { nombre: 'Ana', email: 'ana@correo.example', asunto: 'Consulta', mensaje: 'Quisiera saber más de la casa.' };
    const spent: number[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const before = db.statements;
      statuses.push((await t.http.post('/api/user/contacto').set('x-forwarded-for', '198.51.100.20').send(body)).status);
      spent.push(db.statements - before);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(spent).toEqual([2, 2, 2, 2, 2, 1]);
    const rows = await db.query(`SELECT count(*)::int AS n FROM contact_enquiries WHERE email = 'ana@correo.example'`);
    expect(rows[0].n).toBe(5);
  });
});

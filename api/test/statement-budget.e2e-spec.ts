// The statement budget (at most two SQL statements per request) for the requests not covered by the
// catalogue's own tests (properties.e2e-spec.ts, cache.e2e-spec.ts): a login, right or wrong, and an enquiry.
import { RateLimitService } from '../src/common/rate-limit.service.js';
import { Db } from '../src/database/db.service.js';
import { ADMIN_PASSWORD, ADMIN_USER, bootApp, statementsOf, type TestApp, visitor, visitorAddress } from './helpers.js';

describe('statements per request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
  });
  afterAll(() => t.close());

  it('a login spends two statements, whether it succeeds or fails, and still throttles', async () => {
    const login = (ip: string, contraseña: string) =>
      statementsOf(t, { method: 'POST', url: '/api/user/login', remoteAddress: visitorAddress(ip), payload: { usuario: ADMIN_USER, contraseña } });
    const ok = await login('198.51.100.6', ADMIN_PASSWORD);
    expect(ok.status).toBe(200);
    expect(ok.statements).toBe(2);
    // Failures: 2 each, and the tenth one locks the pair out.
    const statuses: number[] = [];
    const spent: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await login('198.51.100.7', 'mal');
      statuses.push(res.status);
      spent.push(res.statements);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect(spent).toEqual([...Array(10).fill(2), 1]);
    // Another client is not locked out by that one.
    expect((await t.http.post('/api/user/login').agent(visitor('198.51.100.8')).send({ usuario: ADMIN_USER, contraseña: ADMIN_PASSWORD })).status).toBe(200);
  });

  it('an enquiry spends two statements (the throttle and the row), and the sixth in ten minutes is refused', async () => {
    const db = t.app.get(Db);
    const body = { nombre: 'Ana', email: 'ana@correo.example', asunto: 'Consulta', mensaje: 'Quisiera saber más de la casa.' };
    const spent: number[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await statementsOf(t, { method: 'POST', url: '/api/user/contacto', remoteAddress: visitorAddress('198.51.100.20'), payload: body });
      statuses.push(res.status);
      spent.push(res.statements);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(spent).toEqual([2, 2, 2, 2, 2, 1]);
    const rows = await db.query(`SELECT count(*)::int AS n FROM contact_enquiries WHERE email = 'ana@correo.example'`);
    expect(rows[0].n).toBe(5);
  });

  it('a burst of parallel enquiries from one client is throttled like a sequence: 5 saved, the rest 429', async () => {
    const db = t.app.get(Db);
    const body = { nombre: 'Rafa', email: 'rafaga@correo.example', asunto: 'Consulta', mensaje: 'Muchas consultas a la vez.' };
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => t.http.post('/api/user/contacto').agent(visitor('198.51.100.21')).send(body)),
    ).then((rs) => rs.map((r) => r.status).sort());
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    const rows = await db.query(`SELECT count(*)::int AS n FROM contact_enquiries WHERE email = 'rafaga@correo.example'`);
    expect(rows[0].n).toBe(5);
  });

  it('old throttle events are pruned outside requests: a day-old event goes, a recent one stays', async () => {
    const db = t.app.get(Db);
    await db.query(`INSERT INTO rate_limit_events (bucket, key, created_at) VALUES ('prueba', 'vieja', now() - interval '25 hours'), ('prueba', 'nueva', now() - interval '23 hours')`);
    expect(await t.app.get(RateLimitService).prune()).toBeGreaterThanOrEqual(1);
    const rows = await db.query<{ key: string }>(`SELECT key FROM rate_limit_events WHERE bucket = 'prueba' ORDER BY key`);
    expect(rows.map((r) => r.key)).toEqual(['nueva']);
  });
});

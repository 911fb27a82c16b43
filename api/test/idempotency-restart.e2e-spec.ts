// The embedded database has one API process (DATA_DIR's lock): at start it releases the Idempotency-Key claims its
// previous life left unfinished, so a retry after a crash runs at once instead of waiting out the 30 s lease. Its own
// file: two apps on PGlite in one test file share the driver's state.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@inmo/contracts';
import { Db } from '../src/database/db.service.js';
import { bodyHash } from '../src/idempotency/idempotency.service.js';
import { bootApp, loginToken, newTestSetup } from './helpers.js';

it('on the embedded database, releases at start the claims its previous life left unfinished: the retry runs at once', async () => {
  // The embedded database in both runs (on PostgreSQL replicas share the table: a claim may be another's, the lease decides).
  const setup = { ...newTestSetup(), pgSchema: undefined };
  const embedded = { DATABASE_URL: '' };
  const first = await bootApp({ setup, persistent: true, seedDemo: false, env: embedded });
  const firstToken = await loginToken(first.http);
  const me = JSON.parse(Buffer.from(firstToken.split('.')[1]!, 'base64url').toString()).sub;
  const call = 'POST /api/admin/nuevo-cliente';
  const body = { nombre: 'Ana', apellido: 'Reinicio', dni: '39111222', telefono: '2346 400000' };
  const key = randomUUID();
  // What a process killed mid-create leaves: a fresh claim, no reply, no row.
  await first.app.get(Db).execute(`INSERT INTO idempotency_keys (caller, route, key, body_hash, claim) VALUES ($1, $2, $3, $4, $5)`, [me, call, key, bodyHash('/api/admin/nuevo-cliente', body), randomUUID()]);
  expect((await first.http.post('/api/admin/nuevo-cliente').set('auth-token', firstToken).set(IDEMPOTENCY_HEADER, key).send(body)).status).toBe(409);
  await first.close({ keepData: true });
  const second = await bootApp({ setup, persistent: true, seedDemo: false, env: embedded });
  try {
    const res = await second.http.post('/api/admin/nuevo-cliente').set('auth-token', await loginToken(second.http)).set(IDEMPOTENCY_HEADER, key).send(body);
    expect(res.status).toBe(201);
    expect(Number((await second.app.get(Db).one<{ n: string }>(`SELECT count(*) AS n FROM clients WHERE dni = '39111222'`))!.n)).toBe(1);
  } finally {
    await second.close();
  }
});

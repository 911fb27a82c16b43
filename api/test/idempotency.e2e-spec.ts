// Idempotency-Key on every create (src/idempotency): a retried create answers its first reply again and makes one
// row; the same key with other data is a 422; while the first still runs, the twin waits for its transaction and
// replays it (or runs, if it rolled back); concurrent identical requests make one row and all answer it. The creates are read from the call table (every call answered 201), so a new one is checked here without
// anyone listing it.
import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { ENDPOINT_ALTA, ERROR_CODES, IDEMPOTENCY_HEADER, LLAMADAS, MENSAJES, TIPOS_PROPIEDAD } from '@inmo/contracts';
import { cuerpoCompleto } from '../../contracts/src/property/fixtures.js';
import { Db } from '../src/database/db.service.js';
import { bodyHash, IdempotencyService, TWIN_WAIT_MS } from '../src/idempotency/idempotency.service.js';
import { bootApp, loginToken, staffUser, visitor, type TestApp } from './helpers.js';

/** 201 calls that make no row of their own, or already tell a repeat apart: they take no key (api/README.md). */
const WITHOUT_KEY: Record<string, string> = {
  // The upload is named after its content: the same file again is the same public_id, no new row.
  'POST /admin/imagenes': 'content-addressed',
  // A portal's lead is stored once per (channel, lead id): a callback delivered twice already makes one enquiry.
  'POST /portales/zonaprop/consultas/{secreto}': 'deduplicated by the portal’s lead id',
  // A contract is renewed once: a repeat answers 409.
  'POST /admin/contrato/{id}/renovar': 'renewed once',
  // One settlement per owner, month and currency, recomputed in place while unpaid.
  'POST /admin/nueva-liquidacion': 'recomputed in place',
  // One link per owner: a new secret replaces the last.
  'POST /admin/cliente/{id}/enlace-propietario': 'one per owner',
  // One link per listing: a new secret replaces the last.
  'POST /admin/propiedad/{id}/enlace-informe': 'one per listing',
  // A visitor's request takes its turn: a repeat finds it taken (409) and makes nothing.
  'POST /user/pedir-visita': 'the turn is taken by the first',
  // A voucher keeps its Idempotency-Key on its own row (src/billing/invoices.service.ts): ARCA's call cannot run
  // inside the module's transaction, whose rollback would forget a number ARCA gave. billing.e2e-spec.ts tests it.
  'POST /admin/nueva-factura': 'key kept on the invoice',
  'POST /admin/factura/{id}/anular': 'key kept on the credit note',
  'POST /admin/liquidacion/{id}/facturar': 'key kept on the invoice',
  'POST /admin/operacion/{id}/facturar': 'key kept on the invoice',
  // A statement's line is imported once from any file: importing it again counts it as repeated.
  'POST /admin/banco/importar': 'each line imported once',
  // A month is closed once: a repeat answers 409 'ya está cerrado'.
  'POST /admin/cierre/{mes}': 'closed once',
};
const CREATES = Object.entries(LLAMADAS)
  .filter(([call, l]) => l.estado === 201 && !(call in WITHOUT_KEY))
  .map(([call]) => call.replace(' /', ' /api/'));

describe('Idempotency-Key on the creates', () => {
  let t: TestApp;
  let db: Db;
  let token: string;
  let caller: string;
  let bodies: Record<string, () => Record<string, unknown>>;
  let seq = 0;
  /** The contract the account's creates (pagos, cargos) write to. */
  let contrato = '';
  /** The client's 'Mi búsqueda' secret ('Me interesa' is sent to it). */
  let secreto = '';
  const urlOf = (call: string) => call.slice('POST '.length).replace('{id}', contrato).replace('{secreto}', secreto);
  const routeOf = (call: string) => call.replace('{id}', ':id').replace('{secreto}', ':secreto');
  const count = async (table: string) => Number((await db.one<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))!.n);

  beforeAll(async () => {
    t = await bootApp();
    db = t.app.get(Db);
    token = await loginToken(t.http);
    caller = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
    const propiedad = (await db.one<{ id: string }>(`SELECT id FROM properties WHERE deleted_at IS NULL LIMIT 1`))!.id;
    const [a, b] = (await db.query<{ id: string }>(`SELECT id FROM clients ORDER BY created_at LIMIT 2`)).map((r) => r.id);
    bodies = {
      'POST /api/admin/nuevo-cliente': () => ({ nombre: 'Ana', apellido: `Prueba ${++seq}`, dni: String(40_000_000 + seq), telefono: '2346 400000' }),
      'POST /api/admin/nueva-operacion': () => ({ operacion: 'venta', propiedad, oferente: a, receptor: b, montoDinero: 1000 + ++seq, moneda: 'USD' }),
      // A contract that had ended when recorded: one property takes as many as the test makes.
      'POST /api/admin/nuevo-contrato': () => ({ propiedad, propietario: a, inquilino: b, inicio: '2020-01-01', meses: 12, moneda: 'ARS', montoInicial: 1000 + ++seq, ajuste: { indice: 'NINGUNO' } }),
      'POST /api/admin/nuevo-usuario': () => ({ usuario: `usuario${++seq}`, nombre: 'Lucía Pérez', rol: 'agente', contraseña: 'temporal-del-admin-1' }),
      'POST /api/user/contacto': () => ({ nombre: 'Ana', email: 'ana@example.com', asunto: 'Consulta', mensaje: `Hola ${++seq}` }),
      'POST /api/admin/nueva-tasacion': () => ({
        sujeto: { tipo: 'Casa', localidad: 'Chivilcoy', superficieCubierta: 100 + ++seq }, moneda: 'USD',
        comparables: [1000, 1100, 1200].map((m2) => ({ fuente: 'manual', precio: m2 * 100, moneda: 'USD', superficieCubierta: 100 })),
      }),
    };
    bodies['POST /api/admin/contrato/{id}/pagos'] = () => ({ fecha: '2020-02-01', monto: 100 + ++seq, medio: 'efectivo' });
    bodies['POST /api/admin/contrato/{id}/cargos'] = () => ({ periodo: '2020-02', concepto: `Expensas ${++seq}`, monto: 100, aCargoDe: 'inquilino' });
    bodies['POST /api/admin/contrato/{id}/cargos-fijos'] = () => ({ desde: '2020-02', hasta: '2020-03', concepto: `ABL ${++seq}`, monto: 100, aCargoDe: 'inquilino' });
    contrato = (await t.http.post('/api/admin/nuevo-contrato').set('auth-token', token).send(bodies['POST /api/admin/nuevo-contrato']!())).body.data._id;
    const enlace = (await t.http.post(`/api/admin/cliente/${a}/enlace-busqueda`).set('auth-token', token)).body.data.url as string;
    secreto = enlace.split('/').pop()!;
    const publica = (await db.one<{ id: string }>(`SELECT id FROM properties WHERE deleted_at IS NULL AND visible AND estado = 'Disponible' LIMIT 1`))!.id;
    bodies['POST /api/user/mi-busqueda/{secreto}/me-interesa'] = () => ({ propiedad: publica });
    // Each visit an hour after the last: the agent is never booked twice.
    bodies['POST /api/admin/nueva-visita'] = () => ({ propiedad, cliente: a, agente: caller, inicio: new Date(Date.UTC(2031, 0, 6, 13) + ++seq * 3_600_000).toISOString(), minutos: 30 });
    for (const tipo of TIPOS_PROPIEDAD) bodies[`POST /api/admin/${ENDPOINT_ALTA[tipo]}`] = () => ({ ...cuerpoCompleto(tipo), titulo: `Propiedad ${++seq}` });
  });
  afterAll(async () => {
    await t?.close();
  });

  const TABLES: Record<string, string> = { cliente: 'clients', operacion: 'operations', contrato: 'rental_contracts', usuario: 'users', contacto: 'contact_enquiries', tasacion: 'valuations', pagos: 'rental_payments', cargos: 'rental_charges', 'cargos-fijos': 'rental_recurring_charges', 'me-interesa': 'contact_enquiries', visita: 'visits' };
  const tableOf = (call: string) => Object.entries(TABLES).find(([k]) => call.endsWith(k))?.[1] ?? 'properties';
  const post = (call: string, body: object, key?: string, who = `v-${call}`) => {
    const req = t.http.post(urlOf(call)).agent(visitor(who));
    if (call.startsWith('POST /api/admin')) req.set('auth-token', token);
    if (key !== undefined) req.set(IDEMPOTENCY_HEADER, key);
    return req.send(body);
  };

  it('reads every create of the call table, and has a body for each', () => {
    expect(CREATES).toEqual(expect.arrayContaining(['POST /api/admin/nueva-casa', 'POST /api/admin/nuevo-galpon', 'POST /api/admin/nuevo-cliente', 'POST /api/admin/nueva-operacion', 'POST /api/admin/nuevo-contrato', 'POST /api/admin/nuevo-usuario', 'POST /api/user/contacto']));
    expect(CREATES.length).toBe(18);
    for (const c of CREATES) expect({ c, body: typeof bodies[c] }).toEqual({ c, body: 'function' });
  });

  it('documents the header on every create, and the replay mark on its reply (/api/docs)', async () => {
    const doc = (await t.http.get('/api/docs/json')).body;
    for (const call of CREATES) {
      const [method, path] = call.split(' ');
      const op = doc.paths[path!.replace(/:(\w+)/g, '{$1}')][method!.toLowerCase()];
      expect({ call, header: op.parameters?.some((p: { in: string; name: string }) => p.in === 'header' && p.name === IDEMPOTENCY_HEADER) }).toEqual({ call, header: true });
      expect(Object.keys(op.responses['201'].headers ?? {})).toEqual(['Idempotency-Replayed']);
    }
  });

  it.each(CREATES)('%s: a retry with the same key answers the first reply again and makes one row', async (call) => {
    const table = tableOf(call);
    const before = await count(table);
    const body = bodies[call]!();
    const key = randomUUID();
    const first = await post(call, body, key);
    expect(first.status).toBe(201);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      const again = await post(call, body, key);
      expect(again.status).toBe(201);
      expect(again.headers['idempotency-replayed']).toBe('true');
      expect(again.text).toBe(first.text);
      expect(again.headers['cache-control']).toBe('no-store');
    }
    expect(await count(table)).toBe(before + 1);
  });

  it.each(CREATES)('%s: honours the key (a claim committed unfinished, as a build before left them, is a 409 within its lease)', async (call) => {
    const key = randomUUID();
    const body = bodies[call]!();
    const who = call.startsWith('POST /api/admin') ? caller : '';
    await db.execute(`INSERT INTO idempotency_keys (caller, route, key, body_hash, claim) VALUES ($1, $2, $3, $4, $5)`, [who, routeOf(call), key, bodyHash(urlOf(call), body), randomUUID()]);
    const res = await post(call, body, key);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: MENSAJES.solicitudEnCurso, code: ERROR_CODES.IDEMPOTENCY_IN_FLIGHT });
  });

  it('answers 422 in Spanish to the same key with other data, and makes nothing', async () => {
    const call = 'POST /api/admin/nuevo-cliente';
    const key = randomUUID();
    expect((await post(call, bodies[call]!(), key)).status).toBe(201);
    const before = await count('clients');
    const other = await post(call, bodies[call]!(), key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ success: false, error: MENSAJES.claveIdempotenciaReutilizada, code: ERROR_CODES.IDEMPOTENCY_KEY_REUSED });
    expect(await count('clients')).toBe(before);
  });

  it('makes one row from concurrent identical requests', async () => {
    const call = 'POST /api/admin/nueva-casa';
    const before = await count('properties');
    const body = bodies[call]!();
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 6 }, () => post(call, body, key)));
    // Each twin waited for the one that ran, and answers its reply.
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const created = replies;
    expect(created.filter((r) => r.headers['idempotency-replayed'] === undefined)).toHaveLength(1);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
    expect(await count('properties')).toBe(before + 1);
    expect((await post(call, body, key)).body.id).toBe(created[0]!.body.id);
  });

  type Reply = { status: number; body: Record<string, unknown>; headers: Record<string, string> };
  const twinCall = 'POST /api/admin/nuevo-cliente';
  /**
   * The first request of a key, played by a transaction that claims it, holds it `holdMs`, then ends with `end`; a twin
   * (the same key and body) is sent meanwhile. Answers the twin's reply.
   */
  const first = async (key: string, body: object, end: (keyId: string) => Promise<void>, holdMs = 300): Promise<Reply> => {
    let twin: Promise<Reply> | undefined;
    // Sent from outside the transaction's async context (in one process the server would otherwise inherit it, and
    // the twin would join the first's transaction: no real client can).
    const send = AsyncResource.bind((): Promise<Reply> => post(twinCall, body, key).then((r: Reply) => r));
    await db
      .transaction(async () => {
        const row = await db.one<{ id: string }>(
          `INSERT INTO idempotency_keys (caller, route, key, body_hash, claim) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [caller, twinCall, key, bodyHash('/api/admin/nuevo-cliente', body), randomUUID()],
        );
        twin = send();
        await new Promise((r) => setTimeout(r, holdMs));
        await end(row!.id);
      })
      .catch(() => undefined);
    return twin!;
  };
  const completeWith = (reply: object) => async (id: string) => {
    await db.execute(`UPDATE idempotency_keys SET status = 201, reply = $2, claim = NULL WHERE id = $1`, [id, JSON.stringify(reply)]);
  };

  it("a twin waits for the first request's transaction: replays it once committed, runs itself once it rolled back", async () => {
    const call = twinCall;
    const committed = randomUUID();
    const body = bodies[call]!();
    const reply = { success: true, data: { _id: 'hecho-por-la-primera' } };
    const before = await count('clients');
    const replayed = await first(committed, body, completeWith(reply));
    expect(replayed.status).toBe(201);
    expect(replayed.headers['idempotency-replayed']).toBe('true');
    expect(replayed.body).toEqual(reply);
    expect(await count('clients')).toBe(before);

    const failed = randomUUID();
    const retry = bodies[call]!();
    const ran = await first(failed, retry, async () => {
      throw new Error('the first create failed: its transaction rolls back, claim included');
    });
    expect(ran.status).toBe(201);
    expect(ran.headers['idempotency-replayed']).toBeUndefined();
    expect(await count('clients')).toBe(before + 1);
  });

  it(`a twin still waiting after ${TWIN_WAIT_MS} ms is a 409 on PostgreSQL; on PGlite (one connection) it waits its turn`, async () => {
    const body = bodies[twinCall]!();
    const reply = { success: true, data: { _id: 'lenta' } };
    const started = Date.now();
    const twin = await first(randomUUID(), body, completeWith(reply), db.serialized ? 1000 : TWIN_WAIT_MS + 1000);
    if (db.serialized) {
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      expect([twin.status, twin.headers['idempotency-replayed'], twin.body]).toEqual([201, 'true', reply]);
    } else {
      expect(twin.status).toBe(409);
      expect(twin.body).toEqual({ success: false, error: MENSAJES.solicitudEnCurso, code: ERROR_CODES.IDEMPOTENCY_IN_FLIGHT });
    }
  });

  it('keeps each caller’s keys apart, and runs every request without a key', async () => {
    const call = 'POST /api/admin/nueva-casa';
    const before = await count('properties');
    const body = bodies[call]!();
    const key = randomUUID();
    const agente = await staffUser(t, 'agente');
    expect((await post(call, body, key)).status).toBe(201);
    const theirs = await t.http.post('/api/admin/nueva-casa').set('auth-token', agente.token).set(IDEMPOTENCY_HEADER, key).send(body);
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
    expect((await post(call, body)).status).toBe(201);
    expect((await post(call, body)).status).toBe(201);
    expect(await count('properties')).toBe(before + 4);
  });

  it('gives the key back when the create fails, so the corrected request may use it', async () => {
    const call = 'POST /api/admin/nuevo-cliente';
    const key = randomUUID();
    const bad = await post(call, { nombre: 'Sin apellido' }, key);
    expect(bad.status).toBe(400);
    expect(await db.one(`SELECT 1 FROM idempotency_keys WHERE key = $1`, [key])).toBeNull();
    const good = await post(call, bodies[call]!(), key);
    expect(good.status).toBe(201);
    expect(good.headers['idempotency-replayed']).toBeUndefined();
  });

  it('refuses a key that is not 1–255 visible characters', async () => {
    for (const key of ['con espacio', 'x'.repeat(256), 'ñandú']) {
      const res = await post('POST /api/user/contacto', bodies['POST /api/user/contacto']!(), key);
      expect({ key, status: res.status, error: res.body.error }).toEqual({ key, status: 400, error: MENSAJES.claveIdempotenciaInvalida });
    }
  });

  it('forgets a key after a day (the sweep deletes it), and takes over a claim whose process died', async () => {
    const call = 'POST /api/admin/nuevo-cliente';
    const old = randomUUID();
    const body = bodies[call]!();
    expect((await post(call, body, old)).status).toBe(201);
    await db.execute(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [old]);
    const again = await post(call, { ...body, dni: String(41_000_000 + ++seq) }, old);
    expect(again.status).toBe(201);
    expect(again.headers['idempotency-replayed']).toBeUndefined();
    await db.execute(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [old]);
    expect(await t.app.get(IdempotencyService).sweep()).toBeGreaterThanOrEqual(1);
    expect(await db.one(`SELECT 1 FROM idempotency_keys WHERE key = $1`, [old])).toBeNull();
  });

  it('still throttles the contact form when every request brings its own key', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => post('POST /api/user/contacto', bodies['POST /api/user/contacto']!(), randomUUID(), 'throttled-visitor')));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it('answers two clients with one DNI sent at once with keys as without: one 201 and a 409 naming it', async () => {
    const dni = String(42_000_000 + ++seq);
    const send = () => post('POST /api/admin/nuevo-cliente', { nombre: 'Eva', apellido: 'Duplicada', dni, telefono: '2346 400000' }, randomUUID());
    const [a, b] = await Promise.all([send(), send()]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body).toMatchObject({ code: ERROR_CODES.CLIENT_DNI_TAKEN, existente: { _id: (a.status === 201 ? a : b).body.data._id } });
  });
});

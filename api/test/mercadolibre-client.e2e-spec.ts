// The MercadoLibre client against the local stand-in (scripts/mercadolibre-stand-in.mjs), which checks what the real
// API checks with tables of its own: authorization with PKCE, single-use refresh tokens, expired tokens, listings of
// every property type built by mlItemFor, refusals with their reason, the quota, pausing and closing, an unreachable
// MercadoLibre, and buyers' questions.
import { leerPropiedad, type Operacion, type PropiedadDatos, type TipoPropiedad, TIPOS_PROPIEDAD } from '@inmo/contracts';
import { cuerpoCompleto } from '../../contracts/src/property/fixtures.js';
import { MercadoLibreClient, MlError, newState, pkcePair, type MlConfig, type MlTokens } from '../src/portals/mercadolibre/ml-client.js';
import { mlCategory, mlItemFor, mlUpdateFor } from '../src/portals/mercadolibre/ml-items.js';
import { startMercadoLibreStandIn, type MercadoLibreStandIn } from '../../scripts/mercadolibre-stand-in.mjs';

const REDIRECT = 'https://inmobiliaria.example/api/admin/portales/mercadolibre/vuelta';
const CTX = { publicUrl: 'https://inmobiliaria.example', codigo: 'CA-0001', aproximada: false };
const IMAGES = [{ url: '/media/fotos/frente.jpg' }, { url: 'https://cdn.example.com/patio.jpg' }];

function property(tipo: TipoPropiedad, operacion: Operacion, extra: Record<string, unknown> = {}): PropiedadDatos {
  const r = leerPropiedad(tipo, { ...cuerpoCompleto(tipo), operacion, ...extra });
  if (!r.ok) throw new Error(`fixture of ${tipo}: ${JSON.stringify(r.errores)}`);
  return r.datos;
}

/** What a call rejected with (fails the test when it resolved or threw something else). */
async function mlErrorOf(p: Promise<unknown>): Promise<MlError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(MlError);
  return e as MlError;
}

describe('MercadoLibre client against the stand-in', () => {
  let ml: MercadoLibreStandIn;
  let cfg: MlConfig;
  let client: MercadoLibreClient;

  beforeAll(async () => {
    ml = await startMercadoLibreStandIn({ redirectUri: REDIRECT });
    cfg = { apiUrl: ml.url, authUrl: ml.authUrl, clientId: ml.clientId, clientSecret: ml.clientSecret, redirectUri: REDIRECT, timeoutMs: 2000 };
    client = new MercadoLibreClient(cfg);
  });
  afterAll(async () => {
    await ml?.close();
  });
  afterEach(() => {
    ml.setDown(false);
    ml.setQuota(1000);
  });

  /** Opens the authorization URL as a browser would, clicks 'Autorizar' and returns where ML sends the user back. */
  async function authorize(challenge: string, state = newState()): Promise<URL> {
    const page = await fetch(client.authorizationUrl(state, challenge));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Autorizar');
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    const request = /name="request" value="([^"]+)"/.exec(html)?.[1];
    expect(action && request).toBeTruthy();
    const res = await fetch(action!, { method: 'POST', body: new URLSearchParams({ request: request!, decision: 'allow' }), redirect: 'manual' });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!);
  }

  async function connect(): Promise<MlTokens> {
    const { verifier, challenge } = pkcePair();
    const back = await authorize(challenge);
    return client.exchangeCode(back.searchParams.get('code')!, verifier);
  }

  it('authorizes with a code and PKCE, sends the user back with the same state, and the code works once', async () => {
    const { verifier, challenge } = pkcePair();
    const state = newState();
    const back = await authorize(challenge, state);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe(state);
    const code = back.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const before = Date.now();
    const tokens = await client.exchangeCode(code, verifier);
    expect(tokens.userId).toBe(ml.userId);
    expect(Math.abs(tokens.expiresAt.getTime() - (before + 21600 * 1000))).toBeLessThan(5000);
    expect(await client.me(tokens.accessToken)).toEqual({ id: ml.userId, nickname: 'INMOBILIARIA_TEST' });

    const again = await mlErrorOf(client.exchangeCode(code, verifier));
    expect(again).toMatchObject({ status: 400, code: 'invalid_grant', retryable: false });
    expect(again.message).toBe('MercadoLibre rechazó la autorización: conectá de nuevo la cuenta');
  });

  it('refuses a code with another PKCE verifier, and an application with a wrong secret', async () => {
    const { challenge } = pkcePair();
    const back = await authorize(challenge);
    const wrongVerifier = await mlErrorOf(client.exchangeCode(back.searchParams.get('code')!, pkcePair().verifier));
    expect(wrongVerifier.code).toBe('invalid_grant');

    const pair = pkcePair();
    const code = (await authorize(pair.challenge)).searchParams.get('code')!;
    const impostor = new MercadoLibreClient({ ...cfg, clientSecret: 'otro-secreto' });
    expect(await mlErrorOf(impostor.exchangeCode(code, pair.verifier))).toMatchObject({ status: 401, code: 'invalid_client', retryable: false });
  });

  it('refreshes once per refresh token: the new pair works, the spent refresh token is refused', async () => {
    const first = await connect();
    const second = await client.refresh(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await client.me(second.accessToken)).id).toBe(ml.userId);

    expect(await mlErrorOf(client.refresh(first.refreshToken))).toMatchObject({ status: 400, code: 'invalid_grant', retryable: false });
    expect((await client.refresh(second.refreshToken)).accessToken).toBeTruthy();
  });

  it('an expired access token is refused as unauthorized; a refresh brings a working one', async () => {
    const tokens = await connect();
    ml.expireTokens();
    const e = await mlErrorOf(client.me(tokens.accessToken));
    expect(e).toMatchObject({ status: 401, code: 'unauthorized', retryable: false });
    expect(e.message).toBe('La sesión con MercadoLibre no es válida: conectá de nuevo la cuenta');
    const fresh = await client.refresh(tokens.refreshToken);
    expect((await client.me(fresh.accessToken)).nickname).toBe('INMOBILIARIA_TEST');
  });

  it('maps every type and operation to a leaf category the stand-in accepts', () => {
    for (const tipo of TIPOS_PROPIEDAD) {
      for (const op of ['venta', 'alquiler', 'alquiler temporal'] as const) expect([tipo, op, ml.categories.includes(mlCategory(tipo, op))]).toEqual([tipo, op, true]);
    }
  });

  it.each(TIPOS_PROPIEDAD.flatMap((t) => (['venta', 'alquiler'] as const).map((op) => [t, op] as const)))('publishes a %s for %s, active', async (tipo, op) => {
    const { accessToken } = await connect();
    // A Campo without a casco has no rooms: what ML asks of it the form need not say (see NOT_ASKED).
    const p = property(tipo, op, tipo === 'Campo' ? { amenities: { aguada: true, molino: true } } : {});
    const item = await client.createItem(accessToken, mlItemFor(p, IMAGES, CTX));
    expect(item).toMatchObject({ status: 'active', subStatus: [] });
    expect(item.permalink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/MLA-\d+-/);
    const stored = ml.items.get(item.id)!;
    expect(stored).toMatchObject({ category_id: mlCategory(tipo, op), seller_custom_field: 'CA-0001', price: 150000, currency_id: 'USD' });
    expect(stored.pictures.map((pic) => pic.url)).toEqual(['https://inmobiliaria.example/media/fotos/frente.jpg', 'https://cdn.example.com/patio.jpg']);
    expect(await client.getItem(accessToken, item.id)).toEqual(item);
  });

  it('refuses a listing that lacks what its category requires, naming it in Spanish', async () => {
    const { accessToken } = await connect();
    const before = ml.items.size;
    const casa = property('Casa', 'venta', { superficieCubierta: null, baños: null });
    const e = await mlErrorOf(client.createItem(accessToken, mlItemFor(casa, IMAGES, CTX)));
    expect(e).toMatchObject({ status: 400, code: 'item.attributes.missing_required', retryable: false });
    expect(e.message).toBe('MercadoLibre exige datos que la propiedad no tiene: Superficie cubierta, Baños');

    // A Campo with a casco: its rooms are unknown, and "0" would be false.
    const campo = property('Campo', 'venta');
    expect((await mlErrorOf(client.createItem(accessToken, mlItemFor(campo, IMAGES, CTX)))).message).toBe(
      'MercadoLibre exige datos que la propiedad no tiene: Dormitorios, Baños',
    );
    expect(ml.items.size).toBe(before);
  });

  it('over the account quota the item is created closed, with sub-status pack_quota_exceeded', async () => {
    const { accessToken } = await connect();
    ml.setQuota(0);
    const item = await client.createItem(accessToken, mlItemFor(property('Departamento', 'alquiler'), IMAGES, CTX));
    expect(item).toMatchObject({ status: 'closed', subStatus: ['pack_quota_exceeded'] });
    expect(ml.items.get(item.id)?.status).toBe('closed');
  });

  it('pauses, reactivates, updates and closes a listing; a closed one stays closed; its category cannot change', async () => {
    const { accessToken } = await connect();
    const casa = property('Casa', 'venta');
    const { id } = await client.createItem(accessToken, mlItemFor(casa, IMAGES, CTX));
    expect((await client.setStatus(accessToken, id, 'paused')).status).toBe('paused');
    expect((await client.getItem(accessToken, id)).status).toBe('paused');
    expect((await client.setStatus(accessToken, id, 'active')).status).toBe('active');

    const update = mlUpdateFor({ ...casa, precio: { ...casa.precio, monto: 140000 } }, IMAGES, CTX);
    await client.updateItem(accessToken, id, update);
    expect(ml.items.get(id)?.price).toBe(140000);
    const moved = await mlErrorOf(client.updateItem(accessToken, id, { ...update, category_id: 'MLA1467' }));
    expect(moved).toMatchObject({ status: 400, code: 'item.category_id.not_modifiable' });

    expect((await client.setStatus(accessToken, id, 'closed')).status).toBe('closed');
    expect(await mlErrorOf(client.setStatus(accessToken, id, 'active'))).toMatchObject({ status: 400, code: 'item.status.not_modifiable' });
    expect(await mlErrorOf(client.getItem(accessToken, 'MLA1'))).toMatchObject({ status: 404, message: 'La publicación no existe en MercadoLibre' });
  });

  it('an unreachable MercadoLibre is a retryable MlError within about the time limit', async () => {
    const { accessToken } = await connect();
    const quick = new MercadoLibreClient({ ...cfg, timeoutMs: 300 });
    ml.setDown(true);
    const started = Date.now();
    const silent = await mlErrorOf(quick.me(accessToken));
    const took = Date.now() - started;
    expect(silent).toMatchObject({ status: null, code: 'unreachable', retryable: true, message: 'MercadoLibre no responde' });
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(1500);

    ml.setDown('reset');
    expect(await mlErrorOf(quick.me(accessToken))).toMatchObject({ status: null, code: 'unreachable', retryable: true });
    ml.setDown(false);
    expect((await quick.me(accessToken)).id).toBe(ml.userId);
  });

  it('reads a buyer question a notification points to', async () => {
    const { accessToken } = await connect();
    const { id: itemId } = await client.createItem(accessToken, mlItemFor(property('Terreno', 'venta'), IMAGES, CTX));
    const questionId = ml.addQuestion(itemId, '¿Tiene escritura?');
    const q = await client.getQuestion(accessToken, questionId);
    expect(q).toEqual({ id: questionId, text: '¿Tiene escritura?', itemId, fromId: '987654321', date: expect.any(String) });
    expect(Number.isNaN(Date.parse(q.date))).toBe(false);
    expect(await mlErrorOf(client.getQuestion(accessToken, '42'))).toMatchObject({ status: 404 });
  });

  it('says which failures are worth retrying: 429 and 5xx yes, 4xx no', async () => {
    const answering = (status: number, body: unknown) => new MercadoLibreClient(cfg, async () => new Response(JSON.stringify(body), { status }));
    expect(await mlErrorOf(answering(503, { message: 'unavailable', error: 'service_unavailable', status: 503, cause: [] }).me('t'))).toMatchObject({
      status: 503,
      code: 'service_unavailable',
      retryable: true,
    });
    expect(await mlErrorOf(answering(429, { message: 'too many', error: 'too_many_requests', status: 429 }).me('t'))).toMatchObject({ retryable: true });
    expect(await mlErrorOf(answering(403, { message: 'forbidden', error: 'forbidden', status: 403 }).me('t'))).toMatchObject({ retryable: false });
  });
});

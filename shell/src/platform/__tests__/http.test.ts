import { jest } from '@jest/globals';
import { installFakeWindow, removeFakeWindow, type FakeWindow } from '../../test-utils/fake-window.js';
import { ApiError, RETRY_DELAYS_MS, api, setUnauthorizedNavigator, swrFetcher } from '../http.js';

interface Call {
  url: string;
  init: RequestInit;
}

let w: FakeWindow;
let calls: Call[];
const realFetch = globalThis.fetch;

function stubFetch(status: number, body: unknown) {
  calls = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
}

beforeEach(() => {
  w = installFakeWindow();
  setUnauthorizedNavigator(null);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  removeFakeWindow();
});

describe('api client', () => {
  it("calls /api + path with the stored token in the 'auth-token' header and a JSON body", async () => {
    w.store.set('auth-token', 'tok123');
    stubFetch(201, { success: true });
    await expect(api.post('/admin/nuevo-cliente', { nombre: 'Ana' })).resolves.toEqual({ success: true });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/admin/nuevo-cliente');
    expect(calls[0].init.method).toBe('POST');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['auth-token']).toBe('tok123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0].init.body).toBe('{"nombre":"Ana"}');
  });

  it('sends PATCH with the token and the JSON body, for partial updates such as marking an enquiry read', async () => {
    w.store.set('auth-token', 'tok456');
    stubFetch(200, { success: true, data: { id: 'c1', leida: true } });
    await expect(api.patch('/admin/consultas/c1', { leida: true })).resolves.toEqual({ success: true, data: { id: 'c1', leida: true } });
    expect(calls[0].init.method).toBe('PATCH');
    expect((calls[0].init.headers as Record<string, string>)['auth-token']).toBe('tok456');
    expect(calls[0].init.body).toBe('{"leida":true}');
  });

  it('sends no auth-token header when logged out, and no body on GET', async () => {
    stubFetch(200, { propiedades: [] });
    await api.get('/user/propiedades-publicas');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers['auth-token']).toBeUndefined();
    expect(calls[0].init.body).toBeUndefined();
  });

  it('on a 401 removes the token, goes to /login?sessionExpired=true and throws the server error', async () => {
    w.store.set('auth-token', 'viejo');
    stubFetch(401, { success: false, error: 'Sesión inválida o expirada', code: 'AUTH.UNAUTHORIZED' });
    const err = await api.get('/admin/metricas').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401, serverError: 'Sesión inválida o expirada', code: 'AUTH.UNAUTHORIZED' });
    expect(w.store.has('auth-token')).toBe(false);
    expect(w.events).toContain('auth-change');
    expect(w.assigned).toEqual(['/login?sessionExpired=true']);
  });

  it('leaves a 401 to a session already ended (logged out while the request was under way) without a redirect', async () => {
    w.store.set('auth-token', 'de-la-sesion');
    calls = [];
    let answer!: () => void;
    globalThis.fetch = ((url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Promise<Response>((resolve) => {
        answer = () => resolve(new Response(JSON.stringify({ success: false, error: 'Sesión inválida o expirada' }), { status: 401 }));
      });
    }) as typeof fetch;
    const pending = api.get('/admin/metricas').catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 0));
    // 'Cerrar Sesión': the token goes, the server ends the session, and the dashboard's request comes back 401.
    w.store.delete('auth-token');
    answer();
    const err = await pending;
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect(w.assigned).toEqual([]);
    // Nor a request sent without any token.
    stubFetch(401, '');
    await expect(api.get('/admin/metricas')).rejects.toBeInstanceOf(ApiError);
    expect(w.assigned).toEqual([]);
    // A new login in the meantime is not ended by the old session's 401 either.
    w.store.set('auth-token', 'vieja');
    globalThis.fetch = ((url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Promise<Response>((resolve) => {
        answer = () => resolve(new Response('', { status: 401 }));
      });
    }) as typeof fetch;
    const old = api.get('/admin/metricas').catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 0));
    w.store.set('auth-token', 'nueva');
    answer();
    await old;
    expect(w.store.get('auth-token')).toBe('nueva');
    expect(w.assigned).toEqual([]);
  });

  it("uses the router's navigate when the shell registered one (no full reload)", async () => {
    const navigate = jest.fn();
    setUnauthorizedNavigator(navigate);
    w.store.set('auth-token', 'viejo');
    stubFetch(401, '');
    await expect(api.del('/admin/eliminar-propiedad/1')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/login?sessionExpired=true');
    expect(w.assigned).toEqual([]);
    expect(w.store.has('auth-token')).toBe(false);
  });

  it('a login attempt (skipAuthRedirect) keeps its 401 to itself: no redirect, token untouched', async () => {
    w.store.set('auth-token', 'otro');
    stubFetch(401, { success: false, error: 'Usuario o contraseña incorrectos' });
    const err = (await api
      .post('/user/login', { usuario: 'a', contraseña: 'b' }, { skipAuthRedirect: true })
      .catch((e: unknown) => e)) as ApiError;
    expect(err.serverError).toBe('Usuario o contraseña incorrectos');
    expect(w.assigned).toEqual([]);
    expect(w.store.get('auth-token')).toBe('otro');
  });

  it('other failures throw ApiError with the validation errors map and leave the session alone', async () => {
    w.store.set('auth-token', 'tok');
    stubFetch(400, { success: false, error: 'Datos inválidos', code: 'VALIDATION', errors: { dni: 'El DNI es obligatorio' } });
    const err = (await api.put('/admin/editar-cliente/1', {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.message).toBe('Datos inválidos');
    expect(err.errors).toEqual({ dni: 'El DNI es obligatorio' });
    expect(w.store.get('auth-token')).toBe('tok');
    expect(w.assigned).toEqual([]);
  });

  it('a failure without a JSON body still throws an ApiError with the status', async () => {
    stubFetch(502, '<html>Bad gateway</html>');
    const err = (await api.get('/ping').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(502);
    expect(err.serverError).toBeUndefined();
  });

  it('swrFetcher GETs the key as an API path', async () => {
    stubFetch(200, { success: true, data: { total: 3 } });
    await expect(swrFetcher('/admin/metricas')).resolves.toEqual({ success: true, data: { total: 3 } });
    expect(calls[0].url).toBe('/api/admin/metricas');
    expect(calls[0].init.method).toBe('GET');
  });
});

describe('creates with an Idempotency-Key', () => {
  const delays = [...RETRY_DELAYS_MS];
  beforeEach(() => RETRY_DELAYS_MS.splice(0, RETRY_DELAYS_MS.length, 0, 0));
  afterEach(() => RETRY_DELAYS_MS.splice(0, RETRY_DELAYS_MS.length, ...delays));

  /** A fetch that answers each call with the next of `replies` ('network' rejects as a lost connection does). */
  function scripted(replies: ('network' | [number, unknown])[]) {
    calls = [];
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = replies.shift();
      if (!next || next === 'network') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(next[1]), { status: next[0], headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
  }
  const keyOf = (c: Call) => (c.init.headers as Record<string, string>)['Idempotency-Key'];

  it('sends the key given', async () => {
    stubFetch(201, { success: true });
    await api.post('/admin/nuevo-cliente', { nombre: 'Ana' }, { idempotencyKey: 'k-1' });
    expect(keyOf(calls[0])).toBe('k-1');
  });

  it('sends the same request again, with the same key, when no reply came back or the API was out of reach', async () => {
    scripted(['network', [502, { success: false, code: 'API_UNAVAILABLE' }], [201, { success: true, id: 'p1' }]]);
    await expect(api.post('/admin/nueva-casa', { titulo: 'Casa' }, { idempotencyKey: 'k-2' })).resolves.toEqual({ success: true, id: 'p1' });
    expect(calls.map(keyOf)).toEqual(['k-2', 'k-2', 'k-2']);
    expect(calls.map((c) => c.init.body)).toEqual(Array(3).fill('{"titulo":"Casa"}'));
  });

  it('waits out a 409 saying the first request is still running, and gets its reply', async () => {
    scripted([[409, { success: false, error: 'La misma solicitud todavía se está procesando', code: 'IDEMPOTENCY.IN_FLIGHT' }], [201, { success: true }]]);
    await expect(api.post('/admin/nuevo-cliente', {}, { idempotencyKey: 'k-3' })).resolves.toEqual({ success: true });
    expect(calls).toHaveLength(2);
  });

  it('gives up after the retries, and never retries a refusal about the data', async () => {
    scripted(['network', 'network', 'network', 'network']);
    await expect(api.post('/admin/nuevo-cliente', {}, { idempotencyKey: 'k-4' })).rejects.toBeInstanceOf(TypeError);
    expect(calls).toHaveLength(3);
    scripted([[409, { success: false, code: 'CLIENT.DNI_TAKEN' }], [201, {}]]);
    await expect(api.post('/admin/nuevo-cliente', {}, { idempotencyKey: 'k-5' })).rejects.toMatchObject({ status: 409 });
    expect(calls).toHaveLength(1);
  });

  it('never sends a request without a key twice', async () => {
    scripted(['network', [201, {}]]);
    await expect(api.post('/admin/nuevo-cliente', {})).rejects.toBeInstanceOf(TypeError);
    expect(calls).toHaveLength(1);
    expect(keyOf(calls[0])).toBeUndefined();
  });
});


// Every create the back office makes sends the submit's Idempotency-Key (shell platform submit-key.ts): the same
// submit sent again — after a lost reply, or pressed once more — carries the same key, so the API makes no second
// row; the next submit carries a new one.
import { createSubmitKey } from '@inmo/shell/platform';
import { TIPOS_PROPIEDAD } from '@inmo/contracts';
import { crearCliente } from '../features/clients/api/crear-cliente.js';
import { crearOperacion } from '../features/operations/api/crear-operacion.js';
import { createProperty } from '../features/properties/api/create-property.js';
import { crearUsuario } from '../features/users/users-api.js';
import { crearFactura } from '../features/invoices/api/facturas.js';

interface Sent {
  url: string;
  key: string | undefined;
}
let sent: Sent[];
let replies: number[];
const realFetch = globalThis.fetch;

beforeEach(() => {
  sent = [];
  replies = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, key: (init.headers as Record<string, string>)['Idempotency-Key'] });
    const status = replies.shift() ?? 201;
    return new Response(JSON.stringify(status === 201 ? { success: true, data: {} } : { success: false, error: 'Datos inválidos', code: 'VALIDATION' }), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A form's submit as the pages make it: the key for this data, the create, and done() once it succeeded. */
async function submit<B>(k: ReturnType<typeof createSubmitKey>, body: B, create: (body: B, key: string) => Promise<unknown>): Promise<boolean> {
  try {
    await create(body, k.for(body));
    k.done();
    return true;
  } catch {
    return false;
  }
}

const CREATES: [string, (body: Record<string, unknown>, key: string) => Promise<unknown>][] = [
  ...TIPOS_PROPIEDAD.map((tipo): [string, (body: Record<string, unknown>, key: string) => Promise<unknown>] => [`propiedad ${tipo}`, (b, key) => createProperty(tipo, b, key)]),
  ['cliente', (b, key) => crearCliente(b as never, key)],
  ['operación', (b, key) => crearOperacion(b as never, key)],
  ['usuario', (b, key) => crearUsuario(b as never, key)],
  ['factura', (b, key) => crearFactura(b as never, key)],
];

describe.each(CREATES)('creating a %s', (_name, create) => {
  it('sends a UUID key, the same one when the submit is sent again after a failure, and a new one for the next submit', async () => {
    const k = createSubmitKey();
    replies = [400];
    expect(await submit(k, { n: 1 }, create)).toBe(false);
    expect(await submit(k, { n: 1 }, create)).toBe(true);
    expect(await submit(k, { n: 1 }, create)).toBe(true);
    expect(sent).toHaveLength(3);
    const [first, retry, next] = sent.map((s) => s.key);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });
});

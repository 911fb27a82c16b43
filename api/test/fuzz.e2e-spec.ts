// Property-based fuzzing of every API route (hostile input). For each registered route fast-check sends
// FUZZ_RUNS (default 200) requests built from the contract: valid bodies, valid bodies with one field broken (wrong
// type, huge, hostile text, raw JSON numbers like 1e309), fully random JSON, invalid JSON text, prototype keys,
// odd content types, random bytes to the upload, and hostile path parameters and query strings.
// Every answer must be < 500, and every rejection a 4xx in the one error shape. Afterwards the database holds exactly
// what the 2xx answers created, every stored row still passes the validation rules, and Object.prototype is clean.
// Seed: FUZZ_SEED=<n> replays a run (the seed is printed with every failure); FUZZ_SHRINK=1 shrinks counterexamples.
import fc from 'fast-check';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import {
  DEFAULT_IMAGE_PUBLIC_ID,
  ENDPOINT_ALTA,
  ERROR_CODES,
  ESTADOS_PROPIEDAD,
  INDICES_PUBLICADOS,
  validarContacto,
  validarEditarCliente,
  validarPropiedad,
  MENSAJES_TASACION,
  type TipoPropiedad,
} from '@inmo/contracts';
import { registeredRoutes } from '../src/app.factory.js';
import { Db } from '../src/database/db.service.js';
import { PROPERTY_SELECT, toPropiedad, type PropertyRow } from '../src/properties/property-row.js';
import { ADMIN_PASSWORD, ADMIN_USER, bootApp, loginToken, staffUser, type TestApp } from './helpers.js';
import { SOLO_ADMIN_ROUTES } from './solo-admin-routes.js';
import { fakeJpeg, fakePng } from './fixtures.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : (Date.now() ^ (Math.random() * 0x7fffffff)) | 0;
const SHRINK = process.env.FUZZ_SHRINK === '1';

const TIPOS = Object.keys(ENDPOINT_ALTA) as TipoPropiedad[];
const CODES = new Set<string>(Object.values(ERROR_CODES));
const UUID0 = '00000000-0000-4000-8000-000000000000';

// ------------------------------------------------------------------------------------------------------------------
// Values

const HOSTILE_TEXT = [
  "' OR 1=1 --", "'; DROP TABLE properties; --", '" OR ""="', '1; SELECT pg_sleep(5)', "admin'--", '%', '_', '\\',
  '\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uDC00y', '😀🏠🔥', '👨‍👩‍👧‍👦', '\u202Eevil\u202C', 'مرحبا بالعالم', 'שלום', '\uFEFF', '\u200B',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '1e309', '-1e309', '-0', 'NaN', 'Infinity', '-Infinity',
  '0x10', '1,5', '1.000.000', '  ', '', 'null', 'undefined', 'true', '[]', '{}', '%00', '%zz', '../../etc/passwd', '..%2f..%2f',
  '<script>alert(1)</script>', '${7*7}', '{{7*7}}', '\r\n', '\t', '"', "'", '9'.repeat(400), '1'.repeat(30), '2026-02-30', '0000-00-00',
  '99999-01-01', 'ñandú Ñ ü', 'A'.repeat(5000),
];
const RAW_NUMBERS = ['1e309', '-1e309', '-0', '1e-400', '123456789012345678901234567890', '0.1e-5', '-1', '1E2', '1.5e300', '9007199254740993'];

/** A JSON text fragment inserted as is (numbers JSON.stringify cannot write). */
class Raw {
  constructor(readonly text: string) {}
}

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(100_000), 'é'.repeat(100_000), '😀'.repeat(50_000), '\u0000'.repeat(100_000)) },
);
const hugeArray: fc.Arbitrary<unknown[]> = fc.constantFrom(
  Array.from({ length: 100_000 }, (_, i) => i),
  Array.from({ length: 20_000 }, () => ({})),
  Array.from({ length: 5_000 }, () => 'x'.repeat(20)),
);
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((s) => new Raw(s)) },
  { weight: 1, arbitrary: fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -1, 0, 0.5, 1e15, 5e-324) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { a: 1 }, [[[]]]) },
  { weight: 1, arbitrary: hugeArray },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(new Raw('{"__proto__":{"polluted":"yes"}}'), new Raw('{"constructor":{"prototype":{"polluted":"yes"}}}')) },
);

// ------------------------------------------------------------------------------------------------------------------
// Bodies

interface Req {
  label: string;
  payload?: string | Buffer;
  contentType?: string;
  /** Set for well-formed JSON bodies (bookkeeping of what a 2xx created). */
  json?: Record<string, any>;
}

/** JSON text with Raw fragments in place. */
function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `@@RAW${raws.length - 1}@@`;
    }
    return v;
  });
  return text.replace(/"@@RAW(\d+)@@"/g, (_m, i) => raws[Number(i)]!);
}

function leafPaths(v: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (v && typeof v === 'object') {
    const entries = Array.isArray(v) ? v.map((x, i) => [i, x] as const) : Object.entries(v);
    if (prefix.length > 0) out.push(prefix);
    for (const [k, x] of entries) leafPaths(x, [...prefix, k], out);
  } else if (prefix.length > 0) out.push(prefix);
  return out;
}

function clone<T>(v: T): T {
  return JSON.parse(JSON.stringify(v));
}

/** A valid body with one field replaced by a wrong value, removed, or an extra odd key added. */
function brokenOne(base: fc.Arbitrary<Record<string, any>>): fc.Arbitrary<Req> {
  return fc.tuple(base, fc.nat(), wrongValue, fc.constantFrom('replace', 'replace', 'replace', 'delete', 'add'), hostileString).map(([b, n, bad, how, key]) => {
    const body = clone(b);
    const paths = leafPaths(body);
    if (how === 'add' || paths.length === 0) {
      body[key] = bad;
      return { label: `add ${JSON.stringify(key).slice(0, 30)}`, payload: toJsonText(body), contentType: 'application/json' };
    }
    const path = paths[n % paths.length]!;
    let parent: any = body;
    for (const k of path.slice(0, -1)) parent = parent[k];
    const last = path[path.length - 1]!;
    if (how === 'delete') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
      return { label: `delete ${path.join('.')}`, payload: toJsonText(body), contentType: 'application/json', json: body };
    }
    parent[last] = bad;
    return { label: `break ${path.join('.')}`, payload: toJsonText(body), contentType: 'application/json' };
  });
}

const INVALID_JSON = [
  '', ' ', '{', '}', '{"a":', '{"a":1,}', "{'a':1}", '{a:1}', 'NaN', 'Infinity', 'undefined', '[1,2', '"abc', '{"a":"\\x00"}', '{"a":"\\ud800"}',
  '\uFEFF{}', '{"a":1}{"b":2}', '{"a":01}', '{"a":.5}', '{"a":1e309}', '{"a":-}', '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}', '{"a":{"__proto__":{"polluted":"yes"}}}', '[{"__proto__":{"polluted":"yes"}}]',
  'null', 'true', '0', '"texto"', '[]', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  '['.repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(2000) + '1' + '}'.repeat(2000), `{"x":"${'y'.repeat(2 * 1024 * 1024)}"}`,
];
const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'text/plain', 'text/html',
  'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=xyz', 'application/xml', 'image/png',
  'application/octet-stream', 'APPLICATION/JSON', 'application/vnd.api+json', '*/*', 'json', 'application/json;;;', undefined,
];

const oddBody: fc.Arbitrary<Req> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v): Req => ({ label: 'random json', payload: toJsonText(v), contentType: 'application/json' })) },
  { weight: 2, arbitrary: fc.constantFrom(...INVALID_JSON).map((s): Req => ({ label: `invalid json ${s.slice(0, 30)}`, payload: s, contentType: 'application/json' })) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...CONTENT_TYPES), fc.oneof(hostileString, fc.jsonValue().map((v) => JSON.stringify(v)))).map(([ct, s]): Req => ({ label: `${ct} body`, payload: s, contentType: ct })) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2000 }).map((b): Req => ({ label: 'random bytes', payload: Buffer.from(b), contentType: 'application/json' })) },
  { weight: 1, arbitrary: fc.constant<Req>({ label: 'no body' }) },
);

function bodyFor(valid: fc.Arbitrary<Record<string, any>>): fc.Arbitrary<Req> {
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((b): Req => ({ label: 'valid', payload: toJsonText(b), contentType: 'application/json', json: b })) },
    { weight: 8, arbitrary: brokenOne(valid) },
    { weight: 3, arbitrary: oddBody },
  );
}

// Contract-shaped generators (spec §3, §5).
const text = (max = 40) => fc.string({ unit: 'grapheme', minLength: 1, maxLength: max }).filter((s) => s.trim() !== '' && !s.includes('\u0000'));
const optText = (max = 40) => fc.option(fc.string({ unit: 'grapheme', maxLength: max }).filter((s) => !s.includes('\u0000')), { nil: undefined });
const money = fc.oneof(fc.integer({ min: 0, max: 999_999_999 }), fc.double({ min: 0, max: 1e9, noNaN: true }).map((n) => Math.round(n * 100) / 100));
const date = fc.date({ min: new Date('1950-01-01'), max: new Date('2150-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

function image(): fc.Arbitrary<Record<string, any>> {
  return fc.record(
    {
      url: fc.oneof(fc.constantFrom('/api/media/imagen_por_defecto.svg', '/api/media/casas-aaaaaaaaaaaaaaaaaaaaaaaa.webp'), fc.webUrl()),
      public_id: fc.oneof(fc.constant('casas/0123456789abcdef01234567'), text(20)),
      descripcion: optText(30),
      offsetX: fc.double({ min: 0, max: 1, noNaN: true }),
      offsetY: fc.double({ min: 0, max: 1, noNaN: true }),
      zoom: fc.double({ min: 1, max: 3, noNaN: true }),
    },
    { requiredKeys: ['url'] },
  );
}

function propertyBody(tipo: TipoPropiedad, owners: string[]): fc.Arbitrary<Record<string, any>> {
  const base = {
    titulo: text(60),
    localidad: text(30),
    operacion: fc.constantFrom('venta', 'alquiler', 'alquiler temporal'),
    descripcion: optText(200),
    calle: optText(30),
    altura: fc.option(fc.integer({ min: 0, max: 99999 }), { nil: undefined }),
    entreCalle1: optText(20),
    precio: fc.record({ monto: money, moneda: fc.constantFrom('ARS', 'USD', 'EUR'), visible: fc.boolean() }),
    coordenadas: fc.option(fc.oneof(fc.constant('-34.6,-58.4'), fc.record({ lat: fc.double({ min: -89, max: 89, noNaN: true }), lng: fc.double({ min: -179, max: 179, noNaN: true }) })), { nil: undefined }),
    mapaUrl: fc.option(fc.webUrl(), { nil: undefined }),
    imagenes: fc.option(fc.array(image(), { maxLength: 4 }), { nil: undefined }),
    visible: fc.boolean(),
    servicios: fc.record({ agua: fc.boolean(), luz: fc.boolean(), gas: fc.boolean(), cloacas: fc.boolean() }),
    amenities: fc.dictionary(fc.constantFrom('piscina', 'parrilla', 'garage', 'terraza'), fc.boolean()),
    clienteDueño: fc.option(fc.constantFrom(...owners), { nil: undefined }),
    fechaPublicacion: fc.option(date, { nil: undefined }),
  };
  const perType: Record<TipoPropiedad, Record<string, fc.Arbitrary<unknown>>> = {
    Casa: { habitaciones: fc.integer({ min: 0, max: 20 }), baños: fc.integer({ min: 0, max: 10 }), superficieTotal: money },
    Departamento: { piso: fc.integer({ min: -2, max: 60 }), ambientes: fc.integer({ min: 1, max: 10 }), expensas: money },
    Campo: { hectareas: fc.double({ min: 0.5, max: 100000, noNaN: true }), condicion: text(20) },
    'Fondo de Comercio': { nombreComercio: text(20), rubro: text(20), precioVenta: money, empleados: fc.integer({ min: 0, max: 500 }), instalaciones: fc.array(text(10), { maxLength: 4 }) },
    'Local comercial': { rubro: text(20), frente: money, fondo: money, habilitacionMunicipal: fc.boolean() },
    Terreno: { largo: fc.double({ min: 1, max: 1000, noNaN: true }), ancho: fc.double({ min: 1, max: 1000, noNaN: true }), superficie: money },
    'Galpón': { superficieTotal: money, condicion: text(20), alturaLibre: fc.double({ min: 0, max: 50, noNaN: true }) },
  };
  return fc.record({ ...base, ...perType[tipo] }, { requiredKeys: ['titulo', 'localidad', 'operacion', ...Object.keys(perType[tipo])] as any });
}

/** A valuation's body: mostly computable (3 to 8 comparables with a surface), sometimes past the 30 comparables it takes. */
function valuationBody(clients: () => string[]): fc.Arbitrary<Record<string, any>> {
  const comparable = fc.record(
    { fuente: fc.constant('manual'), titulo: optText(40), precio: fc.integer({ min: 1000, max: 9_999_999 }), moneda: fc.constant('USD'), superficieCubierta: fc.integer({ min: 20, max: 2000 }), antiguedad: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }), estado: fc.constantFrom(null, 'bueno', 'a refaccionar') },
    { requiredKeys: ['fuente', 'precio', 'moneda', 'superficieCubierta'] },
  );
  return fc.record({
    sujeto: fc.record({ tipo: fc.constantFrom('Casa', 'Departamento', 'Local comercial'), localidad: text(30), direccion: optText(40), superficieCubierta: fc.integer({ min: 20, max: 2000 }) }, { requiredKeys: ['tipo', 'localidad', 'superficieCubierta'] }),
    moneda: fc.constant('USD'),
    cliente: fc.option(fc.constant(null).chain(() => fc.constantFrom(...clients())), { nil: null }),
    comparables: fc.oneof({ weight: 9, arbitrary: fc.array(comparable, { minLength: 3, maxLength: 8 }) }, { weight: 1, arbitrary: fc.array(comparable, { minLength: 31, maxLength: 40 }) }),
  });
}

const preference = fc.record({
  tipoPropiedad: fc.constantFrom('Casa', 'Dpto', 'Terreno', 'Campo', 'Galpon', 'Local', 'FondoComercio'),
  tipoOperacion: fc.constantFrom('Alquiler', 'Compra'),
  presupuesto: fc.option(money, { nil: null }),
  moneda: fc.constantFrom('ARS', 'USD', 'EUR'),
  descripcion: optText(50),
  activa: fc.boolean(),
  financiacion: fc.boolean(),
  fechaCreacionPreferencia: fc.option(date, { nil: undefined }),
});
const clientBase = {
  nombre: text(30),
  apellido: text(30),
  dni: fc.oneof(fc.integer({ min: 100000, max: 999999999 }), fc.integer({ min: 1000000, max: 99999999 }).map((n) => n.toLocaleString('es-AR'))),
  // Anything, and numbers people really type (a mobile with 0 and 15; Buenos Aires' 10 digits sent as a number).
  telefono: fc.oneof(text(20), fc.integer({ min: 1000, max: 99999999 }), fc.integer({ min: 400000, max: 699999 }).map((n) => `02346 15-${n}`), fc.integer({ min: 1120000000, max: 1169999999 })),
  mail: fc.option(fc.oneof(fc.emailAddress().filter((m) => m.length < 200), fc.constant('')), { nil: null }),
  profesion: fc.option(text(30), { nil: null }),
};

/** encodeURIComponent for any string, lone surrogates included (sent as the UTF-8 of U+FFFD). */
function enc(s: string): string {
  return [...Buffer.from(s, 'utf8')].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

// Query strings: the route's own keys with valid or hostile values (prototype names included: a lookup table
// indexed by a query value must not find 'constructor'), repeated keys, unknown and prototype keys, bad escapes.
const QUERY_KEYS = ['page', 'limit', 'q', 'tipo', 'operacion', 'precioMin', 'precioMax', 'moneda', 'dormitorios', 'orden', 'estado', 'rol', 'cliente', 'meses', 'tolerancia'];
const QUERY_VALUES = ['1', '2', '6', '10', '100', '1000', '0', '-1', 'venta', 'Casa', 'USD', 'recientes', 'precio_desc', 'visible', 'oculta', 'oferente', 'pendientes', '12', '50.5'];
const PROTO_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];
function queryFor(keys: string[]): fc.Arbitrary<string> {
  const pair = fc.tuple(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.constantFrom(...PROTO_NAMES, '__proto__[polluted]', 'a[b]') }, { weight: 1, arbitrary: hostileString.filter((s) => s.length < 100) }),
    fc.oneof(fc.constantFrom(...QUERY_VALUES), hostileString.filter((s) => s.length < 2000)),
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 5, arbitrary: fc.array(pair, { maxLength: 6 }).map((pairs) => '?' + pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...PROTO_NAMES)).map(([k, v]) => `?${k}=${v}`) },
    { weight: 1, arbitrary: fc.constantFrom('?%', '?a=%zz', '?page=%E0%A4%A', '?q=%00', '?&&&', '?=', '?page', '?q=' + 'x'.repeat(10_000), '?__proto__[polluted]=yes', '?constructor[prototype][polluted]=yes', '?page=1&page=2') },
  );
}

// Path parameters: known ids plus hostile text (encoded) and raw bad escapes.
function pathParam(known: () => string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(null).map(() => known()).chain((ids) => (ids.length ? fc.constantFrom(...ids) : fc.constant(UUID0))) },
    { weight: 1, arbitrary: fc.uuid().map((u) => u) },
    { weight: 3, arbitrary: hostileString.filter((s) => s.length > 0 && s.length < 3000).map(enc) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', 'a%2Fb', UUID0.toUpperCase(), `${UUID0}%00`, '%20' + UUID0) },
  );
}

// ------------------------------------------------------------------------------------------------------------------
// The run

interface Reply {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

function checkReply(r: Reply): string | null {
  if (r.status >= 500) return `status ${r.status}: ${r.body.slice(0, 300)}`;
  if (r.status < 400) return null;
  if (!String(r.headers['content-type'] ?? '').startsWith('application/json')) return `status ${r.status} without JSON (${r.headers['content-type']})`;
  let b: any;
  try {
    b = JSON.parse(r.body);
  } catch {
    return `status ${r.status} with a body that is not JSON: ${r.body.slice(0, 100)}`;
  }
  // `existente`: the record a 409 collides with (a client with the same DNI).
  const extra = Object.keys(b ?? {}).filter((k) => !['success', 'error', 'code', 'errors', 'existente'].includes(k));
  if (!b || b.success !== false || typeof b.error !== 'string' || b.error.trim() === '' || extra.length > 0) return `status ${r.status} outside the error shape: ${r.body.slice(0, 200)}`;
  if (b.code !== undefined && !CODES.has(b.code)) return `unknown error code ${b.code}`;
  if (b.errors !== undefined && (typeof b.errors !== 'object' || Array.isArray(b.errors) || Object.values(b.errors).some((m) => typeof m !== 'string'))) return `errors is not a map of messages`;
  return null;
}

describe('fuzz: hostile input on every route', () => {
  let t: TestApp;
  let token: string;
  let port: number;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let db: Db;
  // `trash`: properties only the delete and restore routes touch (half of them start in the trash), so the other
  // routes keep finding live properties whatever order the routes run in.
  const ids = { properties: [] as string[], trash: [] as string[], clients: [] as string[], enquiries: [] as string[], visits: [] as string[], valuations: [] as string[] };
  let validPng: Buffer;
  const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(async () => {
    t = await bootApp();
    token = await loginToken(t.http);
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    db = t.app.get(Db);
    ids.properties = (await db.query<{ id: string }>(`SELECT id FROM properties ORDER BY created_at LIMIT 8`)).map((r) => r.id);
    ids.clients = (await db.query<{ id: string }>(`SELECT id FROM clients ORDER BY created_at LIMIT 6`)).map((r) => r.id);
    for (let i = 0; i < 3; i++) {
      const r = await t.http.post('/api/user/contacto').set('x-forwarded-for', `203.0.113.${i}`).send({ nombre: 'Ana', email: 'ana@example.com', asunto: 'Consulta', mensaje: 'Hola' });
      expect(r.status).toBe(201);
    }
    ids.enquiries = (await db.query<{ id: string }>(`SELECT id FROM contact_enquiries`)).map((r) => r.id);
    for (let i = 0; i < 4; i++) {
      const r = await t.http.post('/api/admin/nueva-casa').set('auth-token', token).send({ titulo: `Papelera ${i}`, localidad: 'Luján', operacion: 'venta', habitaciones: 2 });
      expect(r.status).toBe(201);
      ids.trash.push(r.body.id);
      if (i % 2 === 0) expect((await t.http.delete(`/api/admin/eliminar-propiedad/${r.body.id}`).set('auth-token', token)).status).toBe(200);
    }
    // Visits (one per day, so fuzzed state changes cannot overlap each other) for their edits and history.
    for (let i = 0; i < 3; i++) {
      const r = await t.http.post('/api/admin/nueva-visita').set('auth-token', token).send({ propiedad: ids.properties[i], cliente: ids.clients[0], inicio: `2032-01-1${i}T10:00`, minutos: 30 });
      expect(r.status).toBe(201);
      ids.visits.push(r.body.data._id);
    }
    for (let i = 0; i < 3; i++) {
      const comparables = [100000, 110000, 120000].map((precio) => ({ fuente: 'manual', precio, moneda: 'USD', superficieCubierta: 100 }));
      const r = await t.http.post('/api/admin/nueva-tasacion').set('auth-token', token).send({ sujeto: { tipo: 'Casa', localidad: 'Luján', superficieCubierta: 150 }, moneda: 'USD', cliente: ids.clients[0], comparables });
      expect(r.status).toBe(201);
      ids.valuations.push(r.body.data._id);
    }
    validPng = await sharp({ create: { width: 16, height: 9, channels: 3, background: { r: 200, g: 10, b: 10 } } }).png().toBuffer();
    expect(ids.properties.length).toBeGreaterThan(2);
    expect(ids.clients.length).toBeGreaterThan(1);
  });
  afterAll(async () => {
    agent.destroy();
    await t?.close();
  });

  // Plain node:http over keep-alive sockets (light-my-request's inject needs cookie 2, ESM only, which Jest on
  // Node 20 cannot require). A GET may carry a body too.
  function send(method: string, url: string, req: Req, headers: Record<string, string> = {}): Promise<Reply> {
    const h: Record<string, string | number> = { ...headers };
    if (req.contentType !== undefined) h['content-type'] = req.contentType;
    const payload = req.payload === undefined ? undefined : Buffer.isBuffer(req.payload) ? req.payload : Buffer.from(req.payload);
    if (payload) h['content-length'] = payload.length;
    return new Promise((resolve, reject) => {
      let answered = false;
      const rq = httpRequest({ host: '127.0.0.1', port, method, path: url, headers: h, agent }, (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, unknown>, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      // The server may answer (413) and close before a big body is fully written: the answer is what counts.
      rq.on('error', (err) => {
        if (!answered) reject(new Error(`no answer: ${err.message}`));
      });
      rq.end(payload);
    });
  }

  it(`answers ${RUNS} fuzzed requests per route with < 500 and the one error shape; the data stays consistent (seed ${SEED})`, async () => {
    // Not the logout: it would end the session every other route is fuzzed with (it is tested in users.e2e-spec.ts
    // and on every route by auth-matrix.e2e-spec.ts).
    const routes = registeredRoutes(t.app).filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.method !== 'OPTIONS' && r.url !== '/api/user/logout');
    expect(routes.length).toBeGreaterThan(30);

    // What the database holds before, and what the 2xx answers add.
    const count = async (table: string) => Number((await db.one(`SELECT count(*) AS n FROM ${table}`))!.n);
    const tables = ['users', 'properties', 'property_images', 'clients', 'client_search_preferences', 'client_offered_properties', 'operations', 'contact_enquiries'];
    const before: Record<string, number> = {};
    for (const tb of tables) before[tb] = await count(tb);
    const created = { properties: 0, clients: 0, operations: 0, contact_enquiries: 0 };
    const imagesOf = new Map<string, number>((await db.query<{ id: string; n: string }>(`SELECT p.id, count(i.id) AS n FROM properties p LEFT JOIN property_images i ON i.property_id = p.id GROUP BY p.id`)).map((r) => [r.id, Number(r.n)]));
    const prefsOf = new Map<string, number>((await db.query<{ id: string; n: string }>(`SELECT c.id, count(s.id) AS n FROM clients c LEFT JOIN client_search_preferences s ON s.client_id = c.id GROUP BY c.id`)).map((r) => [r.id, Number(r.n)]));
    const offeredOf = new Map<string, number>((await db.query<{ id: string; n: string }>(`SELECT c.id, count(o.id) AS n FROM clients c LEFT JOIN client_offered_properties o ON o.client_id = c.id GROUP BY c.id`)).map((r) => [r.id, Number(r.n)]));
    const storedImages = (p: any) => (Array.isArray(p?.imagenes) ? p.imagenes.filter((i: any) => i.public_id !== DEFAULT_IMAGE_PUBLIC_ID).length : 0);

    const property = pathParam(() => ids.properties);
    const trash = pathParam(() => ids.trash);
    const client = pathParam(() => ids.clients);
    const enquiry = pathParam(() => ids.enquiries);
    const anyId = pathParam(() => [...ids.properties, ...ids.clients]);
    const valuation = pathParam(() => ids.valuations);
    const owners = () => ids.clients;

    const upload: fc.Arbitrary<Req> = fc.oneof(
      { weight: 3, arbitrary: fc.tuple(fc.uint8Array({ maxLength: 4000 }), fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'application/octet-stream', 'image/gif', 'text/plain', 'application/json')).map(([b, ct]): Req => ({ label: `random bytes as ${ct}`, payload: Buffer.from(b), contentType: ct })) },
      {
        weight: 3,
        arbitrary: fc.tuple(fc.nat(), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }), fc.constantFrom('image/png', 'application/octet-stream')).map(([, flips, ct]): Req => {
          const b = Buffer.from(validPng);
          for (const [pos, byte] of flips) b[pos % b.length] = byte;
          return { label: `png with ${flips.length} flipped bytes`, payload: b, contentType: ct };
        }),
      },
      { weight: 2, arbitrary: fc.tuple(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean()).map(([w, h, png]): Req => ({ label: `fake ${png ? 'png' : 'jpeg'} ${w}x${h}`, payload: png ? fakePng(w, h) : fakeJpeg(w % 65536, h % 65536), contentType: 'application/octet-stream' })) },
      {
        weight: 3,
        arbitrary: fc.tuple(fc.constantFrom('file', 'imagen', 'image', 'otro', '', '__proto__'), fc.oneof(fc.uint8Array({ maxLength: 3000 }).map((b) => Buffer.from(b)), fc.constant(validPng)), fc.constantFrom('image/png', 'text/plain', ''), hostileString.filter((s) => !/["\r\n]/.test(s) && s.length < 200), fc.boolean()).map(([field, data, ct, filename, close]): Req => {
          const boundary = 'fuzzBoundary7';
          const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n${ct ? `Content-Type: ${ct}\r\n` : ''}\r\n`;
          const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(close ? `\r\n--${boundary}--\r\n` : '')]);
          return { label: `multipart field ${field} ${data.length} bytes${close ? '' : ' unterminated'}`, payload, contentType: `multipart/form-data; boundary=${boundary}` };
        }),
      },
      { weight: 1, arbitrary: fc.constant<Req>({ label: 'valid png', payload: validPng, contentType: 'image/png' }) },
      { weight: 2, arbitrary: oddBody },
    );

    const login = fc.record({ usuario: fc.oneof(fc.constant(ADMIN_USER), text(20)), contraseña: fc.oneof(fc.constant(ADMIN_PASSWORD), text(20)) });
    const contacto = fc.record(
      { nombre: text(30), email: fc.emailAddress().filter((m) => m.length < 200), telefono: optText(20), asunto: text(30), mensaje: text(200), sitioWeb: fc.constantFrom('', 'http://spam.example') },
      { requiredKeys: ['nombre', 'email', 'asunto', 'mensaje'] },
    );
    const operacion = fc.record({
      operacion: fc.constantFrom('venta', 'alquiler', 'alquiler temporal'),
      propiedad: fc.constant(null).chain(() => fc.constantFrom(...ids.properties)),
      oferente: fc.constant(null).chain(() => fc.constantFrom(...ids.clients)),
      receptor: fc.constant(null).chain(() => fc.constantFrom(...ids.clients)),
      montoDinero: fc.option(money, { nil: null }),
      moneda: fc.constantFrom('ARS', 'USD', 'EUR'),
      descripcion: optText(100),
      fechaConcretada: fc.option(date, { nil: undefined }),
    });
    const nuevoCliente = fc.record(clientBase, { requiredKeys: ['nombre', 'apellido', 'dni', 'telefono'] });
    const editarCliente = fc.record(
      {
        ...clientBase,
        preferenciasBusqueda: fc.oneof({ weight: 9, arbitrary: fc.array(preference, { maxLength: 4 }) }, { weight: 1, arbitrary: fc.array(preference, { minLength: 200, maxLength: 400 }) }),
        oferente: fc.array(fc.record({ propiedad: text(40), descripcion: optText(50), activa: fc.boolean(), propiedadId: fc.option(fc.constant(null).chain(() => fc.constantFrom(...ids.properties)), { nil: undefined }) }), { maxLength: 3 }),
      },
      { requiredKeys: ['nombre', 'apellido', 'dni', 'telefono'] },
    );
    const editarPropiedad = fc.constantFrom(...TIPOS).chain((tipo) =>
      fc.record({
        tipo: fc.constantFrom(tipo, undefined as any, ''),
        propiedad: propertyBody(tipo, owners()).chain((full) => fc.subarray(Object.keys(full)).map((keys) => Object.fromEntries(keys.map((k) => [k, full[k]])))),
      }),
    );
    const consulta = fc.record({ leida: fc.boolean(), respondida: fc.boolean() }, { requiredKeys: [] });
    // Index values as published: past first days of a month (every series takes them), some after today (refused).
    const indiceName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...INDICES_PUBLICADOS, 'icl') }, { weight: 1, arbitrary: hostileString.filter((x) => x.length > 0 && x.length < 200).map(enc) });
    const valorIndice = fc.oneof({ weight: 4, arbitrary: fc.constantFrom('1', '8,47', '20.13', '1234.567891', '0.000001') }, { weight: 1, arbitrary: hostileString }, { weight: 1, arbitrary: fc.double() });
    const cargaIndice = fc.record({
      valores: fc.array(fc.record({ fecha: fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1990, max: 2025 }).chain((y) => fc.integer({ min: 1, max: 12 }).map((m) => `${y}-${String(m).padStart(2, '0')}-01`)) }, { weight: 1, arbitrary: date }), valor: valorIndice }), { minLength: 1, maxLength: 6 }),
    });
    const visit = pathParam(() => ids.visits);
    const editarVisita = fc.record(
      {
        // A valid edit (brokenOne and oddBody make the hostile ones): a visit's version moves with every edit, so a
        // stated one is mostly stale (409); most edits leave it out.
        estado: fc.constantFrom('programada', 'realizada', 'cancelada', 'ausente'),
        resultado: optText(80),
        interes: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
        confirmadoPorTelefono: fc.option(fc.boolean(), { nil: null }),
        email: fc.oneof(fc.emailAddress().filter((m) => m.length < 200), fc.constantFrom('', null)),
        version: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined, freq: 2 }),
      },
      { requiredKeys: ['estado'] },
    );
    const estado = fc.record(
      { estado: fc.constantFrom(...ESTADOS_PROPIEDAD, 'Perdida', ''), motivo: fc.oneof(text(80), optText(10)), version: fc.option(fc.integer({ min: -2, max: 50 }), { nil: undefined }) },
      { requiredKeys: ['estado', 'motivo'] },
    );

    // One plan per route: path, query and body generators. Routes not listed get the generic plan, so a new route
    // is fuzzed as soon as it exists.
    type Plan = { path?: Record<string, fc.Arbitrary<string>>; body?: fc.Arbitrary<Req>; query?: string[] };
    const CATALOGUE = ['page', 'limit', 'q', 'tipo', 'operacion', 'precioMin', 'precioMax', 'moneda', 'dormitorios', 'orden'];
    const plans: Record<string, Plan> = {
      'POST /api/user/login': { body: bodyFor(login) },
      'POST /api/user/contacto': { body: bodyFor(contacto) },
      'GET /api/user/propiedad/:id': { path: { id: property } },
      'GET /api/admin/cliente/:id': { path: { id: client } },
      'PUT /api/admin/editar-cliente/:id': { path: { id: client }, body: bodyFor(editarCliente) },
      'POST /api/admin/nuevo-cliente': { body: bodyFor(nuevoCliente) },
      'POST /api/admin/nueva-operacion': { body: bodyFor(operacion) },
      'PUT /api/admin/editar-propiedad/:id': { path: { id: property }, body: bodyFor(editarPropiedad) },
      'DELETE /api/admin/eliminar-propiedad/:id': { path: { id: trash } },
      'POST /api/admin/restaurar-propiedad/:id': { path: { id: trash } },
      'PUT /api/admin/estado-propiedad/:id': { path: { id: property }, body: bodyFor(estado) },
      'GET /api/admin/cliente/:id/coincidencias': { path: { id: client } },
      'GET /api/admin/propiedad/:id/interesados': { path: { id: property } },
      'PATCH /api/admin/consultas/:id': { path: { id: enquiry }, body: bodyFor(consulta) },
      'PUT /api/admin/editar-visita/:id': { path: { id: visit }, body: bodyFor(editarVisita) },
      'GET /api/admin/historial/:entidad/:id': { path: { entidad: fc.constantFrom('visita', 'propiedad', 'tasacion', 'otra', '__proto__'), id: fc.oneof(visit, property) } },
      'POST /api/admin/imagenes': { body: upload },
      'GET /api/user/propiedades-publicas': { query: CATALOGUE },
      'GET /api/admin/todas-propiedades': { query: [...CATALOGUE, 'estado'] },
      'GET /api/admin/papelera': { query: [...CATALOGUE, 'estado'] },
      'GET /api/admin/clientes': { query: ['limit', 'page', 'q', 'rol'] },
      'GET /api/admin/operaciones': { query: ['q', 'cliente', 'operacion', 'moneda', 'page', 'limit'] },
      'GET /api/admin/consultas': { query: ['page', 'limit', 'estado'] },
      'GET /api/admin/reportes': { query: ['meses'] },
      'PUT /api/admin/indices/:indice': { path: { indice: indiceName }, body: bodyFor(cargaIndice) },
      'POST /api/admin/nueva-tasacion': { body: bodyFor(valuationBody(owners)) },
      'PUT /api/admin/editar-tasacion/:id': { path: { id: valuation }, body: bodyFor(valuationBody(owners)) },
      'GET /api/admin/tasacion/:id': { path: { id: valuation } },
      'GET /api/admin/tasacion/:id.pdf': { path: { id: valuation } },
      'POST /api/admin/tasacion/:id/enlace': { path: { id: valuation } },
      'DELETE /api/admin/tasacion/:id/enlace': { path: { id: valuation } },
      // The figures a type requires that a valuation does not know (a house's bedrooms, a flat's floor, a plot's length).
      'POST /api/admin/tasacion/:id/convertir': { path: { id: valuation }, body: bodyFor(fc.record({ habitaciones: fc.integer({ min: 0, max: 20 }), piso: fc.integer({ min: -2, max: 30 }), largo: fc.integer({ min: 1, max: 200 }) })) },
    };
    plans['GET /api/admin/cliente/:id/coincidencias']!.query = ['tolerancia'];
    plans['GET /api/admin/propiedad/:id/interesados']!.query = ['tolerancia'];
    for (const tipo of TIPOS) plans[`POST /api/admin/${ENDPOINT_ALTA[tipo]}`] = { body: bodyFor(propertyBody(tipo, owners())) };

    const failures: string[] = [];
    const stats: Record<string, Record<number, number>> = {};
    /** The last 2xx request that wrote each row (shown when a stored row breaks the rules). */
    const lastWrite = new Map<string, string>();
    let requests = 0;
    const started = Date.now();
    for (const r of routes) {
      const key = `${r.method} ${r.url}`;
      const plan = plans[key] ?? {};
      const params = [...r.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
      const pathArb = fc.record(Object.fromEntries(params.map((p) => [p, plan.path?.[p] ?? anyId])));
      const hasBody = !['GET', 'DELETE'].includes(r.method);
      const bodyArb: fc.Arbitrary<Req> = hasBody ? (plan.body ?? oddBody) : fc.oneof({ weight: 9, arbitrary: fc.constant<Req>({ label: 'no body' }) }, { weight: 1, arbitrary: oddBody });
      const headersArb = fc.record({
        token: fc.oneof({ weight: 9, arbitrary: fc.constant('valid') }, { weight: 1, arbitrary: fc.constantFrom('none', 'garbage', 'a.b.c') }),
        ip: fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom('not-an-ip', "' OR 1=1 --", '127.0.0.1, 10.0.0.1')),
      });
      const prop = fc.asyncProperty(pathArb, queryFor(plan.query ?? QUERY_KEYS), bodyArb, headersArb, async (path, qs, body, hdr) => {
        let url = r.url;
        for (const p of params) url = url.replace(`:${p}`, path[p]!);
        url += qs;
        const headers: Record<string, string> = { 'x-forwarded-for': hdr.ip };
        if (hdr.token === 'valid') headers['auth-token'] = token;
        else if (hdr.token !== 'none') headers['auth-token'] = hdr.token;
        requests++;
        const reply = await send(r.method, url, body, headers);
        const st = (stats[key] ??= {});
        st[reply.status] = (st[reply.status] ?? 0) + 1;
        const problem = checkReply(reply);
        if (problem) throw new Error(`${r.method} ${url.slice(0, 200)} [${body.label}] → ${problem}`);
        if (reply.status >= 300 || !String(reply.headers['content-type'] ?? '').startsWith('application/json')) return;
        // Bookkeeping of what a 2xx wrote.
        const res = JSON.parse(reply.body);
        const written = res?.propiedad?.id ?? res?.data?._id;
        if (typeof written === 'string') lastWrite.set(written, `${key} ${String(body.payload ?? '').slice(0, 400)}`);
        if (r.method === 'POST' && /^\/api\/admin\/nuev[oa]-(casa|dpto|campo|fondo|local|terreno|galpon)$/.test(r.url)) {
          created.properties++;
          imagesOf.set(res.id, storedImages(res.propiedad));
        } else if (key === 'PUT /api/admin/editar-propiedad/:id') imagesOf.set(res.propiedad.id, storedImages(res.propiedad));
        else if (key === 'POST /api/admin/tasacion/:id/convertir') {
          // 'Convertir en propiedad' creates the valuation's hidden listing, without pictures.
          created.properties++;
          imagesOf.set(res.data.propiedadCreada, 0);
        } else if (key === 'POST /api/admin/nuevo-cliente') {
          created.clients++;
          prefsOf.set(res.data._id, 0);
          offeredOf.set(res.data._id, 0);
        } else if (key === 'PUT /api/admin/editar-cliente/:id') {
          prefsOf.set(res.data._id, res.data.preferenciasBusqueda.length);
          // Entries the owner link brings (esDueño, no _id) are not rows of the client's list.
          offeredOf.set(res.data._id, res.data.oferente.filter((o: { _id?: string }) => o._id).length);
        } else if (key === 'POST /api/admin/nueva-operacion') created.operations++;
        else if (key === 'POST /api/user/contacto') {
          const sent = JSON.parse(String(body.payload));
          if (!(typeof sent.sitioWeb === 'string' && sent.sitioWeb.trim() !== '')) created.contact_enquiries++;
        }
      });
      const out = await fc.check(prop, { numRuns: RUNS, seed: SEED, endOnFailure: !SHRINK });
      if (out.failed) {
        const err = out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance);
        failures.push(`${key}: ${err.slice(0, 600)}\n    replay: FUZZ_SEED=${out.seed} (path ${out.counterexamplePath})`);
      }
      expect({ key, runs: out.numRuns >= RUNS || out.failed }).toEqual({ key, runs: true });
    }
    if (failures.length) console.error(`fuzz seed ${SEED}: ${failures.length} route(s) failed\n${failures.join('\n')}`);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThanOrEqual(routes.length * RUNS);
    // The contract-built bodies get past validation: every route with a valid generator answered some 2xx.
    const ok = (k: string) => Object.entries(stats[k] ?? {}).filter(([s]) => Number(s) < 300).reduce((a, [, n]) => a + n, 0);
    const deep = Object.keys(plans).filter((k) => plans[k]!.body !== undefined || plans[k]!.path !== undefined);
    expect(deep.filter((k) => ok(k) === 0)).toEqual([]);

    // The process still answers.
    const health = await t.http.get('/api/health');
    expect(health.status).toBe(200);

    // Nothing half-written: the tables hold what the 2xx answers created, no more, no less.
    const after: Record<string, number> = {};
    for (const tb of tables) after[tb] = await count(tb);
    const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    expect(after).toEqual({
      users: before.users,
      properties: before.properties! + created.properties,
      property_images: sum(imagesOf),
      clients: before.clients! + created.clients,
      client_search_preferences: sum(prefsOf),
      client_offered_properties: sum(offeredOf),
      operations: before.operations! + created.operations,
      contact_enquiries: before.contact_enquiries! + created.contact_enquiries,
    });
    const perProperty = new Map<string, number>((await db.query<{ id: string; n: string }>(`SELECT p.id, count(i.id) AS n FROM properties p LEFT JOIN property_images i ON i.property_id = p.id GROUP BY p.id`)).map((r) => [r.id, Number(r.n)]));
    expect(Object.fromEntries(perProperty)).toEqual(Object.fromEntries(imagesOf));

    // No row with invalid data: every stored property, client, operation and enquiry passes the rules.
    const props = (await db.query<PropertyRow>(`SELECT ${PROPERTY_SELECT} FROM properties p`)).map(toPropiedad);
    const badProps = props.map((p) => ({ id: p.id, errors: validarPropiedad(p.tipo, p), by: lastWrite.get(p.id) })).filter((x) => Object.keys(x.errors).length > 0);
    expect(badProps).toEqual([]);
    const clients = await t.http.get('/api/admin/clientes').set('auth-token', token);
    expect(clients.status).toBe(200);
    expect(clients.body.data.length).toBe(after.clients);
    // What is stored of a client: its own list, not the properties that name it as their owner (esDueño, no _id).
    const stored = (c: any) => ({ ...c, oferente: c.oferente.filter((o: { _id?: string }) => o._id) });
    const badClients = clients.body.data.map((c: any) => ({ id: c._id, errors: validarEditarCliente(stored(c)), by: lastWrite.get(c._id) })).filter((x: any) => Object.keys(x.errors).length > 0);
    expect(badClients).toEqual([]);
    const badOps = await db.query(
      `SELECT id FROM operations WHERE operacion NOT IN ('venta', 'alquiler', 'alquiler temporal') OR moneda NOT IN ('ARS', 'USD', 'EUR')
         OR monto_dinero < 0 OR fecha_concretada NOT BETWEEN '1900-01-01' AND '2200-12-31' OR propiedad_titulo = ''`,
    );
    expect(badOps).toEqual([]);
    const enquiries = await db.query(`SELECT nombre, email, telefono, asunto, mensaje FROM contact_enquiries`);
    expect(enquiries.map((e) => validarContacto(e)).filter((e) => Object.keys(e).length > 0)).toEqual([]);
    const badImages = await db.query(`SELECT id FROM property_images WHERE offset_x NOT BETWEEN 0 AND 1 OR offset_y NOT BETWEEN 0 AND 1 OR zoom NOT BETWEEN 1 AND 3 OR url = ''`);
    expect(badImages).toEqual([]);

    // Prototype keys in bodies and query strings polluted nothing.
    expect(({} as any).polluted).toBeUndefined();
    expect((Object.prototype as any).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoBefore);
    console.log(Object.entries(stats).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n'));
    console.log(`fuzz: ${routes.length} routes × ${RUNS} runs = ${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED})`);
  }, 600_000);

  it(`answers an agente 403 with the act's own reason on every admin-only money and index route, whatever is sent, and writes nothing (seed ${SEED})`, async () => {
    const db = t.app.get(Db);
    const agente = await staffUser(t, 'agente');
    const ROUTES = SOLO_ADMIN_ROUTES;
    const registered = registeredRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    expect(Object.keys(ROUTES).filter((k) => !registered.includes(k))).toEqual([]);
    const state = async () => db.one<{ v: string; h: string; c: string; l: string }>(
      `SELECT (SELECT count(*) FROM index_values)::text AS v, (SELECT count(*) FROM change_history)::text AS h,
         (SELECT count(*) FROM rental_charges WHERE anulado_en IS NOT NULL)::text AS c, (SELECT count(*) FROM owner_links)::text AS l`,
    );
    const before = await state();
    const segment = fc.oneof(fc.constantFrom(...INDICES_PUBLICADOS, UUID0, '2025-01-01'), fc.uuid(), hostileString.filter((x) => x.length > 0 && x.length < 200).map(enc));
    const failures: string[] = [];
    let forbidden = 0;
    let sent = 0;
    for (const [key, reason] of Object.entries(ROUTES)) {
      const [method, path] = key.split(' ') as [string, string];
      const params = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
      const prop = fc.asyncProperty(fc.array(segment, { minLength: params.length, maxLength: params.length }), method === 'DELETE' ? fc.constant<Req>({ label: 'no body' }) : oddBody, async (segs, body) => {
        let url = path;
        params.forEach((p, i) => (url = url.replace(`:${p}`, segs[i]!)));
        const reply = await send(method, url, body, { 'auth-token': agente.token });
        const parsed = (() => { try { return JSON.parse(reply.body); } catch { return null; } })();
        // A body the server cannot read as JSON is refused before any route runs (400, 413, 415, in the one shape).
        const unreadable = [400, 413, 415].includes(reply.status) && checkReply(reply) === null;
        if (reply.status === 403) forbidden++;
        if (!unreadable && (reply.status !== 403 || parsed?.error !== reason || parsed?.code !== ERROR_CODES.FORBIDDEN)) throw new Error(`${method} ${url.slice(0, 200)} [${body.label}] → ${reply.status} ${reply.body.slice(0, 200)}`);
      });
      const out = await fc.check(prop, { numRuns: Math.max(20, Math.floor(RUNS / 4)), seed: SEED, endOnFailure: !SHRINK });
      sent += out.numRuns;
      if (out.failed) failures.push(`${key}: ${out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance)}`);
    }
    expect(failures).toEqual([]);
    expect(forbidden).toBeGreaterThan(sent / 2);
    expect(await state()).toEqual(before);
  }, 300_000);

  it('fuzzes the valuation writes as an agente on the admin’s valuations: a 403 naming why whenever the valuation exists, never a 2xx or 5xx, and nothing changes', async () => {
    const agente = await staffUser(t, 'agente');
    const snapshot = () => db.query(`SELECT id, version, enlace_secreto, propiedad_creada_id, comparables::text FROM valuations WHERE id = ANY($1::uuid[]) ORDER BY id`, [ids.valuations]);
    const before = await snapshot();
    const writes = registeredRoutes(t.app).filter((r) => /^\/api\/admin\/(editar-)?tasacion\/:id/.test(r.url) && !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(writes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/admin/tasacion/:id/enlace', 'POST /api/admin/tasacion/:id/convertir', 'POST /api/admin/tasacion/:id/enlace', 'PUT /api/admin/editar-tasacion/:id',
    ]);
    const known = fc.constantFrom(...ids.valuations);
    for (const r of writes) {
      const body: fc.Arbitrary<Req> = r.method === 'PUT' ? bodyFor(valuationBody(() => ids.clients)) : fc.oneof({ weight: 4, arbitrary: fc.constant<Req>({ label: 'no body' }) }, { weight: 1, arbitrary: oddBody });
      const id = fc.oneof({ weight: 4, arbitrary: known.map((v) => ({ v, known: true })) }, { weight: 1, arbitrary: pathParam(() => []).map((v) => ({ v, known: false })) });
      await fc.assert(
        fc.asyncProperty(id, body, async (p, b) => {
          const reply = await send(r.method, r.url.replace(':id', p.v), b, { 'auth-token': agente.token });
          const problem = checkReply(reply);
          if (problem) throw new Error(`${r.method} ${p.v} [${b.label}] → ${problem}`);
          if (reply.status < 400) throw new Error(`${r.method} ${p.v} [${b.label}] → ${reply.status}: an agente changed the admin's valuation`);
          if (p.known && (b.json !== undefined || b.label === 'no body')) {
            expect({ status: reply.status, body: JSON.parse(reply.body) }).toEqual({ status: 403, body: { success: false, error: MENSAJES_TASACION.ajena, code: ERROR_CODES.FORBIDDEN } });
          }
        }),
        { numRuns: Math.max(20, Math.round(RUNS / 4)), seed: SEED, endOnFailure: !SHRINK },
      );
    }
    expect(await snapshot()).toEqual(before);
  }, 300_000);
});

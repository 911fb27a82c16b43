// /api/docs documents every call: each route the API registers has its entry in contracts' call table
// (contracts/src/calls.ts), every write its request body, every operation its reply and the error shape.
import { LLAMADAS, SIN_CUERPO } from '@inmo/contracts';
import { registeredRoutes } from '../src/app.factory.js';
import { claveDeLlamada } from '../src/openapi.js';
import { bootApp, type TestApp } from './helpers.js';

type Op = { requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> }; responses?: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, { schema?: unknown }> }> };

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Op>> };
  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    doc = (await t.http.get('/api/docs/json')).body;
  });
  afterAll(async () => {
    await t?.close();
  });

  const operaciones = () =>
    Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).filter(([, op]) => op && typeof op === 'object' && 'responses' in op).map(([method, op]) => ({ clave: claveDeLlamada(method, path), method, op })));

  it('has an entry of the call table for every route the API registers, and none for a route that is gone', () => {
    const documentadas = operaciones().map((o) => o.clave).sort();
    expect(documentadas).toEqual(Object.keys(LLAMADAS).sort());
    // Nest's scanner sees what Fastify serves (the docs' own pages aside).
    const servidas = registeredRoutes(t.app)
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map((r) => claveDeLlamada(r.method, r.url.replace(/:(\w+)/g, '{$1}')));
    expect([...new Set(servidas)].sort()).toEqual(Object.keys(LLAMADAS).sort());
  });

  it('documents a request body for every write (POST, PUT, PATCH) but the few that take none', () => {
    const sinCuerpo = operaciones().filter((o) => ['post', 'put', 'patch'].includes(o.method) && !o.op.requestBody?.content).map((o) => o.clave);
    expect(sinCuerpo).toEqual(SIN_CUERPO.filter((k) => !k.startsWith('DELETE')));
  });

  it('documents every reply with its schema and the one error shape', () => {
    for (const { clave, op } of operaciones()) {
      const ok = Object.entries(op.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
      // A redirect (MercadoLibre's return to Portales) is documented by where it sends the browser.
      const redirect = op.responses?.['303']?.headers?.Location?.schema;
      expect([clave, (!!ok && Object.values(ok[1].content ?? {}).every((c) => !!c.schema)) || !!redirect]).toEqual([clave, true]);
      expect([clave, op.responses?.default?.content?.['application/json']?.schema]).toEqual([clave, expect.objectContaining({ type: 'object' })]);
    }
  });

  it("describes a property's fields from its definition: a Galpón's body requires its title and knows its clear height", () => {
    const galpon = doc.paths['/api/admin/nuevo-galpon'].post.requestBody!.content!['application/json'].schema as { properties: Record<string, unknown>; required?: string[] };
    expect(Object.keys(galpon.properties)).toEqual(expect.arrayContaining(['titulo', 'localidad', 'operacion', 'alturaLibre', 'condicion', 'amenities', 'imagenes']));
    expect(galpon.properties).not.toHaveProperty('habitaciones');
    const reply = doc.paths['/api/user/propiedad/{id}'].get.responses!['200'].content!['application/json'].schema as Record<string, unknown>;
    expect(JSON.stringify(reply)).toContain('"tituloPublicacion"');
  });
});

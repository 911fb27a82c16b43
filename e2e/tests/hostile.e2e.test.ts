// Hostile input: markup stored by staff or sent by a visitor in every free-text field must come back as
// text, never as HTML — in the public pages, the server-rendered head of /propiedad/{id} (Open Graph, JSON-LD)
// and the back office. The browser contexts here bypass the Content-Security-Policy on purpose: the policy is a
// second line (tested in security-headers.e2e.test.ts); rendering must be safe without it, so an injected handler
// would really run and set window.__xss.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiLogin, launch, product, storeToken, visitorAddress, nuevoDni } from '../support/env.js';
import { demoImageUrls, stubMaps } from './public-support.js';
/** One client's DNI, the same in its creation and its edits. */
const DNI_31222333 = nuevoDni();

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
/** The three classic payloads, after a marker that tells each field apart. */
const PAYLOAD = '<img src=x onerror=window.__xss=1> <script>window.__xss=1</script> "><svg onload=window.__xss=1>';
const hostile = (field: string) => `XSS-${RUN}-${field} ${PAYLOAD}`;

let browser: Browser;
let token: string;
const dialogs: string[] = [];

async function call<T = any>(method: string, path: string, body?: unknown, auth = true): Promise<T> {
  const r = await fetch(`${product().baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress(), ...(auth ? { 'auth-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await r.json();
  if (!r.ok) throw new Error(`${method} ${path} → ${r.status} ${JSON.stringify(json)}`);
  return json as T;
}

async function openContext(opts: { staff?: boolean; javaScriptEnabled?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: product().baseUrl,
    viewport: { width: 1280, height: 900 },
    locale: 'es-AR',
    bypassCSP: true,
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
  });
  if (opts.staff) await storeToken(context, token);
  await stubMaps(context);
  const page = await context.newPage();
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return { context, page };
}

/** Waits until the text is on the page (as text), then checks nothing of the payload became markup. */
async function expectInertText(page: Page, ...fields: string[]) {
  for (const field of fields) {
    const text = hostile(field);
    await page.waitForFunction((t) => document.body.innerText.replace(/\s+/g, ' ').includes(t), text, { timeout: 20_000 }).catch(async () => {
      throw new Error(`"${field}" not shown as text on ${page.url()}:\n${(await page.evaluate(() => document.body.innerText)).slice(0, 2000)}`);
    });
  }
  await expectNoMarkup(page);
}

/** Values of form fields (an edit form shows the stored text in inputs, where innerText does not see it). */
async function expectInertValues(page: Page, ...fields: string[]) {
  for (const field of fields) {
    const text = hostile(field);
    await page
      .waitForFunction((t) => [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some((el) => el.value.includes(t)), text, { timeout: 20_000 })
      .catch(() => {
        throw new Error(`"${field}" not in any form field on ${page.url()}`);
      });
  }
  await expectNoMarkup(page);
}

async function expectNoMarkup(page: Page) {
  // Give an injected <img src=x> time to fail and fire its handler.
  await page.waitForTimeout(300);
  const found = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    img: document.querySelectorAll('img[src="x"]').length,
    svg: document.querySelectorAll('svg[onload]').length,
    // Data blocks (the head's JSON-LD) hold the payload as escaped JSON text and never run; any runnable one fails.
    script: [...document.scripts].filter((s) => (!s.type || /javascript|module/i.test(s.type)) && s.textContent?.includes('window.__xss')).length,
  }));
  expect(found).toEqual({ xss: undefined, img: 0, svg: 0, script: 0 });
  expect(dialogs).toEqual([]);
}

let casaId: string;
let fondoId: string;
let clienteId: string;
const casaTitulo = hostile('titulo');
const clienteNombre = hostile('nombre');

beforeAll(async () => {
  browser = await launch();
  token = await apiLogin();
  const [img] = await demoImageUrls();
  casaId = (
    await call<{ id: string }>('POST', '/admin/nueva-casa', {
      titulo: casaTitulo,
      descripcion: hostile('descripcion'),
      operacion: 'venta',
      localidad: hostile('localidad'),
      calle: hostile('calle'),
      altura: 123,
      entreCalle1: hostile('entrecalle1'),
      entreCalle2: hostile('entrecalle2'),
      habitaciones: 2,
      visible: true,
      precio: { monto: 99000, moneda: 'USD', visible: true },
      imagenes: [{ url: img, public_id: `xss-${RUN}`, descripcion: hostile('imagen'), orden: 0, esPortada: true, width: 1000, height: 600 }],
    })
  ).id;
  fondoId = (
    await call<{ id: string }>('POST', '/admin/nuevo-fondo', {
      titulo: hostile('titulofondo'),
      operacion: 'venta',
      localidad: 'Lobos',
      visible: true,
      nombreComercio: hostile('comercio'),
      rubro: hostile('rubro'),
      contacto: hostile('contacto'),
      precioVenta: 1000,
      precio: { monto: 1000, moneda: 'USD', visible: true },
    })
  ).id;
  clienteId = (
    await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', {
      nombre: clienteNombre,
      apellido: hostile('apellido'),
      dni: DNI_31222333,
      telefono: '2227 45-0000',
      mail: `xss${RUN}@ejemplo.com`,
    })
  ).data._id;
  const cliente = await call<{ data: { version: number } }>('GET', `/admin/cliente/${clienteId}`);
  await call('PUT', `/admin/editar-cliente/${clienteId}`, {
    nombre: clienteNombre,
    apellido: hostile('apellido'),
    dni: DNI_31222333,
    telefono: '2227 45-0000',
    mail: `xss${RUN}@ejemplo.com`,
    profesion: hostile('profesion'),
    version: cliente.data.version,
    preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: 100000, moneda: 'USD', descripcion: hostile('preferencia'), activa: true, financiacion: false }],
    oferente: [{ propiedad: hostile('ofrecida'), descripcion: hostile('ofrecidadesc'), activa: true }],
  });
  // The other party: one client cannot be both.
  const receptor = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre: 'Comprador', apellido: `Hostil${RUN}`, dni: nuevoDni(), telefono: '2346 400000', mail: null });
  await call('POST', '/admin/nueva-operacion', {
    operacion: 'venta',
    propiedad: casaId,
    oferente: clienteId,
    receptor: receptor.data._id,
    montoDinero: 99000,
    moneda: 'USD',
    descripcion: hostile('operacion'),
    fechaConcretada: new Date().toISOString().slice(0, 10),
  });
  // Recording the sale made the house Vendida: back on the public pages, where its stored text is checked.
  await call('PUT', `/admin/estado-propiedad/${casaId}`, { estado: 'Disponible', motivo: 'La venta se cayó' });
  await call(
    'POST',
    '/user/contacto',
    { nombre: hostile('consultante'), email: `xss${RUN}@ejemplo.com`, telefono: '2227 15-450000', asunto: 'Consulta general', mensaje: hostile('mensaje') },
    false,
  );
});

afterAll(async () => {
  await browser?.close();
});

describe('public pages show stored markup as text', () => {
  it('the property page', async () => {
    const { context, page } = await openContext();
    await page.goto(`/propiedad/${casaId}`);
    await expectInertText(page, 'titulo', 'descripcion', 'calle', 'localidad', 'entrecalle1', 'entrecalle2');
    // The image description is the main picture's alternative text: an attribute, kept whole.
    expect(await page.getByRole('img', { name: hostile('imagen') }).count()).toBeGreaterThan(0);
    await page.goto(`/propiedad/${fondoId}`);
    await expectInertText(page, 'titulofondo', 'comercio', 'rubro');
    await context.close();
  });

  it('the catalogue and the home page', async () => {
    const { context, page } = await openContext();
    await page.goto(`/propiedades-publicas?q=${encodeURIComponent(`XSS-${RUN}-titulo`)}`);
    await page.getByRole('list', { name: 'Listado de propiedades' }).waitFor();
    await expectInertText(page, 'titulo');
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoMarkup(page);
    await context.close();
  });

  it('the head served to crawlers: Open Graph attributes escaped, JSON-LD that no </script> can close', async () => {
    const r = await fetch(`${product().baseUrl}/propiedad/${casaId}`);
    expect(r.status).toBe(200);
    const html = await r.text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Nothing of the payload is markup in the head: no raw tag, and exactly the shell's own closing </script>s.
    expect(head).not.toContain('<img src=x');
    expect(head).not.toContain('<svg onload');
    expect(head).not.toContain('<script>window.__xss');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head);
    expect(ld).not.toBeNull();
    expect(ld![1]).not.toMatch(/<\/?script/i);
    const listing = JSON.parse(ld![1]) as { name: string; description: string };
    expect(listing.name).toBe(casaTitulo);
    expect(listing.description).toContain(hostile('descripcion'));

    // What a crawler without JavaScript reads: the same text, in attributes, nothing executed or created.
    const { context, page } = await openContext({ javaScriptEnabled: false });
    await page.goto(`/propiedad/${casaId}`);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(casaTitulo);
    expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toContain(`XSS-${RUN}-descripcion`);
    expect(await page.locator('meta[name="twitter:title"]').getAttribute('content')).toBe(casaTitulo);
    expect(await page.title()).toContain(casaTitulo);
    expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
    await context.close();
  });
});

describe('back-office pages show stored markup as text', () => {
  it('the properties list and the property in edit mode', async () => {
    const { context, page } = await openContext({ staff: true });
    await page.goto(`/propiedades?q=${encodeURIComponent(`XSS-${RUN}-titulo`)}`);
    await expectInertText(page, 'titulo');
    await page.goto(`/propiedad/${casaId}`);
    await page.getByRole('toolbar', { name: 'Herramientas de administración' }).getByRole('button', { name: 'Editar' }).click();
    await expectInertValues(page, 'titulo', 'descripcion', 'calle', 'entrecalle1', 'entrecalle2', 'imagen');
    await page.goto(`/propiedad/${fondoId}`);
    await page.getByRole('toolbar', { name: 'Herramientas de administración' }).getByRole('button', { name: 'Editar' }).click();
    await expectInertValues(page, 'comercio', 'rubro', 'contacto');
    await context.close();
  });

  it('the clients list and the client detail, read and edit', async () => {
    const { context, page } = await openContext({ staff: true });
    await page.goto('/clientes');
    await page.getByLabel('Buscar por nombre').fill(`XSS-${RUN}-nombre`);
    await expectInertText(page, 'nombre');
    await page.goto(`/cliente/${clienteId}`);
    await expectInertText(page, 'nombre', 'apellido', 'profesion', 'preferencia', 'ofrecida');
    await page.getByRole('button', { name: 'Editar' }).click();
    await expectInertValues(page, 'nombre', 'apellido', 'profesion', 'preferencia', 'ofrecidadesc');
    await context.close();
  });

  it('the operations list', async () => {
    const { context, page } = await openContext({ staff: true });
    await page.goto('/operaciones');
    await page.getByLabel('Propiedad', { exact: true }).fill(`XSS-${RUN}-titulo`);
    await expectInertText(page, 'titulo', 'nombre', 'operacion');
    await context.close();
  });

  it('the enquiries inbox, with the message open', async () => {
    const { context, page } = await openContext({ staff: true });
    await page.goto('/consultas');
    // Newest first: the enquiry this file just sent is on the first page.
    const item = page.getByRole('list', { name: 'Listado de consultas' }).getByRole('article', { name: `Consulta de ${hostile('consultante')}` });
    await item.waitFor();
    await item.getByRole('button', { name: `XSS-${RUN}-consultante` }).first().click();
    await expectInertText(page, 'consultante', 'mensaje');
    await context.close();
  });
});

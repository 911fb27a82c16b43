// The public page of each of the seven types, as a visitor sees it, against the one definition of a property
// (contracts property/fields.ts): every public field by its Spanish label, services only for the types that have
// them, every amenity ticked in the back office by its label, never an identifier ('portonCamiones'); one address
// format on the cards and the page (a street number 0 is none); nothing only staff may see in the page, its
// embedded first-paint data included.
import type { Browser, Page } from 'playwright-core';
import { AMENITIES, CAMPOS, CLAVES_PRIVADAS, ENDPOINT_ALTA, NOMBRES_CAMPOS, TIPOS, TIPOS_PROPIEDAD, type TipoPropiedad } from '@inmo/contracts';
import { cuerpoCompleto } from '../../contracts/src/property/fixtures.js';
import { adminApi, launch, newPage, openApp, product, storeToken, nuevoDni } from '../support/env.js';
import { adminToken, stubMaps, unique } from './public-support.js';

let browser: Browser;
const ids = new Map<TipoPropiedad, { id: string; titulo: string; privados: string[] }>();
const DIRECCION = 'Ruta 5 Km 160, Chivilcoy';
const identificadores = [...Object.keys(AMENITIES), ...NOMBRES_CAMPOS].filter((k) => /[A-Zñ]/.test(k));

beforeAll(async () => {
  browser = await launch();
  const token = await adminToken();
  const owner = await adminApi(token, 'POST', '/admin/nuevo-cliente', { nombre: 'Dueño', apellido: 'Reservado', dni: nuevoDni(), telefono: '2346 400000', mail: null });
  for (const tipo of TIPOS_PROPIEDAD) {
    const titulo = unique(`${tipo} completa`);
    const body = { ...cuerpoCompleto(tipo), titulo, calle: 'Ruta 5 Km 160', altura: 0, localidad: 'Chivilcoy', clienteDueño: owner.data._id };
    const { id, propiedad } = await adminApi(token, 'POST', `/admin/${ENDPOINT_ALTA[tipo]}`, body);
    const privados = TIPOS[tipo].campos.filter((c) => !CAMPOS[c.campo].publico).map((c) => String(propiedad[c.campo]));
    ids.set(tipo, { id, titulo, privados: [...privados, owner.data._id] });
  }
});
afterAll(async () => {
  await browser?.close();
});

async function listTexts(page: Page, name: string): Promise<string[]> {
  const list = page.getByRole('list', { name, exact: true });
  if ((await list.count()) === 0) return [];
  return (await list.locator('li').allTextContents()).map((t) => t.replace(/^[✓–]\s*/, '').replace(/: (sí|no)$/, '').trim());
}

describe.each([
  ['1366×768', 1366, 768],
  ['390×844', 390, 844],
])('the public page of each type at %s', (_label, width, height) => {
  it.each(TIPOS_PROPIEDAD)('%s: every public field, service and amenity by its Spanish label; no identifier, nothing staff-only', async (tipo) => {
    const { id, privados } = ids.get(tipo)!;
    const { context, page } = await newPage(browser, { width, height });
    await stubMaps(context);
    const html = await (await page.goto(`/propiedad/${id}`))!.text();
    // The server's first paint with its embedded API reply: no staff-only key or value.
    for (const k of CLAVES_PRIVADAS) expect([k, html.includes(`"${k}"`)]).toEqual([k, false]);
    for (const v of privados) expect([v, html.includes(v)]).toEqual([v, false]);
    await openApp(page, `/propiedad/${id}`);

    const grid = page.getByRole('region', { name: 'Características' });
    const esperadas = TIPOS[tipo].campos.map((c) => CAMPOS[c.campo]).filter((d) => d.publico && 'etiquetaPublica' in d).map((d) => (d as { etiquetaPublica: string }).etiquetaPublica);
    expect(await grid.locator('dt').allTextContents()).toEqual(esperadas);
    expect(await listTexts(page, 'Amenities')).toEqual(TIPOS[tipo].amenities.map((a) => AMENITIES[a]));
    expect(await listTexts(page, 'Servicios')).toEqual(TIPOS[tipo].servicios ? ['Agua corriente', 'Luz eléctrica', 'Cloacas', 'Gas natural'] : []);
    const text = await page.locator('main').innerText();
    for (const k of identificadores) expect([k, text.includes(k)]).toEqual([k, false]);
    expect(await page.getByRole('region', { name: 'Ubicación' }).getByText(DIRECCION, { exact: true }).count()).toBe(tipo === 'Campo' ? 0 : 1);
    await context.close();
  });
});

it('one address format on the public card, the page and the staff card (a street number 0 is none)', async () => {
  const { titulo, id } = ids.get('Casa')!;
  const { context, page } = await newPage(browser, { width: 390, height: 844 });
  await stubMaps(context);
  await openApp(page, `/propiedades-publicas?q=${encodeURIComponent(titulo)}`);
  const card = page.locator(`main a[href^="/propiedad/${id}"]`);
  await card.getByText(DIRECCION, { exact: true }).waitFor();
  expect(await card.innerText()).not.toContain('Km 160 0');
  await context.close();

  const staff = await newPage(browser, { width: 1366, height: 768 });
  await storeToken(staff.context, await adminToken());
  await staff.page.goto(`${product().baseUrl}/propiedades?q=${encodeURIComponent(titulo)}`);
  const adminCard = staff.page.locator(`main a[href^="/propiedad/${id}"]`);
  await adminCard.getByText(DIRECCION, { exact: true }).waitFor();
  await staff.context.close();
});

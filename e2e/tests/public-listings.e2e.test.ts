// Listing codes and readable addresses and a home that sells, as a visitor and a member
// of staff see them, at a desktop's 1366×768 and a phone's 390×844: the code on the card and the page, found by the
// search; the slug address with its canonical link (and the bare or wrong one still working); the hero's search
// landing on the filtered catalogue; the home's listings opening their pages; 'Destacada' ticked in the editor.
import type { Browser, Page } from 'playwright-core';
import { propiedadHref, type PropiedadPublica } from '@inmo/contracts';
import { adminApi, appReady, launch, newPage, openApp, product, storeToken } from '../support/env.js';
import { adminToken, createProperty, stubMaps, unique } from './public-support.js';

const SIZES = [
  ['desktop', 1366, 768],
  ['phone', 390, 844],
] as const;

let browser: Browser;
let casa: PropiedadPublica;
let localidad: string;
beforeAll(async () => {
  browser = await launch();
  // A locality no other test uses, so a search for it finds this house only.
  localidad = unique('Villa Códigos').replace(/ /g, '');
  const id = await createProperty('Casa', { titulo: unique('Casa con código'), habitaciones: 3, superficieTotal: 240, localidad, precio: { monto: 98000, moneda: 'USD' } });
  casa = (await (await fetch(`${product().baseUrl}/api/user/propiedad/${id}`)).json()).propiedad;
});
afterAll(async () => {
  await browser?.close();
});

/** A visitor's page at that size that records the page's errors (a failed hydration is one). */
async function visitor(width: number, height: number) {
  const { context, page } = await newPage(browser, { width, height });
  await stubMaps(context);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

const canonical = (page: Page) => page.locator('head link[rel="canonical"]').getAttribute('href');

describe.each(SIZES)('at %s size (%i×%i)', (_size, width, height) => {
  it('the catalogue finds a property by its code as typed, its card shows the code and opens the page at its readable address', async () => {
    const { context, page, errors } = await visitor(width, height);
    expect(casa.codigo).toMatch(/^CA-\d{4,}$/);
    const typed = casa.codigo.toLowerCase().replace(/-0+/, '-'); // 'ca-42'
    await openApp(page, `/propiedades-publicas?q=${encodeURIComponent(typed)}`);
    const list = page.getByRole('list', { name: 'Listado de propiedades' });
    const card = list.getByRole('link', { name: new RegExp(casa.titulo) });
    await card.waitFor();
    expect(await list.getByRole('link').count()).toBe(1);
    expect(await card.getByTestId('codigo').textContent()).toBe(`Cód. ${casa.codigo}`);
    // Accent-free: 'Villa Códigos…' is '…villacodigos…'.
    const place = localidad.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    expect(await card.getAttribute('href')).toBe(`/propiedad/${casa.id}/casa-3-dormitorios-${place}`);
    await card.click();
    await page.waitForURL(`**${propiedadHref(casa)}`);
    await page.getByRole('heading', { level: 1, name: casa.titulo }).waitFor();
    expect(await page.getByTestId('codigo').textContent()).toBe(`Código: ${casa.codigo}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the page opens at its slug address, at the bare one and at a wrong slug, each with the canonical link to the right one', async () => {
    const { context, page, errors } = await visitor(width, height);
    const right = `${product().baseUrl}${propiedadHref(casa)}`;
    for (const path of [propiedadHref(casa), `/propiedad/${casa.id}`, `/propiedad/${casa.id}/departamento-en-otra-parte`]) {
      const res = await page.goto(path);
      expect([path, res?.status()]).toEqual([path, 200]);
      // In the server's page (what a crawler reads) and still once the app has it.
      expect(await canonical(page)).toBe(right);
      await appReady(page);
      await page.getByRole('heading', { level: 1, name: casa.titulo }).waitFor();
      expect(await page.getByTestId('codigo').textContent()).toBe(`Código: ${casa.codigo}`);
      expect(await canonical(page)).toBe(right);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the hero’s search opens the catalogue filtered by operación, tipo and locality', async () => {
    const { context, page, errors } = await visitor(width, height);
    await openApp(page, '/');
    const search = page.getByRole('search', { name: 'Buscar propiedades' });
    await search.getByLabel('Operación').selectOption('venta');
    await search.getByLabel('Tipo').selectOption('Casa');
    await search.getByLabel('Localidad o palabra clave').fill(localidad);
    await search.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL((u) => u.pathname === '/propiedades-publicas');
    const params = Object.fromEntries(new URL(page.url()).searchParams);
    expect(params).toEqual({ operacion: 'venta', tipo: 'Casa', q: localidad });
    const list = page.getByRole('list', { name: 'Listado de propiedades' });
    await list.getByRole('link', { name: new RegExp(casa.titulo) }).waitFor();
    expect(await list.getByRole('link').count()).toBe(1);
    // The catalogue's own filters show what was asked (on a phone, behind 'Filtrar (3)').
    if (width < 768) await page.getByRole('button', { name: 'Filtrar (3)' }).click();
    const filters = page.getByRole('search', { name: 'Filtrar propiedades' });
    expect(await filters.getByLabel('Operación').inputValue()).toBe('venta');
    expect(await filters.getByLabel('Tipo').inputValue()).toBe('Casa');
    expect(await filters.getByLabel('Buscar').inputValue()).toBe(localidad);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the home lists properties in its first paint, and each card opens its page', async () => {
    const { context, page, errors } = await visitor(width, height);
    const reply = await (await fetch(`${product().baseUrl}/api/user/propiedades-destacadas`)).json();
    expect(reply.propiedades.length).toBeGreaterThan(0);
    const first = reply.propiedades[0] as PropiedadPublica;
    // The server's HTML already has the cards (a crawler, or a visitor before the scripts arrive).
    const html = await (await fetch(`${product().baseUrl}/`)).text();
    expect(html).toContain(`href="${propiedadHref(first)}"`);
    await page.goto('/');
    await appReady(page);
    const section = page.getByRole('region', { name: reply.destacadas ? 'Propiedades destacadas' : 'Últimas propiedades publicadas' });
    const cards = section.getByRole('list').getByRole('link');
    expect(await cards.count()).toBe(reply.propiedades.length);
    const card = cards.first();
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await page.waitForURL(`**${propiedadHref(first)}`);
    await page.getByRole('heading', { level: 1, name: first.titulo }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('featured listings', () => {
  afterAll(async () => {
    // Back to no property marked: the home's default for the other tests.
    await adminApi(await adminToken(), 'PUT', `/admin/editar-propiedad/${casa.id}`, { propiedad: { destacada: false } });
  });

  it('staff tick Destacada in the editor and the home shows it among the featured ones, at both sizes', async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 768 });
    await stubMaps(context);
    await storeToken(context, await adminToken());
    await page.goto(`/propiedad/${casa.id}`);
    const bar = page.getByRole('toolbar', { name: 'Herramientas de administración' });
    await bar.getByRole('button', { name: 'Editar' }).click();
    const tick = page.getByRole('checkbox', { name: 'Destacada' });
    expect(await tick.isChecked()).toBe(false);
    await tick.check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('status').filter({ hasText: 'Propiedad actualizada correctamente' }).waitFor();
    await context.close();

    for (const [, width, height] of SIZES) {
      const { context: c, page: p, errors } = await visitor(width, height);
      await p.goto('/');
      await appReady(p);
      const section = p.getByRole('region', { name: 'Propiedades destacadas' });
      const card = section.getByRole('link', { name: new RegExp(casa.titulo) });
      await card.waitFor();
      expect(await card.getByTestId('codigo').textContent()).toBe(`Cód. ${casa.codigo}`);
      await card.scrollIntoViewIfNeeded();
      await card.click();
      await p.waitForURL(`**${propiedadHref(casa)}`);
      await p.getByRole('heading', { level: 1, name: casa.titulo }).waitFor();
      expect(errors).toEqual([]);
      await c.close();
    }
  });
});

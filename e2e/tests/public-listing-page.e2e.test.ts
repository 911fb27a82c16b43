// The listing page and the catalogue in plain words: 'Vista Pública' only for staff, opening the page exactly as a
// visitor gets it (?vista=publica: no staff tools, a hidden price as 'Consultar', a hidden listing not found); on a
// phone the main photo follows a swipe (and ← / → with the focus on it) and 'Consultar' + WhatsApp stay in a bar at
// the bottom of the screen; a rent's price reads '/mes'; a Campo measures in hectares and lists no 'Cloacas: no'; a
// catalogue whose filters match nothing says so, with 'Limpiar filtros'. At 1366×768 and 390×844.
import type { Browser, Page } from 'playwright-core';
import { SIZES, launch, newPage, openApp, staffPage } from '../support/env.js';
import { adminToken, createProperty, demoImageUrls, stubMaps, unique } from './public-support.js';

let browser: Browser;
let casaId: string;
let casaTitulo: string;
let ocultaId: string;
let alquilerId: string;
let alquilerTitulo: string;
let campoId: string;
let campoTitulo: string;

beforeAll(async () => {
  browser = await launch();
  const imgs = (await demoImageUrls()).filter((u, i, all) => all.indexOf(u) === i).slice(0, 3);
  casaTitulo = unique('Casa vista previa');
  casaId = await createProperty('Casa', {
    titulo: casaTitulo,
    habitaciones: 3,
    descripcion: 'Una casa para probar la vista previa. '.repeat(30),
    // Hidden from the public: staff see the amount, a visitor 'Consultar'.
    precio: { monto: 123456, moneda: 'USD', visible: false },
    imagenes: imgs.map((url, i) => ({ url, public_id: `vp-${i}`, orden: i, esPortada: i === 0, width: 1000, height: 600 })),
  });
  ocultaId = await createProperty('Casa', { titulo: unique('Casa oculta vista previa'), visible: false, habitaciones: 2 });
  alquilerTitulo = unique('Depto alquiler por mes');
  alquilerId = await createProperty('Departamento', { titulo: alquilerTitulo, operacion: 'alquiler', piso: 2, habitaciones: 1, precio: { monto: 350000, moneda: 'ARS', visible: true } });
  campoTitulo = unique('Campo en hectáreas');
  campoId = await createProperty('Campo', {
    titulo: campoTitulo,
    hectareas: 120,
    condicion: 'Agrícola',
    servicios: { agua: false, luz: true, cloacas: false, gas: false },
    precio: { monto: 2400000, moneda: 'USD', visible: true },
  });
});
afterAll(async () => {
  await browser?.close();
});

async function visitor(size: (typeof SIZES)[number]) {
  const { context, page } = await newPage(browser, size);
  await stubMaps(context);
  return { context, page };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

describe.each(SIZES)("'Vista Pública' at $name", (size) => {
  it('is not there for a visitor', async () => {
    const { context, page } = await visitor(size);
    await openApp(page, `/propiedad/${casaId}`);
    await heading(page, casaTitulo);
    expect(await page.getByRole('link', { name: 'Vista Pública' }).count()).toBe(0);
    expect(await page.getByText('Vista Pública').count()).toBe(0);
    await context.close();
  });

  it('opens the page as a visitor gets it for staff: no staff tools, the hidden price as Consultar', async () => {
    const { context, page } = await staffPage(browser, await adminToken(), size);
    await stubMaps(context);
    await page.goto(`/propiedad/${casaId}`);
    const bar = page.getByRole('toolbar', { name: 'Herramientas de administración' });
    const link = bar.getByRole('link', { name: 'Vista Pública' });
    await link.waitFor();
    // Staff see the hidden price, marked.
    await page.getByTestId('precio').getByText('(oculto al público)').waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/propiedad/${casaId}/[^?]*\\?vista=publica$`));
    const [preview] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await heading(preview, casaTitulo);
    await preview.getByRole('note').getByText('Vista previa: así ve esta página un visitante.').waitFor();
    expect(await preview.getByTestId('precio').textContent()).toBe('Consultar');
    expect(await preview.getByRole('toolbar', { name: 'Herramientas de administración' }).count()).toBe(0);
    expect(await preview.getByRole('link', { name: 'Vista Pública' }).count()).toBe(0);
    expect(await preview.getByRole('heading', { name: 'Historial' }).count()).toBe(0);
    // The notice leads back to the staff view.
    await preview.getByRole('link', { name: 'Volver a la vista de administración' }).click();
    await bar.first().waitFor();
    await preview.getByRole('toolbar', { name: 'Herramientas de administración' }).waitFor();

    // A listing hidden from the public is not found in the preview, as for a visitor.
    await page.goto(`/propiedad/${ocultaId}?vista=publica`);
    await page.getByRole('heading', { name: 'Propiedad no encontrada' }).waitFor();
    await context.close();
  });
});

/** A finger's swipe through the DevTools protocol: real touch events, the pointer events a phone sends. */
async function swipe(page: Page, from: { x: number; y: number }, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (f: number) => [{ x: from.x + dx * f, y: from.y + 2 * f }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
  for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(i / 8) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('the main photo', () => {
  const main = (page: Page) => page.getByRole('button', { name: /en pantalla completa$/ });
  const label = async (page: Page) => (await main(page).getAttribute('aria-label'))!;

  it('390×844: follows a swipe, left to the next photo and right to the previous; a tap still opens the lightbox', async () => {
    const { context, page } = await visitor(SIZES[1]);
    await openApp(page, `/propiedad/${casaId}`);
    await heading(page, casaTitulo);
    expect(await label(page)).toBe('Ver imagen 1 de 3 en pantalla completa');
    const box = (await main(page).boundingBox())!;
    const y = box.y + box.height / 2;
    await swipe(page, { x: box.x + box.width - 40, y }, -220);
    await page.waitForFunction(() => /^Ver imagen 2 de 3/.test(document.querySelector('[aria-label$="en pantalla completa"]')?.getAttribute('aria-label') ?? ''));
    // The swipe opened nothing.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await swipe(page, { x: box.x + 40, y }, 220);
    await page.waitForFunction(() => /^Ver imagen 1 de 3/.test(document.querySelector('[aria-label$="en pantalla completa"]')?.getAttribute('aria-label') ?? ''));
    // A tap while the swipe's fling lasts only stops it (Chrome sends no click for it), as on a real phone: tap
    // until one opens the lightbox, at most three times.
    for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) === 0; i++) {
      await page.waitForTimeout(600);
      await main(page).tap();
    }
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('1366×768: a mouse drag and the arrow keys move it too', async () => {
    const { context, page } = await visitor(SIZES[0]);
    await openApp(page, `/propiedad/${casaId}`);
    await heading(page, casaTitulo);
    await main(page).focus();
    await page.keyboard.press('ArrowRight');
    expect(await label(page)).toBe('Ver imagen 2 de 3 en pantalla completa');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight'); // bounded
    expect(await label(page)).toBe('Ver imagen 3 de 3 en pantalla completa');
    await page.keyboard.press('ArrowLeft');
    expect(await label(page)).toBe('Ver imagen 2 de 3 en pantalla completa');
    const box = (await main(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2 + 4, { steps: 10 });
    await page.mouse.up();
    expect(await label(page)).toBe('Ver imagen 3 de 3 en pantalla completa');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});

describe("the bottom bar with 'Consultar' and WhatsApp", () => {
  it('390×844: stays at the bottom of the screen while the page scrolls, covers nothing at the end, and Consultar opens the form about the listing', async () => {
    const { context, page } = await visitor(SIZES[1]);
    await openApp(page, `/propiedad/${casaId}`);
    await heading(page, casaTitulo);
    const bar = page.getByRole('region', { name: 'Consultar por esta propiedad' });
    await bar.waitFor();
    const at = async () => (await bar.boundingBox())!;
    expect(Math.round((await at()).y + (await at()).height)).toBe(844);
    const wa = bar.getByRole('link', { name: 'WhatsApp' });
    expect(await wa.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent((await wa.getAttribute('href'))!)).toContain(casaTitulo);
    // The chat bubble gives way to the bar.
    expect(await page.getByTestId('whatsapp-link').isVisible()).toBe(false);
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(300);
    expect(Math.round((await at()).y + (await at()).height)).toBe(844);
    // At the very end, the page's last line sits above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    const lastBottom = await page.evaluate(() => {
      const els = [...document.querySelectorAll('footer *, main *')].filter((e) => !e.closest('[aria-label="Consultar por esta propiedad"]') && e.getBoundingClientRect().height > 0 && e.children.length === 0);
      return Math.max(...els.map((e) => e.getBoundingClientRect().bottom));
    });
    expect(lastBottom).toBeLessThanOrEqual((await at()).y + 1);
    await bar.getByRole('link', { name: 'Consultar' }).click();
    await page.waitForURL(`**/contacto?propiedad=${casaId}`);
    await page.getByRole('form', { name: 'Formulario de contacto' }).waitFor();
    await page.getByText(casaTitulo).first().waitFor();
    await context.close();
  });

  it('1366×768: no bar; the price card keeps its button and the chat bubble stays', async () => {
    const { context, page } = await visitor(SIZES[0]);
    await openApp(page, `/propiedad/${casaId}`);
    await heading(page, casaTitulo);
    await page.getByRole('link', { name: 'Consultar por esta propiedad' }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('region', { name: 'Consultar por esta propiedad' }).count()).toBe(0);
    await page.getByTestId('whatsapp-link').waitFor({ state: 'visible' });
    await context.close();
  });
});

describe.each(SIZES)('prices, hectares and empty filters at $name', (size) => {
  it("a rent's price says '/mes' on its card and its page; a sale's does not", async () => {
    const { context, page } = await visitor(size);
    await openApp(page, `/propiedades-publicas?q=${encodeURIComponent(alquilerTitulo)}`);
    const card = page.getByRole('listitem').filter({ hasText: alquilerTitulo }).first();
    await card.getByText('$350.000 ARS /mes').waitFor();
    await openApp(page, `/propiedad/${alquilerId}`);
    await heading(page, alquilerTitulo);
    expect(await page.getByTestId('precio').textContent()).toBe('$350.000 ARS /mes');
    expect(await page.getByTestId('precio-encabezado').textContent()).toBe('$350.000 ARS /mes');
    await openApp(page, `/propiedad/${campoId}`);
    await heading(page, campoTitulo);
    expect(await page.getByTestId('precio').textContent()).toBe('$2.400.000 USD');
    await context.close();
  });

  it("a Campo's surface reads in hectares on its card and its page, which lists only the services it has", async () => {
    const { context, page } = await visitor(size);
    await openApp(page, `/propiedades-publicas?q=${encodeURIComponent(campoTitulo)}`);
    const card = page.getByRole('listitem').filter({ hasText: campoTitulo }).first();
    await card.getByRole('list', { name: 'Características' }).getByText('120 ha').waitFor();
    expect(await card.textContent()).not.toContain('m²');
    await openApp(page, `/propiedad/${campoId}`);
    await heading(page, campoTitulo);
    const grid = page.getByRole('region', { name: 'Características' });
    const datos = Object.fromEntries(
      await grid.locator('dl > div').evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent])),
    );
    expect(datos).toMatchObject({ Hectáreas: '120 ha', 'Sup. Total': '120 ha' });
    expect(await page.locator('main').textContent()).not.toContain('m²');
    const servicios = await page.getByRole('list', { name: 'Servicios' }).textContent();
    expect(servicios).toContain('Luz eléctrica: sí');
    expect(servicios).not.toContain(': no');
    await context.close();
  });

  it("filters that match nothing say so, with 'Limpiar filtros' that brings the listings back", async () => {
    const { context, page } = await visitor(size);
    await openApp(page, '/propiedades-publicas?q=zzzqqqxxx-nada&tipo=Casa');
    const empty = page.getByTestId('sin-coincidencias');
    await empty.getByText('No hay propiedades que coincidan con los filtros.').waitFor();
    expect(await page.getByText('No hay propiedades disponibles en este momento.').count()).toBe(0);
    await empty.getByRole('button', { name: 'Limpiar filtros' }).click();
    await page.getByRole('list', { name: 'Listado de propiedades' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });
});

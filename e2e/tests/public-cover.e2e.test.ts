// The catalogue card shows the cover crop the API rendered from staff's framing (16:9, like the preview).
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { apiLogin, launch, newPage, openApp, product } from '../support/env.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('shows the stored 16:9 cover crop of a framed cover image on the public card', async () => {
  const token = await apiLogin();
  const base = product().baseUrl;
  // A photo-sized image, left half red and right half blue.
  const png = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#c62828' } })
    .composite([{ input: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1565c0' } }).png().toBuffer(), left: 800, top: 0 }])
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'frente.png');
  const up = (await (await fetch(`${base}/api/admin/imagenes`, { method: 'POST', headers: { 'auth-token': token }, body: form })).json()) as {
    url: string;
    public_id: string;
    srcset: unknown;
    width: number;
    height: number;
  };
  const titulo = `Casa con portada ${Date.now()}`;
  const created = await fetch(`${base}/api/admin/nueva-casa`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'auth-token': token },
    body: JSON.stringify({
      titulo, operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2, precio: { monto: 90000, moneda: 'USD' },
      imagenes: [{ url: up.url, public_id: up.public_id, srcset: up.srcset, width: up.width, height: up.height, offsetX: 1, offsetY: 0.5, zoom: 1 }],
    }),
  });
  expect(created.status).toBe(201);
  const { propiedad } = (await (await fetch(`${base}/api/user/propiedad/${((await created.json()) as { id: string }).id}`)).json()) as {
    propiedad: { imagenes: { portada?: { url: string } }[] };
  };
  const portada = propiedad.imagenes[0].portada;
  expect(portada?.url).toMatch(/-cover-[0-9a-f]+\.webp$/);

  const { context, page } = await newPage(browser);
  // The app's own card, not the server's first paint that it replaces (an element of which can vanish mid-check).
  await openApp(page, `/propiedades-publicas?q=${encodeURIComponent(titulo)}`);
  const img = page.getByRole('list', { name: 'Listado de propiedades' }).locator('img').first();
  await img.waitFor();
  expect(await img.getAttribute('src')).toBe(portada!.url);
  // Framed to the right edge: the card shows the blue half.
  const colour = await img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const c = document.createElement('canvas');
    c.width = el.naturalWidth;
    c.height = el.naturalHeight;
    const g = c.getContext('2d')!;
    g.drawImage(el, 0, 0);
    const [r, , b] = g.getImageData(c.width / 2, c.height / 2, 1, 1).data;
    return { r, b };
  });
  expect(colour.b).toBeGreaterThan(colour.r);
  const box = await img.boundingBox();
  expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);
  await context.close();
});

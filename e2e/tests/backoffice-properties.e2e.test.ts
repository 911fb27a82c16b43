// Back office, properties: the staff list, creating a Casa and a Terreno through the form with images
// and their upload progress, the edit mode on /propiedad/{id} (title, image order by keyboard and by dragging,
// framing of the cover, hidden price) kept after a reload on the admin list and the public page, a stale save
// answered 409 without losing what was typed, delete with confirmation, and the Papelera with restore; the
// editor reaches admins only.
import type { Browser, Page } from 'playwright-core';
import { apiLogin, launch, product, storeToken, visitorAddress, type ProductState } from '../support/env.js';
import { makePng } from '../support/png.js';

let browser: Browser;
let token: string;
// Read once: the product this run started (another run on the same machine rewrites the shared state file).
let P: ProductState;
const RUN = Date.now().toString(36);

beforeAll(async () => {
  P = product();
  browser = await launch();
  token = await apiLogin();
});

async function newPage(b: Browser) {
  const context = await b.newContext({ baseURL: P.baseUrl, extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() }, viewport: { width: 1280, height: 900 }, locale: 'es-AR' });
  const page = await context.newPage();
  return { context, page };
}
afterAll(async () => {
  await browser?.close();
});

// ---------------------------------------------------------------------------------------------------------------
// helpers

async function api<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const isBuf = Buffer.isBuffer(body);
  const send = () =>
    fetch(`${P.baseUrl}/api${path}`, {
      method,
      headers: { 'auth-token': token, ...(body !== undefined && !isBuf ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : isBuf ? new Uint8Array(body as Buffer) : JSON.stringify(body),
    });
  // A kept-alive socket the gateway closed while idle fails before the request is sent: send it again once.
  const r = await send().catch((err: Error & { cause?: { message?: string } }) => {
    if (String(err.cause?.message ?? '').includes('other side closed')) return send();
    throw err;
  });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null };
}

async function uploadViaApi(seed: number) {
  const r = await api('POST', '/admin/imagenes', await makePng(320, 180, seed), { 'content-type': 'image/png' });
  expect(r.status).toBe(201);
  return r.body as { url: string; public_id: string };
}

/** A Casa with three images made through the API (the edit tests start from it). */
async function casaConImagenes(titulo: string) {
  const imgs = await Promise.all([1, 2, 3].map((s) => uploadViaApi(s + Math.floor(Math.random() * 1000))));
  const r = await api('POST', '/admin/nueva-casa', {
    titulo,
    operacion: 'venta',
    localidad: 'Rauch',
    calle: 'Belgrano',
    altura: 450,
    habitaciones: 3,
    precio: { monto: 125000, moneda: 'USD', visible: true },
    imagenes: imgs.map((i, n) => ({ url: i.url, public_id: i.public_id, descripcion: `Foto ${n + 1}` })),
  });
  expect(r.status).toBe(201);
  return { id: r.body.id as string, imgs };
}

async function adminPage(): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  await storeToken(context, token);
  return { page, close: () => context.close() };
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

// ---------------------------------------------------------------------------------------------------------------

describe('admin list /propiedades', () => {
  it('shows the staff cards with badges, filters by text, tipo and estado, and says when nothing matches', async () => {
    const titulo = `Quinta oculta ${RUN}`;
    const { id } = await casaConImagenes(titulo);
    expect((await api('PUT', `/admin/editar-propiedad/${id}`, { tipo: 'Casa', propiedad: { visible: false } })).status).toBe(200);

    const { page, close } = await adminPage();
    await page.goto('/propiedades');
    await page.getByRole('link', { name: '+ Nueva Propiedad' }).waitFor();
    const list = page.getByRole('list', { name: 'Listado de propiedades' });
    await list.waitFor();
    expect(await list.locator(':scope > li').count()).toBeLessThanOrEqual(9);

    await page.getByLabel('Buscar').fill(titulo);
    const card = list.getByRole('link', { name: new RegExp(titulo) });
    await card.waitFor();
    await card.getByText('Oculta', { exact: true }).waitFor();
    await card.getByText('Venta', { exact: true }).waitFor();
    await card.getByText('Belgrano 450, Rauch').waitFor();
    await card.getByText('$125.000 USD').waitFor();
    await card.getByText('3 dorm.').waitFor();

    await page.getByLabel('Estado').selectOption('visible');
    await page.getByText('No hay resultados para esta búsqueda').waitFor();
    await page.getByLabel('Estado').selectOption('oculta');
    await card.waitFor();
    await page.getByLabel('Tipo').selectOption('Terreno');
    await page.getByText('No hay resultados para esta búsqueda').waitFor();
    await page.getByLabel('Tipo').selectOption('Casa');
    await card.click();
    // The card opens the property's readable address (contracts property/slug.ts).
    await page.waitForURL(`**/propiedad/${id}/casa-**`);
    await close();
  });
});

describe('/nueva-propiedad', () => {
  it('creates a Casa with an image (progress bar per file), applying the per-type rule first', async () => {
    const titulo = `Casa del form ${RUN}`;
    const { page, close } = await adminPage();
    await page.goto('/nueva-propiedad');
    await page.getByRole('heading', { name: 'Nueva Propiedad' }).waitFor();

    // Nothing chosen: the spec's messages.
    await page.getByRole('button', { name: 'Crear Propiedad' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('Seleccione tipo de propiedad').waitFor();
    await alert.getByText('Complete el título').waitFor();
    await alert.getByText('Ingrese localidad').waitFor();
    await alert.getByText('Seleccione operación').waitFor();

    await page.getByLabel('Tipo de propiedad *').selectOption('Casa');
    await page.getByLabel('Moneda').selectOption('USD');
    await page.getByLabel('Operación *').selectOption('venta');
    await page.getByLabel('Título *').fill(titulo);
    await page.getByLabel('Localidad *').fill('Rauch');
    await page.getByLabel('Calle', { exact: true }).fill('Mitre');
    await page.getByLabel('Precio').fill('98000');
    await page.getByRole('checkbox', { name: 'Parrilla' }).check();
    await page.getByRole('checkbox', { name: 'Gas natural' }).check();

    // Casa needs habitaciones.
    await page.getByRole('button', { name: 'Crear Propiedad' }).click();
    await page.getByRole('alert').getByText('Ingrese la cantidad de habitaciones').waitFor();
    await page.getByLabel('Dormitorios *').fill('4');

    await page.getByLabel('Agregar imágenes').setInputFiles([{ name: 'frente.png', mimeType: 'image/png', buffer: await makePng(1200, 800, 7) }]);
    const bar = page.getByRole('progressbar', { name: 'Progreso de frente.png' });
    await bar.waitFor();
    await page.getByRole('list', { name: 'Subida de imágenes' }).getByText('Subida').waitFor();
    expect(await bar.getAttribute('value')).toBe('100');
    await toast(page, 'Imágenes subidas correctamente').waitFor();
    await page.getByRole('list', { name: 'Imágenes cargadas' }).getByText('Portada').waitFor();

    await page.getByRole('button', { name: 'Crear Propiedad' }).click();
    await toast(page, '¡Casa creada con éxito!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/nueva-propiedad');
    await page.waitForURL(/\/propiedad\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;

    const saved = (await api('GET', `/user/propiedad/${id}`)).body.propiedad;
    expect(saved).toMatchObject({ tipo: 'Casa', titulo, operacion: 'venta', habitaciones: 4, precio: { monto: 98000, moneda: 'USD', visible: true } });
    expect(saved.ubicacion).toMatchObject({ calle: 'Mitre', localidad: 'Rauch' });
    expect(saved.amenities.parrilla).toBe(true);
    expect(saved.servicios.gas).toBe(true);
    expect(saved.imagenes).toHaveLength(1);
    expect(saved.imagenes[0]).toMatchObject({ esPortada: true, orden: 0 });
    expect(saved.imagenes[0].public_id).not.toBe('imagen_por_defecto');
    // The renditions the upload made travel with the image (srcset for the site's cards and gallery).
    expect(saved.imagenes[0].srcset.length).toBeGreaterThan(0);
    await close();
  });

  it('creates a Terreno (largo required); changing the type clears every field but type and currency', async () => {
    const titulo = `Lote del form ${RUN}`;
    const { page, close } = await adminPage();
    await page.goto('/nueva-propiedad');
    await page.getByLabel('Tipo de propiedad *').selectOption('Casa');
    await page.getByLabel('Moneda').selectOption('USD');
    await page.getByLabel('Título *').fill('se borra');
    await page.getByLabel('Tipo de propiedad *').selectOption('Terreno');
    expect(await page.getByLabel('Título *').inputValue()).toBe('');
    expect(await page.getByLabel('Moneda').inputValue()).toBe('USD');

    await page.getByLabel('Operación *').selectOption('venta');
    await page.getByLabel('Título *').fill(titulo);
    await page.getByLabel('Localidad *').fill('Rauch');
    await page.getByLabel('Superficie (m²)').fill('600');
    await page.getByLabel('Ancho (m)').fill('20');
    await page.getByRole('button', { name: 'Crear Propiedad' }).click();
    await page.getByRole('alert').getByText('El largo del terreno es requerido').waitFor();
    await page.getByLabel('Largo (m) *').fill('30');

    await page.getByLabel('Agregar imágenes').setInputFiles([
      { name: 'lote-1.png', mimeType: 'image/png', buffer: await makePng(900, 600, 3) },
      { name: 'lote-2.png', mimeType: 'image/png', buffer: await makePng(900, 600, 4) },
    ]);
    await page.getByRole('progressbar', { name: 'Progreso de lote-1.png' }).waitFor();
    await page.getByRole('progressbar', { name: 'Progreso de lote-2.png' }).waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('progress')].every((p) => (p as HTMLProgressElement).value === 100));
    await page.getByRole('list', { name: 'Imágenes cargadas' }).getByRole('listitem').nth(1).waitFor();

    await page.getByRole('button', { name: 'Crear Propiedad' }).click();
    await toast(page, '¡Terreno creado con éxito!').waitFor();
    await page.waitForURL(/\/propiedad\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const saved = (await api('GET', `/user/propiedad/${id}`)).body.propiedad;
    expect(saved).toMatchObject({ tipo: 'Terreno', titulo, superficieTotal: 600, largo: 30, ancho: 20, precio: { moneda: 'USD' } });
    expect(saved.imagenes.map((i: any) => i.orden)).toEqual([0, 1]);
    await close();
  });

  it('refuses what is not a PNG or JPEG image: a WebP before uploading, a text file named .jpg by the server', async () => {
    const { page, close } = await adminPage();
    await page.goto('/nueva-propiedad');
    await page.getByLabel('Agregar imágenes').setInputFiles([{ name: 'plano.webp', mimeType: 'image/webp', buffer: Buffer.from('RIFF0000WEBPVP8 ') }]);
    await page.getByRole('list', { name: 'Subida de imágenes' }).getByText('plano.webp: solo se admiten imágenes PNG o JPEG').waitFor();
    await page.getByLabel('Agregar imágenes').setInputFiles([{ name: 'notas.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('esto no es una foto') }]);
    await toast(page, /^Error al subir imágenes: /).waitFor();
    await page.getByRole('list', { name: 'Subida de imágenes' }).getByText('Error', { exact: true }).waitFor();
    expect(await page.getByRole('list', { name: 'Imágenes cargadas' }).count()).toBe(0);
    await close();
  });
});

describe('edit mode on /propiedad/{id}', () => {
  it('edits the title, reorders images by keyboard and by dragging, frames the cover, hides the price — all kept', async () => {
    const titulo = `Casa a editar ${RUN}`;
    const nuevo = `Casa editada ${RUN}`;
    const { id, imgs } = await casaConImagenes(titulo);
    const { page, close } = await adminPage();
    await page.goto(`/propiedad/${id}`);
    const bar = page.getByRole('toolbar', { name: 'Herramientas de administración' });
    await bar.getByRole('link', { name: 'Vista Pública' }).waitFor();
    expect(await bar.getByRole('link', { name: 'Vista Pública' }).getAttribute('target')).toBe('_blank');
    await bar.getByRole('button', { name: 'Editar' }).click();

    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(nuevo);
    await page.getByLabel('Descripción de la imagen 2').fill('Living luminoso');

    // Keyboard: the first image moves one place to the right.
    await page.getByRole('button', { name: /^Imagen 1 de 3, portada/ }).focus();
    await page.keyboard.press('ArrowRight');
    await toast(page, 'Orden de imágenes actualizado').waitFor();
    // Dragging: the last image onto the first place.
    await page.getByRole('button', { name: /^Imagen 3 de 3/ }).dragTo(page.getByRole('button', { name: /^Imagen 1 de 3/ }));
    // Order now: img3, img2, img1.
    const srcs = await page.getByTestId('imagen-editable').locator('img').evaluateAll((els) => els.map((e) => (e as HTMLImageElement).getAttribute('src')));
    expect(srcs).toEqual([imgs[2].url, imgs[1].url, imgs[0].url]);

    // Framing of the new cover.
    await page.getByRole('button', { name: 'Ajustar encuadre de la imagen 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajustar encuadre de la imagen' });
    await dialog.waitFor();
    await dialog.getByText('Vista previa').waitFor();
    const zoom = dialog.getByRole('slider', { name: /Zoom/ });
    await zoom.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await dialog.getByText('150%').waitFor();
    await dialog.getByRole('slider', { name: /Posición horizontal/ }).focus();
    await page.keyboard.press('Home');
    const preview = await dialog.getByTestId('framing-preview').locator('img').evaluate((el) => {
      const r = el.parentElement!.getBoundingClientRect();
      return { ratio: r.width / r.height, pos: (el as HTMLImageElement).style.objectPosition, t: (el as HTMLImageElement).style.transform };
    });
    expect(preview.ratio).toBeCloseTo(16 / 9, 1);
    expect(preview).toMatchObject({ pos: '0% 50%', t: 'scale(1.5)' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Encuadre ajustado correctamente').waitFor();

    await page.getByRole('checkbox', { name: 'Precio visible' }).uncheck();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Propiedad actualizada correctamente').waitFor();
    await bar.getByRole('button', { name: 'Editar' }).waitFor();

    // Reload: all of it was saved.
    await page.reload();
    await page.getByRole('heading', { name: nuevo }).first().waitFor();
    const saved = (await api('GET', `/user/propiedad/${id}`)).body.propiedad;
    expect(saved.titulo).toBe(nuevo);
    expect(saved.precio.visible).toBe(false);
    expect(saved.imagenes.map((i: any) => i.url)).toEqual([imgs[2].url, imgs[1].url, imgs[0].url]);
    expect(saved.imagenes[0]).toMatchObject({ esPortada: true, orden: 0, offsetX: 0, offsetY: 0.5, zoom: 1.5 });
    expect(saved.imagenes[1].descripcion).toBe('Living luminoso');

    // The API stored the framed cover crop of the new first image.
    expect(saved.imagenes[0].portada).toMatchObject({ width: 640, height: 360 });
    expect(saved.imagenes[0].portada.url).toContain(imgs[2].url.replace(/\.webp$/, '-cover-'));

    // The admin list shows that crop as is (no CSS framing on top) and the hidden price.
    await page.goto(`/propiedades?q=${encodeURIComponent(nuevo)}`);
    const card = page.getByRole('list', { name: 'Listado de propiedades' }).getByRole('link', { name: new RegExp(nuevo) });
    await card.getByText('Precio Oculto').waitFor();
    const cover = await card.locator('img').first().evaluate((el) => ({ src: el.getAttribute('src'), pos: (el as HTMLImageElement).style.objectPosition, t: (el as HTMLImageElement).style.transform }));
    // The stored crop has the framing in its pixels: drawn centred, without a zoom.
    expect(cover).toEqual({ src: saved.imagenes[0].portada.url, pos: '50% 50%', t: '' });
    await close();

    // The public page (anonymous) shows the new title and 'Consultar' instead of the price.
    const anon = await newPage(browser);
    await anon.page.goto(`/propiedad/${id}`);
    await anon.page.getByRole('heading', { name: nuevo }).first().waitFor();
    await anon.page.getByText('Consultar').first().waitFor();
    expect(await anon.page.getByText('125.000').count()).toBe(0);
    await anon.context.close();
  });

  it('a save based on a stale version shows the conflict, keeps what was typed and reloads on request', async () => {
    const { id } = await casaConImagenes(`Casa en disputa ${RUN}`);
    const { page, close } = await adminPage();
    await page.goto(`/propiedad/${id}`);
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(`Mi título ${RUN}`);

    // Someone else saves first.
    expect((await api('PUT', `/admin/editar-propiedad/${id}`, { tipo: 'Casa', propiedad: { titulo: `Su título ${RUN}` } })).status).toBe(200);

    await page.getByRole('button', { name: 'Guardar' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'La propiedad fue modificada por otra persona. Recargá para ver los cambios.' });
    await alert.waitFor();
    expect(await page.getByRole('textbox', { name: 'Título', exact: true }).inputValue()).toBe(`Mi título ${RUN}`);
    expect((await api('GET', `/user/propiedad/${id}`)).body.propiedad.titulo).toBe(`Su título ${RUN}`);

    await alert.getByRole('button', { name: 'Recargar' }).click();
    await page.getByLabel('Tus cambios sin guardar').waitFor();
    expect(await page.getByLabel('Tus cambios sin guardar').inputValue()).toContain(`titulo: Mi título ${RUN}`);
    expect(await page.getByRole('textbox', { name: 'Título', exact: true }).inputValue()).toBe(`Su título ${RUN}`);
    await close();
  });

  it('never drops unsaved edits silently: Cancelar asks first, and closing the tab raises the browser question', async () => {
    const { id } = await casaConImagenes(`Casa con cambios ${RUN}`);
    const { page, close } = await adminPage();
    await page.goto(`/propiedad/${id}`);
    const bar = page.getByRole('toolbar', { name: 'Herramientas de administración' });
    // Without changes Cancelar just leaves edit mode.
    await bar.getByRole('button', { name: 'Editar' }).click();
    await bar.getByRole('button', { name: 'Cancelar' }).click();
    await bar.getByRole('button', { name: 'Editar' }).click();
    const titulo = page.getByRole('textbox', { name: 'Título', exact: true });
    await titulo.fill(`Título sin guardar ${RUN}`);
    await bar.getByRole('button', { name: 'Cancelar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    expect(await titulo.inputValue()).toBe(`Título sin guardar ${RUN}`);
    // Closing the tab: the browser's own "leave the page?" question.
    const asked = new Promise<string>((resolve) => page.once('dialog', (d) => {
      resolve(d.type());
      void d.dismiss();
    }));
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);
    // Discarding on purpose: back to the saved data, nothing written.
    await bar.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.getByRole('button', { name: 'Descartar cambios' }).click();
    await bar.getByRole('button', { name: 'Editar' }).waitFor();
    expect((await api('GET', `/user/propiedad/${id}`)).body.propiedad.titulo).toBe(`Casa con cambios ${RUN}`);
    await close();
  });

  it('deletes with confirmation: the property leaves the site and the staff list, waits in the Papelera and comes back restored', async () => {
    const titulo = `Casa a borrar ${RUN}`;
    const { id } = await casaConImagenes(titulo);
    const { page, close } = await adminPage();
    await page.goto(`/propiedad/${id}`);
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar esta propiedad?' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await api('GET', `/user/propiedad/${id}`)).status).toBe(200);

    await page.getByRole('button', { name: 'Eliminar' }).click();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await toast(page, 'Propiedad eliminada correctamente').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/propiedad/${id}`);
    await page.waitForURL('**/propiedades');
    expect((await api('GET', `/user/propiedad/${id}`)).status).toBe(404);
    await page.getByLabel('Buscar').fill(titulo);
    await page.getByText('No hay resultados para esta búsqueda').waitFor();

    // The Papelera has it; restoring brings it back to the site and the staff list.
    await page.getByRole('navigation', { name: 'Vistas de propiedades' }).getByRole('link', { name: 'Papelera' }).click();
    const trash = page.getByRole('list', { name: 'Propiedades eliminadas' });
    await trash.getByText(titulo).waitFor();
    await trash.getByRole('button', { name: `Restaurar ${titulo}` }).click();
    await toast(page, 'Propiedad restaurada correctamente').waitFor();
    await trash.getByText(titulo).waitFor({ state: 'detached' });
    expect((await api('GET', `/user/propiedad/${id}`)).status).toBe(200);
    await page.getByRole('navigation', { name: 'Vistas de propiedades' }).getByRole('link', { name: 'Propiedades' }).click();
    await page.getByLabel('Buscar').fill(titulo);
    await page.getByRole('list', { name: 'Listado de propiedades' }).getByText(titulo).waitFor();
    await close();
  });

  it('loads the editor only for an admin: an anonymous visitor of the same page downloads no back-office byte', async () => {
    const { id } = await casaConImagenes(`Casa sin editor ${RUN}`);
    const anon = await newPage(browser);
    const anonUrls: string[] = [];
    anon.page.on('request', (r) => anonUrls.push(r.url()));
    await anon.page.goto(`/propiedad/${id}`);
    await anon.page.getByRole('heading', { name: `Casa sin editor ${RUN}` }).first().waitFor();
    await anon.page.waitForLoadState('networkidle');
    expect(await anon.page.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    expect(anonUrls.filter((u) => u.includes('/mf-backoffice/'))).toEqual([]);
    await anon.context.close();

    const { page, close } = await adminPage();
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto(`/propiedad/${id}`);
    await page.getByRole('toolbar', { name: 'Herramientas de administración' }).getByRole('button', { name: 'Editar' }).waitFor();
    expect(urls.some((u) => u.includes('/mf-backoffice/remoteEntry.js'))).toBe(true);
    await close();
  });
});

// Link previews (contracts vista-previa.ts): what WhatsApp shows when a listing is shared — a JPEG of 1200×630 and at
// most 300 KB, its cover framed as staff framed it, at an address that changes with the cover or its framing and is
// cached for a year; the agency's own image for a listing without photos and for every other page.
import sharp from 'sharp';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { VISTA_PREVIA, imagenInmobiliaria, vistaPreviaDePropiedad } from '@inmo/contracts';
import { PreviewsService, type AgencyForImage } from '../src/images/previews.service.js';
import { UnusedImagesSweeper } from '../src/images/unused-images.sweeper.js';
import { binary, bootApp, expectErrorShape, loginToken, type TestApp } from './helpers.js';


/** A PNG, left half red and right half blue. */
async function twoColours(width: number, height: number): Promise<Buffer> {
  const left = await sharp({ create: { width: Math.floor(width / 2), height, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([{ input: left, left: 0, top: 0 }]).png().toBuffer();
}

describe('link previews', () => {
  let t: TestApp;
  let token: string;
  let agency: AgencyForImage; // as the API draws it (and the gateway passes it to contracts)
  beforeAll(async () => {
    t = await bootApp({ seedDemo: true });
    token = await loginToken(t.http);
    agency = await t.app.get(PreviewsService).agency();
  });
  afterAll(async () => {
    await t?.close();
  });

  const getImage = (url: string) => t.http.get(url).redirects(0).buffer(true).parse(binary);
  const publicProperty = async (id: string) => (await t.http.get(`/api/user/propiedad/${id}`)).body.propiedad;
  /** The preview's pixels: share of red among red and blue. */
  const redShare = async (jpeg: Buffer) => {
    const { data } = await sharp(jpeg).resize(120, 63, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    let red = 0;
    let blue = 0;
    for (let i = 0; i < data.length; i += 3) {
      if (data[i]! > 180 && data[i + 2]! < 80) red++;
      if (data[i + 2]! > 180 && data[i]! < 80) blue++;
    }
    return red / (red + blue);
  };
  async function expectPreviewJpeg(url: string): Promise<Buffer> {
    const res = await getImage(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThanOrEqual(VISTA_PREVIA.maxBytes);
    expect(await sharp(res.body).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    return res.body;
  }

  it('draws a demo listing (an SVG cover) as a 1200×630 JPEG under 300 KB, at the address the page announces', async () => {
    const { propiedades } = (await t.http.get('/api/user/propiedades-publicas')).body;
    const p = propiedades[0];
    const preview = vistaPreviaDePropiedad(p, agency);
    expect(preview.url).toMatch(new RegExp(`^/api/user/vista-previa/propiedad/${p.id}/[0-9a-z]+\\.jpg$`));
    expect(preview).toMatchObject({ width: 1200, height: 630, alt: expect.stringContaining(p.titulo) });
    await expectPreviewJpeg(preview.url);
    // Drawn once, then served as stored.
    await expectPreviewJpeg(preview.url);
  });

  it('frames the cover as staff did; a new framing is a new address, and the old one leads to it', async () => {
    const up = (await t.http.post('/api/admin/imagenes').set('auth-token', token).attach('file', await twoColours(2400, 900), 'portada.png')).body;
    const imagen = { url: up.url, public_id: up.public_id, width: up.width, height: up.height, srcset: up.srcset, offsetX: 0, offsetY: 0.5, zoom: 2 };
    const created = await t.http.post('/api/admin/nueva-casa').set('auth-token', token).send({ titulo: 'Casa para compartir', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2, imagenes: [imagen] });
    expect(created.status).toBe(201);
    const id = created.body.propiedad.id;
    const left = vistaPreviaDePropiedad(await publicProperty(id), agency);
    // Zoomed in on the left edge: red only.
    expect(await redShare(await expectPreviewJpeg(left.url))).toBeGreaterThan(0.95);
    expect(existsSync(join(t.config.dataDir, 'media', `${up.public_id.replace('/', '-')}-og-${left.url.split('/').pop()}`))).toBe(true);

    const edit = await t.http
      .put(`/api/admin/editar-propiedad/${id}`)
      .set('auth-token', token)
      .send({ tipo: 'Casa', propiedad: { imagenes: [{ ...imagen, offsetX: 1 }] } });
    expect(edit.status).toBe(200);
    const right = vistaPreviaDePropiedad(await publicProperty(id), agency);
    expect(right.url).not.toBe(left.url);
    expect(await redShare(await expectPreviewJpeg(right.url))).toBeLessThan(0.05);
    const old = await getImage(left.url);
    expect(old.status).toBe(302);
    expect(old.headers.location).toBe(right.url);
    expect(old.headers['cache-control']).toBe('no-cache');

    // Its upload's previews go with the upload when no property uses it any more.
    await t.http.put(`/api/admin/editar-propiedad/${id}`).set('auth-token', token).send({ tipo: 'Casa', propiedad: { imagenes: [] } });
    const removed = await t.app.get(UnusedImagesSweeper).sweep({ now: Date.now() + 2 * 24 * 3600 * 1000 });
    expect(removed).toEqual(expect.arrayContaining([expect.stringMatching(/-og-[0-9a-z]+\.jpg$/)]));
  });

  it('gives a listing without photos, and every other page, the agency’s own JPEG', async () => {
    const created = await t.http.post('/api/admin/nueva-casa').set('auth-token', token).send({ titulo: 'Casa sin fotos', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 1 });
    const p = await publicProperty(created.body.propiedad.id);
    const image = imagenInmobiliaria(agency);
    expect(vistaPreviaDePropiedad(p, agency)).toEqual(image);
    expect(image.url).toMatch(/^\/api\/user\/vista-previa\/inmobiliaria\/[0-9a-z]+\.jpg$/);
    const jpeg = await expectPreviewJpeg(image.url);
    // Drawn, not blank: the theme's dark background with the name in light text on it.
    const { dominant } = await sharp(jpeg).stats();
    expect(dominant.r + dominant.g + dominant.b).toBeLessThan(3 * 64);
    const { channels } = await sharp(jpeg).stats();
    expect(channels[0]!.max).toBeGreaterThan(200);
  });

  it('answers 404 for a hidden or missing property and a name that is not a preview, 302 for a stale key', async () => {
    const hidden = await t.http.post('/api/admin/nueva-casa').set('auth-token', token).send({ titulo: 'Casa oculta', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 1, visible: false });
    for (const url of [
      `/api/user/vista-previa/propiedad/${hidden.body.propiedad.id}/abc.jpg`,
      '/api/user/vista-previa/propiedad/00000000-0000-4000-8000-000000000000/abc.jpg',
      '/api/user/vista-previa/propiedad/no-es-un-id/abc.jpg',
      '/api/user/vista-previa/inmobiliaria/..%2f..%2fjwt-secret',
      '/api/user/vista-previa/inmobiliaria/abc.png',
    ]) {
      const res = await t.http.get(url).redirects(0);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      expectErrorShape(res.body);
    }
    const stale = await t.http.get('/api/user/vista-previa/inmobiliaria/abc.jpg').redirects(0);
    expect(stale.status).toBe(302);
    expect(stale.headers.location).toBe(imagenInmobiliaria(agency).url);
  });
});

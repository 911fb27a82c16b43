// Image upload (POST /api/admin/imagenes) with real files made by sharp: renditions on disk as WebP, EXIF/GPS
// removed and orientation applied, type read from the bytes, 10 MB / 40 megapixel limits, multipart and raw body.
import sharp, { type Sharp } from 'sharp';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakePng } from './fixtures.js';
import { UnusedImagesSweeper } from '../src/images/unused-images.sweeper.js';
import { binary, bootApp, expectErrorShape, loginToken, type TestApp } from './helpers.js';


/** A PNG, left half red and right half blue. */
async function twoColours(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Sharp> {
  const left = await sharp({ create: { width: Math.floor(width / 2), height, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([{ input: left, left: 0, top: 0 }])[format]();
}

describe('image upload', () => {
  let t: TestApp;
  let token: string;
  let mediaDir: string;
  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
    mediaDir = join(t.config.dataDir, 'media');
  });
  afterAll(async () => {
    await t?.close();
  });
  const upload = () => t.http.post('/api/admin/imagenes').set('auth-token', token);
  const onDisk = (url: string) => join(mediaDir, url.replace('/api/media/', ''));

  it('stores a real PNG sent as multipart as WebP renditions for srcset plus the full-size master', async () => {
    const png = await (await twoColours(2000, 1200)).toBuffer();
    const res = await upload().attach('file', png, { filename: 'living.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ public_id: expect.stringMatching(/^casas\/[0-9a-f]{24}$/), width: 2000, height: 1200 });
    expect(res.body.srcset.map((s: any) => s.width)).toEqual([480, 960, 1600]);
    expect(res.body.url).toBe(res.body.srcset[2].url);
    expect(res.body.secure_url).toBe(res.body.url);
    for (const s of res.body.srcset) {
      expect(s.url).toMatch(/^\/api\/media\/casas-[0-9a-f]{24}-\d+\.webp$/);
      const meta = await sharp(readFileSync(onDisk(s.url))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: s.width, height: Math.round((1200 * s.width) / 2000) });
    }
    const master = onDisk(`/api/media/${res.body.public_id.replace('/', '-')}.webp`);
    expect(await sharp(readFileSync(master)).metadata()).toMatchObject({ format: 'webp', width: 2000, height: 1200 });
    // No temp files left behind.
    expect(readdirSync(mediaDir).filter((n: string) => n.endsWith('.tmp'))).toEqual([]);

    const file = await t.http.get(res.body.url).buffer(true).parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('max-age=31536000');
    expect(file.body.subarray(0, 4).toString('latin1')).toBe('RIFF');

    // The same file again → the same public_id and files.
    const again = await upload().attach('file', png, { filename: 'otra.png', contentType: 'image/png' });
    expect(again.body).toEqual(res.body);
  });

  it('auto-rotates a phone JPEG (EXIF orientation) and keeps none of its EXIF/GPS', async () => {
    const jpeg = await (await twoColours(400, 200, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'iPhone de Juan' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '34/1 53/1 46/1', GPSLongitudeRef: 'W', GPSLongitude: '60/1 1/1 14/1' } })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.length).toBeGreaterThan(0);
    expect(before.orientation).toBe(6);
    // Sent the way the back office sends it: the raw file as the body.
    const res = await upload().set('content-type', 'image/jpeg').send(jpeg);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 200, height: 400 });
    expect(res.body.srcset).toEqual([{ width: 200, url: res.body.url }]);
    const stored = readFileSync(onDisk(res.body.url));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.toString('latin1')).not.toMatch(/GPS|Juan|Exif/);
    // Orientation 6 turns the picture a quarter clockwise: the red left half ends up on top.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    expect(px(100, 50)[0]).toBeGreaterThan(200);
    expect(px(100, 50)[2]).toBeLessThan(60);
    expect(px(100, 350)[2]).toBeGreaterThan(200);
    expect(px(100, 350)[0]).toBeLessThan(60);
  });

  it('accepts WebP too, and never enlarges a small image', async () => {
    const webp = await (await twoColours(300, 100, 'webp')).toBuffer();
    const res = await upload().attach('file', webp, 'chica.webp');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 300, height: 100, srcset: [{ width: 300 }] });
    expect(existsSync(onDisk(res.body.url))).toBe(true);
  });

  it('serves several uploads at once (two decode at a time, the rest wait)', async () => {
    const files = await Promise.all([600, 700, 800, 900, 1000].map(async (w) => (await twoColours(w, 300)).toBuffer()));
    const results = await Promise.all(files.map((f, i) => upload().attach('file', f, `p${i}.png`)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(results.map((r) => r.body.width)).toEqual([600, 700, 800, 900, 1000]);
  });

  it('trusts the bytes, not the name or the declared type', async () => {
    const text = Buffer.from('esto no es una foto, es un texto plano\n'.repeat(20));
    const multi = await upload().attach('file', text, { filename: 'foto.jpg', contentType: 'image/jpeg' });
    expect(multi.status).toBe(400);
    expectErrorShape(multi.body);
    expect(multi.body.error).toBe('El archivo no es una imagen PNG, JPEG o WebP');
    const raw = await upload().set('content-type', 'image/jpeg').send(Buffer.from('<svg onload=alert(1)>'));
    expect(raw.status).toBe(400);
    expectErrorShape(raw.body);
    // PNG magic bytes followed by garbage.
    const broken = Buffer.concat([fakePng(20, 20), Buffer.from('basura')]);
    const bad = await upload().attach('file', broken, 'rota.png');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('La imagen está dañada o no se puede leer');
    // A GIF is an image, but not one of ours.
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer();
    expect((await upload().attach('file', gif, 'a.png')).status).toBe(400);
  });

  it('asks for the file when the request carries none', async () => {
    const png = await (await twoColours(10, 10)).toBuffer();
    const wrongField = await upload().attach('foto', png, 'a.png');
    expect(wrongField.status).toBe(400);
    expectErrorShape(wrongField.body);
    const json = await upload().send({ url: 'x' });
    expect(json.status).toBe(400);
    expectErrorShape(json.body);
  });

  it('refuses over 10 MB with 413 in the one error shape, multipart and raw', async () => {
    const big = Buffer.concat([await (await twoColours(10, 10)).toBuffer(), Buffer.alloc(11 * 1024 * 1024)]);
    const multi = await upload().attach('file', big, 'grande.png');
    expect(multi.status).toBe(413);
    expectErrorShape(multi.body);
    expect(multi.body.code).toBeDefined();
    const raw = await upload().set('content-type', 'image/png').send(big);
    expect(raw.status).toBe(413);
    expectErrorShape(raw.body);
    expect(raw.body.code).toBe(multi.body.code);
  });

  it('refuses more than 40 megapixels (400) from the header, before decoding', async () => {
    const claimed = await upload().attach('file', fakePng(10_000, 5_000), 'enorme.png');
    expect(claimed.status).toBe(400);
    expect(claimed.body.error).toBe('La imagen es demasiado grande (más de 40 megapíxeles)');
    const real = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#888' } }).png({ compressionLevel: 1 }).toBuffer();
    const res = await upload().set('content-type', 'image/png').send(real);
    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });

  it('needs an admin token', async () => {
    const png = await (await twoColours(10, 10)).toBuffer();
    expect((await t.http.post('/api/admin/imagenes').attach('file', png, 'a.png')).status).toBe(401);
    expect((await t.http.post('/api/admin/imagenes').set('content-type', 'image/png').send(png)).status).toBe(401);
  });
  it('keeps srcset, width and height on a property, and sweeps only old uploads no property references', async () => {
    const kept = (await upload().attach('file', await (await twoColours(1000, 500)).toBuffer(), 'a.png')).body;
    const dropped = (await upload().attach('file', await (await twoColours(1200, 600)).toBuffer(), 'b.png')).body;
    const trashed = (await upload().attach('file', await (await twoColours(700, 700)).toBuffer(), 'c.png')).body;
    const imagen = (u: any) => ({ url: u.url, public_id: u.public_id, width: u.width, height: u.height, srcset: [...u.srcset, { width: 5, url: 'javascript:alert(1)' }] });
    const casa = { titulo: 'Casa con fotos', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2 };
    const res = await t.http.post('/api/admin/nueva-casa').set('auth-token', token).send({ ...casa, imagenes: [imagen(kept), imagen(dropped)] });
    expect(res.status).toBe(201);
    const id = res.body.propiedad?.id ?? res.body.id;
    const img0 = res.body.propiedad.imagenes[0];
    expect(img0).toMatchObject({ public_id: kept.public_id, url: kept.url, width: 1000, height: 500, srcset: kept.srcset });
    // Edit: the second image is taken out; its files stay until the sweep finds them old enough.
    const edit = await t.http.put(`/api/admin/editar-propiedad/${id}`).set('auth-token', token)
      .send({ tipo: 'Casa', propiedad: { imagenes: [res.body.propiedad.imagenes[0]] } });
    expect(edit.status).toBe(200);
    expect(edit.body.propiedad.imagenes).toEqual([expect.objectContaining({ srcset: kept.srcset, width: 1000, height: 500 })]);
    // A property in the Papelera still holds its images.
    const other = await t.http.post('/api/admin/nueva-casa').set('auth-token', token).send({ ...casa, imagenes: [imagen(trashed)] });
    expect((await t.http.delete(`/api/admin/eliminar-propiedad/${other.body.propiedad.id}`).set('auth-token', token)).status).toBe(200);

    const sweeper = t.app.get(UnusedImagesSweeper);
    expect(await sweeper.sweep()).toEqual([]);
    const removed = await sweeper.sweep({ now: Date.now() + 2 * 24 * 3600 * 1000 });
    const hashOf = (u: any) => u.public_id.split('/')[1];
    expect(removed.some((n) => n.includes(hashOf(dropped)))).toBe(true);
    for (const s of dropped.srcset) expect(existsSync(onDisk(s.url))).toBe(false);
    expect(existsSync(join(mediaDir, `casas-${hashOf(dropped)}.webp`))).toBe(false);
    for (const u of [kept, trashed]) {
      expect(removed.some((n) => n.includes(hashOf(u)))).toBe(false);
      for (const s of u.srcset) expect(existsSync(onDisk(s.url))).toBe(true);
      expect(existsSync(join(mediaDir, `casas-${hashOf(u)}.webp`))).toBe(true);
    }
    // The cover crop of a referenced upload is part of it.
    const portada = edit.body.propiedad.imagenes[0].portada;
    expect(portada.url).toContain(`casas-${hashOf(kept)}-cover-`);
    for (const s of portada.srcset) expect(existsSync(onDisk(s.url))).toBe(true);
    // Files that are not uploads (the default image) are never touched.
    expect(existsSync(join(mediaDir, 'imagen_por_defecto.svg'))).toBe(true);
  });

  it('stores the cover crop of the first image (16:9, the cards\' framing) as WebP, named after the framing', async () => {
    // 1600×600, left half red, right half blue: in a 16:9 box the card shows 1067 of its 1600 px, from the left
    // edge with offsetX 0 (¾ red) or up to the right edge with offsetX 1 (¾ blue).
    const up = (await upload().attach('file', await (await twoColours(1600, 600)).toBuffer(), 'portada.png')).body;
    const casa = { titulo: 'Casa con portada', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2 };
    const imagen = { url: up.url, public_id: up.public_id, width: up.width, height: up.height, srcset: up.srcset, offsetX: 0, offsetY: 0.5, zoom: 1 };
    const res = await t.http.post('/api/admin/nueva-casa').set('auth-token', token).send({ ...casa, imagenes: [imagen, { url: '/api/media/demo.svg', public_id: 'demo' }] });
    expect(res.status).toBe(201);
    const p = res.body.propiedad;
    expect(p.imagenes[1].portada).toBeUndefined();
    const portada = p.imagenes[0].portada;
    expect(portada).toMatchObject({ width: 640, height: 360 });
    expect(portada.url).toMatch(/^\/api\/media\/casas-[0-9a-f]{24}-cover-[0-9a-f]{12}\.webp$/);
    expect(portada.srcset.map((s: any) => s.width)).toEqual([640, 1280]);
    const colour = async (url: string) => {
      const file = readFileSync(onDisk(url));
      const meta = await sharp(file).metadata();
      const { channels } = await sharp(file).stats();
      return { file, meta, red: channels[0]!.mean, blue: channels[2]!.mean };
    };
    const left = await colour(portada.url);
    expect(left.meta).toMatchObject({ format: 'webp', width: 640, height: 360 });
    expect(left.file.length).toBeLessThanOrEqual(50 * 1024);
    expect(left.red).toBeGreaterThan(left.blue + 60);
    const large = await colour(portada.srcset[1].url);
    expect(large.meta).toMatchObject({ format: 'webp', width: 1280, height: 720 });

    // Same framing → same file; offsetX 1 → a new one, mostly blue.
    const url = `/api/admin/editar-propiedad/${p.id}`;
    const same = await t.http.put(url).set('auth-token', token).send({ tipo: 'Casa', propiedad: { imagenes: p.imagenes } });
    expect(same.status).toBe(200);
    expect(same.body.propiedad.imagenes[0].portada.url).toBe(portada.url);
    const moved = await t.http.put(url).set('auth-token', token).send({ tipo: 'Casa', propiedad: { imagenes: [{ ...p.imagenes[0], offsetX: 1 }, p.imagenes[1]] } });
    expect(moved.status).toBe(200);
    const right = moved.body.propiedad.imagenes[0].portada;
    expect(right.url).not.toBe(portada.url);
    const r = await colour(right.url);
    expect(r.meta).toMatchObject({ format: 'webp', width: 640, height: 360 });
    expect(r.blue).toBeGreaterThan(r.red + 60);
    // An edit that leaves the images alone keeps the cover; the public catalogue answers it too.
    const titulo = await t.http.put(url).set('auth-token', token).send({ tipo: 'Casa', propiedad: { titulo: 'Casa con portada (editada)' } });
    expect(titulo.body.propiedad.imagenes[0].portada.url).toBe(right.url);
    const pub = await t.http.get(`/api/user/propiedad/${p.id}`);
    expect(pub.status).toBe(200);
    expect(JSON.stringify(pub.body)).toContain(right.url);
  });
});

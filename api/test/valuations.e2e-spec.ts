// Valuations by comparables: the value from three comparables, semi-covered metres at half, fewer than three refused,
// comparables proposed from the agency's own closed sales and listings, a comparable in pesos converted at the
// agency's rate, edits with a version (409 when stale), the PDF report (read with pdftotext) naming the agency and
// the value, the owner's private link (revocable), 'Convertir en propiedad', history and the dashboard's figures.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES } from '@inmo/contracts';
import sharp from 'sharp';
import { binary, bootApp, expectErrorShape, loginToken, type TestApp } from './helpers.js';

/** What one of poppler's tools (pdftotext, pdfimages) prints of a PDF. */
function poppler(tool: string, args: string[], bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'tasacion-pdf-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), bytes);
    return execFileSync(tool, [...args, join(dir, 'a.pdf'), ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const pdfText = (bytes: Buffer) => poppler('pdftotext', ['-layout'], bytes);
/** The images a PDF embeds (pdfimages -list: two heading lines, then one line each). */
const pdfImages = (bytes: Buffer) => poppler('pdfimages', ['-list'], bytes).trim().split('\n').length - 2;


describe('valuations (tasaciones)', () => {
  let t: TestApp;
  let token: string;
  let owner: string;
  const admin = (req: any) => req.set('auth-token', token);
  const manual = (precio: number, sup: number, extra: Record<string, unknown> = {}) => ({ fuente: 'manual', precio, moneda: 'USD', superficieCubierta: sup, ...extra });
  const crear = (body: Record<string, unknown>) => admin(t.http.post('/api/admin/nueva-tasacion')).send(body);
  const sujeto = { tipo: 'Casa', localidad: 'Chivilcoy', direccion: 'Av. Ceballos 100', superficieCubierta: 150 };

  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
    const agency = await admin(t.http.put('/api/admin/inmobiliaria')).send({
      nombre: 'Inmobiliaria Ceballos', matricula: 'CMCPSI 1234', colegio: 'Colegio de Martilleros de Mercedes', cotizacionDolar: { valor: 1200, fecha: '2026-11-20' },
    });
    expect(agency.status).toBe(200);
    const mkClient = async (nombre: string, dni: string, tel: string) =>
      (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido: 'Pérez', dni, telefono: tel, mail: null })).body.data._id as string;
    owner = await mkClient('Ana', '30111001', '02346 15-410001');
    const buyer = await mkClient('Beto', '30111002', '02346 15-410002');
    // Three houses of Chivilcoy sold by the agency, one listed for sale, and a house of another town.
    const casa = async (titulo: string, localidad: string, superficieCubierta: number, precio: number) =>
      (await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo, operacion: 'venta', localidad, habitaciones: 3, superficieCubierta, antiguedad: 20, precio: { monto: precio, moneda: 'USD' } })).body.id as string;
    for (const [titulo, sup, monto] of [['Casa vendida A', 140, 140000], ['Casa vendida B', 160, 176000], ['Casa vendida C', 150, 180000]] as const) {
      const id = await casa(titulo, 'Chivilcoy', sup, monto);
      const op = await admin(t.http.post('/api/admin/nueva-operacion')).send({ operacion: 'venta', propiedad: id, oferente: owner, receptor: buyer, montoDinero: monto, moneda: 'USD' });
      expect(op.status).toBe(201);
    }
    await casa('Casa en venta', 'Chivilcoy', 155, 200000);
    await casa('Casa de otra ciudad', 'Mercedes', 150, 999999);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('values a 150 m² subject at about USD 165,000 from comparables at 1,000, 1,100 and 1,200 per m²', async () => {
    const res = await crear({ sujeto, moneda: 'USD', comparables: [manual(100000, 100, { fecha: '2026-10-01' }), manual(110000, 100), manual(120000, 100)] });
    expect(res.status).toBe(201);
    const d = res.body.data;
    expect(d.comparables.map((c: any) => c.fecha)).toEqual(['2026-10-01', null, null]);
    expect(d.valor).toEqual({ minimo: 155000, sugerido: 165000, maximo: 175000, moneda: 'USD' });
    expect(d.porM2).toBe(1100);
    expect(d.comparables.map((c: any) => [c.superficieHomogenea, c.precioM2, c.precioM2Ajustado])).toEqual([[100, 1000, 1000], [100, 1100, 1100], [100, 1200, 1200]]);
    // The other currency at the agency's rate.
    expect(d.valorOtraMoneda).toEqual({ minimo: 186000000, sugerido: 198000000, maximo: 210000000, moneda: 'ARS' });
    expect(d.cotizacion).toEqual({ valor: 1200, fecha: '2026-11-20' });
    const again = await admin(t.http.get(`/api/admin/tasacion/${d._id}`));
    expect(again.body.data).toEqual(d);
  });

  it('counts semi-covered metres at half (and uncovered at 30 %, editable per valuation)', async () => {
    const res = await crear({ sujeto: { ...sujeto, superficieCubierta: 100, superficieSemicubierta: 20 }, moneda: 'USD', comparables: [manual(110000, 110), manual(110000, 110), manual(110000, 110)] });
    expect(res.status).toBe(201);
    expect(res.body.data.superficieHomogenea).toBe(110);
    expect(res.body.data.valor.sugerido).toBe(110000);
    const pesos = await crear({ sujeto: { ...sujeto, superficieCubierta: 100, superficieDescubierta: 100 }, moneda: 'USD', pesos: { cubierta: 100, semicubierta: 50, descubierta: 10 }, comparables: [manual(110000, 110), manual(110000, 110), manual(110000, 110)] });
    expect(pesos.body.data.superficieHomogenea).toBe(110);
  });

  it('refuses fewer than 3 comparables with 422 in Spanish, and writes nothing', async () => {
    const before = (await admin(t.http.get('/api/admin/tasaciones'))).body.total;
    const res = await crear({ sujeto, moneda: 'USD', comparables: [manual(100000, 100), manual(110000, 100)] });
    expect(res.status).toBe(422);
    expectErrorShape(res.body);
    expect(res.body.error).toBe('Se necesitan al menos 3 comparables');
    expect(res.body.code).toBe(ERROR_CODES.VALUATION_UNCOMPUTABLE);
    // Bad input is a 400 with the field named.
    const bad = await crear({ sujeto: { ...sujeto, tipo: 'Castillo' }, moneda: 'USD' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors['sujeto.tipo']).toBe('Seleccione el tipo de propiedad');
    const NADIE = '7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f';
    const tres = [manual(1, 1), manual(1, 1), manual(1, 1)];
    expect((await crear({ sujeto, moneda: 'USD', cliente: NADIE, comparables: tres })).body.errors).toEqual({ cliente: 'El cliente elegido no existe' });
    const ghost = await crear({ sujeto: { ...sujeto, propiedad: NADIE }, moneda: 'USD', comparables: tres });
    expect(ghost.status).toBe(400);
    expect(ghost.body.errors).toEqual({ 'sujeto.propiedad': 'La propiedad elegida no existe' });
    expect((await admin(t.http.get('/api/admin/tasaciones'))).body.total).toBe(before);
  });

  it("proposes comparables from the agency's own closed sales and listings of the same type and town", async () => {
    const res = await admin(t.http.post('/api/admin/proponer-comparables')).send({ sujeto, moneda: 'USD' });
    expect(res.status).toBe(200);
    const titulos = res.body.data.map((c: any) => c.titulo).sort();
    expect(titulos).toEqual(['Casa en venta', 'Casa vendida A', 'Casa vendida B', 'Casa vendida C']);
    const vendida = res.body.data.find((c: any) => c.titulo === 'Casa vendida B');
    expect(vendida).toMatchObject({ fuente: 'operacion', precio: 176000, moneda: 'USD', superficieCubierta: 160, antiguedad: 20 });
    expect(vendida.operacion).toEqual(expect.any(String));
    expect(res.body.data.find((c: any) => c.titulo === 'Casa en venta').fuente).toBe('publicacion');
    // Without comparables the valuation takes the proposal: 1,000, 1,100 and 1,200 per m² closed, and 200,000 /
    // 155 m² asked less 7 %.
    const created = await crear({ sujeto, moneda: 'USD', cliente: owner });
    expect(created.status).toBe(201);
    const d = created.body.data;
    expect(d.comparables).toHaveLength(4);
    const listing = d.comparables.find((c: any) => c.fuente === 'publicacion');
    expect(d.comparables.find((c: any) => c.fuente === 'operacion').fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(listing.coeficientes.negociacion).toBe(0.93);
    expect(listing.precioM2Ajustado).toBe(1200);
    expect(d.porM2).toBe(1150);
    expect(d.valor.sugerido).toBe(172500);
    // The discount is editable per valuation.
    const sinDescuento = await crear({ sujeto, moneda: 'USD', descuentoNegociacion: 0 });
    expect(sinDescuento.body.data.comparables.find((c: any) => c.fuente === 'publicacion').coeficientes.negociacion).toBe(1);
  });

  it("converts a comparable in pesos at the agency's dollar rate", async () => {
    const res = await crear({ sujeto: { ...sujeto, superficieCubierta: 100 }, moneda: 'USD', comparables: [manual(120_000_000, 100, { moneda: 'ARS' }), manual(100000, 100), manual(100000, 100)] });
    expect(res.status).toBe(201);
    expect(res.body.data.comparables[0]).toMatchObject({ precio: 120000000, moneda: 'ARS', precioConvertido: 100000, precioM2: 1000 });
    expect(res.body.data.valor.sugerido).toBe(100000);
    // A valuation in pesos converts the dollar comparables the other way.
    const ars = await crear({ sujeto: { ...sujeto, superficieCubierta: 100 }, moneda: 'ARS', comparables: [manual(100000, 100), manual(100000, 100), manual(100000, 100)] });
    expect(ars.body.data.valor.sugerido).toBe(120000000);
  });

  it('edits with a version (stale → 409) and keeps the history', async () => {
    const d = (await crear({ sujeto, moneda: 'USD', comparables: [manual(100000, 100), manual(110000, 100), manual(120000, 100)] })).body.data;
    const body = { sujeto: { ...sujeto, superficieCubierta: 200 }, moneda: 'USD', comparables: [manual(100000, 100), manual(110000, 100), manual(120000, 100)], version: 1 };
    const res = await admin(t.http.put(`/api/admin/editar-tasacion/${d._id}`)).send(body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ version: 2, valor: { sugerido: 220000 } });
    const stale = await admin(t.http.put(`/api/admin/editar-tasacion/${d._id}`)).send({ ...body, sujeto });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(ERROR_CODES.VALUATION_VERSION_CONFLICT);
    const h = (await admin(t.http.get(`/api/admin/historial/tasacion/${d._id}`))).body.data;
    expect(h.map((e: any) => e.accion)).toEqual(['editar', 'crear']);
    expect(h[0].cambios).toEqual(expect.arrayContaining([{ campo: 'valorSugerido', antes: 165000, despues: 220000 }]));
    expect((await admin(t.http.get('/api/admin/tasacion/7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f'))).status).toBe(404);
  });

  it("writes a PDF report naming the agency, its matrícula and the value; the owner's private link reads it until revoked", async () => {
    const d = (await crear({ sujeto, moneda: 'USD', cliente: owner, comparables: [manual(100000, 100, { titulo: 'Casa de la calle Rivadavia' }), manual(110000, 100), manual(120000, 100, { moneda: 'USD', estado: 'bueno' })] })).body.data;
    const pdf = await admin(t.http.get(`/api/admin/tasacion/${d._id}.pdf`)).buffer(true).parse(binary);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body);
    expect(text).toContain('Inmobiliaria Ceballos');
    expect(text).toContain('CMCPSI 1234');
    expect(text).toContain('Colegio de Martilleros de Mercedes');
    expect(text).toContain('Valor sugerido: USD 165.000');
    expect(text).toContain('$ 198.000.000');
    expect(text).toContain('Casa de la calle');
    expect(text).toContain('Ana Pérez');
    // Staff only without the link.
    expect((await t.http.get(`/api/admin/tasacion/${d._id}.pdf`)).status).toBe(401);
    const shared = await admin(t.http.post(`/api/admin/tasacion/${d._id}/enlace`));
    expect(shared.status).toBe(200);
    const link: string = shared.body.data.enlace;
    expect(link).toMatch(/^\/api\/user\/tasacion-compartida\/[A-Za-z0-9_-]{43}$/);
    const online = await t.http.get(link).buffer(true).parse(binary);
    expect(online.status).toBe(200);
    expect(online.headers['content-disposition']).toMatch(/^inline/);
    expect(pdfText(online.body)).toContain('Valor sugerido: USD 165.000');
    const revoked = await admin(t.http.delete(`/api/admin/tasacion/${d._id}/enlace`));
    expect(revoked.body.data.enlace).toBeNull();
    const gone = await t.http.get(link);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('El enlace no existe o fue revocado');
  });

  it("gives the owner an anonymised copy: no title, address, code or client; no 'precio a consultar' nor unpublished listing, which the staff copy keeps, marked", async () => {
    const listing = async (titulo: string, precio: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      const r = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo, operacion: 'venta', localidad: 'Chivilcoy', calle: 'Calle Secreta', altura: 742, habitaciones: 3, superficieCubierta: 150, antiguedad: 30, precio, ...extra });
      expect(r.status).toBe(201);
      return r.body.id as string;
    };
    const consultar = await listing('Chalet a reciclar (precio a consultar)', { monto: 98000, moneda: 'USD', visible: false });
    const oculta = await listing('Casona sin publicar', { monto: 91000, moneda: 'USD' }, { visible: false });
    const publica = await listing('Casa publicada de Chivilcoy', { monto: 150000, moneda: 'USD' });
    const codigo = (await admin(t.http.get(`/api/user/propiedad/${publica}`))).body.propiedad.codigo as string;
    const pub = (propiedad: string, titulo: string, precio: number) => ({ fuente: 'publicacion', propiedad, titulo, precio, moneda: 'USD', superficieCubierta: 150, antiguedad: 30, fecha: '2026-09-15' });
    const vendida = (await admin(t.http.post('/api/admin/proponer-comparables')).send({ sujeto, moneda: 'USD' })).body.data.find((c: any) => c.fuente === 'operacion');
    expect(vendida.titulo).toMatch(/^Casa vendida/);
    const made = await crear({
      sujeto, moneda: 'USD', cliente: owner,
      comparables: [pub(consultar, 'Chalet a reciclar (precio a consultar)', 98000), pub(oculta, 'Casona sin publicar', 91000), pub(publica, `Casa publicada de Chivilcoy ${codigo}`, 150000), vendida, manual(120000, 100, { titulo: 'Casa de Juan Gómez, Moreno 55', estado: 'bueno', antiguedad: 12 })],
    });
    expect(made.body.errors).toBeUndefined();
    const d = made.body.data;
    const link = (await admin(t.http.post(`/api/admin/tasacion/${d._id}/enlace`))).body.data.enlace;
    const owners = await t.http.get(link).buffer(true).parse(binary);
    expect(owners.status).toBe(200);
    const text = pdfText(owners.body);
    const flat = text.replace(/\s+/g, ' ');
    // Anonymised rows: type, town, surfaces, age, condition, date, price and adjusted price per m².
    for (const label of ['Tipo', 'Zona o localidad', 'Superficies', 'Antig.', 'Estado', 'Fecha', 'Precio']) expect(text).toContain(label);
    expect(flat).toMatch(/Casa Chivilcoy cub\. 150 m² 30 años — 15\/09\/2026 USD 150\.000 /);
    expect(flat).toContain(`USD ${vendida.precio.toLocaleString('es-AR')}`);
    expect(flat).toMatch(/cub\. 100 m² 12 años Bueno — USD 120\.000 1\.200/);
    // Nothing that names a comparable, its place or its client.
    for (const secret of ['Casa vendida', 'Casa publicada', codigo, 'Calle Secreta', 'Juan Gómez', 'Moreno 55', 'Beto', 'Operación cerrada', 'Chalet', 'Casona', '98.000', '91.000']) {
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    }
    expect(flat).toContain('El valor considera además 2 comparables con datos reservados de la inmobiliaria, que este informe no muestra.');
    expect(flat).toContain(`Valor sugerido: USD ${d.valor.sugerido.toLocaleString('es-AR')}`);
    // The staff copy keeps every comparable with its title, the reserved ones marked.
    const staff = pdfText((await admin(t.http.get(`/api/admin/tasacion/${d._id}.pdf`)).buffer(true).parse(binary)).body).replace(/\s+/g, ' ');
    expect(staff).toMatch(/Publicación: Chalet a reciclar .*\(precio a consultar\) \(15\/09\/2026\) \[precio a consultar\] Publicación: Casona sin publicar .*\(15\/09\/2026\) \[no publicada\] Publicación: Casa publicada/);
    expect(staff).toContain(vendida.titulo);
    expect(staff).toContain('USD 98.000');
    expect(staff).toContain('no figuran en la copia del propietario');
  });

  it("puts the photo of the listing the subject names on the report (local media only)", async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
    const up = await admin(t.http.post('/api/admin/imagenes')).attach('file', png, { filename: 'frente.png', contentType: 'image/png' });
    expect(up.status).toBe(201);
    const casa = await admin(t.http.post('/api/admin/nueva-casa')).send({
      titulo: 'Casa a tasar con foto', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2, superficieCubierta: 150,
      imagenes: [{ url: up.body.url, public_id: up.body.public_id, descripcion: 'Frente', orden: 0, esPortada: true }],
    });
    const comparables = [manual(100000, 100), manual(110000, 100), manual(120000, 100)];
    const conFoto = (await crear({ sujeto: { ...sujeto, propiedad: casa.body.id }, moneda: 'USD', comparables })).body.data;
    const sinFoto = (await crear({ sujeto, moneda: 'USD', comparables })).body.data;
    const pdf = async (id: string) => (await admin(t.http.get(`/api/admin/tasacion/${id}.pdf`)).buffer(true).parse(binary)).body as Buffer;
    expect(pdfImages(await pdf(conFoto._id))).toBe(1);
    expect(pdfImages(await pdf(sinFoto._id))).toBe(0);
  });

  it("'Convertir en propiedad' makes a hidden listing with the subject's data and the owner as offeror; the dashboard counts it", async () => {
    const before = (await admin(t.http.get('/api/admin/tasaciones/resumen'))).body.data;
    const sinDueño = (await crear({ sujeto, moneda: 'USD', comparables: [manual(100000, 100), manual(110000, 100), manual(120000, 100)] })).body.data;
    const refused = await admin(t.http.post(`/api/admin/tasacion/${sinDueño._id}/convertir`));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Elegí el cliente propietario antes de convertir la tasación en propiedad');
    const d = (await crear({ sujeto: { ...sujeto, ambientes: 4, antiguedad: 10 }, moneda: 'USD', cliente: owner, comparables: [manual(100000, 100), manual(110000, 100), manual(120000, 100)] })).body.data;
    // A house's bedrooms are not in the valuation: staff give them, nothing is made up.
    const sinDormitorios = await admin(t.http.post(`/api/admin/tasacion/${d._id}/convertir`));
    expect(sinDormitorios.status).toBe(400);
    expect(sinDormitorios.body.errors).toEqual({ habitaciones: 'Indicá los dormitorios: la tasación no los tiene' });
    const res = await admin(t.http.post(`/api/admin/tasacion/${d._id}/convertir`)).send({ habitaciones: 2 });
    expect(res.status).toBe(200);
    const id = res.body.data.propiedadCreada;
    expect(id).toEqual(expect.any(String));
    const prop = (await admin(t.http.get(`/api/user/propiedad/${id}`))).body;
    const p = prop.propiedad;
    expect(p).toMatchObject({ tipo: 'Casa', visible: false, superficieCubierta: 150, antiguedad: 10, ambientes: 4, habitaciones: 2 });
    expect(p.precio).toMatchObject({ monto: d.valor.sugerido, moneda: 'USD' });
    const cliente = (await admin(t.http.get(`/api/admin/cliente/${owner}`))).body.data;
    expect(JSON.stringify(cliente)).toContain(id);
    expect((await admin(t.http.post(`/api/admin/tasacion/${d._id}/convertir`))).status).toBe(409);
    const after = (await admin(t.http.get('/api/admin/tasaciones/resumen'))).body.data;
    expect(after).toEqual({ delMes: before.delMes + 2, convertidas: before.convertidas + 1 });
  });

  it('lists valuations newest first with search and pages', async () => {
    await crear({ sujeto: { ...sujeto, localidad: 'Suipacha', direccion: 'Calle Única 5' }, moneda: 'USD', comparables: [manual(100000, 100), manual(110000, 100), manual(120000, 100)] });
    const res = await admin(t.http.get('/api/admin/tasaciones?q=suipacha'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, total: 1, page: 1, pages: 1 });
    expect(res.body.data[0].sujeto.localidad).toBe('Suipacha');
    const all = await admin(t.http.get('/api/admin/tasaciones?limit=2&page=1'));
    expect(all.body.data).toHaveLength(2);
    expect(all.body.data[0].sujeto.localidad).toBe('Suipacha');
  });
});

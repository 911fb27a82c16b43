// 'Mi búsqueda': staff make a client's private page; it answers the client's name and the visible listings that fit
// its active preferences, newest first, never cached nor indexed, with what is new since the previous visit; 'Me
// interesa' leaves an enquiry tied to the listing and the client; revoking the link makes it answer 404.
import { Db } from '../src/database/db.service.js';
import { bootApp, loginToken, type TestApp } from './helpers.js';

describe("a client's 'Mi búsqueda' page", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    admin = { 'auth-token': await loginToken(t.http) };
  });
  afterAll(async () => {
    await t?.close();
  });

  const casa = async (titulo: string, localidad: string, monto: number, visible = true) => {
    const r = await t.http.post('/api/admin/nueva-casa').set(admin).send({ titulo, operacion: 'venta', localidad, habitaciones: 3, visible, precio: { monto, moneda: 'USD', visible: true } });
    expect(r.status).toBe(201);
    return r.body.propiedad as { id: string };
  };

  it('shows the fitting listings newest first, marks the new ones, takes a Me interesa, and answers 404 once revoked', async () => {
    const c = await t.http.post('/api/admin/nuevo-cliente').set(admin).send({
      nombre: 'Marta', apellido: 'Buscadora', dni: '30111222', telefono: '2346 45-2222', mail: 'marta@example.com',
      preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: 200000, moneda: 'USD', localidades: ['Navarro'] }],
    });
    expect(c.status).toBe(201);
    const id = c.body.data._id;
    const vieja = await casa('Casa vieja en Navarro', 'Navarro', 150000);
    await casa('Casa oculta en Navarro', 'Navarro', 150000, false);
    await casa('Casa en Lobos', 'Lobos', 150000);
    const nueva = await casa('Casa nueva en Navarro', 'Navarro', 180000);

    const link = await t.http.post(`/api/admin/cliente/${id}/enlace-busqueda`).set(admin);
    expect(link.status).toBe(200);
    expect(link.body.data.url).toMatch(/^\/mi-busqueda\/[A-Za-z0-9_-]{16,}$/);
    // Asking again gives the same address; the client's record names it.
    expect((await t.http.post(`/api/admin/cliente/${id}/enlace-busqueda`).set(admin)).body.data.url).toBe(link.body.data.url);
    expect((await t.http.get(`/api/admin/cliente/${id}`).set(admin)).body.data.enlaceBusqueda).toBe(link.body.data.url);
    const secreto = link.body.data.url.split('/').pop();

    const page = await t.http.get(`/api/user/mi-busqueda/${secreto}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body.data.cliente).toEqual({ nombre: 'Marta' });
    expect(page.body.data.propiedades.map((p: { titulo: string }) => p.titulo)).toEqual(['Casa nueva en Navarro', 'Casa vieja en Navarro']);
    // The first visit marks nothing new; the public view only (no staff fields).
    expect(page.body.data.propiedades.every((p: { nueva: boolean }) => p.nueva === false)).toBe(true);
    expect(page.body.data.propiedades[0]).not.toHaveProperty('version');

    // A later visit (the last one moved an hour back) marks what came onto the market since.
    const db = t.app.get(Db);
    await db.execute(`UPDATE clients SET busqueda_visto = now() - interval '1 hour' WHERE id = $1`, [id]);
    await db.execute(`UPDATE listing_events SET creado = creado - interval '2 hours' WHERE property_id = $1`, [vieja.id]);
    await db.execute(`UPDATE properties SET created_at = created_at - interval '2 hours' WHERE id = $1`, [vieja.id]);
    const otra = await casa('Casa recién publicada en Navarro', 'Navarro', 190000);
    const again = (await t.http.get(`/api/user/mi-busqueda/${secreto}`)).body.data.propiedades as { id: string; nueva: boolean }[];
    expect(Object.fromEntries(again.map((p) => [p.id, p.nueva]))).toEqual({ [otra.id]: true, [nueva.id]: true, [vieja.id]: false });

    // 'Me interesa': an enquiry about the listing, from the client.
    const interes = await t.http.post(`/api/user/mi-busqueda/${secreto}/me-interesa`).send({ propiedad: nueva.id });
    expect(interes.status).toBe(201);
    const enquiry = (await t.http.get('/api/admin/consultas').set(admin)).body.data[0];
    expect(enquiry).toMatchObject({ nombre: 'Marta Buscadora', email: 'marta@example.com', propiedad: { _id: nueva.id, titulo: 'Casa nueva en Navarro' }, persona: { cliente: { _id: id } } });
    expect((await t.http.post(`/api/user/mi-busqueda/${secreto}/me-interesa`).send({ propiedad: 'x' })).status).toBe(400);

    // Revoked: the address answers 404, and so does its Me interesa.
    expect((await t.http.delete(`/api/admin/cliente/${id}/enlace-busqueda`).set(admin)).status).toBe(200);
    const gone = await t.http.get(`/api/user/mi-busqueda/${secreto}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('Esta página no existe o el enlace ya no es válido.');
    expect((await t.http.post(`/api/user/mi-busqueda/${secreto}/me-interesa`).send({ propiedad: nueva.id })).status).toBe(404);
    expect((await t.http.get(`/api/admin/cliente/${id}`).set(admin)).body.data.enlaceBusqueda).toBeNull();
    // A new link is another address.
    const renewed = await t.http.post(`/api/admin/cliente/${id}/enlace-busqueda`).set(admin);
    expect(renewed.body.data.url).not.toBe(link.body.data.url);
    expect((await t.http.post('/api/admin/cliente/00000000-0000-4000-8000-000000000000/enlace-busqueda').set(admin)).status).toBe(404);
  });
});

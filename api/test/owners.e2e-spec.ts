// A property's owner (Cliente dueño) linked both ways: set on the property (creation or edit), the property is on
// the client's page as offered, with its state; offered from the client's page, the property gets that owner; every
// Historial line names the client ('Apellido, Nombre'), never a raw id.
import { bootApp, loginToken, type TestApp } from './helpers.js';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe('owners linked both ways', () => {
  let t: TestApp;
  let token: string;
  const admin = (req: any) => req.set('auth-token', token);
  let lucia: string;
  let pedro: string;

  const cliente = async (id: string) => (await admin(t.http.get(`/api/admin/cliente/${id}`))).body.data;
  const historial = async (entidad: string, id: string) => (await admin(t.http.get(`/api/admin/historial/${entidad}/${id}`))).body.data as { cambios: { campo: string; antes: unknown; despues: unknown }[] }[];
  async function crear(titulo: string, extra: Record<string, unknown> = {}) {
    const res = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo, operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 3, precio: { monto: 90000, moneda: 'USD' }, ...extra });
    expect(res.status).toBe(201);
    return res.body.propiedad as { id: string; version: number; clienteDueño: string | null };
  }

  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
    lucia = (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Lucía', apellido: 'Fernández', dni: '27111222', telefono: '2346 411111' })).body.data._id;
    pedro = (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Pedro', apellido: 'Gómez', dni: '28111333', telefono: '2346 422222' })).body.data._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an owner picked when the property is created lists it on the client’s page as offered, with its details and state', async () => {
    const p = await crear('Casa de Lucía', { clienteDueño: lucia });
    expect(p.clienteDueño).toBe(lucia);
    const c = await cliente(lucia);
    const entry = c.oferente.find((o: any) => o.propiedadId === p.id);
    expect(entry).toMatchObject({ propiedad: 'Casa de Lucía', activa: true, esDueño: true, detallesPropiedad: { tipo: 'Casa', operacion: 'venta', estado: 'Disponible', precio: { monto: 90000, moneda: 'USD' } } });
    expect(entry._id).toBeUndefined();
    // An offeror in the clients' list too (rol=oferente), without an entry of her own list.
    const oferentes = await admin(t.http.get('/api/admin/clientes?rol=oferente&page=1&limit=50'));
    expect(oferentes.body.data.map((x: any) => x._id)).toContain(lucia);
    expect(oferentes.body.data.map((x: any) => x._id)).not.toContain(pedro);
    // Its state follows the listing.
    expect((await admin(t.http.put(`/api/admin/estado-propiedad/${p.id}`)).send({ estado: 'Reservada', motivo: 'Seña' })).status).toBe(200);
    expect((await cliente(lucia)).oferente.find((o: any) => o.propiedadId === p.id).detallesPropiedad.estado).toBe('Reservada');
  });

  it('an owner set or changed from the property’s edit moves it between the clients’ pages; the Historial names them', async () => {
    const p = await crear('Casa sin dueño');
    expect((await cliente(pedro)).oferente.some((o: any) => o.propiedadId === p.id)).toBe(false);
    const set = await admin(t.http.put(`/api/admin/editar-propiedad/${p.id}`)).send({ tipo: 'Casa', propiedad: { clienteDueño: pedro }, version: p.version });
    expect(set.status).toBe(200);
    expect(set.body.propiedad.clienteDueño).toBe(pedro);
    expect((await cliente(pedro)).oferente.find((o: any) => o.propiedadId === p.id)).toMatchObject({ esDueño: true });
    const moved = await admin(t.http.put(`/api/admin/editar-propiedad/${p.id}`)).send({ tipo: 'Casa', propiedad: { clienteDueño: lucia } });
    expect(moved.status).toBe(200);
    expect((await cliente(pedro)).oferente.some((o: any) => o.propiedadId === p.id)).toBe(false);
    expect((await cliente(lucia)).oferente.some((o: any) => o.propiedadId === p.id)).toBe(true);
    const cleared = await admin(t.http.put(`/api/admin/editar-propiedad/${p.id}`)).send({ tipo: 'Casa', propiedad: { clienteDueño: null } });
    expect(cleared.body.propiedad.clienteDueño).toBeNull();
    const h = await historial('propiedad', p.id);
    const owners = h.flatMap((e) => e.cambios.filter((c) => c.campo === 'clienteDueño').map((c) => [c.antes, c.despues]));
    expect(owners).toEqual([
      ['Fernández, Lucía', null],
      ['Gómez, Pedro', 'Fernández, Lucía'],
      [null, 'Gómez, Pedro'],
    ]);
    // An unknown owner is refused with the field's message.
    const bad = await admin(t.http.put(`/api/admin/editar-propiedad/${p.id}`)).send({ tipo: 'Casa', propiedad: { clienteDueño: '00000000-0000-4000-8000-000000000000' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.clienteDueño).toBe('El cliente dueño no existe');
  });

  it('a property offered from the client’s page gets that client as its owner (if it had none), with its Historial line', async () => {
    const libre = await crear('Casa ofrecida desde el cliente');
    const ajena = await crear('Casa de Lucía ofrecida por Pedro', { clienteDueño: lucia });
    const c = await cliente(pedro);
    const body = {
      ...c,
      oferente: [
        ...c.oferente.filter((o: any) => o._id),
        { propiedad: 'Casa ofrecida desde el cliente', propiedadId: libre.id, descripcion: 'Vende por mudanza', activa: true },
        { propiedad: 'Casa de Lucía ofrecida por Pedro', propiedadId: ajena.id, descripcion: '', activa: true },
      ],
    };
    const saved = await admin(t.http.put(`/api/admin/editar-cliente/${pedro}`)).send(body);
    expect(saved.status).toBe(200);
    const prop = await admin(t.http.get(`/api/user/propiedad/${libre.id}`));
    expect(prop.body.propiedad.clienteDueño).toBe(pedro);
    // The property that had an owner keeps it.
    expect((await admin(t.http.get(`/api/user/propiedad/${ajena.id}`))).body.propiedad.clienteDueño).toBe(lucia);
    // Listed once on Pedro's page (his own entry, now also the owner's).
    const entries = (await cliente(pedro)).oferente.filter((o: any) => o.propiedadId === libre.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ descripcion: 'Vende por mudanza', esDueño: true, detallesPropiedad: { estado: 'Disponible' } });
    const [last] = await historial('propiedad', libre.id);
    expect(last!.cambios).toEqual([{ campo: 'clienteDueño', antes: null, despues: 'Gómez, Pedro' }]);
  });

  it('no Historial line of a property, client or operation shows a raw id', async () => {
    const p = await crear('Casa para operar', { clienteDueño: lucia });
    expect((await admin(t.http.post('/api/admin/nueva-operacion')).send({ operacion: 'venta', propiedad: p.id, oferente: lucia, receptor: pedro, montoDinero: 100000, moneda: 'USD' })).status).toBe(201);
    const ops = (await admin(t.http.get('/api/admin/operaciones?page=1&limit=50'))).body.data as { _id: string }[];
    const lines = [
      ...(await historial('propiedad', p.id)),
      ...(await historial('cliente', lucia)),
      ...(await historial('cliente', pedro)),
      ...(await historial('operacion', ops[0]!._id)),
    ].flatMap((e) => e.cambios);
    expect(lines.length).toBeGreaterThan(5);
    for (const c of lines) {
      expect(JSON.stringify([c.antes, c.despues])).not.toMatch(UUID);
    }
    expect(lines).toContainEqual({ campo: 'clienteDueño', antes: null, despues: 'Fernández, Lucía' });
  });
});

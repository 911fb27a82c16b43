// No lost work: several staff saving the same property or client at the same moment. The requests really run
// at once (on PostgreSQL each on its own pooled connection); exactly one wins, the others get 409, and what is
// stored is the winner's edit, whole.
import { ERROR_CODES, MENSAJES } from '@inmo/contracts';
import { type TestApp, bootAsAdmin } from './helpers.js';

const RIVALS = 5;

describe('concurrent saves of the same version', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await bootAsAdmin({ seedDemo: false }));
  });
  afterAll(() => t?.close());
  const admin = (req: any) => req.set('auth-token', token);

  it('lets exactly one of several simultaneous property edits win; the rest get 409 and change nothing', async () => {
    const created = await admin(t.http.post('/api/admin/nueva-casa')).send({
      titulo: 'Casa disputada', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 3, precio: { monto: 100000, moneda: 'USD' },
    });
    expect(created.status).toBe(201);
    const { id, version } = created.body.propiedad;
    const replies = await Promise.all(
      Array.from({ length: RIVALS }, (_, i) =>
        admin(t.http.put(`/api/admin/editar-propiedad/${id}`)).send({
          tipo: 'Casa',
          version,
          propiedad: { titulo: `Edición ${i}`, descripcion: `Descripción de la edición ${i}` },
        }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(RIVALS - 1).fill(409)]);
    for (const r of replies.filter((x) => x.status === 409)) {
      expect(r.body).toEqual({ success: false, error: MENSAJES.conflictoPropiedad, code: ERROR_CODES.PROPERTY_VERSION_CONFLICT });
    }
    const winner = replies.find((r) => r.status === 200)!.body.propiedad;
    const stored = (await admin(t.http.get(`/api/user/propiedad/${id}`))).body.propiedad;
    // The stored row is the winner's edit, title and description together, one version later.
    expect(stored.version).toBe(version + 1);
    expect([stored.titulo, stored.descripcion]).toEqual([winner.titulo, winner.descripcion]);
    expect(stored.descripcion).toBe(`Descripción de la edición ${stored.titulo.replace('Edición ', '')}`);
  });

  it('lets exactly one of several simultaneous client edits win; the rest get 409', async () => {
    const created = await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Rosa', apellido: 'Disputada', dni: '27444555', telefono: '2346 400111', mail: null });
    expect(created.status).toBe(201);
    const { _id, version } = created.body.data;
    const replies = await Promise.all(
      Array.from({ length: RIVALS }, (_, i) =>
        admin(t.http.put(`/api/admin/editar-cliente/${_id}`)).send({
          nombre: 'Rosa', apellido: 'Disputada', dni: '27444555', telefono: `2346 40000${i}`, mail: null, profesion: `Profesión ${i}`,
          preferenciasBusqueda: [], oferente: [], version,
        }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, ...Array(RIVALS - 1).fill(409)]);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.code).toBe(ERROR_CODES.CLIENT_VERSION_CONFLICT);
    const winner = replies.find((r) => r.status === 200)!.body.data;
    const stored = (await admin(t.http.get(`/api/admin/cliente/${_id}`))).body.data;
    expect(stored.version).toBe(version + 1);
    expect([stored.telefono, stored.profesion]).toEqual([winner.telefono, winner.profesion]);
    expect(stored.profesion).toBe(`Profesión ${stored.telefono.replace('2346 40000', '')}`);
  });
});

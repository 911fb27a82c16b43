// The Historial of a property's pictures: reordering them, changing the cover, a framing or a caption is a line of
// its own ('imagenes.orden', '.portada', '.encuadre', '.descripcion'), naming the picture by its position, never its
// address or id.
import { type TestApp, bootAsAdmin } from './helpers.js';

describe('the pictures in the Historial', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await bootAsAdmin({ seedDemo: false }));
  });
  afterAll(() => t?.close());
  const admin = (req: any) => req.set('auth-token', token);
  const historial = async (id: string) => {
    const res = await admin(t.http.get(`/api/admin/historial/propiedad/${id}`));
    expect(res.status).toBe(200);
    return res.body.data as { accion: string; cambios: { campo: string; antes: unknown; despues: unknown }[] }[];
  };
  const foto = (n: string, descripcion: string, orden: number) => ({ url: `/api/media/${n}.svg`, public_id: `foto-${n}`, descripcion, orden, esPortada: orden === 0 });
  const editar = (p: { id: string; version: number }, propiedad: Record<string, unknown>) =>
    admin(t.http.put(`/api/admin/editar-propiedad/${p.id}`)).send({ propiedad, version: p.version });

  it('records a reorder with the new cover, a framing and a caption, as lines of their own', async () => {
    const created = await admin(t.http.post('/api/admin/nueva-casa')).send({
      titulo: 'Casa con fotos', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2,
      imagenes: [foto('a', 'Frente', 0), foto('b', '', 1), foto('c', 'Patio', 2)],
    });
    expect(created.status).toBe(201);
    let p = created.body.propiedad;
    const [a, b, c] = p.imagenes;

    // The second picture first (and so the cover), the others as they were.
    let r = await editar(p, { imagenes: [{ ...b, orden: 0, esPortada: true }, { ...a, orden: 1, esPortada: false }, { ...c, orden: 2 }] });
    expect(r.status).toBe(200);
    p = r.body.propiedad;
    let h = await historial(p.id);
    expect(h[0]!.accion).toBe('editar');
    expect(h[0]!.cambios).toEqual([
      { campo: 'imagenes.orden', antes: '1, 2, 3', despues: '2, 1, 3' },
      { campo: 'imagenes.portada', antes: 'imagen 2', despues: 'imagen 1' },
    ]);

    // The third picture reframed, the first one captioned.
    const [b2, a2, c2] = p.imagenes;
    r = await editar(p, { imagenes: [{ ...b2, descripcion: 'Living comedor' }, a2, { ...c2, offsetX: 0.3, offsetY: 0.4, zoom: 1.5 }] });
    expect(r.status).toBe(200);
    p = r.body.propiedad;
    h = await historial(p.id);
    expect(h[0]!.cambios).toEqual([
      { campo: 'imagenes.descripcion', antes: 'imagen 1: —', despues: 'imagen 1: Living comedor' },
      { campo: 'imagenes.encuadre', antes: 'imagen 3: 50 % · 50 % · zoom 1', despues: 'imagen 3: 30 % · 40 % · zoom 1,5' },
    ]);
    // Never an address or an id.
    const text = JSON.stringify(h);
    expect(text).not.toContain('.svg');
    expect(text).not.toContain('foto-');
  });
});

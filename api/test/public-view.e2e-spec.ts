// What anonymous visitors get of a property, for every type and every field of its definition (contracts
// property/fields.ts): a property is created with each of its fields filled, staff-only ones included, and no
// staff-only key or value reaches the catalogue (paged or not) or the property reply. Generated from the
// definition: a field added there is covered here without touching this file.
import { CAMPOS, CLAVES_PRIVADAS, ENDPOINT_ALTA, TIPOS, TIPOS_PROPIEDAD, type TipoPropiedad } from '@inmo/contracts';
import { cuerpoCompleto } from '../../contracts/src/property/fixtures.js';
import { bootApp, loginToken, type TestApp } from './helpers.js';

describe('public replies carry no staff-only field', () => {
  let t: TestApp;
  let token: string;
  let owner: string;
  const created = new Map<TipoPropiedad, { id: string; privados: string[] }>();
  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
    const c = await t.http.post('/api/admin/nuevo-cliente').set('auth-token', token).send({ nombre: 'Dueña', apellido: 'Privada', dni: '30123456', telefono: '2346 400000', mail: null });
    owner = c.body.data._id;
    for (const tipo of TIPOS_PROPIEDAD) {
      const res = await t.http.post(`/api/admin/${ENDPOINT_ALTA[tipo]}`).set('auth-token', token).send({ ...cuerpoCompleto(tipo), clienteDueño: owner });
      expect([tipo, res.status]).toEqual([tipo, 201]);
      // The values only staff may see, as stored (a value of a public field may coincide: not listed).
      const privados = TIPOS[tipo].campos.filter((x) => !CAMPOS[x.campo].publico).map((x) => String(res.body.propiedad[x.campo]));
      created.set(tipo, { id: res.body.id, privados });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const sinPrivados = (tipo: TipoPropiedad, p: Record<string, unknown>) => {
    for (const k of CLAVES_PRIVADAS) expect([tipo, k, Object.hasOwn(p, k)]).toEqual([tipo, k, false]);
    const json = JSON.stringify(p);
    for (const v of [...created.get(tipo)!.privados, owner]) expect([tipo, v, json.includes(v)]).toEqual([tipo, v, false]);
  };

  it.each(TIPOS_PROPIEDAD)('%s: the property reply', async (tipo) => {
    const { id } = created.get(tipo)!;
    const anon = await t.http.get(`/api/user/propiedad/${id}`);
    expect(anon.status).toBe(200);
    sinPrivados(tipo, anon.body.propiedad);
    // Staff get them all.
    const staff = await t.http.get(`/api/user/propiedad/${id}`).set('auth-token', token);
    for (const k of ['clienteDueño', 'version', 'createdAt']) expect(staff.body.propiedad).toHaveProperty([k]);
    for (const x of TIPOS[tipo].campos) if (!CAMPOS[x.campo].publico) expect(staff.body.propiedad[x.campo]).not.toBeNull();
  });

  it('the catalogue, whole and paged', async () => {
    const whole = await t.http.get('/api/user/propiedades-publicas');
    const paged = await t.http.get('/api/user/propiedades-publicas?page=1&limit=9');
    for (const list of [whole.body.propiedades, paged.body.propiedades]) {
      expect(list).toHaveLength(TIPOS_PROPIEDAD.length);
      for (const p of list) sinPrivados(p.tipo, p);
    }
  });
});

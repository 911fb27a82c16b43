// Bad input never gets a 500: every registered route, with a token, receives odd bodies, ids and queries.
import { registeredRoutes } from '../src/app.factory.js';
import { bootApp, loginToken, type TestApp } from './helpers.js';

const ODD_BODIES: unknown[] = [
  {},
  [],
  'texto',
  123,
  null,
  {
    titulo: { a: 1 }, localidad: [], operacion: 5, precio: 'x', ubicacion: 'x', imagenes: {}, caracteristicas: [], servicios: 'x',
    amenities: 'x', propiedad: 'x', tipo: {}, version: 'x', preferenciasBusqueda: 'x', oferente: {}, nombre: [], apellido: 7, dni: {},
    telefono: true, mail: 5, montoDinero: {}, fechaConcretada: 5, leida: 'x', respondida: 3, usuario: {}, 'contraseña': [], instalaciones: 5,
    coordenadas: { lat: 'x' }, receptor: [], moneda: {}, email: [], asunto: 1, mensaje: {},
  },
  {
    titulo: 'x', localidad: 'y', operacion: 'venta', habitaciones: 1, piso: 1, hectareas: 3, condicion: 'c', rubro: 'r', nombreComercio: 'n',
    precioVenta: 'x', superficieTotal: 'x', largo: -1, ubicacion: { coordenadas: 'a,b', entreCalles: 'x', piso: 'x' }, precio: { monto: 'x', moneda: 5 },
    imagenes: [{ url: '/a', offsetX: 'x', zoom: 9 }, 5, null], amenities: { a: {} }, instalaciones: 'a,b', clienteDueño: 'no-uuid',
    propiedad: { titulo: [], version: -1 }, preferenciasBusqueda: [null, 5, { tipoPropiedad: 'Nave', tipoOperacion: 'Compra', presupuesto: 'x' }],
    oferente: [null, { propiedad: 'x', propiedadId: 'nope' }], nombre: 'a', apellido: 'b', dni: '1234567', telefono: '1', mail: 'no-mail',
    fechaCreacionPreferencia: 'ayer', fechaPublicacion: '2026-13-45', montoDinero: 1e20, fechaConcretada: '0000-00-00',
  },
  { propiedad: { titulo: 'x', localidad: 'y', operacion: 'venta', habitaciones: 'x', imagenes: 'x', ubicacion: [] }, tipo: 'Casa', version: 1.5 },
];
const ODD_IDS = ['00000000-0000-4000-8000-000000000000', 'no-es-uuid', '%00', "1' OR '1'='1", 'a'.repeat(300)];
const ODD_QUERIES = ['', '?page=-1&limit=x', '?q=%00&tipo=%00', '?page=1&page=2&q=a&q=b', '?precioMin=1e400&orden=__proto__', '?estado=oculta&rol=x&meses=1e9&tolerancia=NaN'];

describe('robustness', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await bootApp();
    token = await loginToken(t.http);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers odd input on every route with a 2xx or 4xx, always JSON on errors', async () => {
    const routes = registeredRoutes(t.app).filter((r) => r.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(r.method) && !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(25);
    const failures: string[] = [];
    for (const r of routes) {
      const ids = r.url.includes(':') ? ODD_IDS : [''];
      for (const id of ids) {
        const path = r.url.replace(/:[A-Za-z]+/g, encodeURIComponent(id));
        if (r.method === 'GET' || r.method === 'DELETE') {
          for (const qs of ODD_QUERIES) {
            const res = await (t.http as any)[r.method.toLowerCase()](path + qs).set('auth-token', token);
            if (res.status >= 500) failures.push(`${r.method} ${path}${qs} → ${res.status} ${JSON.stringify(res.body)}`);
          }
        } else {
          for (const body of ODD_BODIES) {
            const res = await (t.http as any)[r.method.toLowerCase()](path).set('auth-token', token).set('content-type', 'application/json').send(JSON.stringify(body));
            if (res.status >= 500) failures.push(`${r.method} ${path} ${JSON.stringify(body).slice(0, 80)} → ${res.status} ${JSON.stringify(res.body)}`);
            else if (res.status >= 400 && res.body?.success !== false) failures.push(`${r.method} ${path} → ${res.status} without the error shape`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

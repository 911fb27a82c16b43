import { catalogoAdminConsultaSchema, catalogoConsultaSchema, clientesConsultaSchema, conConsulta, consultasConsultaSchema } from './query.js';
import { validarCon } from './kit.js';

describe("the lists' query strings", () => {
  it('reads the catalogue filters from text: numbers, options case aside, blanks as absent', () => {
    expect(validarCon(catalogoConsultaSchema, { page: '2', limit: '9', q: ' casa chivilcoy ', tipo: 'casa', moneda: 'usd', precioMin: '50000', dormitorios: '', orden: 'PRECIO_ASC' })).toEqual({
      ok: true,
      datos: { page: 2, limit: 9, q: 'casa chivilcoy', tipo: 'Casa', moneda: 'USD', precioMin: 50000, dormitorios: undefined, orden: 'precio_asc', operacion: undefined, precioMax: undefined },
    });
  });

  it('refuses each wrong parameter with a Spanish message naming it', () => {
    expect(validarCon(catalogoConsultaSchema, { page: '0', tipo: 'Castillo', precioMax: '-1' })).toEqual({
      ok: false,
      errores: { page: 'El parámetro page debe ser un entero entre 1 y 100000', tipo: 'El parámetro tipo no es válido', precioMax: 'El parámetro precioMax debe ser un número positivo' },
    });
    expect(validarCon(catalogoConsultaSchema, { precioMin: '10', precioMax: '5' })).toEqual({ ok: false, errores: { precioMin: 'El precio mínimo no puede superar al máximo' } });
    expect(validarCon(catalogoConsultaSchema, { q: 'x'.repeat(201) })).toEqual({ ok: false, errores: { q: 'La búsqueda es demasiado larga' } });
    expect(validarCon(clientesConsultaSchema, { q: ['a', 'b'] })).toEqual({ ok: false, errores: { q: 'El parámetro q se indicó más de una vez' } });
    expect(validarCon(consultasConsultaSchema, { estado: 'constructor', mias: 'si' })).toEqual({
      ok: false,
      errores: { estado: 'El parámetro estado no es válido', mias: 'El parámetro mias debe ser 1' },
    });
  });

  it('staff lists read estado, assignment and mias; the public catalogue ignores estado', () => {
    expect(validarCon(catalogoAdminConsultaSchema, { estado: 'oculta' })).toMatchObject({ ok: true, datos: { estado: 'oculta' } });
    expect(validarCon(catalogoConsultaSchema, { estado: 'oculta' })).toEqual({ ok: true, datos: expect.not.objectContaining({ estado: 'oculta' }) });
    expect(validarCon(clientesConsultaSchema, { asignadoA: 'ninguno', mias: '1' })).toMatchObject({ ok: true, datos: { asignadoA: null, mias: true } });
    expect(validarCon(clientesConsultaSchema, { asignadoA: 'pepe' })).toMatchObject({ ok: false, errores: { asignadoA: expect.stringContaining('id de un usuario') } });
  });

  it('conConsulta writes only what says something, in order, and reads back the same', () => {
    const url = conConsulta('/user/propiedades-publicas', { page: 1, limit: 9, q: 'casa quinta', tipo: '', moneda: undefined, precioMin: null, mias: false, orden: 'precio_desc' });
    expect(url).toBe('/user/propiedades-publicas?page=1&limit=9&q=casa+quinta&orden=precio_desc');
    expect(conConsulta('/admin/clientes', { mias: true })).toBe('/admin/clientes?mias=1');
    expect(conConsulta('/admin/clientes', {})).toBe('/admin/clientes');
    expect(validarCon(catalogoConsultaSchema, Object.fromEntries(new URLSearchParams(url.split('?')[1])))).toMatchObject({ ok: true, datos: { page: 1, limit: 9, q: 'casa quinta', orden: 'precio_desc' } });
  });
});

// The lists' SWR keys are the addresses the API reads: each key's query string, read as the API reads it (one text
// value per parameter), must pass its contracts schema with the filters it was built from.
import { jest } from '@jest/globals';
import {
  catalogoAdminConsultaSchema,
  clientesConsultaSchema,
  consultasConsultaSchema,
  operacionesConsultaSchema,
  validarCon,
} from '@inmo/contracts';

// The clients' and enquiries' keys read MIAS from components/ui/equipo.tsx, which loads @inmo/ui: under native ESM,
// Jest hands styled-components' CommonJS build over as { default: { default: styled, … } }; give it the same `styled`
// default the bundler gives it.
const sc = (await import('styled-components')) as unknown as Record<string, any>;
const styled = typeof sc.default?.button === 'function' ? sc.default : sc.default.default;
jest.unstable_mockModule('styled-components', () => ({ ...sc, ...sc.default, default: styled }));

const { clientesKey } = await import('../api/get-clientes.js');
const { pickerFiltros, pickerKey } = await import('../api/get-propiedades-picker.js');
const { operacionesKey } = await import('../../operations/api/get-operaciones.js');
const { buscarClientesKey, buscarPropiedadesKey } = await import('../../../components/ui/busquedas.js');
const { consultasKey } = await import('../../enquiries/api/get-consultas.js');
const { PENDIENTES_KEY } = await import('../../../components/layout/use-consultas-pendientes.js');

const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

/** The key's path and its query as the API receives it. */
function partes(key: string): { ruta: string; query: Record<string, string> } {
  const [ruta, qs = ''] = key.split('?');
  return { ruta, query: Object.fromEntries(new URLSearchParams(qs)) };
}

describe('clients list key', () => {
  it('pages by 6 with the search, the role and "mine", as clientesConsultaSchema reads them', () => {
    const key = clientesKey({ q: ' Pérez & García ', rol: 'oferente', asignadoA: 'mias', page: 2 });
    expect(key).toBe('/admin/clientes?page=2&limit=6&q=P%C3%A9rez+%26+Garc%C3%ADa&rol=oferente&mias=1');
    const { ruta, query } = partes(key);
    expect(ruta).toBe('/admin/clientes');
    expect(validarCon(clientesConsultaSchema, query)).toEqual({ ok: true, datos: { page: 2, limit: 6, q: 'Pérez & García', rol: 'oferente', mias: true } });
  });

  it("sends a member of staff's id, or 'ninguno' for nobody", () => {
    const conId = partes(clientesKey({ q: '', rol: 'receptor', asignadoA: ID, page: 1 })).query;
    expect(conId).toEqual({ page: '1', limit: '6', rol: 'receptor', asignadoA: ID });
    expect(validarCon(clientesConsultaSchema, conId)).toEqual({ ok: true, datos: { page: 1, limit: 6, rol: 'receptor', asignadoA: ID } });
    const nadie = partes(clientesKey({ q: '', rol: '', asignadoA: 'ninguno', page: 1 })).query;
    expect(validarCon(clientesConsultaSchema, nadie)).toEqual({ ok: true, datos: { page: 1, limit: 6, asignadoA: null } });
  });

  it('the searches of clients (10 results) pass the schema too', () => {
    const key = buscarClientesKey('ana maría');
    expect(key).toBe('/admin/clientes?q=ana+mar%C3%ADa&limit=10');
    expect(validarCon(clientesConsultaSchema, partes(key ?? '').query)).toEqual({ ok: true, datos: { q: 'ana maría', limit: 10 } });
    expect(buscarClientesKey('a')).toBeNull();
    // At most 200 characters: a longer text is cut rather than refused.
    expect(validarCon(clientesConsultaSchema, partes(buscarClientesKey('x'.repeat(300)) ?? '').query)).toMatchObject({ ok: true });
  });

  it("a query the API would refuse fails here (the check isn't vacuous)", () => {
    expect(validarCon(clientesConsultaSchema, partes('/admin/clientes?page=0&mias=si').query)).toMatchObject({ ok: false });
  });
});

describe('operations list key', () => {
  it('pages by 6 with every filter, as operacionesConsultaSchema reads them', () => {
    const key = operacionesKey({ q: ' casa lobos ', cliente: ' Gómez ', operacion: 'alquiler temporal', moneda: 'USD', page: 3 });
    expect(key).toBe('/admin/operaciones?page=3&limit=6&q=casa+lobos&cliente=G%C3%B3mez&operacion=alquiler+temporal&moneda=USD');
    const { ruta, query } = partes(key);
    expect(ruta).toBe('/admin/operaciones');
    expect(validarCon(operacionesConsultaSchema, query)).toEqual({
      ok: true,
      datos: { page: 3, limit: 6, q: 'casa lobos', cliente: 'Gómez', operacion: 'alquiler temporal', moneda: 'USD' },
    });
  });

  it('without filters, only the page', () => {
    const key = operacionesKey({ q: '  ', cliente: '', operacion: '', moneda: '', page: 1 });
    expect(key).toBe('/admin/operaciones?page=1&limit=6');
    expect(validarCon(operacionesConsultaSchema, partes(key).query)).toEqual({ ok: true, datos: { page: 1, limit: 6 } });
  });
});

describe('enquiries list key', () => {
  it('pages by 10 with the state, "mine" and the channel, as consultasConsultaSchema reads them', () => {
    const key = consultasKey(2, 'sinresponder', 'mias', 'Zonaprop');
    expect(key).toBe('/admin/consultas?page=2&limit=10&estado=sinresponder&mias=1&canal=Zonaprop');
    const { ruta, query } = partes(key);
    expect(ruta).toBe('/admin/consultas');
    expect(validarCon(consultasConsultaSchema, query)).toEqual({ ok: true, datos: { page: 2, limit: 10, estado: 'sinresponder', mias: true, canal: 'Zonaprop' } });
  });

  it("sends a member of staff's id or 'ninguno'; nothing for every state and channel", () => {
    expect(validarCon(consultasConsultaSchema, partes(consultasKey(1, '', ID)).query)).toEqual({ ok: true, datos: { page: 1, limit: 10, asignadoA: ID } });
    expect(validarCon(consultasConsultaSchema, partes(consultasKey(1, 'leidas', 'ninguno', 'Web')).query)).toEqual({
      ok: true,
      datos: { page: 1, limit: 10, estado: 'leidas', asignadoA: null, canal: 'Web' },
    });
    expect(consultasKey(1, '')).toBe('/admin/consultas?page=1&limit=10');
  });

  it("the sidebar's count asks one unread enquiry", () => {
    expect(PENDIENTES_KEY).toBe('/admin/consultas?page=1&limit=1&estado=pendientes');
    expect(validarCon(consultasConsultaSchema, partes(PENDIENTES_KEY).query)).toEqual({ ok: true, datos: { page: 1, limit: 1, estado: 'pendientes' } });
  });
});

describe('property searches', () => {
  it("the picker's pages and the new operation's search pass catalogoAdminConsultaSchema", () => {
    const filtros = pickerFiltros({ q: ' ático ', tipo: 'Casa', operacion: 'venta' });
    expect(filtros).toBe('limit=20&q=%C3%A1tico&tipo=Casa&operacion=venta');
    const key = pickerKey(filtros, 2);
    expect(key).toBe('/admin/todas-propiedades?page=2&limit=20&q=%C3%A1tico&tipo=Casa&operacion=venta');
    expect(validarCon(catalogoAdminConsultaSchema, partes(key).query)).toEqual({ ok: true, datos: { page: 2, limit: 20, q: 'ático', tipo: 'Casa', operacion: 'venta' } });
    expect(pickerKey(pickerFiltros({ q: '', tipo: '', operacion: '' }), 1)).toBe('/admin/todas-propiedades?page=1&limit=20');

    const busqueda = buscarPropiedadesKey('calle mayor');
    expect(busqueda).toBe('/admin/todas-propiedades?q=calle+mayor&limit=10');
    expect(validarCon(catalogoAdminConsultaSchema, partes(busqueda ?? '').query)).toEqual({ ok: true, datos: { q: 'calle mayor', limit: 10 } });
  });
});

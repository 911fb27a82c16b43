import { catalogoConsultaSchema, validarCon, type Propiedad } from '@inmo/contracts';
import { publicPropertiesKey, toCataloguePage } from '../api/use-public-properties.js';
import { activeFilterCount, readFilters, toParams } from '../components/url-filters.js';

const prop = (i: number, extra: Partial<Propiedad> = {}) =>
  ({
    id: String(i),
    titulo: `Casa ${i}`,
    tipo: 'Casa',
    operacion: 'venta',
    ubicacion: { calle: 'Moreno', altura: i, localidad: 'Chivilcoy' },
    ...extra,
  }) as unknown as Propiedad;

const filters = { q: '', tipo: '', operacion: '', page: 1 };

describe('publicPropertiesKey', () => {
  it('asks the API for pages of 9 with only the filters in use', () => {
    expect(publicPropertiesKey(filters)).toBe('/user/propiedades-publicas?page=1&limit=9');
    expect(publicPropertiesKey({ q: ' quinta ', tipo: 'Campo', operacion: 'alquiler temporal', page: 3 })).toBe(
      '/user/propiedades-publicas?page=3&limit=9&q=quinta&tipo=Campo&operacion=alquiler+temporal',
    );
  });
});

describe('toCataloguePage', () => {
  it("takes the server's page as is", () => {
    const list = [prop(1), prop(2)];
    expect(toCataloguePage({ propiedades: list, total: 11, page: 2, pages: 2 })).toEqual({ propiedades: list, total: 11, page: 2, pages: 2 });
  });

  it('is an empty first page (never zero pages) when loading failed or nothing matches', () => {
    expect(toCataloguePage(null)).toEqual({ propiedades: [], total: 0, page: 1, pages: 1 });
    expect(toCataloguePage({ propiedades: [], total: 0, page: 1, pages: 0 }).pages).toBe(1);
  });
});

describe('price, bedrooms and order filters', () => {
  it('sends only valid values, swapping a reversed range and skipping the default order', () => {
    expect(publicPropertiesKey({ ...filters, precioMin: '200.000', precioMax: '50000', moneda: 'USD', dormitorios: '2', orden: 'precio_asc' })).toBe(
      '/user/propiedades-publicas?page=1&limit=9&precioMin=50000&precioMax=200000&moneda=USD&dormitorios=2&orden=precio_asc',
    );
    expect(publicPropertiesKey({ ...filters, precioMin: 'abc', precioMax: '-5', dormitorios: '0', orden: 'recientes' })).toBe('/user/propiedades-publicas?page=1&limit=9');
  });

  it("builds a query the API's own schema reads back to the same filters", () => {
    const key = publicPropertiesKey({ ...filters, q: 'casa chivilcoy', precioMin: '50.000', moneda: 'USD', dormitorios: '2', orden: 'precio_desc', page: 2 });
    const r = validarCon(catalogoConsultaSchema, Object.fromEntries(new URLSearchParams(key.split('?')[1])));
    expect(r).toEqual({ ok: true, datos: expect.objectContaining({ page: 2, limit: 9, q: 'casa chivilcoy', precioMin: 50000, moneda: 'USD', dormitorios: 2, orden: 'precio_desc' }) });
  });
});

describe('catalogue URL state', () => {
  it('reads and writes the same query, leaving out defaults', () => {
    const f = readFilters(new URLSearchParams('q=quinta&tipo=Casa&precioMin=1000&moneda=USD&dormitorios=2&orden=precio_desc&page=3'));
    expect(f).toEqual({ q: 'quinta', tipo: 'Casa', operacion: '', precioMin: '1000', precioMax: '', moneda: 'USD', dormitorios: '2', orden: 'precio_desc', page: 3 });
    expect(toParams(f).toString()).toBe('q=quinta&tipo=Casa&precioMin=1000&moneda=USD&dormitorios=2&orden=precio_desc&page=3');
    expect(toParams({ ...f, orden: 'recientes', page: 1, q: '  ' }).toString()).toBe('tipo=Casa&precioMin=1000&moneda=USD&dormitorios=2');
  });
  it('ignores an unknown order and a bad page', () => {
    expect(readFilters(new URLSearchParams('orden=barato&page=-2'))).toMatchObject({ orden: '', page: 1 });
  });
});

describe("'Filtrar (n)'", () => {
  it('counts each filter field with a value; the order and the page are no filters', () => {
    expect(activeFilterCount(readFilters(new URLSearchParams('')))).toBe(0);
    expect(activeFilterCount(readFilters(new URLSearchParams('tipo=Casa&operacion=venta&orden=precio_asc&page=2')))).toBe(2);
    expect(activeFilterCount(readFilters(new URLSearchParams('q=%20%20&precioMin=100&precioMax=200&moneda=USD&dormitorios=2')))).toBe(4);
  });
});

import type { Propiedad } from '@inmo/contracts';
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
  it("takes the server's page as is when it is paged", () => {
    const list = [prop(1), prop(2)];
    expect(toCataloguePage({ propiedades: list, total: 11, page: 2, pages: 2 }, { ...filters, page: 2 })).toEqual({
      propiedades: list,
      total: 11,
      page: 2,
      pages: 2,
    });
  });

  it('pages and filters an unpaged (contract) reply itself, 9 per page', () => {
    const list = Array.from({ length: 20 }, (_, i) => prop(i + 1, { operacion: i % 2 ? 'alquiler' : 'venta' }));
    const p1 = toCataloguePage({ propiedades: list }, filters);
    expect(p1.propiedades).toHaveLength(9);
    expect([p1.total, p1.page, p1.pages]).toEqual([20, 1, 3]);
    const p3 = toCataloguePage({ propiedades: list }, { ...filters, page: 3 });
    expect(p3.propiedades.map((p) => p.id)).toEqual(['19', '20']);
    const alquiler = toCataloguePage({ propiedades: list }, { ...filters, operacion: 'alquiler' });
    expect(alquiler.total).toBe(10);
    expect(alquiler.propiedades.every((p) => p.operacion === 'alquiler')).toBe(true);
  });

  it('matches the text against title and address, ignoring accents and case', () => {
    const list = [prop(1, { titulo: 'Quinta en Gowland' }), prop(2, { ubicacion: { calle: 'Av. Soárez', altura: 7, localidad: 'Chivilcoy' } as Propiedad['ubicacion'] })];
    expect(toCataloguePage({ propiedades: list }, { ...filters, q: 'QUINTA' }).propiedades.map((p) => p.id)).toEqual(['1']);
    expect(toCataloguePage({ propiedades: list }, { ...filters, q: 'soarez' }).propiedades.map((p) => p.id)).toEqual(['2']);
  });

  it('is an empty first page (never zero pages) when loading failed or nothing matches', () => {
    expect(toCataloguePage(null, filters)).toEqual({ propiedades: [], total: 0, page: 1, pages: 1 });
    expect(toCataloguePage({ propiedades: [], total: 0, page: 1, pages: 0 }, filters).pages).toBe(1);
  });

  it('clamps a page past the end of an unpaged reply to the last page', () => {
    const list = Array.from({ length: 10 }, (_, i) => prop(i + 1));
    expect(toCataloguePage({ propiedades: list }, { ...filters, page: 7 })).toMatchObject({ page: 2, pages: 2 });
  });
});

describe('price, bedrooms and order filters', () => {
  it('sends only valid values, swapping a reversed range and skipping the default order', () => {
    expect(publicPropertiesKey({ ...filters, precioMin: '200.000', precioMax: '50000', moneda: 'USD', dormitorios: '2', orden: 'precio_asc' })).toBe(
      '/user/propiedades-publicas?page=1&limit=9&precioMin=50000&precioMax=200000&moneda=USD&dormitorios=2&orden=precio_asc',
    );
    expect(publicPropertiesKey({ ...filters, precioMin: 'abc', precioMax: '-5', dormitorios: '0', orden: 'recientes' })).toBe('/user/propiedades-publicas?page=1&limit=9');
  });

  it('filters and sorts an unpaged reply the same way, hidden prices last', () => {
    const list = [
      prop(1, { precio: { monto: 300, moneda: 'USD', visible: true }, habitaciones: 1 }),
      prop(2, { precio: { monto: 100, moneda: 'USD', visible: true }, habitaciones: 3 }),
      prop(3, { precio: { monto: 50, moneda: 'USD', visible: false }, habitaciones: 3 }),
      prop(4, { precio: { monto: 200, moneda: 'ARS', visible: true }, habitaciones: 2 }),
    ];
    const ids = (f: Partial<typeof filters & { orden: 'precio_asc' | 'precio_desc'; moneda: string; precioMin: string; dormitorios: string }>) =>
      toCataloguePage({ propiedades: list }, { ...filters, ...f }).propiedades.map((p) => p.id);
    expect(ids({ orden: 'precio_asc' })).toEqual(['2', '4', '1', '3']);
    expect(ids({ orden: 'precio_desc' })).toEqual(['1', '4', '2', '3']);
    expect(ids({ moneda: 'USD', precioMin: '150' })).toEqual(['1']);
    expect(ids({ dormitorios: '2' })).toEqual(['2', '3', '4']);
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

import type { Propiedad } from '@inmo/contracts';
import { clampIndex, imagenesOrdenadas, pisoDe } from '../components/property-details.js';

const prop = (extra: Partial<Propiedad>) => ({ tipo: 'Casa', ubicacion: {}, caracteristicas: {}, ...extra }) as unknown as Propiedad;

describe('location', () => {
  it("shows floor 0 as 'PB' and nothing when unknown", () => {
    expect(pisoDe(prop({ piso: 0 }))).toBe('PB');
    expect(pisoDe(prop({ piso: 3 }))).toBe('3');
    expect(pisoDe(prop({ piso: null }))).toBeNull();
  });
});

describe('gallery', () => {
  it('keeps the index within 0…count-1', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(3, 3)).toBe(2);
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(5, 0)).toBe(0);
  });
  it('orders images by orden and drops those without a URL', () => {
    const imgs = [
      { url: '/b', orden: 1 },
      { url: '', orden: 0 },
      { url: '/a', orden: 0 },
    ] as Propiedad['imagenes'];
    expect(imagenesOrdenadas(prop({ imagenes: imgs })).map((i) => i.url)).toEqual(['/a', '/b']);
  });
});

import type { Propiedad } from '@inmo/contracts';
import { amenitiesDe, caracteristicasDe, clampIndex, imagenesOrdenadas, pisoDe, serviciosDe } from '../components/property-details.js';

const prop = (extra: Partial<Propiedad>) => ({ tipo: 'Casa', ubicacion: {}, caracteristicas: {}, ...extra }) as unknown as Propiedad;
const labels = (p: Propiedad, tipo?: string) => caracteristicasDe(p, tipo).map((d) => d.label);

describe('caracteristicasDe (spec §2 table)', () => {
  const full = {
    habitaciones: 3, 'baños': 2, ambientes: 5, superficieCubierta: 180, superficieTotal: 450, antiguedad: 15, largo: 30, ancho: 10, superficie: 300,
  } as Partial<Propiedad>;

  it('Casa and Departamento: Dormitorios (from habitaciones), Baños, Ambientes, Sup. Cubierta, Sup. Total, Antigüedad', () => {
    expect(labels(prop(full))).toEqual(['Dormitorios', 'Baños', 'Ambientes', 'Sup. Cubierta', 'Sup. Total', 'Antigüedad']);
    expect(caracteristicasDe(prop(full))[0]).toEqual({ label: 'Dormitorios', value: '3' });
    expect(labels(prop({ ...full, tipo: 'Departamento' }))).toContain('Ambientes');
  });

  it('Local comercial has no Ambientes; Terreno and Campo show Largo and Ancho', () => {
    expect(labels(prop(full), 'Local comercial')).toEqual(['Dormitorios', 'Baños', 'Sup. Cubierta', 'Sup. Total', 'Antigüedad']);
    expect(labels(prop(full), 'Terreno')).toEqual(['Sup. Total', 'Largo', 'Ancho']);
    expect(labels(prop(full), 'Campo')).toEqual(['Sup. Total', 'Largo', 'Ancho']);
    expect(labels(prop(full), 'Galpón')).toEqual(['Sup. Total']);
  });

  it('Terreno takes Sup. Total from superficie', () => {
    expect(caracteristicasDe(prop({ superficie: 300, superficieTotal: 999 }), 'Terreno')).toEqual([{ label: 'Sup. Total', value: '300 m²' }]);
  });

  it('hides empty and zero values', () => {
    expect(labels(prop({ habitaciones: 0, 'baños': null, ambientes: undefined, superficieTotal: 0 } as Partial<Propiedad>))).toEqual([]);
  });

  it('formats in es-AR with units', () => {
    const d = caracteristicasDe(prop({ superficieTotal: 1250.5, antiguedad: 1 }));
    expect(d).toEqual([
      { label: 'Sup. Total', value: '1.250,5 m²' },
      { label: 'Antigüedad', value: '1 año' },
    ]);
  });
});

describe('location, services, amenities', () => {
  it("shows floor 0 as 'PB' and nothing when unknown", () => {
    expect(pisoDe(prop({ piso: 0 }))).toBe('PB');
    expect(pisoDe(prop({ piso: 3 }))).toBe('3');
    expect(pisoDe(prop({ piso: null }))).toBeNull();
  });
  it('lists the four services with whether the property has them', () => {
    expect(serviciosDe(prop({ servicios: { agua: true, luz: false, cloacas: true, gas: false } }))).toEqual([
      { label: 'Agua corriente', tiene: true },
      { label: 'Luz eléctrica', tiene: false },
      { label: 'Cloacas', tiene: true },
      { label: 'Gas natural', tiene: false },
    ]);
  });
  it('lists only the amenities the property has', () => {
    expect(amenitiesDe(prop({ amenities: { piscina: true, garage: false, tieneAscensor: true, quincho: true } }))).toEqual(['Piscina', 'Ascensor', 'quincho']);
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

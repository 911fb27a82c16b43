import { TIPOS_PROPIEDAD } from '../labels.js';
import { AMENITIES, CAMPOS, COMUNES_PUBLICOS, NOMBRES_CAMPOS, SERVICIOS, SOLO_PERSONAL, TIPOS } from './fields.js';
import { amenitiesPublicas, caracteristicasPublicas, serviciosPublicos } from './details.js';
import { cifrasDeTarjeta } from './card.js';
import { cuerpoCompleto } from './fixtures.js';
import { CLAVES_PRIVADAS, CLAVES_PUBLICAS, GRADOS_APROXIMADOS, coordenadasAproximadas, esPropiedadDePersonal, vistaPublica } from './public-view.js';
import { propiedadDeDatos, propiedadSchema, type Propiedad } from './reply.js';
import { leerPropiedad } from './schema.js';

const meta = { id: '00000000-0000-4000-8000-000000000001', codigo: 'CA-0001', imagenes: [], version: 3, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' };
function completa(tipo: (typeof TIPOS_PROPIEDAD)[number], extra: Record<string, unknown> = {}): Propiedad {
  const r = leerPropiedad(tipo, { ...cuerpoCompleto(tipo), clienteDueño: '00000000-0000-4000-8000-0000000000aa', ...extra });
  if (!r.ok) throw new Error(`${tipo}: ${JSON.stringify(r.errores)}`);
  return propiedadDeDatos(r.datos, meta);
}

describe('what visitors may see, derived from the definition', () => {
  it('classifies every key of the reply as public or staff-only', () => {
    const keys = Object.keys(propiedadSchema.shape).sort();
    expect(keys).toEqual([...new Set([...COMUNES_PUBLICOS, ...SOLO_PERSONAL, ...NOMBRES_CAMPOS])].sort());
    expect([...CLAVES_PUBLICAS, ...CLAVES_PRIVADAS].sort()).toEqual(keys);
  });

  it.each(TIPOS_PROPIEDAD)('%s: the public reply carries every public field of the type and no staff-only one', (tipo) => {
    const p = completa(tipo);
    expect(esPropiedadDePersonal(p)).toBe(true);
    const pub = vistaPublica(p);
    expect(esPropiedadDePersonal(pub)).toBe(false);
    const json = JSON.stringify(pub);
    for (const k of CLAVES_PRIVADAS) expect([k, Object.hasOwn(pub, k)]).toEqual([k, false]);
    // Not under another name either: no staff-only value anywhere in the reply.
    for (const { campo } of TIPOS[tipo].campos) {
      const v = (p as Record<string, unknown>)[campo];
      if (!CAMPOS[campo].publico) expect([campo, json.includes(JSON.stringify(v).replace(/^"|"$/g, ''))]).toEqual([campo, false]);
      else expect([campo, (pub as Record<string, unknown>)[campo]]).toEqual([campo, v]);
    }
    expect(json).not.toContain('00000000-0000-4000-8000-0000000000aa');
  });

  it('a hidden price sends no amount of it', () => {
    const p = completa('Fondo de Comercio', { precio: { monto: 99, moneda: 'USD', visible: false } });
    const pub = vistaPublica(p);
    expect(pub.precio).toEqual({ monto: null, moneda: 'USD', visible: false });
    expect(pub.precioVenta).toBeNull();
    expect(JSON.stringify(pub)).not.toMatch(/"(precioVenta|precioAlquiler|monto)":[1-9]/);
  });
});

describe('an approximate location', () => {
  const base = { calle: 'Moreno', altura: 1234, entreCalle1: 'Rivadavia', entreCalle2: 'Mitre', coordenadas: { lat: -34.897312, lng: -60.022871 }, mapaUrl: 'https://www.google.com/maps/@-34.897312,-60.022871,17z' };

  it('sends the street and area only: no number, no cross streets, no map link, the point moved to its area', () => {
    const p = completa('Casa', { ...base, ubicacionAproximada: true });
    expect(p.ubicacion.altura).toBe(1234); // staff keep it all
    const pub = vistaPublica(p);
    expect(pub.ubicacionAproximada).toBe(true);
    expect(pub.ubicacion).toMatchObject({ calle: 'Moreno', altura: null, entreCalles: { calle1: '', calle2: '' }, mapaUrl: '' });
    const c = pub.ubicacion.coordenadas as { lat: number; lng: number };
    expect(c).toEqual(coordenadasAproximadas(base.coordenadas));
    expect(Math.abs(c.lat - base.coordenadas.lat)).toBeLessThanOrEqual(GRADOS_APROXIMADOS);
    expect(c).not.toEqual(base.coordenadas);
    const json = JSON.stringify(pub);
    for (const secreto of ['1234', 'Rivadavia', '-34.897312', '-60.022871', 'google']) expect([secreto, json.includes(secreto)]).toEqual([secreto, false]);
  });

  it('every point of one area gets the same centre, so nearby listings do not give each other away', () => {
    expect(coordenadasAproximadas({ lat: -34.8971, lng: -60.0201 })).toEqual(coordenadasAproximadas({ lat: -34.8999, lng: -60.0249 }));
  });

  it('an exact one is sent as it is', () => {
    const pub = vistaPublica(completa('Casa', base));
    expect(pub.ubicacionAproximada).toBe(false);
    expect(pub.ubicacion).toMatchObject({ altura: 1234, coordenadas: base.coordenadas, mapaUrl: base.mapaUrl });
  });

  it('portal choices stay with staff', () => {
    const p = completa('Casa', { publicarEnPortales: true, portales: { mercadolibre: false } });
    expect(p.portales).toEqual({ zonaprop: true, mercadolibre: false });
    expect(Object.hasOwn(vistaPublica(p), 'portales')).toBe(false);
    expect(Object.hasOwn(vistaPublica(p), 'publicarEnPortales')).toBe(false);
  });
});

describe('the public page of each type, from the definition', () => {
  it.each(TIPOS_PROPIEDAD)('%s: every public field by its label, every ticked amenity by its label, no key', (tipo) => {
    const pub = vistaPublica(completa(tipo));
    const labels = caracteristicasPublicas(pub).map((d) => d.label);
    const esperadas = TIPOS[tipo].campos.map((c) => CAMPOS[c.campo]).filter((d) => d.publico && 'etiquetaPublica' in d).map((d) => (d as { etiquetaPublica: string }).etiquetaPublica);
    expect(labels).toEqual(esperadas);
    expect(amenitiesPublicas(pub)).toEqual(TIPOS[tipo].amenities.map((a) => AMENITIES[a]));
    const texto = JSON.stringify([caracteristicasPublicas(pub), amenitiesPublicas(pub), serviciosPublicos(pub)]);
    for (const key of [...Object.keys(AMENITIES), ...NOMBRES_CAMPOS]) expect([key, texto.includes(`"${key}"`)]).toEqual([key, false]);
    const servicios = serviciosPublicos(pub);
    if (TIPOS[tipo].servicios) expect(servicios).toEqual(Object.values(SERVICIOS).map((label) => ({ label, tiene: true })));
    else expect(servicios).toBeNull();
  });

  it('follows spec §2: Dormitorios, Baños, Sup. Cubierta for Casa, Departamento, Local; Ambientes for the first two; Largo and Ancho for Terreno and Campo; Antigüedad for Casa, Departamento, Local; Sup. Total for all', () => {
    const con = (label: string) => TIPOS_PROPIEDAD.filter((t) => caracteristicasPublicas(vistaPublica(completa(t))).some((d) => d.label === label));
    const vivienda = ['Casa', 'Departamento', 'Local comercial'];
    for (const l of ['Dormitorios', 'Baños', 'Sup. Cubierta', 'Antigüedad']) expect([l, con(l).filter((t) => vivienda.includes(t))]).toEqual([l, vivienda]);
    expect(con('Ambientes')).toEqual(['Casa', 'Departamento']);
    expect(con('Largo')).toEqual(['Terreno', 'Campo']);
    expect(con('Ancho')).toEqual(['Terreno', 'Campo']);
    expect(con('Sup. Total')).toEqual([...TIPOS_PROPIEDAD]);
    // Terreno's Sup. Total is its superficie.
    expect(caracteristicasPublicas(vistaPublica(completa('Terreno', { superficie: 300 })))).toContainEqual({ label: 'Sup. Total', value: '300 m²' });
  });

  it('formats with units and hides empty or zero values', () => {
    const casa = vistaPublica(completa('Casa', { superficieTotal: 1250.5, antiguedad: 1, ambientes: 0, expensas: 45000 }));
    const d = Object.fromEntries(caracteristicasPublicas(casa).map((x) => [x.label, x.value]));
    expect(d).toMatchObject({ 'Sup. Total': '1.250,5 m²', Antigüedad: '1 año', Expensas: '$45.000 ARS', Dormitorios: '2' });
    expect(d).not.toHaveProperty('Ambientes');
    const campo = Object.fromEntries(caracteristicasPublicas(vistaPublica(completa('Campo', { hectareas: 40 }))).map((x) => [x.label, x.value]));
    // A campo's total in hectares too.
    expect(campo).toMatchObject({ Hectáreas: '40 ha', 'Sup. Total': '40 ha', Condición: 'Dato 15 de prueba' });
    const fondo = Object.fromEntries(caracteristicasPublicas(vistaPublica(completa('Fondo de Comercio'))).map((x) => [x.label, x.value]));
    expect(fondo).toMatchObject({ Instalaciones: 'Elemento 24a, Elemento 24b', 'Precio de venta': '$23.007 USD', 'Incluye mercadería': 'Sí' });
    expect(Object.keys(fondo)).not.toContain('Contacto');
  });

  it('sums up a card the same way for every type: Terreno by its area', () => {
    expect(cifrasDeTarjeta(vistaPublica(completa('Terreno', { superficie: 300 })))).toEqual({ dormitorios: null, baños: null, superficie: 300 });
    expect(cifrasDeTarjeta(vistaPublica(completa('Casa', { baños: 0 })))).toEqual({ dormitorios: 2, baños: null, superficie: 14.5 });
  });
});

describe('a campo', () => {
  it('lists only the services it has: no "Cloacas: no" out in the country', () => {
    const sin = serviciosPublicos(vistaPublica(completa('Campo', { servicios: { agua: false, luz: false, cloacas: false, gas: false } })));
    expect(sin).toBeNull();
    const conLuz = serviciosPublicos(vistaPublica(completa('Campo', { servicios: { agua: false, luz: true, cloacas: false, gas: false } })));
    expect(conLuz).toEqual([{ label: expect.stringMatching(/^Luz/), tiene: true }]);
    // Other types keep every service, the missing ones as 'no'.
    expect(serviciosPublicos(vistaPublica(completa('Casa', { servicios: { agua: false, luz: true, cloacas: false, gas: false } })))).toHaveLength(4);
  });
});

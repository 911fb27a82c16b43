import { propiedadHref, slugPropiedad, textoDeSlug } from './slug.js';

describe('a property’s readable address', () => {
  it('is made of its type, main figure and locality, without accents or marks', () => {
    expect(slugPropiedad({ tipo: 'Casa', habitaciones: 3, superficieTotal: 240, ubicacion: { localidad: 'Chivilcoy' } })).toBe('casa-3-dormitorios-chivilcoy');
    expect(slugPropiedad({ tipo: 'Departamento', habitaciones: 1, ubicacion: { localidad: 'San Andrés de Giles' } })).toBe('departamento-1-dormitorio-san-andres-de-giles');
    expect(slugPropiedad({ tipo: 'Campo', habitaciones: null, hectareas: 120.4, superficieTotal: 1204000, ubicacion: { localidad: 'Moquehuá' } })).toBe('campo-120-hectareas-moquehua');
    expect(slugPropiedad({ tipo: 'Terreno', superficieTotal: 300.6, ubicacion: { localidad: 'Chivilcoy' } })).toBe('terreno-301-m2-chivilcoy');
    expect(slugPropiedad({ tipo: 'Galpón', superficieTotal: 0, ubicacion: { localidad: '  Gorostiaga ' } })).toBe('galpon-gorostiaga');
    expect(slugPropiedad({ tipo: 'Local comercial', ubicacion: null })).toBe('local-comercial');
  });

  it('folds ñ, ü and punctuation, and stays short', () => {
    expect(textoDeSlug('Ñandú — Güemes 1.200 (PB)')).toBe('nandu-guemes-1-200-pb');
    const long = slugPropiedad({ tipo: 'Fondo de Comercio', ubicacion: { localidad: 'una localidad de nombre muy pero muy largo '.repeat(4) } });
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^fondo-de-comercio-una-localidad/);
    expect(long).not.toMatch(/-$/);
  });

  it('is the page’s address after the id (the id alone when there is nothing to say)', () => {
    expect(propiedadHref({ id: 'a1b2', tipo: 'Casa', habitaciones: 2, ubicacion: { localidad: 'Chivilcoy' } })).toBe('/propiedad/a1b2/casa-2-dormitorios-chivilcoy');
    expect(propiedadHref({ id: 'a1b2', tipo: '' })).toBe('/propiedad/a1b2');
  });
});

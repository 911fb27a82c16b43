import { coordenadasAproximadas, leerPropiedad, type PropiedadDatos } from '@inmo/contracts';
import { cuerpoCompleto } from '../../../../contracts/src/property/fixtures.js';
import { MlError } from './ml-client.js';
import { ML_TITLE_MAX, mlItemFor, mlUpdateFor } from './ml-items.js';

function casa(extra: Record<string, unknown> = {}): PropiedadDatos {
  const r = leerPropiedad('Casa', { ...cuerpoCompleto('Casa'), calle: 'Moreno', altura: 250, coordenadas: '-34.8962,-60.0205', ...extra });
  if (!r.ok) throw new Error(JSON.stringify(r.errores));
  return r.datos;
}
const IMAGES = [{ url: '/media/a.jpg' }];
const ctx = (aproximada: boolean) => ({ publicUrl: 'https://inmobiliaria.example', codigo: 'CA-0007', aproximada });

describe('mlItemFor', () => {
  it('gives the exact address and coordinates of a property shown exactly', () => {
    expect(mlItemFor(casa(), IMAGES, ctx(false)).location).toEqual({
      address_line: 'Moreno 250',
      city: { name: 'Chivilcoy' },
      state: { name: 'Buenos Aires' },
      country: { id: 'AR' },
      latitude: -34.8962,
      longitude: -60.0205,
    });
  });

  it('gives the street without its number and the area’s centre (as the public page) when the location is approximate', () => {
    const location = mlItemFor(casa(), IMAGES, ctx(true)).location as Record<string, unknown>;
    const centro = coordenadasAproximadas(casa().coordenadas!);
    expect(location).toMatchObject({ address_line: 'Moreno', latitude: centro.lat, longitude: centro.lng });
    expect(JSON.stringify(location)).not.toContain('250');
    expect(JSON.stringify(location)).not.toContain('8962');
  });

  it('refuses a property without a price, in Spanish', () => {
    const e = (() => {
      try {
        mlItemFor(casa({ precio: { monto: null, moneda: 'ARS', visible: false } }), IMAGES, ctx(false));
      } catch (err) {
        return err;
      }
    })();
    expect(e).toBeInstanceOf(MlError);
    expect(e).toMatchObject({ code: 'price_required', message: 'MercadoLibre exige un precio: cargá el precio de la propiedad' });
    expect(() => mlItemFor(casa(), [], ctx(false))).toThrow('MercadoLibre exige al menos una foto');
  });

  it('cuts a long title at a word end within ML\'s length', () => {
    const titulo = 'Hermosa casa de tres dormitorios con pileta, parrilla y jardín en el centro de Chivilcoy';
    const t = mlItemFor(casa({ titulo }), IMAGES, ctx(false)).title as string;
    expect(t.length).toBeLessThanOrEqual(ML_TITLE_MAX);
    expect(titulo.startsWith(t)).toBe(true);
    expect(titulo[t.length]).toBe(' ');
  });

  it('leaves out of an update what ML does not let change', () => {
    const body = mlUpdateFor(casa(), IMAGES, ctx(false));
    for (const k of ['category_id', 'listing_type_id', 'buying_mode', 'description']) expect(body).not.toHaveProperty(k);
    expect(body).toMatchObject({ price: 150000, currency_id: 'USD', seller_custom_field: 'CA-0007' });
  });
});

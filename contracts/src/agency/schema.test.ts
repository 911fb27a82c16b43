import type { Inmobiliaria } from '../agency.js';
import { INMOBILIARIA_NEUTRA } from '../agency-neutra.js';
import { validarCon } from '../schema/kit.js';
import { aplicarCambiosInmobiliaria, cambiosInmobiliariaSchema, leerInmobiliaria } from './schema.js';

const guardada: Inmobiliaria = {
  ...INMOBILIARIA_NEUTRA,
  nombre: 'Inmobiliaria Lobos',
  redes: { ...INMOBILIARIA_NEUTRA.redes, facebook: 'https://facebook.com/lobos' },
  cotizacionDolar: { valor: 1000, fecha: '2026-11-30' },
};

/** The API's way: the pipe parses the changes, the service lays them over what is stored and checks the whole. */
function porPartes(body: unknown, actual: Inmobiliaria) {
  const cambios = validarCon(cambiosInmobiliariaSchema, body);
  return cambios.ok ? aplicarCambiosInmobiliaria(cambios.datos, actual) : cambios;
}

describe('changes to the agency details, parsed alone and then laid over the stored ones', () => {
  it('keeps what was left out: the other networks, the stored date of the dollar rate, the other fields', () => {
    const r = porPartes({ redes: { instagram: 'https://instagram.com/lobos' }, cotizacionDolar: { valor: '1.234,5' } }, guardada);
    expect(r.ok && r.datos.redes).toEqual({ ...guardada.redes, instagram: 'https://instagram.com/lobos' });
    expect(r.ok && r.datos.cotizacionDolar).toEqual({ valor: 1234.5, fecha: '2026-11-30' });
    expect(r.ok && r.datos.nombre).toBe('Inmobiliaria Lobos');
  });

  it.each([
    [{ redes: 'x' }],
    [{ cotizacionDolar: { valor: 5 } }],
    [{ cotizacionDolar: { valor: -5 } }],
    [{ nombre: '' }],
    [{ redes: { instagram: 'ftp://x' } }],
    [{ desde: 'abc', email: 'x' }],
    [{ horarioVisitas: [1] }],
    [{ mapa: { lat: 1 } }],
    [{ redes: null, cotizacionDolar: null, desconocido: 1 }],
  ])('answers %j as the whole check of the merged body does', (body) => {
    expect(porPartes(body, INMOBILIARIA_NEUTRA)).toEqual(leerInmobiliaria(body, INMOBILIARIA_NEUTRA));
  });
});

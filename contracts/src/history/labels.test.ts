import { formatFechaHora } from '../format.js';
import { etiquetaCampo, historialDePrecios, valorLegible } from './labels.js';
import type { EntradaHistorial } from './schema.js';

const entrada = (accion: EntradaHistorial['accion'], cambios: EntradaHistorial['cambios'], fecha = '2026-11-20T15:00:00.000Z'): EntradaHistorial => ({
  fecha,
  usuario: { _id: 'u1', nombre: 'Marta Gómez' },
  accion,
  cambios,
});

describe('reading a change history', () => {
  it('labels fields with the definition\'s own labels', () => {
    expect(etiquetaCampo('propiedad', 'precio')).toBe('Precio');
    expect(etiquetaCampo('propiedad', 'alturaLibre')).toBe('Altura libre (m)');
    expect(etiquetaCampo('propiedad', 'amenities.piscina')).toBe('Piscina');
    expect(etiquetaCampo('propiedad', 'servicios.gas')).toBe('Gas natural');
    expect(etiquetaCampo('propiedad', 'portales.mercadolibre')).toBe('Publicar en MercadoLibre');
    expect(etiquetaCampo('propiedad', 'ubicacionAproximada')).toBe('Ubicación aproximada');
    expect(etiquetaCampo('cliente', 'preferenciasBusqueda')).toBe('Preferencias de búsqueda');
    expect(etiquetaCampo('operacion', 'montoDinero')).toBe('Monto');
    expect(etiquetaCampo('cliente', 'otro')).toBe('otro');
  });

  it('writes values in Spanish', () => {
    expect(valorLegible('precio', 1234567.5)).toBe('1.234.567,5');
    expect(valorLegible('visible', true)).toBe('Sí');
    expect(valorLegible('calle', null)).toBe('—');
    expect(valorLegible('imagenes', 1)).toBe('1 imagen');
    expect(valorLegible('imagenes', 3)).toBe('3 imágenes');
    expect(valorLegible('operacion', 'alquiler temporal')).toBe('Alquiler temporal');
    expect(valorLegible('montoDinero', 4296.4)).toBe('$ 4.296,40');
    expect(valorLegible('instalaciones', ['horno', 'cámara'])).toBe('horno; cámara');
    expect(valorLegible('descripcion', 'x'.repeat(500))).toHaveLength(140);
  });

  it('dates an entry in the agency\'s time', () => {
    expect(formatFechaHora('2026-11-20T15:05:00.000Z')).toBe('20/11/2026 12:05');
  });

  it('lists a property\'s price changes newest first, with the currency of each side worked out from today\'s', () => {
    const h = [
      entrada('editar', [{ campo: 'precio', antes: 150000000, despues: 140000000 }], '2026-11-22T10:00:00.000Z'),
      entrada('editar', [{ campo: 'titulo', antes: 'a', despues: 'b' }]),
      entrada('editar', [{ campo: 'moneda', antes: 'USD', despues: 'ARS' }, { campo: 'precio', antes: 100000, despues: 150000000 }], '2026-11-21T10:00:00.000Z'),
      entrada('editar', [{ campo: 'moneda', antes: 'ARS', despues: 'USD' }], '2026-11-20T10:00:00.000Z'),
      entrada('crear', [{ campo: 'precio', antes: null, despues: 100000 }]),
    ];
    expect(historialDePrecios(h, { monto: 140000000, moneda: 'ARS' })).toEqual([
      { fecha: '2026-11-22T10:00:00.000Z', usuario: 'Marta Gómez', antes: 150000000, despues: 140000000, monedaAntes: 'ARS', moneda: 'ARS' },
      { fecha: '2026-11-21T10:00:00.000Z', usuario: 'Marta Gómez', antes: 100000, despues: 150000000, monedaAntes: 'USD', moneda: 'ARS' },
      { fecha: '2026-11-20T10:00:00.000Z', usuario: 'Marta Gómez', antes: 100000, despues: 100000, monedaAntes: 'ARS', moneda: 'USD' },
    ]);
    expect(historialDePrecios([], { monto: 1, moneda: 'ARS' })).toEqual([]);
  });
});

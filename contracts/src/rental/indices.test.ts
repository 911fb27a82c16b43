import { etiquetaAccion, etiquetaCampo } from '../history/labels.js';
import { MENSAJES_INDICES, etiquetaValorIndice, indicePublicado, valorIndiceLegible } from './indices.js';

describe('an index series’ history as staff read it', () => {
  it('names each line by the date of its value, the value as es-AR writes it, and the act', () => {
    expect(etiquetaCampo('indice', '2026-03-01')).toBe('Valor del 01/03/2026');
    expect(etiquetaValorIndice('otro')).toBe('otro');
    expect(valorIndiceLegible('1.0545')).toBe('1,0545');
    expect(valorIndiceLegible('10413.0309')).toBe('10.413,0309');
    expect(valorIndiceLegible(null)).toBe('—');
    expect(etiquetaAccion('indice', 'editar')).toBe('Carga de valores');
    expect(etiquetaAccion('indice', 'eliminar')).toBe('Borrado de un valor');
    expect(etiquetaAccion('propiedad', 'eliminar')).toBe('Envío a la Papelera');
  });

  it('reads an index name in any case and refuses others; its messages name value, date and index', () => {
    expect(indicePublicado('icl')).toBe('ICL');
    expect(indicePublicado('Casa_Propia')).toBe('CASA_PROPIA');
    expect(indicePublicado('XYZ')).toBeNull();
    expect(MENSAJES_INDICES.fechaFutura(2, '2027-01-01')).toBe('La fecha del valor 2 (01/01/2027) es posterior a hoy: un índice no se publica por adelantado');
    expect(MENSAJES_INDICES.valorNoCargado('ICL', '2026-02-03')).toBe('No hay un valor de ICL cargado el 03/02/2026');
  });
});

import { COINCIDENCIAS_POR_PREFERENCIA } from '@inmo/contracts';
import { avisoCoincidencias } from '../components/enviar-propiedades.js';

describe('avisoCoincidencias', () => {
  it('says how many of how many fit when the list is cut, in es-AR digits, and nothing when all are shown', () => {
    expect(avisoCoincidencias(COINCIDENCIAS_POR_PREFERENCIA, 12345)).toBe(
      'Se muestran las 50 más recientes de 12.345 que coinciden: con un presupuesto o un tipo más preciso, la lista se acota.',
    );
    expect(avisoCoincidencias(7, 7)).toBeNull();
    expect(avisoCoincidencias(0, 0)).toBeNull();
  });
});

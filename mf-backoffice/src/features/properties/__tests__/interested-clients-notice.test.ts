import { INTERESADOS_MAX_CLIENTES } from '@inmo/contracts';
import { avisoInteresados } from '../components/interested-clients-notice.js';

describe('avisoInteresados', () => {
  it('says how many clients of how many are shown when the list is cut, in es-AR digits, and nothing when all are', () => {
    expect(avisoInteresados(INTERESADOS_MAX_CLIENTES, 1234)).toBe(
      'Se muestran los primeros 100 de 1.234 clientes interesados: primero los de alta prioridad, luego por apellido.',
    );
    expect(avisoInteresados(3, 3)).toBeNull();
    expect(avisoInteresados(0, 0)).toBeNull();
  });
});

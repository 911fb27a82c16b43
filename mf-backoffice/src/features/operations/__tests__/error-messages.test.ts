import { ApiError } from '@inmo/shell/platform';
import { mensajeErrorOperacion } from '../api/crear-operacion.js';

describe('new operation error messages (spec §8)', () => {
  it('server message first, then 400 / 500 texts, then the generic one', () => {
    expect(mensajeErrorOperacion(new ApiError(400, { success: false, error: 'Seleccione una propiedad' }))).toBe('Seleccione una propiedad');
    expect(mensajeErrorOperacion(new ApiError(400, null))).toBe('Datos inválidos enviados al servidor');
    expect(mensajeErrorOperacion(new ApiError(500, null))).toBe('Error interno del servidor');
    expect(mensajeErrorOperacion(new Error('x'))).toBe('Error al crear la operación');
  });
});

import { ApiError } from '@inmo/shell/platform';
import { mensajeErrorCrear } from '../api/crear-cliente.js';
import { mensajeErrorGuardar } from '../api/editar-cliente.js';

describe('client error messages (spec §8)', () => {
  it('new client: server message, else the errors map joined by commas, else the generic text', () => {
    expect(mensajeErrorCrear(new ApiError(400, { success: false, error: 'El DNI es obligatorio' }))).toBe('El DNI es obligatorio');
    expect(mensajeErrorCrear(new ApiError(400, { errors: { dni: 'A', nombre: 'B' } }))).toBe('A, B');
    expect(mensajeErrorCrear(new Error('red'))).toBe('Error al crear el cliente. Por favor intenta nuevamente.');
  });

  it('save: validation errors listed, the 409 conflict text as the server sends it, else the generic text', () => {
    expect(mensajeErrorGuardar(new ApiError(400, { success: false, error: 'x', errors: ['uno', 'dos'] }))).toBe('Errores de validación: uno, dos');
    expect(mensajeErrorGuardar(new ApiError(400, { success: false, error: 'x', errors: { a: 'uno' } }))).toBe('Errores de validación: uno');
    const conflicto = 'El cliente fue modificado por otra persona. Recargá para ver los cambios.';
    expect(mensajeErrorGuardar(new ApiError(409, { success: false, error: conflicto, code: 'CLIENT.VERSION_CONFLICT' }))).toBe(conflicto);
    expect(mensajeErrorGuardar(new TypeError('Failed to fetch'))).toBe('Error al guardar los cambios');
  });
});

import { ApiError } from '../../platform/http.js';
import { loginErrorMessage } from '../login-error.js';

describe('loginErrorMessage (spec §8)', () => {
  it("shows the server's error first", () => {
    expect(loginErrorMessage(new ApiError(401, { success: false, error: 'Usuario o contraseña incorrectos' }))).toBe(
      'Usuario o contraseña incorrectos',
    );
  });
  it('else the network message', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
  it("else 'Error en la conexión'", () => {
    expect(loginErrorMessage(new ApiError(500, '<html>'))).toBe('Error en la conexión');
    expect(loginErrorMessage(undefined)).toBe('Error en la conexión');
  });
});

import { aNumero, esEmail, esFecha, esUrlSegura, esUuid } from './validation.js';
import { validarEditarCliente, validarNuevoCliente } from './client/schema.js';
import { validarContacto } from './enquiry/schema.js';
import { validarNuevaOperacion } from './operation/schema.js';
import { validarLogin } from './auth/schema.js';

describe('shared validators (spec §5)', () => {
  it('reads numbers from numbers and numeric text, empty as null, anything else as NaN', () => {
    expect(aNumero(3)).toBe(3);
    expect(aNumero('12,5')).toBe(12.5);
    expect(aNumero('')).toBeNull();
    expect(aNumero(null)).toBeNull();
    expect(aNumero('abc')).toBeNaN();
    expect(aNumero({})).toBeNaN();
  });

  it('recognises emails, uuids, dates and safe links', () => {
    expect(esEmail('a@b.co')).toBe(true);
    expect(esEmail('a@b')).toBe(false);
    expect(esUuid('00000000-0000-4000-8000-000000000000')).toBe(true);
    expect(esUuid('1')).toBe(false);
    expect(esFecha('2026-03-05')).toBe(true);
    expect(esFecha('ayer')).toBe(false);
    expect(esFecha('2026-02-30')).toBe(false);
    expect(esFecha('2026-03-05T10:00:00Z')).toBe(true);
    expect(esFecha('2026-03-05; DROP')).toBe(false);
    expect(esUrlSegura('/api/media/x.svg')).toBe(true);
    expect(esUrlSegura('https://maps.example/x')).toBe(true);
    expect(esUrlSegura('javascript:alert(1)')).toBe(false);
    expect(esUrlSegura('//evil.example/x')).toBe(false);
    // A browser reads a backslash as a slash: '/\\evil.example' is another site.
    expect(esUrlSegura('/\\evil.example/x.png')).toBe(false);
  });

  it('client lists are capped: 50 search preferences, 100 offered properties', () => {
    const base = { nombre: 'Ana', apellido: 'Gómez', dni: '30111222', telefono: '2346 400000' };
    const pref = { tipoPropiedad: 'Casa', tipoOperacion: 'Compra' };
    const ofrecida = { propiedad: 'Casa de la quinta' };
    expect(validarEditarCliente({ ...base, preferenciasBusqueda: Array(50).fill(pref), oferente: Array(100).fill(ofrecida) })).toEqual({});
    expect(validarEditarCliente({ ...base, preferenciasBusqueda: Array(51).fill(pref) })).toEqual({
      preferenciasBusqueda: 'Un cliente puede tener hasta 50 preferencias de búsqueda',
    });
    expect(validarEditarCliente({ ...base, oferente: Array(10_000).fill(ofrecida) })).toEqual({ oferente: 'Un cliente puede ofrecer hasta 100 propiedades' });
  });

  it('contact: nombre, email, asunto and mensaje required; email shaped', () => {
    expect(validarContacto({ nombre: 'A', email: 'a@b.co', asunto: 'Consulta general', mensaje: 'Hola' })).toEqual({});
    expect(Object.keys(validarContacto({ email: 'x' })).sort()).toEqual(['asunto', 'email', 'mensaje', 'nombre']);
  });

  it('new operation: the spec messages', () => {
    expect(validarNuevaOperacion({})).toEqual({
      operacion: 'Seleccione el tipo de operación',
      propiedad: 'Seleccione una propiedad',
      oferente: 'Seleccione un cliente oferente',
      receptor: 'Seleccione un cliente receptor',
    });
  });

  it('new client: nombre, apellido, numeric DNI and teléfono; email optional', () => {
    expect(validarNuevoCliente({ nombre: 'A', apellido: 'B', dni: 30111222, telefono: '2346 400000', mail: '' })).toEqual({});
    expect(validarNuevoCliente({ nombre: 'A', apellido: 'B', dni: 30111222, telefono: '1', mail: '' })).toEqual({ telefono: 'Ingrese un teléfono válido' });
    expect(Object.keys(validarNuevoCliente({ dni: 'x', mail: 'y' })).sort()).toEqual(['apellido', 'dni', 'mail', 'nombre', 'telefono']);
  });

  it('client save: incomplete preference and nameless offered property messages', () => {
    const base = { nombre: 'A', apellido: 'B', dni: '30111222', telefono: '2346 400000' };
    expect(Object.values(validarEditarCliente({ ...base, preferenciasBusqueda: [{ tipoPropiedad: 'Casa' }] }))).toContain(
      'La preferencia 1 debe tener tipo de propiedad y operación seleccionados si se completan otros campos',
    );
    expect(Object.values(validarEditarCliente({ ...base, oferente: [{ propiedad: '', descripcion: 'x' }] }))).toContain('La propiedad 1 debe tener un nombre si se completa');
    expect(validarEditarCliente({ ...base, preferenciasBusqueda: [{ tipoPropiedad: '', tipoOperacion: '' }] })).toEqual({});
  });

  it('client save: strict yes/no, bounded texts; a blank preference is no preference', () => {
    const base = { nombre: 'A', apellido: 'B', dni: '30.111.222', telefono: '2346 400000' };
    expect(validarEditarCliente({ ...base, preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', activa: 'no' }] })).toEqual({
      'preferenciasBusqueda.0.activa': 'Activa debe ser sí o no (true o false)',
    });
    expect(validarEditarCliente({ ...base, oferente: [{ propiedad: 'x'.repeat(301) }] })).toEqual({ 'oferente.0.propiedad': 'Propiedad admite hasta 300 caracteres' });
    expect(validarEditarCliente({ ...base, version: 0 })).toEqual({ version: 'Versión inválida' });
  });

  it('login: the password is taken as typed, never trimmed', () => {
    expect(validarLogin({ usuario: 'admin', contraseña: '  con espacios  ' })).toEqual({});
    expect(validarLogin({ usuario: ' ', contraseña: ' ' })).toEqual({ usuario: 'Ingrese el usuario', contraseña: 'Ingrese la contraseña' });
  });
});

// Validation rules shared by forms and the API (spec §5). Each validator returns a map campo → mensaje;
// an empty map means valid. The API sends the first message as `error` and the map as `errors`.

import { LIMITES } from './labels.js';

export { aNumero, esEmail, esFecha, esTextoNoVacio, esUrlSegura, esUuid, primerError, type ErroresCampo } from './schema/checks.js';
import { aNumero, esEmail, esFecha, esTextoNoVacio, esUrlSegura, esUuid, type ErroresCampo } from './schema/checks.js';

function textoOpcional(errores: ErroresCampo, campo: string, value: unknown, max: number): void {
  if (value === null || value === undefined) return;
  if (typeof value !== 'string') errores[campo] = `El campo ${campo} debe ser texto`;
  else if (value.includes('\u0000')) errores[campo] = `El campo ${campo} contiene caracteres inválidos`;
  else if (value.length > max) errores[campo] = `El campo ${campo} admite hasta ${max} caracteres`;
}

function numeroOpcional(errores: ErroresCampo, campo: string, value: unknown, opts: { min?: number; max?: number; entero?: boolean } = {}): void {
  const n = aNumero(value);
  if (n === null) return;
  const min = opts.min ?? 0;
  const max = opts.max ?? 999999999999;
  if (Number.isNaN(n)) errores[campo] = `El campo ${campo} debe ser un número`;
  else if (n < min) errores[campo] = `El campo ${campo} no puede ser menor que ${min}`;
  else if (n > max) errores[campo] = `El campo ${campo} es demasiado grande`;
  else if (opts.entero && !Number.isInteger(n)) errores[campo] = `El campo ${campo} debe ser un número entero`;
}

function esObjeto(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

// ---------------------------------------------------------------------------------------------------------------
// Login and contact (spec §5)

export function validarLogin(body: unknown): ErroresCampo {
  const e: ErroresCampo = {};
  const b = esObjeto(body) ? body : {};
  if (!esTextoNoVacio(b.usuario)) e.usuario = 'Ingrese el usuario';
  else if ((b.usuario as string).length > 100) e.usuario = 'Usuario demasiado largo';
  if (!esTextoNoVacio(b['contraseña'])) e['contraseña'] = 'Ingrese la contraseña';
  else if ((b['contraseña'] as string).length > 200) e['contraseña'] = 'Contraseña demasiado larga';
  return e;
}

export function validarContacto(body: unknown): ErroresCampo {
  const e: ErroresCampo = {};
  const b = esObjeto(body) ? body : {};
  if (!esTextoNoVacio(b.nombre)) e.nombre = 'Ingrese su nombre completo';
  else textoOpcional(e, 'nombre', b.nombre, 200);
  if (!esTextoNoVacio(b.email)) e.email = 'Ingrese su email';
  else if (!esEmail(b.email)) e.email = 'Ingrese un email válido';
  textoOpcional(e, 'telefono', b.telefono, 50);
  if (!esTextoNoVacio(b.asunto)) e.asunto = 'Seleccione un asunto';
  else textoOpcional(e, 'asunto', b.asunto, 200);
  if (!esTextoNoVacio(b.mensaje)) e.mensaje = 'Escriba su mensaje';
  else textoOpcional(e, 'mensaje', b.mensaje, 5000);
  return e;
}

// ---------------------------------------------------------------------------------------------------------------
// Clients (spec §5 New client, Client save)

const TIPOS_PREF = ['Casa', 'Dpto', 'Terreno', 'Campo', 'Galpon', 'Local', 'FondoComercio'];
const OPS_PREF = ['Alquiler', 'Compra'];

export function validarNuevoCliente(body: unknown): ErroresCampo {
  const e: ErroresCampo = {};
  const b = esObjeto(body) ? body : {};
  if (!esTextoNoVacio(b.nombre)) e.nombre = 'El nombre es obligatorio';
  else textoOpcional(e, 'nombre', b.nombre, 200);
  if (!esTextoNoVacio(b.apellido)) e.apellido = 'El apellido es obligatorio';
  else textoOpcional(e, 'apellido', b.apellido, 200);
  const dni = typeof b.dni === 'number' ? String(b.dni) : b.dni;
  if (!esTextoNoVacio(dni)) e.dni = 'El DNI es obligatorio';
  else if (!/^\d{6,9}$/.test((dni as string).trim().replace(/\./g, ''))) e.dni = 'El DNI debe ser un número de 6 a 9 dígitos';
  const tel = typeof b.telefono === 'number' ? String(b.telefono) : b.telefono;
  if (!esTextoNoVacio(tel)) e.telefono = 'El teléfono es obligatorio';
  else textoOpcional(e, 'telefono', tel, 50);
  if (b.mail !== null && b.mail !== undefined && !(typeof b.mail === 'string' && b.mail.trim() === '')) {
    if (!esEmail(b.mail)) e.mail = 'Ingrese un email válido';
  }
  textoOpcional(e, 'profesion', b.profesion, 200);
  return e;
}

export function validarEditarCliente(body: unknown): ErroresCampo {
  const e = validarNuevoCliente(body);
  const b = esObjeto(body) ? body : {};
  if (b.preferenciasBusqueda !== undefined && !Array.isArray(b.preferenciasBusqueda)) e.preferenciasBusqueda = 'Las preferencias deben ser una lista';
  else if (Array.isArray(b.preferenciasBusqueda) && b.preferenciasBusqueda.length > LIMITES.preferenciasPorCliente) {
    e.preferenciasBusqueda = `Un cliente puede tener hasta ${LIMITES.preferenciasPorCliente} preferencias de búsqueda`;
  }
  if (b.oferente !== undefined && !Array.isArray(b.oferente)) e.oferente = 'Las propiedades ofrecidas deben ser una lista';
  else if (Array.isArray(b.oferente) && b.oferente.length > LIMITES.propiedadesOfrecidasPorCliente) {
    e.oferente = `Un cliente puede ofrecer hasta ${LIMITES.propiedadesOfrecidasPorCliente} propiedades`;
  }
  // Past the caps the entries are not even looked at: one message, not thousands.
  if (e.preferenciasBusqueda || e.oferente) return e;
  (Array.isArray(b.preferenciasBusqueda) ? b.preferenciasBusqueda : []).forEach((p: unknown, i: number) => {
    const n = i + 1;
    if (!esObjeto(p)) {
      e[`preferenciasBusqueda.${i}`] = `La preferencia ${n} no es válida`;
      return;
    }
    const tieneAlgo = esTextoNoVacio(p.tipoPropiedad) || esTextoNoVacio(p.tipoOperacion) || (p.presupuesto !== null && p.presupuesto !== undefined && p.presupuesto !== '');
    const completa = esTextoNoVacio(p.tipoPropiedad) && esTextoNoVacio(p.tipoOperacion);
    if (tieneAlgo && !completa) {
      e[`preferenciasBusqueda.${i}`] = `La preferencia ${n} debe tener tipo de propiedad y operación seleccionados si se completan otros campos`;
    } else if (completa && !TIPOS_PREF.includes(p.tipoPropiedad as string)) {
      e[`preferenciasBusqueda.${i}.tipoPropiedad`] = `La preferencia ${n} tiene un tipo de propiedad inválido`;
    } else if (completa && !OPS_PREF.includes(p.tipoOperacion as string)) {
      e[`preferenciasBusqueda.${i}.tipoOperacion`] = `La preferencia ${n} tiene una operación inválida`;
    }
    numeroOpcional(e, `preferenciasBusqueda.${i}.presupuesto`, p.presupuesto, { max: 999999999999 });
    if (p.moneda !== undefined && p.moneda !== null && !['ARS', 'USD', 'EUR'].includes(p.moneda as string)) e[`preferenciasBusqueda.${i}.moneda`] = 'Moneda inválida';
    textoOpcional(e, `preferenciasBusqueda.${i}.descripcion`, p.descripcion, 2000);
    if (p.fechaCreacionPreferencia !== undefined && p.fechaCreacionPreferencia !== null && p.fechaCreacionPreferencia !== '' && !esFecha(p.fechaCreacionPreferencia)) {
      e[`preferenciasBusqueda.${i}.fechaCreacionPreferencia`] = 'Fecha inválida';
    }
  });
  (Array.isArray(b.oferente) ? b.oferente : []).forEach((o: unknown, i: number) => {
    const n = i + 1;
    if (!esObjeto(o)) {
      e[`oferente.${i}`] = `La propiedad ${n} no es válida`;
      return;
    }
    const tieneTexto = esTextoNoVacio(o.propiedad) || esTextoNoVacio(o.descripcion);
    if (tieneTexto && !esTextoNoVacio(o.propiedad)) e[`oferente.${i}`] = `La propiedad ${n} debe tener un nombre si se completa`;
    textoOpcional(e, `oferente.${i}.propiedad`, o.propiedad, 300);
    textoOpcional(e, `oferente.${i}.descripcion`, o.descripcion, 2000);
    if (o.propiedadId !== undefined && o.propiedadId !== null && o.propiedadId !== '' && !esUuid(o.propiedadId)) e[`oferente.${i}.propiedadId`] = 'Propiedad inválida';
  });
  if (b.version !== undefined && b.version !== null && !(Number.isInteger(b.version) && (b.version as number) >= 1)) e.version = 'Versión inválida';
  return e;
}

// ---------------------------------------------------------------------------------------------------------------
// Operations (spec §5 New operation)

export function validarNuevaOperacion(body: unknown): ErroresCampo {
  const e: ErroresCampo = {};
  const b = esObjeto(body) ? body : {};
  if (!['venta', 'alquiler', 'alquiler temporal'].includes(b.operacion as string)) e.operacion = 'Seleccione el tipo de operación';
  if (!esUuid(b.propiedad)) e.propiedad = 'Seleccione una propiedad';
  if (!esUuid(b.oferente)) e.oferente = 'Seleccione un cliente oferente';
  if (!esUuid(b.receptor)) e.receptor = 'Seleccione un cliente receptor';
  numeroOpcional(e, 'montoDinero', b.montoDinero, { max: 999999999999 });
  if (b.moneda !== undefined && b.moneda !== null && b.moneda !== '' && !['ARS', 'USD', 'EUR'].includes(b.moneda as string)) e.moneda = 'Moneda inválida';
  if (b.fechaConcretada !== undefined && b.fechaConcretada !== null && b.fechaConcretada !== '' && !esFecha(b.fechaConcretada)) e.fechaConcretada = 'Fecha inválida';
  textoOpcional(e, 'descripcion', b.descripcion, 5000);
  return e;
}

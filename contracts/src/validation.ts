// Validation rules shared by forms and the API (spec §5). Each validator returns a map campo → mensaje;
// an empty map means valid. The API sends the first message as `error` and the map as `errors`.

import { LIMITES } from './labels.js';

export type ErroresCampo = Record<string, string>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function esEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL_RE.test(value.trim());
}

export function esTextoNoVacio(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export function primerError(errores: ErroresCampo): string | null {
  const first = Object.values(errores)[0];
  return first ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Field helpers

/** A finite number, or a numeric text ('12', '12.5', '12,5'). Empty → null. NaN when not a number. */
export function aNumero(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value === 'string') {
    const t = value.trim().replace(',', '.');
    if (t === '') return null;
    const n = Number(t);
    return Number.isFinite(n) ? n : NaN;
  }
  return NaN;
}

export function esUuid(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** 'YYYY-MM-DD' (optionally followed by a time) that is a real calendar date between years 1900 and 2200. */
export function esFecha(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?$)/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2200) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A link the site may render: a same-site path ('/api/media/…') or an http(s) address. */
export function esUrlSegura(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  if (v.startsWith('/') && !v.startsWith('//')) return true;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

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

// ---------------------------------------------------------------------------------------------------------------
// Properties (spec §5 New property, Terreno edit; per-type rules applied)

const TIPOS_PROP = ['Casa', 'Departamento', 'Local comercial', 'Terreno', 'Campo', 'Fondo de Comercio', 'Galpón'];

function vacio(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

/** Validates a property payload of the given type (creation form or edit body). */
export function validarPropiedad(tipo: unknown, body: unknown): ErroresCampo {
  const e: ErroresCampo = {};
  if (!TIPOS_PROP.includes(tipo as string)) {
    e.tipo = 'Seleccione tipo de propiedad';
    return e;
  }
  const b = esObjeto(body) ? body : {};
  const titulo = b.titulo ?? b.tituloPublicacion;
  if (!esTextoNoVacio(titulo)) e.titulo = 'Complete el título';
  else textoOpcional(e, 'titulo', titulo, 300);
  const ubic = esObjeto(b.ubicacion) ? b.ubicacion : {};
  const localidad = b.localidad ?? ubic.localidad;
  if (!esTextoNoVacio(localidad)) e.localidad = 'Ingrese localidad';
  else textoOpcional(e, 'localidad', localidad, 200);
  if (!['venta', 'alquiler', 'alquiler temporal'].includes(b.operacion as string)) e.operacion = 'Seleccione operación';
  textoOpcional(e, 'descripcion', b.descripcion, 20000);
  for (const campo of ['calle', 'entreCalle1', 'entreCalle2']) textoOpcional(e, campo, b[campo] ?? (campo === 'calle' ? ubic.calle : esObjeto(ubic.entreCalles) ? ubic.entreCalles[campo === 'entreCalle1' ? 'calle1' : 'calle2'] : undefined), 200);
  textoOpcional(e, 'mapaUrl', b.mapaUrl ?? ubic.mapaUrl, 2000);
  const mapaUrl = b.mapaUrl ?? ubic.mapaUrl;
  if (!e.mapaUrl && !vacio(mapaUrl) && !esUrlSegura(mapaUrl)) e.mapaUrl = 'La URL del mapa debe empezar con http:// o https://';

  const num = (campo: string, v: unknown, opts: { min?: number; max?: number; entero?: boolean } = {}) => numeroOpcional(e, campo, v, opts);
  const car = esObjeto(b.caracteristicas) ? b.caracteristicas : {};
  const dim = esObjeto(b.dimensiones) ? b.dimensiones : {};
  const val = (k: string) => b[k] ?? car[k] ?? dim[k];
  num('habitaciones', val('habitaciones') ?? car.dormitorios, { entero: true, max: 1000 });
  num('baños', val('baños'), { entero: true, max: 1000 });
  num('ambientes', val('ambientes'), { entero: true, max: 1000 });
  num('antiguedad', val('antiguedad'), { entero: true, max: 1000 });
  num('piso', val('piso') ?? ubic.piso, { entero: true, min: -10, max: 300 });
  num('altura', b.altura ?? ubic.altura, { entero: true, max: 1000000 });
  for (const campo of ['superficieTotal', 'superficieCubierta', 'superficie', 'expensas', 'hectareas', 'superficieLocal', 'facturacionMensual', 'precioVenta', 'precioAlquiler', 'frente', 'fondo']) {
    num(campo, val(campo));
  }
  for (const campo of ['largo', 'ancho']) num(campo, val(campo), { max: 1e9 });
  num('alturaLibre', val('alturaLibre'), { max: 1000 });
  num('antiguedadComercio', b.antiguedadComercio, { entero: true, max: 1000 });
  num('empleados', b.empleados, { entero: true, max: 100000 });
  const precio = esObjeto(b.precio) ? b.precio : {};
  num('precio.monto', precio.monto ?? b.precioMonto ?? b.monto, { max: 999999999999 });
  const moneda = precio.moneda ?? b.moneda;
  if (!vacio(moneda) && !['ARS', 'USD', 'EUR'].includes(moneda as string)) e['precio.moneda'] = 'Moneda inválida';
  if (b.fechaPublicacion !== undefined && !vacio(b.fechaPublicacion) && !esFecha(b.fechaPublicacion)) e.fechaPublicacion = 'Fecha inválida';
  if (b.imagenes !== undefined && b.imagenes !== null) {
    if (!Array.isArray(b.imagenes)) e.imagenes = 'Las imágenes deben ser una lista';
    else if (b.imagenes.length > 60) e.imagenes = 'Demasiadas imágenes';
    else
      b.imagenes.forEach((img: unknown, i: number) => {
        if (!esObjeto(img) || !esTextoNoVacio(img.url)) e[`imagenes.${i}`] = `La imagen ${i + 1} no tiene dirección`;
        else {
          numeroOpcional(e, `imagenes.${i}.offsetX`, img.offsetX, { max: 1 });
          numeroOpcional(e, `imagenes.${i}.offsetY`, img.offsetY, { max: 1 });
          numeroOpcional(e, `imagenes.${i}.zoom`, img.zoom, { min: 1, max: 3 });
          textoOpcional(e, `imagenes.${i}.url`, img.url, 2000);
          if (!esUrlSegura(img.url)) e[`imagenes.${i}.url`] = `La imagen ${i + 1} tiene una dirección inválida`;
          textoOpcional(e, `imagenes.${i}.descripcion`, img.descripcion, 1000);
          textoOpcional(e, `imagenes.${i}.public_id`, img.public_id, 300);
        }
      });
  }
  if (!vacio(b.clienteDueño) && !esUuid(b.clienteDueño)) e.clienteDueño = 'Cliente dueño inválido';

  // Per-type rules (spec §5).
  const n = (k: string) => aNumero(val(k));
  switch (tipo) {
    case 'Casa':
      if (n('habitaciones') === null && aNumero(car.dormitorios) === null) e.habitaciones ??= 'Ingrese la cantidad de habitaciones';
      break;
    case 'Departamento':
      if (n('piso') === null && aNumero(ubic.piso) === null) e.piso ??= 'Ingrese el piso';
      break;
    case 'Campo': {
      const h = n('hectareas');
      if (h === null || Number.isNaN(h) || h <= 0) e.hectareas = 'Las hectáreas deben ser un número positivo';
      if (!esTextoNoVacio(b.condicion)) e.condicion = 'Ingrese la condición';
      break;
    }
    case 'Fondo de Comercio':
      if (!esTextoNoVacio(b.nombreComercio)) e.nombreComercio = 'Ingrese el nombre del comercio';
      if (!esTextoNoVacio(b.rubro)) e.rubro = 'Ingrese el rubro';
      if (aNumero(b.precioVenta) === null && aNumero(b.precioAlquiler) === null) e.precioVenta ??= 'Ingrese precio de venta o de alquiler';
      break;
    case 'Galpón':
      if (n('superficieTotal') === null) e.superficieTotal ??= 'Ingrese la superficie total';
      if (!esTextoNoVacio(b.condicion)) e.condicion = 'Ingrese la condición';
      break;
    case 'Local comercial':
      if (!esTextoNoVacio(b.rubro)) e.rubro = 'Ingrese el rubro';
      break;
    case 'Terreno':
      if (n('largo') === null) e.largo ??= 'El largo del terreno es requerido';
      break;
  }
  return e;
}

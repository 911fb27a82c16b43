import { CAMPOS, TIPOS } from './fields.js';
import { editarPropiedadSchema, leerPropiedad, nuevaPropiedadSchema, validarPropiedad } from './schema.js';
import { validarCon } from '../schema/kit.js';
import { plegarPropiedad } from './twins.js';
import { TIPOS_PROPIEDAD } from '../labels.js';

const ok = { titulo: 't', localidad: 'l', operacion: 'venta' };
const valido: Record<string, Record<string, unknown>> = {
  Casa: { ...ok, habitaciones: 2 },
  Departamento: { ...ok, piso: 0 },
  'Local comercial': { ...ok, rubro: 'r' },
  Terreno: { ...ok, largo: 10 },
  Campo: { ...ok, hectareas: 3, condicion: 'agrícola' },
  'Fondo de Comercio': { ...ok, nombreComercio: 'n', rubro: 'r', precioVenta: 5 },
  'Galpón': { ...ok, superficieTotal: 100, condicion: 'buena' },
};
const datos = (tipo: string, body: unknown, actual?: Record<string, unknown>) => {
  const r = leerPropiedad(tipo, body, actual);
  if (!r.ok) throw new Error(JSON.stringify(r.errores));
  return r.datos as Record<string, unknown>;
};

describe('property schema (spec §5 messages, one definition per type)', () => {
  it('requires the common fields and each type its own, with the spec messages', () => {
    expect(validarPropiedad('', {})).toEqual({ tipo: 'Seleccione tipo de propiedad' });
    expect(validarPropiedad('Casa', {})).toMatchObject({ titulo: 'Complete el título', localidad: 'Ingrese localidad', operacion: 'Seleccione operación', habitaciones: 'Ingrese la cantidad de habitaciones' });
    expect(validarPropiedad('Departamento', ok)).toEqual({ piso: 'Ingrese el piso' });
    expect(validarPropiedad('Campo', { ...ok, hectareas: 0, condicion: 'x' })).toEqual({ hectareas: 'Las hectáreas deben ser un número positivo' });
    expect(validarPropiedad('Campo', { ...ok, hectareas: 0.001, condicion: 'x' })).toEqual({ hectareas: 'Las hectáreas deben ser un número positivo' });
    expect(validarPropiedad('Fondo de Comercio', { ...ok, nombreComercio: 'n', rubro: 'r' })).toEqual({ precioVenta: 'Ingrese precio de venta o de alquiler' });
    expect(validarPropiedad('Galpón', { ...ok, condicion: 'x' })).toEqual({ superficieTotal: 'Ingrese la superficie total' });
    expect(validarPropiedad('Local comercial', ok)).toEqual({ rubro: 'Ingrese el rubro' });
    expect(validarPropiedad('Terreno', ok)).toEqual({ largo: 'El largo del terreno es requerido' });
    for (const tipo of TIPOS_PROPIEDAD) expect([tipo, validarPropiedad(tipo, valido[tipo])]).toEqual([tipo, {}]);
  });

  it('says every wrong field at once, the cross-field rule included', () => {
    expect(Object.keys(validarPropiedad('Fondo de Comercio', { operacion: 'venta', localidad: 'l', rubro: 'r' })).sort()).toEqual(['nombreComercio', 'precioVenta', 'titulo']);
  });

  it('refuses what is not a yes or a no: "no" never publishes a property', () => {
    expect(validarPropiedad('Casa', { ...valido.Casa, visible: 'no' })).toEqual({ visible: 'Visible debe ser sí o no (true o false)' });
    expect(validarPropiedad('Casa', { ...valido.Casa, servicios: { agua: 1 } })).toHaveProperty(['servicios.agua']);
    expect(validarPropiedad('Casa', { ...valido.Casa, amenities: { piscina: 'on' } })).toHaveProperty(['amenities.piscina']);
    expect(datos('Casa', { ...valido.Casa, visible: false }).visible).toBe(false);
  });

  it('bounds every text, the type-specific ones and list items included', () => {
    const largo = 'x'.repeat(201);
    expect(validarPropiedad('Campo', { ...valido.Campo, condicion: largo })).toEqual({ condicion: 'Condición admite hasta 200 caracteres' });
    expect(validarPropiedad('Local comercial', { ...ok, rubro: largo })).toEqual({ rubro: 'Rubro admite hasta 200 caracteres' });
    expect(validarPropiedad('Fondo de Comercio', { ...valido['Fondo de Comercio'], instalaciones: ['ok', largo] })).toEqual({ instalaciones: 'Instalaciones: cada elemento admite hasta 200 caracteres' });
    expect(validarPropiedad('Fondo de Comercio', { ...valido['Fondo de Comercio'], instalaciones: Array(51).fill('a') })).toEqual({ instalaciones: 'Instalaciones admite hasta 50 elementos' });
    expect(validarPropiedad('Casa', { ...valido.Casa, titulo: 'a\u0000b' })).toEqual({ titulo: 'Título contiene caracteres inválidos' });
    for (const [nombre, def] of Object.entries(CAMPOS)) if (def.tipo === 'texto' || def.tipo === 'lista') expect([nombre, def.max]).toEqual([nombre, expect.any(Number)]);
  });

  it('folds the twins once: flat or nested, either name, a flat value winning', () => {
    expect(plegarPropiedad('Casa', { tituloPublicacion: 'A', ubicacion: { localidad: 'L', entreCalles: { calle1: 'X' } }, caracteristicas: { dormitorios: 3 }, precio: { monto: 5 } })).toEqual({
      titulo: 'A', localidad: 'L', entreCalle1: 'X', habitaciones: 3, precio: { monto: 5 },
    });
    expect(plegarPropiedad('Casa', { localidad: 'plana', ubicacion: { localidad: 'anidada' } })).toEqual({ localidad: 'plana' });
    expect(plegarPropiedad('Casa', { localidad: null, ubicacion: { localidad: 'anidada' } })).toEqual({ localidad: 'anidada' });
    expect(plegarPropiedad('Terreno', { superficieTotal: 300, dimensiones: { largo: 20 } })).toEqual({ superficie: 300, largo: 20 });
    expect(plegarPropiedad('Casa', { precioMonto: 7, moneda: 'USD', agua: true })).toEqual({ precio: { monto: 7, moneda: 'USD' }, servicios: { agua: true } });
  });

  it('keeps only the fields of the type, and computes what is never typed', () => {
    const campo = datos('Campo', { ...valido.Campo, calle: 'Ruta 5', habitaciones: 4, superficieTotal: 1 });
    expect(campo).toMatchObject({ calle: '', superficieTotal: 30000, hectareas: 3 });
    expect(campo).not.toHaveProperty('habitaciones');
    expect(datos('Fondo de Comercio', valido['Fondo de Comercio']).precio).toMatchObject({ monto: 5 });
    const casa = datos('Casa', { ...valido.Casa, amenities: { piscina: true, portonCamiones: true } });
    expect(casa.amenities).toEqual(Object.fromEntries(TIPOS.Casa.amenities.map((a) => [a, a === 'piscina'])));
  });

  it('judges numbers as stored (cents) and refuses non-numbers', () => {
    expect(datos('Casa', { ...valido.Casa, superficieTotal: '120,456' }).superficieTotal).toBe(120.46);
    expect(validarPropiedad('Casa', { ...valido.Casa, habitaciones: 'muchas' })).toEqual({ habitaciones: 'Dormitorios: no es un número. Escribí el número así: 1.234' });
    expect(validarPropiedad('Casa', { ...valido.Casa, habitaciones: 2.5 })).toEqual({ habitaciones: 'Dormitorios debe ser un número entero' });
    expect(validarPropiedad('Casa', { ...valido.Casa, precio: { monto: -5 } })).toEqual({ 'precio.monto': 'Precio no puede ser menor que 0' });
    expect(validarPropiedad('Casa', { ...valido.Casa, precio: { moneda: 'BTC' } })).toEqual({ 'precio.moneda': 'Moneda inválida' });
  });

  it('checks the pictures and numbers them from 1 in its messages; the first is the cover', () => {
    expect(validarPropiedad('Casa', { ...valido.Casa, imagenes: [{ url: '/a.svg' }, { url: 'javascript:alert(1)' }, {}] })).toEqual({
      'imagenes.1.url': 'La imagen 2 tiene una dirección inválida',
      'imagenes.2.url': 'La imagen 3 no tiene dirección',
    });
    const d = datos('Casa', { ...valido.Casa, imagenes: [{ url: '/a.svg', public_id: 'imagen_por_defecto' }, { url: '/b.svg', zoom: 2 }, { url: '/c.svg' }] });
    expect((d.imagenes as { url: string; orden: number; esPortada: boolean; zoom: number }[]).map((i) => [i.url, i.orden, i.esPortada, i.zoom])).toEqual([['/b.svg', 0, true, 2], ['/c.svg', 1, false, 1]]);
  });

  it('an edit is judged over what the property holds, groups merged field by field', () => {
    const actual = datos('Casa', { ...valido.Casa, precio: { monto: 100, moneda: 'USD' } });
    const editado = datos('Casa', { precio: { visible: false } }, actual);
    expect(editado.precio).toEqual({ monto: 100, moneda: 'USD', visible: false });
    expect(leerPropiedad('Casa', { titulo: '' }, actual)).toEqual({ ok: false, errores: { titulo: 'Complete el título' } });
  });

  it('refuses coordinates that are not a place, and takes 0,0 as none', () => {
    expect(datos('Casa', { ...valido.Casa, coordenadas: '-34.9,-60.02' }).coordenadas).toEqual({ lat: -34.9, lng: -60.02 });
    expect(datos('Casa', { ...valido.Casa, coordenadas: '0,0' }).coordenadas).toBeNull();
    expect(validarPropiedad('Casa', { ...valido.Casa, coordenadas: 'al lado de la plaza' })).toHaveProperty('coordenadas');
  });

  it("reads a creation body at the edge as leerPropiedad does, naming each field with its own message", () => {
    expect(validarCon(nuevaPropiedadSchema('Casa'), valido.Casa)).toEqual({ ok: true, datos: datos('Casa', valido.Casa) });
    const r = validarCon(nuevaPropiedadSchema('Casa'), { titulo: 't', precio: { monto: 'x' }, imagenes: [{ url: '' }] });
    expect(r.ok ? null : r.errores).toEqual(r.ok ? null : validarPropiedad('Casa', { titulo: 't', precio: { monto: 'x' }, imagenes: [{ url: '' }] }));
  });

  it("reads an edit's envelope: the changes, a type that may be left out, a version from either place", () => {
    expect(validarCon(editarPropiedadSchema, { tipo: '', propiedad: { titulo: 'x', version: 3 } })).toEqual({ ok: true, datos: { tipo: undefined, propiedad: { titulo: 'x', version: 3 }, version: 3 } });
    expect(validarCon(editarPropiedadSchema, { tipo: 'Galpón', propiedad: {}, version: 2 })).toEqual({ ok: true, datos: { tipo: 'Galpón', propiedad: {}, version: 2 } });
    expect(validarCon(editarPropiedadSchema, { tipo: 'Castillo', propiedad: [] })).toEqual({ ok: false, errores: { tipo: 'Seleccione tipo de propiedad', propiedad: 'Faltan los datos de la propiedad' } });
    expect(validarCon(editarPropiedadSchema, { propiedad: { version: 1.5 } })).toEqual({ ok: false, errores: { version: 'Versión inválida' } });
  });
});

// A search preference's towns, bedrooms and surface as the form and the API read them: Spanish messages, the
// range in order, financing only when buying, and the one-line summary staff read.
import { leerEditarCliente, leerNuevoCliente, validarEditarCliente } from './schema.js';
import { resumenPreferencia } from './resumen.js';

const persona = { nombre: 'Ana', apellido: 'Paz', dni: '30111222', telefono: '2227 45-1111', mail: null };
const pref = (p: Record<string, unknown>) => ({ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: null, ...p });

describe('search preference filters', () => {
  it('reads towns (trimmed, blanks dropped), minimum bedrooms and a surface range', () => {
    const r = leerNuevoCliente({ ...persona, preferenciasBusqueda: [pref({ localidades: [' Lobos ', '', 'Navarro'], dormitoriosMin: '3', superficieMin: '80', superficieMax: 150.5 })] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.datos.preferenciasBusqueda[0]).toMatchObject({ localidades: ['Lobos', 'Navarro'], dormitoriosMin: 3, superficieMin: 80, superficieMax: 150.5 });
  });

  it('leaves them open when absent', () => {
    const r = leerNuevoCliente({ ...persona, preferenciasBusqueda: [pref({})] });
    expect(r.ok && r.datos.preferenciasBusqueda[0]).toMatchObject({ localidades: [], dormitoriosMin: null, superficieMin: null, superficieMax: null });
  });

  it('refuses a minimum surface above the maximum, a fractional or negative bedroom count and a town that is not text', () => {
    const base = { ...persona, oferente: [] };
    expect(validarEditarCliente({ ...base, preferenciasBusqueda: [pref({}), pref({ superficieMin: 200, superficieMax: 100 })] })).toEqual({
      'preferenciasBusqueda.1.superficieMax': 'La superficie mínima no puede ser mayor que la máxima',
    });
    expect(validarEditarCliente({ ...base, preferenciasBusqueda: [pref({ dormitoriosMin: 2.5 })] })).toEqual({ 'preferenciasBusqueda.0.dormitoriosMin': 'Dormitorios mínimos debe ser un número entero' });
    expect(validarEditarCliente({ ...base, preferenciasBusqueda: [pref({ dormitoriosMin: -1 })] })).toEqual({ 'preferenciasBusqueda.0.dormitoriosMin': 'Dormitorios mínimos no puede ser menor que 0' });
    expect(validarEditarCliente({ ...base, preferenciasBusqueda: [pref({ superficieMin: 'mucho' })] })).toEqual({ 'preferenciasBusqueda.0.superficieMin': 'Superficie mínima: no es un número. Escribí el número así: 1.234,56' });
    expect(validarEditarCliente({ ...base, preferenciasBusqueda: [pref({ localidades: [3] })] })).toEqual({ 'preferenciasBusqueda.0.localidades': 'Localidades: cada elemento debe ser texto' });
    // An equal minimum and maximum is a range of one.
    expect(validarEditarCliente({ ...base, preferenciasBusqueda: [pref({ superficieMin: 100, superficieMax: 100 })] })).toEqual({});
  });

  it('caps the towns of one preference', () => {
    const muchas = Array.from({ length: 21 }, (_, i) => `Pueblo ${i}`);
    expect(validarEditarCliente({ ...persona, oferente: [], preferenciasBusqueda: [pref({ localidades: muchas })] })).toEqual({ 'preferenciasBusqueda.0.localidades': 'Localidades admite hasta 20 elementos' });
  });

  it('asks about financing only when buying: absent is no, and a rental never carries it', () => {
    const r = leerEditarCliente({
      ...persona,
      oferente: [],
      preferenciasBusqueda: [pref({}), pref({ financiacion: true }), pref({ tipoOperacion: 'Alquiler', financiacion: true })],
    });
    expect(r.ok && r.datos.preferenciasBusqueda.map((p) => p.financiacion)).toEqual([false, true, false]);
  });

  it('sums a preference up in one line', () => {
    expect(resumenPreferencia({ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: 100000, moneda: 'USD', localidades: ['Lobos', 'Navarro'], dormitoriosMin: 3, superficieMin: 80, superficieMax: null })).toBe(
      'Casa · Compra · hasta $100.000 USD · en Lobos o Navarro · 3 o más dormitorios · desde 80 m²',
    );
    expect(resumenPreferencia({ tipoPropiedad: 'Dpto', tipoOperacion: 'Alquiler', presupuesto: null, localidades: [], superficieMin: 40, superficieMax: 60 })).toBe('Departamento · Alquiler · sin presupuesto · 40 a 60 m²');
  });
});

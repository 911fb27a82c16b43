// How an adjustment is explained: the two months an IPC or CVS adjustment reads (with the contract's lag), the
// months whose Casa Propia coefficients are multiplied, and the lag read from a contract's body.
import { detalleAjuste, explicacionAjuste } from './adjustment-text.js';
import { factorInusual, faltaVencida, nombreValorIndice } from './indices.js';
import type { AjusteContrato } from './reply.js';
import { etiquetaEstadoContrato, nuevoContratoSchema } from './schema.js';

const ipc: AjusteContrato = {
  desde: '2025-09-01', indice: 'IPC', fechaInicio: '2025-05-01', fechaFin: '2025-08-01', valorInicio: '8714.4871', valorFin: '9193.2441',
  factor: '1.054938', montoAnterior: 400000, montoNuevo: 421975.22, falta: null, rezagoMeses: 1, coeficientes: null,
};
const contrato = { inquilino: { nombre: 'Iván' }, moneda: 'ARS', propiedad: { direccion: 'Moreno 101, Chivilcoy', titulo: 'Casa' } };

describe('adjustment explanations', () => {
  it('IPC names both months read and the lag', () => {
    expect(detalleAjuste(ipc)).toBe('IPC de agosto de 2025 (9.193,2441) ÷ IPC de mayo de 2025 (8.714,4871) = factor 1,054938 (rezago de 1 mes)');
    expect(detalleAjuste({ ...ipc, indice: 'CVS', fechaInicio: '2025-04-01', fechaFin: '2025-07-01', rezagoMeses: 2 })).toContain('CVS de julio de 2025 (9.193,2441) ÷ CVS de abril de 2025');
    expect(detalleAjuste({ ...ipc, rezagoMeses: 2 })).toMatch(/rezago de 2 meses\)$/);
    expect(explicacionAjuste(contrato, ipc)).toBe(
      'Hola Iván: te escribimos por el alquiler de Moreno 101, Chivilcoy. Desde el 01/09/2025 el alquiler pasa de $ 400.000,00 ARS a $ 421.975,22 ARS. ' +
      'Se ajusta por IPC (INDEC) con un rezago de 1 mes: IPC de mayo de 2025 8.714,4871, IPC de agosto de 2025 9.193,2441; factor 9.193,2441 ÷ 8.714,4871 = 1,054938. ' +
      'Nuevo monto: $ 400.000,00 ARS × 1,054938 = $ 421.975,22 ARS (redondeado al centavo).',
    );
    const icl = { ...ipc, indice: 'ICL' as const, fechaInicio: '2024-03-01', fechaFin: '2025-03-01', valorInicio: '8.47', valorFin: '20.13', factor: '2.376623', rezagoMeses: null };
    expect(explicacionAjuste(contrato, icl)).toContain('Se ajusta por ICL (Índice para Contratos de Locación, BCRA): valor al 01/03/2024 8,47, valor al 01/03/2025 20,13; factor 20,13 ÷ 8,47 = 2,376623.');
  });

  it('Casa Propia names the months multiplied and each coefficient', () => {
    const coeficientes = [['2025-05-01', '1.0545'], ['2025-06-01', '1.052'], ['2025-10-01', '1.0306']].map(([fecha, valor]) => ({ fecha: fecha!, valor: valor! }));
    const a: AjusteContrato = { ...ipc, indice: 'CASA_PROPIA', fechaInicio: '2025-05-01', fechaFin: '2025-10-01', valorInicio: null, valorFin: null, factor: '1.143284', rezagoMeses: null, coeficientes };
    expect(detalleAjuste(a)).toBe('Coeficiente Casa Propia de mayo de 2025 a octubre de 2025: 1,0545 × 1,052 × 1,0306 = factor 1,143284');
    expect(explicacionAjuste(contrato, a)).toContain('Se ajusta por Coeficiente Casa Propia: coeficientes de mayo de 2025 a octubre de 2025: 1,0545 × 1,052 × 1,0306 = factor 1,143284. Nuevo monto:');
  });

  it('reads the lag: 1 or 2 for IPC and CVS (2 when absent), none for other indices, anything else refused by name', () => {
    const body = (ajuste: Record<string, unknown>) => ({
      propiedad: '7f1c2a40-1d2b-4c3d-8e4f-5a6b7c8d9e0f', propietario: '7f1c2a40-1d2b-4c3d-8e4f-5a6b7c8d9e01', inquilino: '7f1c2a40-1d2b-4c3d-8e4f-5a6b7c8d9e02',
      inicio: '2025-06-01', meses: 24, moneda: 'ARS', montoInicial: 400000, ajuste,
    });
    const ajuste = (a: Record<string, unknown>) => {
      const r = nuevoContratoSchema.safeParse(body(a));
      return r.success ? r.data.ajuste : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(ajuste({ indice: 'IPC', cadaMeses: 3 })).toEqual({ indice: 'IPC', cadaMeses: 3, porcentaje: null, rezagoMeses: 2 });
    expect(ajuste({ indice: 'CVS', cadaMeses: 3, rezagoMeses: 1 })).toMatchObject({ rezagoMeses: 1 });
    expect(ajuste({ indice: 'ICL', cadaMeses: 12, rezagoMeses: 1 })).toMatchObject({ rezagoMeses: null });
    expect(ajuste({ indice: 'IPC', cadaMeses: 3, rezagoMeses: 3 })).toEqual([['ajuste.rezagoMeses', 'El rezago del índice debe ser de 1 o 2 meses']]);
  });
});

describe('a missing index value as a person names it', () => {
  it('names a monthly value by its month and a daily one by its day; Casa Propia by its name', () => {
    expect(nombreValorIndice('IPC', '2026-01-01')).toBe('IPC 01/2026');
    expect(nombreValorIndice('CASA_PROPIA', '2025-11-01')).toBe('Casa Propia 11/2025');
    expect(nombreValorIndice('ICL', '2026-02-01')).toBe('ICL del 01/02/2026');
  });
  it('is an error only once its date has passed', () => {
    expect(faltaVencida('2026-01-01', '2026-01-02')).toBe(true);
    expect(faltaVencida('2026-01-02', '2026-01-02')).toBe(false);
    expect(faltaVencida('2027-01-01', '2026-01-02')).toBe(false);
  });
});

describe("a contract's state as staff read it", () => {
  it('a rescinded contract reads Rescindido from its rescission day, before it the day it ends', () => {
    expect(etiquetaEstadoContrato({ estado: 'finalizado', rescision: { fecha: '2026-03-10' } }, '2026-03-10')).toEqual({ texto: 'Rescindido', tono: 'neutral' });
    expect(etiquetaEstadoContrato({ estado: 'vigente', rescision: { fecha: '2026-04-10' } }, '2026-03-10')).toEqual({ texto: 'Rescinde el 10/04/2026', tono: 'danger' });
    expect(etiquetaEstadoContrato({ estado: 'vigente', rescision: null }, '2026-03-10')).toEqual({ texto: 'Vigente', tono: 'success' });
  });
});

describe('an implausible adjustment factor', () => {
  it('is one below 1 or above 3', () => {
    expect(factorInusual('0.013000')).toBe(true);
    expect(factorInusual('91.340000')).toBe(true);
    expect(factorInusual('1.054938')).toBe(false);
    expect(factorInusual('3.000000')).toBe(false);
    expect(factorInusual('1.000000')).toBe(false);
    expect(factorInusual(null)).toBe(false);
  });
});

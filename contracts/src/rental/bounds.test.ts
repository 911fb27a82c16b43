import { validarCon } from '../schema/kit.js';
import { cargarIndiceSchema } from './indices.js';
import { MENSAJES_CONTRATO, rangoInicioContrato, validarNuevoContrato } from './schema.js';

const base = {
  propiedad: '7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f', propietario: '8d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f', inquilino: '9d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f',
  meses: 24, moneda: 'ARS', montoInicial: 100000, ajuste: { indice: 'NINGUNO' },
};

describe("a contract's terms within a person's bounds", () => {
  it('starts within 30 years either side of today (Argentina)', () => {
    expect(rangoInicioContrato('2026-12-01')).toEqual({ desde: '1996-12-01', hasta: '2056-12-01' });
    // 29 February has no twin 30 years away.
    expect(rangoInicioContrato('2028-02-29')).toEqual({ desde: '1998-02-28', hasta: '2058-02-28' });
    const { desde, hasta } = rangoInicioContrato();
    expect(validarNuevoContrato({ ...base, inicio: desde })).toEqual({});
    expect(validarNuevoContrato({ ...base, inicio: hasta })).toEqual({});
    expect(validarNuevoContrato({ ...base, inicio: '1900-01-01' }).inicio).toMatch(/^La fecha de inicio debe estar dentro de los 30 años de hoy: entre el \d\d\/\d\d\/\d{4} y el/);
  });

  it('a fixed adjustment up to 100 % a period, late interest up to 1 % a day, commission up to 30 %', () => {
    const inicio = '2026-01-01';
    expect(validarNuevoContrato({ ...base, inicio, ajuste: { indice: 'FIJO', cadaMeses: 6, porcentaje: 100 }, punitorioDiario: 1, comisionAdministracion: 30 })).toEqual({});
    expect(validarNuevoContrato({ ...base, inicio, ajuste: { indice: 'FIJO', cadaMeses: 1, porcentaje: 1000 } })).toEqual({ 'ajuste.porcentaje': MENSAJES_CONTRATO.porcentajeMaximo });
    expect(validarNuevoContrato({ ...base, inicio, punitorioDiario: 10 })).toEqual({ punitorioDiario: MENSAJES_CONTRATO.punitorioMaximo });
    expect(validarNuevoContrato({ ...base, inicio, comisionAdministracion: 75 })).toEqual({ comisionAdministracion: MENSAJES_CONTRATO.comisionMaxima });
    // Optional still: absent means none.
    expect(validarNuevoContrato({ ...base, inicio })).toEqual({});
  });
});

describe("an index value within a person's bounds", () => {
  const cargar = (valor: unknown) => validarCon(cargarIndiceSchema, { valores: [{ fecha: '2025-01-01', valor: '8,47' }, { fecha: '2025-02-01', valor }] });
  it('refuses a value below 0,5, which no published index takes (0,000000000001 would take the cuotas to $ 0)', () => {
    for (const valor of ['0,000000000001', '0,4999', 0.0001, '0,1']) {
      expect([valor, cargar(valor)]).toEqual([valor, { ok: false, errores: { 'valores.1.valor': 'El valor 2 es demasiado chico: ningún índice publicado vale menos de 0,5' } }]);
    }
    // The bound itself, a Casa Propia coefficient and a level as published are values.
    for (const [valor, leido] of [['0,5', '0.5'], ['1,0281', '1.0281'], ['9.600,2471', '9600.2471'], [27.53, '27.53']] as const) {
      expect(cargar(valor)).toMatchObject({ ok: true, datos: { valores: [{ valor: '8.47' }, { valor: leido }] } });
    }
  });
});

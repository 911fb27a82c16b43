import { Conciliador, type ContratoConciliable } from './matching.js';

const contrato = (over: Partial<ContratoConciliable>): ContratoConciliable => ({
  id: 'c1', inquilino: 'Ana Pérez', apellido: 'Pérez', propiedad: 'Moreno 100', dni: '28111222', cuit: null,
  cuotas: [{ periodo: '2026-10', vencimiento: '2026-10-10', montoCentavos: 25_000_000n, pagadoCentavos: 0n }], saldoCentavos: null, ...over,
});

describe('Conciliador', () => {
  it('reads a DNI written with dots, a CUIT with dashes, and not one glued to other digits', () => {
    const c = new Conciliador([contrato({ cuit: '27281112223' })]);
    const por = (descripcion: string) => c.sugerencias({ fecha: '2026-11-30', descripcion, importeCentavos: 100n })[0]?.coincidencias ?? [];
    expect(por('TRANSF 28.111.222')).toEqual(['documento']);
    expect(por('TRANSF 27-28111222-3')).toEqual(['documento']);
    expect(por('TRANSF 28111222 4k9x1366')).toEqual(['documento']);
    expect(por('TRANSF 281112229')).toEqual([]);
    expect(por('CBU 0000003100028111222000')).toEqual([]);
  });

  it('matches a surname with its accent or without, a cuota’s amount, the balance, and a date within 5 days of a due day', () => {
    const c = new Conciliador([contrato({ saldoCentavos: 26_000_000n }), contrato({ id: 'c2', inquilino: 'Juan De la Fuente', apellido: 'De la Fuente', dni: null, cuotas: [] })]);
    expect(c.sugerencias({ fecha: '2026-10-14', descripcion: 'DE PEREZ ANA', importeCentavos: 25_000_000n })[0]).toMatchObject({ contrato: 'c1', periodo: '2026-10', coincidencias: ['apellido', 'cuota', 'fecha'] });
    expect(c.sugerencias({ fecha: '2026-10-16', descripcion: 'X', importeCentavos: 26_000_000n })[0]).toMatchObject({ contrato: 'c1', coincidencias: ['saldo'] });
    expect(c.sugerencias({ fecha: '2026-10-16', descripcion: 'TRANSF DE LA FUENTE JUAN', importeCentavos: 1n }).map((s) => s.contrato)).toEqual(['c2']);
    // A debit is never a tenant's payment; the date alone suggests nothing.
    expect(c.sugerencias({ fecha: '2026-10-10', descripcion: 'PEREZ', importeCentavos: -25_000_000n })).toEqual([]);
    expect(c.sugerencias({ fecha: '2026-10-10', descripcion: 'X', importeCentavos: 5n })).toEqual([]);
  });
});

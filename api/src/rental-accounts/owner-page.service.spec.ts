// The owner's private page to the cent: each contract's cuotas as the account reads them (what was paid, the state),
// the current rent only while it runs, and each settlement's figures with a PDF address under the owner's secret; a
// secret that cannot be one, or a settlement of another owner, is a 404.
import { createHash } from 'node:crypto';
import type { ClientLookups } from '../clients/client-lookups.service.js';
import type { Db } from '../database/db.service.js';
import { cargo, contrato, cuentas, pago } from './__tests__/accounts.js';
import { ownerPage } from './owner-page.js';
import type { SettlementRow } from './account-rows.js';
import { OwnerPageService, paginaDe } from './owner-page.service.js';
import type { SettlementsService } from './settlements.service.js';

const C1 = '11111111-1111-4111-8111-111111111111';
const C2 = '22222222-2222-4222-8222-222222222222';
const S1 = '55555555-5555-4555-8555-555555555555';
const SECRETO = 'a'.repeat(43);
const liquidacion: SettlementRow = {
  id: S1, propietario_id: 'owner1', po_nombre: 'Olga', po_apellido: 'Paz', periodo: '2026-04', moneda: 'ARS',
  cobrado_centavos: '10250000', comision_centavos: '820000', gastos_centavos: '1500000', neto_centavos: '7930000', detalle: [],
  pagada_en: new Date('2026-05-02T13:00:00Z'), created_at: new Date('2026-05-01T13:00:00Z'),
};

describe('paginaDe (the owner’s page)', () => {
  it('cuotas with what was paid (a late partial payment pays its interest first), the rent while running, the settlements’ figures', async () => {
    const ls = await cuentas({
      contratos: [
        contrato({ id: C2, inicio: '2025-03-01', fin: '2027-03-01', rescision_fecha: '2026-02-15', activo: false, ci_nombre: 'Ana', ci_apellido: 'Gil' }),
        contrato({ id: C1, inicio: '2026-03-01', fin: '2028-03-01' }),
      ],
      pagos: [pago('p1', C1, '2026-03-05', 10000000n), pago('p2', C1, '2026-04-15', 5000000n)],
      cargos: [
        cargo('g1', C1, '2026-04', 1500000n, 'propietario', { concepto: 'Expensas extraordinarias', pagado_por: 'inmobiliaria' }),
        cargo('g2', C2, '2025-06', 2000000n, 'propietario', { concepto: 'Arreglo de cañería', pagado_por: 'inquilino' }),
        cargo('g3', C1, '2026-05', 300000n, 'inquilino', { concepto: 'Luz del pasillo', pagado_por: 'propietario' }),
        cargo('g4', C1, '2026-05', 800000n, 'inquilino', { concepto: 'Expensas', pagado_por: 'inmobiliaria' }),
        cargo('g5', C1, '2026-04', 99999900n, 'propietario', { concepto: 'Cargado dos veces', anulado_en: new Date('2026-04-16T12:00:00Z'), anulado_motivo: 'Error' }),
      ],
    }, '2026-04-20');
    const p = paginaDe({ nombre: 'Olga', apellido: 'Paz' }, { nombre: 'Inmobiliaria Centro', telefono: '' }, ls, [liquidacion], SECRETO, '2026-04-20');
    expect(p.inmobiliaria).toEqual({ nombre: 'Inmobiliaria Centro', telefono: null });
    expect(p.contratos.map(({ cuotas: _c, gastos: _g, ...c }) => c)).toEqual([
      { propiedad: { titulo: 'Casa alquilada', direccion: 'Moreno 321, Chivilcoy' }, inquilino: 'Ana Gil', estado: 'Finalizado', inicio: '2025-03-01', fin: '2026-02-15', moneda: 'ARS', montoActual: null, proximoAjuste: null },
      { propiedad: { titulo: 'Casa alquilada', direccion: 'Moreno 321, Chivilcoy' }, inquilino: 'Iván Sosa', estado: 'Vigente', inicio: '2026-03-01', fin: '2028-03-01', moneda: 'ARS', montoActual: 100000, proximoAjuste: null },
    ]);
    // April: 50.000 paid 5 days late: 2.500 of interest first, 47.500 of rent.
    expect(p.contratos[1]!.cuotas.slice(0, 3)).toEqual([
      { periodo: '2026-03', vencimiento: '2026-03-10', monto: 100000, pagado: 100000, estado: 'pagada' },
      { periodo: '2026-04', vencimiento: '2026-04-10', monto: 100000, pagado: 47500, estado: 'parcial' },
      { periodo: '2026-05', vencimiento: '2026-05-10', monto: 100000, pagado: 0, estado: 'a vencer' },
    ]);
    // What reaches the owner's settlements, by period, with who paid: not the tenant's own charges, not a voided one.
    expect(p.contratos[0]!.gastos).toEqual([{ periodo: '2025-06', concepto: 'Arreglo de cañería', pagadoPor: 'inquilino', monto: 20000, aFavor: false }]);
    expect(p.contratos[1]!.gastos).toEqual([
      { periodo: '2026-04', concepto: 'Expensas extraordinarias', pagadoPor: 'inmobiliaria', monto: 15000, aFavor: false },
      { periodo: '2026-05', concepto: 'Luz del pasillo', pagadoPor: 'propietario', monto: 3000, aFavor: true },
    ]);
    const html = ownerPage(p);
    expect(html).toContain('<td data-label="Concepto">Expensas extraordinarias</td><td data-label="Pagó">La inmobiliaria</td><td data-label="Importe" class="num">$ 15.000,00 ARS</td><td data-label="En la liquidación">Se descuenta</td>');
    expect(html).toContain('<td data-label="Pagó">Vos</td><td data-label="Importe" class="num">$ 3.000,00 ARS</td><td data-label="En la liquidación">A tu favor</td>');
    expect(html).not.toContain('Cargado dos veces');
    expect(p.liquidaciones).toEqual([{
      periodo: '2026-04', moneda: 'ARS', cobrado: 102500, comision: 8200, gastos: 15000, neto: 79300, pagada: '2026-05-02T13:00:00.000Z',
      url: `/api/user/propietario/${SECRETO}/liquidacion/${S1}.pdf`,
    }]);
  });
});

describe('OwnerPageService', () => {
  const service = () => {
    const asked: unknown[][] = [];
    const db = { one: async (_sql: string, params: unknown[]) => (asked.push(params), { cliente_id: 'owner1' }) } as unknown as Db;
    const settlements = { settlement: async () => ({ ...liquidacion, propietario_id: 'owner2' }) } as unknown as SettlementsService;
    const clients = { contacts: async (ids: string[]) => ids.map((id) => ({ id, nombre: 'Olga', apellido: 'Paz', mail: null, dni: null, telefono: '' })) } as unknown as ClientLookups;
    return { asked, s: new OwnerPageService(db, null as never, settlements, null as never, null as never, clients) };
  };

  it('a secret too short or too long is “Enlace no encontrado” without a statement; a good one is looked up by its SHA-256 only; another owner’s settlement is not found', async () => {
    const { asked, s } = service();
    await expect(s.paginaPropietario('corto')).rejects.toMatchObject({ status: 404, message: 'Enlace no encontrado' });
    await expect(s.paginaPropietario('x'.repeat(101))).rejects.toMatchObject({ status: 404, message: 'Enlace no encontrado' });
    expect(asked).toEqual([]);
    await expect(s.liquidacionPdfPropietario(SECRETO, S1)).rejects.toMatchObject({ status: 404, message: 'Liquidación no encontrada' });
    expect(asked).toEqual([[createHash('sha256').update(SECRETO).digest('hex')]]);
  });
});

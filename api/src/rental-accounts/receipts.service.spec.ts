// A receipt to the cent: its lines are what the payment paid as it was recorded (each amount back to exact cents),
// its total the payment's; a voided one says so with Argentina's date; it is mailed only to an address the outbox
// takes, and its void only to the address the receipt went to.
import { jest } from '@jest/globals';
import type { AgencyService } from '../agency/agency.service.js';
import type { ClientLookups } from '../clients/client-lookups.service.js';
import type { Db } from '../database/db.service.js';
import type { MailService } from '../mail/mail.service.js';
import { contrato, pago } from './__tests__/accounts.js';
import type { AccountLoader } from './account-loader.service.js';
import { ReceiptsService, reciboDe } from './receipts.service.js';

const C1 = '11111111-1111-4111-8111-111111111111';
const P1 = '44444444-4444-4444-8444-444444444444';
const agency = { nombre: 'Inmobiliaria Centro' } as Parameters<typeof reciboDe>[2];

describe('reciboDe (what a receipt shows)', () => {
  it('each line of the payment’s application in exact cents, the payment’s total, the parties and the address', () => {
    const p = pago(P1, C1, '2026-01-20', 11000030n, {
      recibo_numero: '12',
      imputacion: [
        { periodo: '2026-01', concepto: 'Punitorios', monto: 5000 },
        { periodo: '2026-01', concepto: 'Alquiler', monto: 100000 },
        { periodo: '2026-01', concepto: 'Expensas', monto: 0.1 + 0.2 },
        { periodo: null, concepto: 'A cuenta', monto: 4999.99 },
      ],
    });
    const r = reciboDe(p, contrato({ id: C1 }), agency);
    expect(r.lineas).toEqual([
      { periodo: '2026-01', concepto: 'Punitorios', centavos: 500000n },
      { periodo: '2026-01', concepto: 'Alquiler', centavos: 10000000n },
      { periodo: '2026-01', concepto: 'Expensas', centavos: 30n },
      { periodo: null, concepto: 'A cuenta', centavos: 499999n },
    ]);
    expect(r).toMatchObject({ numero: 12, fecha: '2026-01-20', moneda: 'ARS', totalCentavos: 11000030n, inquilino: 'Iván Sosa', propietario: 'Olga Paz', direccion: 'Moreno 321, Chivilcoy', anulado: null });
  });

  it('a voided receipt says ANULADO with the reason and the day in Argentina (02:00 UTC is the day before there)', () => {
    const p = pago(P1, C1, '2026-01-20', 100n, { anulado_en: new Date('2026-02-01T02:00:00Z'), anulado_motivo: 'Cheque rechazado' });
    expect(reciboDe(p, contrato({ id: C1 }), agency).anulado).toEqual({ fecha: '2026-01-31', motivo: 'Cheque rechazado' });
  });
});

describe('ReceiptsService mail', () => {
  const service = (enviadoA: string | null, mail: string | null) => {
    const row = { ...pago(P1, C1, '2026-01-20', 10500030n, { recibo_numero: '12' }), recibo_enviado_a: enviadoA };
    const db = { one: async () => row } as unknown as Db;
    const loader = { contract: async () => ({ row: contrato({ id: C1 }) }) } as unknown as AccountLoader;
    const clients = { contacts: async () => [{ id: 'tenant1', nombre: 'Iván', apellido: 'Sosa', mail, dni: null, telefono: '' }] } as unknown as ClientLookups;
    const mailer = { renderWith: (_a: unknown, c: { titulo: string; bloques: { parrafo: string }[] }) => ({ texto: c.bloques.map((b) => b.parrafo).join('\n'), html: c.titulo }) } as unknown as MailService;
    const s = new ReceiptsService(db, loader, { get: async () => agency } as unknown as AgencyService, mailer, clients);
    jest.spyOn(s, 'reciboPdf').mockResolvedValue(Buffer.from('%PDF'));
    return s;
  };

  it('the receipt goes to the tenant’s address (trimmed) with its PDF; no address, or one the outbox refuses, sends none', async () => {
    const c = await service(null, ' ivan@example.com ').reciboParaCorreo(P1);
    expect(c).toMatchObject({ para: 'ivan@example.com', asunto: 'Recibo N.º 12 · Inmobiliaria Centro', directa: true, adjuntos: [{ nombre: 'recibo-12.pdf', tipo: 'application/pdf' }] });
    expect(c!.texto).toBe('Hola Iván: te enviamos adjunto el recibo N.º 12 de tu pago de alquiler.');
    expect(await service(null, null).reciboParaCorreo(P1)).toBeNull();
    expect(await service(null, 'ivan at example.com').reciboParaCorreo(P1)).toBeNull();
  });

  it('the void goes only where the receipt went, with its amount in es-AR figures and the reason', async () => {
    const aviso = await service('ivan@example.com', 'otro@example.com').anulacionParaCorreo(P1, 'Cheque rechazado');
    expect(aviso).toMatchObject({ para: 'ivan@example.com', asunto: 'Recibo N.º 12 anulado · Inmobiliaria Centro', adjuntos: [{ nombre: 'recibo-12-anulado.pdf' }] });
    expect(aviso!.texto.split('\n').slice(0, 2)).toEqual([
      'Hola Iván: el recibo N.º 12 de tu pago del 20/01/2026 por $ 105.000,30 ARS, que te enviamos por email, fue anulado y ya no tiene validez.',
      'Motivo: Cheque rechazado',
    ]);
    expect(await service(null, 'ivan@example.com').anulacionParaCorreo(P1, 'x')).toBeNull();
  });
});

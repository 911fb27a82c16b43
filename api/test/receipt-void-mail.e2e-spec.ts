// Voiding a receipt that was mailed mails the tenant a notice of the void, against a real SMTP server (smtp.ts): its
// subject names the receipt, its text the reason, and its PDF says ANULADO. A receipt never mailed (a tenant without
// e-mail) is voided without any mail.
import { hoyArgentina, monthStart } from '../src/rentals/schedule.js';
import { pdfText, type TestApp } from './helpers.js';
import { bootMailingAgency } from './mailing-agency.js';
import type { TestSmtp } from './smtp.js';


describe('the notice of a voided receipt', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let token: string;
  const admin = (req: any) => req.set('auth-token', token);
  const inicio = monthStart(hoyArgentina(), -2);

  const outbox = async (): Promise<{ para: string; asunto: string }[]> => (await admin(t.http.get('/api/admin/correos'))).body.data;
  const cliente = async (nombre: string, apellido: string, dni: string, mail: string | null) =>
    (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido, dni, telefono: `02346 15-4${dni.slice(-5)}`, mail })).body.data._id as string;
  async function pagoDe(inquilinoMail: string | null, altura: number) {
    const propietario = await cliente('Olga', `Paz${altura}`, `3188${altura}1`, null);
    const inquilino = await cliente('Iván', `Sosa${altura}`, `3188${altura}2`, inquilinoMail);
    const propiedad = (await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: `Casa ${altura}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Moreno', altura, habitaciones: 2, precio: { monto: 100000, moneda: 'ARS' } })).body.id as string;
    const c = await admin(t.http.post('/api/admin/nuevo-contrato')).send({
      propiedad, propietario, inquilino, inicio, meses: 24, moneda: 'ARS', montoInicial: 100000, ajuste: { indice: 'NINGUNO' }, punitorioDiario: 0.5, comisionAdministracion: 8,
    });
    expect(c.status).toBe(201);
    const pago = await admin(t.http.post(`/api/admin/contrato/${c.body.data._id}/pagos`)).send({ fecha: `${inicio.slice(0, 7)}-05`, monto: 100000, medio: 'transferencia' });
    expect(pago.status).toBe(201);
    return { id: pago.body.data._id as string, numero: pago.body.data.recibo.numero as number };
  }

  beforeAll(async () => {
    ({ t, smtp, token } = await bootMailingAgency());
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('mails the tenant who was mailed the receipt a notice of its void, with the voided PDF', async () => {
    const { id, numero } = await pagoDe('ivan.sosa@example.com', 611);
    expect(await smtp.next('ivan.sosa@example.com', 0, new RegExp(`^Recibo N\\.º ${numero} ·`))).toBeDefined();
    const antes = smtp.received.length;
    const r = await admin(t.http.post(`/api/admin/pago/${id}/anular`)).send({ motivo: 'Transferencia rechazada por el banco' });
    expect(r.status).toBe(200);
    const m = await smtp.next('ivan.sosa@example.com', antes, /anulado/);
    expect(m).toBeDefined();
    expect(m!.subject).toBe(`Recibo N.º ${numero} anulado · Inmobiliaria Moreno`);
    expect(m!.text).toContain(`el recibo N.º ${numero}`);
    expect(m!.text).toContain('fue anulado y ya no tiene validez');
    expect(m!.text).toContain('Motivo: Transferencia rechazada por el banco');
    expect(m!.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: `recibo-${numero}-anulado.pdf` });
    expect(pdfText(m!.attachments[0]!.content)).toContain('ANULADO');
  });

  it('voids a receipt that was never mailed without mailing anyone', async () => {
    const { id } = await pagoDe(null, 622);
    const antes = (await outbox()).length;
    expect((await admin(t.http.post(`/api/admin/pago/${id}/anular`)).send({ motivo: 'Error de carga' })).status).toBe(200);
    expect((await outbox()).length).toBe(antes);
  });
});

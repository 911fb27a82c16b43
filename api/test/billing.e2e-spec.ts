// Electronic invoicing against the ARCA stand-in (arca-stand-in.ts): the settings and their certificate, the three
// letters, numbering after ARCA's last, the QR, an outage, a lost answer, a credit note, the ticket across a restart.
import { AUTH_HEADER, IDEMPOTENCY_HEADER } from '@inmo/contracts';
import { Db } from '../src/database/db.service.js';
import { startArcaStandIn, testCertificate, type ArcaStandIn } from './arca-stand-in.js';
import { bootApp, eventually, newTestSetup, staffUser, pdfText, type TestApp } from './helpers.js';

const MONO = '20111111112';
const RI = '30712345671';
const CLIENTE_RI = '30700000008';
const certMono = testCertificate(MONO);
const certRi = testCertificate(RI);
const ajustes = (cuit: string, cert: { certificado: string; clave: string }, condicionIva: string) => ({
  cuit, razonSocial: 'Inmobiliaria de prueba', condicionIva, puntoVenta: 7, inicioActividades: '2020-01-01', ingresosBrutos: '', ...cert,
});
const env = (arca: ArcaStandIn) => ({ ARCA_WSAA_URL: arca.wsaaUrl, ARCA_WSFE_URL: arca.wsfeUrl, ARCA_TIMEOUT_MS: '700' });

async function nuevoCliente(t: TestApp, token: string, extra: Record<string, unknown>) {
  const res = await t.http.post('/api/admin/nuevo-cliente').set(AUTH_HEADER, token).send({ nombre: 'Ana', apellido: 'Paz', telefono: '2227 45-1111', ...extra });
  expect(res.status).toBe(201);
  return res.body.data._id as string;
}

describe('facturación electrónica', () => {
  let arca: ArcaStandIn;
  let t: TestApp;
  let admin: { token: string };
  let agente: { token: string };
  const facturar = (cliente: string, importe = 12100, headers: Record<string, string> = {}) =>
    t.http.post('/api/admin/nueva-factura').set(AUTH_HEADER, admin.token).set(headers).send({ cliente, concepto: 'servicios', items: [{ descripcion: 'Comisión', importe }] });

  beforeAll(async () => {
    arca = await startArcaStandIn();
    t = await bootApp({ seedDemo: false, env: env(arca) });
    admin = await staffUser(t, 'admin');
    agente = await staffUser(t, 'agente');
  });
  afterAll(async () => {
    await t.close();
    await arca.close();
  });

  it('refuses an agent the settings, and a certificate or key that is not one or does not match, naming it', async () => {
    expect((await t.http.get('/api/admin/facturacion').set(AUTH_HEADER, agente.token)).status).toBe(403);
    expect((await t.http.put('/api/admin/facturacion').set(AUTH_HEADER, agente.token).send(ajustes(MONO, certMono, 'monotributo'))).status).toBe(403);
    const put = (body: object) => t.http.put('/api/admin/facturacion').set(AUTH_HEADER, admin.token).send(body);
    const badCert = await put(ajustes(MONO, { ...certMono, certificado: 'no es un certificado' }, 'monotributo'));
    expect([badCert.status, Object.keys(badCert.body.errors)]).toEqual([400, ['certificado']]);
    const mismatch = await put(ajustes(MONO, { ...certMono, clave: certRi.clave }, 'monotributo'));
    expect([mismatch.status, Object.keys(mismatch.body.errors)]).toEqual([400, ['clave']]);
    const otherCuit = await put(ajustes(RI, certMono, 'responsable_inscripto'));
    expect([otherCuit.status, Object.keys(otherCuit.body.errors)]).toEqual([400, ['certificado']]);
  });

  it('keeps the key sealed and shows only the certificate’s subject and expiry', async () => {
    const res = await t.http.put('/api/admin/facturacion').set(AUTH_HEADER, admin.token).send(ajustes(MONO, certMono, 'monotributo'));
    expect(res.status).toBe(200);
    const got = await t.http.get('/api/admin/facturacion').set(AUTH_HEADER, admin.token);
    expect(got.body.data).toMatchObject({ cuit: MONO, puntoVenta: 7, certificado: { sujeto: expect.stringContaining(`CUIT ${MONO}`), vence: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
    expect(JSON.stringify(got.body) + JSON.stringify(res.body)).not.toContain('PRIVATE KEY');
    const row = await t.app.get(Db).one<{ clave_sellada: string }>(`SELECT clave_sellada FROM billing_settings`);
    expect(row!.clave_sellada.startsWith('v1:')).toBe(true);
    expect(row!.clave_sellada).not.toContain('PRIVATE');
    const sinClave = { ...ajustes(MONO, certMono, 'monotributo'), clave: '', razonSocial: 'Inmobiliaria de prueba' };
    expect((await t.http.put('/api/admin/facturacion').set(AUTH_HEADER, admin.token).send(sinClave)).status).toBe(200);
    const otroSinClave = await t.http.put('/api/admin/facturacion').set(AUTH_HEADER, admin.token).send({ ...sinClave, certificado: testCertificate(MONO).certificado });
    expect([otroSinClave.status, Object.keys(otroSinClave.body.errors)]).toEqual([400, ['clave']]);
  });

  it('issues a C after ARCA’s last number, with the QR’s JSON, once per Idempotency-Key', async () => {
    arca.setLastNumber(MONO, 7, 11, 41);
    const cliente = await nuevoCliente(t, admin.token, { dni: '30111222' });
    const res = await facturar(cliente, 50000, { [IDEMPOTENCY_HEADER]: 'factura-c-1' });
    expect(res.status).toBe(201);
    const f = res.body.data;
    expect(f).toMatchObject({ tipo: 'C', cbteTipo: 11, puntoVenta: 7, numero: 42, numeroComprobante: '00007-00000042', estado: 'autorizada', total: 50000, neto: 50000, iva: 0, cae: expect.stringMatching(/^\d{14}$/) });
    const qr = JSON.parse(Buffer.from(f.qr.split('?p=')[1], 'base64').toString('utf8'));
    expect(qr).toEqual({ ver: 1, fecha: f.fecha, cuit: Number(MONO), ptoVta: 7, tipoCmp: 11, nroCmp: 42, importe: 50000, moneda: 'PES', ctz: 1, tipoDocRec: 96, nroDocRec: 30111222, tipoCodAut: 'E', codAut: Number(f.cae) });
    const again = await facturar(cliente, 50000, { [IDEMPOTENCY_HEADER]: 'factura-c-1' });
    expect([again.body.data._id, again.headers['idempotency-replayed']]).toEqual([f._id, 'true']);
    expect(arca.authorised().filter((v) => v.cbteTipo === 11)).toHaveLength(1);
    expect((await facturar(cliente, 1, { [IDEMPOTENCY_HEADER]: 'factura-c-1' })).status).toBe(422);
  });

  it('issues A to a responsable inscripto and B with VAT contained to anyone else (CUIT 80, DNI 96, none 99)', async () => {
    expect((await t.http.put('/api/admin/facturacion').set(AUTH_HEADER, admin.token).send(ajustes(RI, certRi, 'responsable_inscripto'))).status).toBe(200);
    const ri = await nuevoCliente(t, admin.token, { cuit: '30-70000000-8', condicionIva: 'responsable_inscripto' });
    const conDni = await nuevoCliente(t, admin.token, { dni: '30.222.333' });
    const sinDoc = await nuevoCliente(t, admin.token, {});
    const exento = await nuevoCliente(t, admin.token, { cuit: CLIENTE_RI, condicionIva: 'exento' });
    const a = (await facturar(ri)).body.data;
    expect(a).toMatchObject({ tipo: 'A', cbteTipo: 1, numero: 1, total: 12100, neto: 10000, iva: 2100, transparenciaFiscal: null, receptor: { docTipo: 80, docNro: CLIENTE_RI } });
    const b = (await facturar(conDni, 1000)).body.data;
    expect(b).toMatchObject({ tipo: 'B', cbteTipo: 6, estado: 'autorizada', total: 1000, neto: 826.45, iva: 173.55, receptor: { docTipo: 96, docNro: '30222333' } });
    expect(b.transparenciaFiscal).toMatchObject({ leyenda: expect.stringContaining('Ley 27.743'), ivaContenido: 173.55 });
    expect((await facturar(sinDoc)).body.data).toMatchObject({ tipo: 'B', numero: b.numero + 1, receptor: { docTipo: 99, docNro: '0' } });
    expect((await facturar(exento)).body.data).toMatchObject({ tipo: 'B', transparenciaFiscal: null, receptor: { docTipo: 80 } });
    const det = arca.authorised().find((v) => v.cbteTipo === 1)!.det as any;
    expect(det.Iva.AlicIva).toEqual([{ Id: '5', BaseImp: '10000.00', Importe: '2100.00' }]);
  });

  it('numbers invoices written at once one after another, each under its own number', async () => {
    const cliente = await nuevoCliente(t, admin.token, {});
    const made = await Promise.all([1, 2, 3, 4].map((i) => facturar(cliente, 100 * i)));
    const numeros = made.map((r) => [r.body.data.estado, r.body.data.numero]);
    expect(numeros.every(([estado]) => estado === 'autorizada')).toBe(true);
    const sorted = numeros.map(([, n]) => n as number).sort((a, b) => a - b);
    expect(sorted).toEqual([sorted[0], sorted[0]! + 1, sorted[0]! + 2, sorted[0]! + 3]);
  });

  it('logs in again when ARCA no longer takes the stored ticket (600), and invoices at once', async () => {
    const cliente = await nuevoCliente(t, admin.token, {});
    const logins = arca.logins;
    arca.forgetTickets();
    expect((await facturar(cliente, 100)).body.data).toMatchObject({ estado: 'autorizada', numero: expect.any(Number) });
    expect(arca.logins).toBe(logins + 1);
  });

  it('keeps an invoice pending while ARCA does not answer, and gets it a single number afterwards', async () => {
    const cliente = await nuevoCliente(t, admin.token, {});
    const before = arca.authorised().filter((v) => v.cbteTipo === 6).length;
    arca.setSilent(true);
    const res = await facturar(cliente, 2420);
    arca.setSilent(false);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ estado: 'pendiente', numero: null, cae: null });
    const id = res.body.data._id as string;
    const get = () => t.http.get(`/api/admin/factura/${id}`).set(AUTH_HEADER, admin.token);
    expect(await eventually(async () => (await get()).body.data.estado === 'autorizada', 10_000)).toBe(true);
    const done = (await get()).body.data;
    const mine = arca.authorised().filter((v) => v.cbteTipo === 6);
    expect(mine).toHaveLength(before + 1);
    expect(done.numero).toBe(Math.max(...mine.map((v) => v.numero)));
  }, 30_000);

  it('reconciles a lost answer with FECompConsultar instead of numbering it again', async () => {
    const cliente = await nuevoCliente(t, admin.token, {});
    const before = arca.authorised().filter((v) => v.cbteTipo === 6).length;
    arca.loseNextAnswer();
    const res = await facturar(cliente, 3630);
    expect(res.body.data).toMatchObject({ estado: 'pendiente', numero: null });
    const lost = arca.authorised().filter((v) => v.cbteTipo === 6);
    expect(lost).toHaveLength(before + 1);
    const get = () => t.http.get(`/api/admin/factura/${res.body.data._id}`).set(AUTH_HEADER, admin.token);
    expect(await eventually(async () => (await get()).body.data.estado === 'autorizada', 12_000)).toBe(true);
    const f = (await get()).body.data;
    const authorised = lost.find((v) => v.numero === f.numero)!;
    expect(f.cae).toBe(authorised.cae);
    expect(arca.authorised().filter((v) => v.cbteTipo === 6)).toHaveLength(before + 1);
    expect(arca.calls).toContain('FECompConsultar');
  }, 30_000);

  it('voids an invoice with a credit note of its letter (admins only), and books both in the VAT sales book', async () => {
    const cliente = await nuevoCliente(t, admin.token, {});
    const f = (await facturar(cliente, 1210)).body.data;
    expect((await t.http.post(`/api/admin/factura/${f._id}/anular`).set(AUTH_HEADER, agente.token).send({ motivo: 'error' })).status).toBe(403);
    const res = await t.http.post(`/api/admin/factura/${f._id}/anular`).set(AUTH_HEADER, admin.token).send({ motivo: 'Importe equivocado' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ tipo: 'B', cbteTipo: 8, notaCredito: true, estado: 'autorizada', total: 1210, asociada: f._id });
    const nc = arca.authorised().find((v) => v.cbteTipo === 8)!.det as any;
    expect(nc.CbtesAsoc.CbteAsoc).toMatchObject([{ Tipo: '6', PtoVta: '7', Nro: String(f.numero), Cuit: RI }]);
    expect((await t.http.get(`/api/admin/factura/${f._id}`).set(AUTH_HEADER, admin.token)).body.data).toMatchObject({ estado: 'anulada', anuladaPor: res.body.data._id });
    const csv = await t.http.get(`/api/admin/facturacion/libro-iva-ventas?periodo=${f.fecha.slice(0, 7)}`).set(AUTH_HEADER, admin.token).buffer(true).parse((r: import('node:stream').Readable, cb: (err: Error | null, body: string) => void) => {
      let data = '';
      r.on('data', (c: Buffer) => (data += c.toString('utf8')));
      r.on('end', () => cb(null, data));
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const text = csv.body as string;
    expect(text.startsWith('\uFEFFFecha;Tipo;Punto de venta;Número;Receptor;Documento;Neto;IVA;Total;CAE')).toBe(true);
    expect(text).toContain(`Factura B;00007;00007-${String(f.numero).padStart(8, '0')};Ana Paz;Consumidor final;1000,00;210,00;1210,00;`);
    expect(text).toContain('Nota de crédito B;00007;');
    expect(text).toContain(';-1000,00;-210,00;-1210,00;');
  });

  it('invoices a settlement’s commission to its owner for the settled month', async () => {
    const owner = await nuevoCliente(t, admin.token, { cuit: CLIENTE_RI, condicionIva: 'monotributo' });
    const s = await t.app.get(Db).one<{ id: string }>(
      `INSERT INTO rental_settlements (propietario_id, periodo, moneda, cobrado_centavos, comision_centavos, gastos_centavos, neto_centavos, pagada_en)
       VALUES ($1, '2026-10', 'ARS', 50000000, 3025000, 0, 46975000, now()) RETURNING id`,
      [owner],
    );
    await t.app.get(Db).execute(`UPDATE rental_settlements SET pagada_en = NULL WHERE id = $1`, [s!.id]);
    const unpaid = await t.http.post(`/api/admin/liquidacion/${s!.id}/facturar`).set(AUTH_HEADER, admin.token);
    expect([unpaid.status, unpaid.body.error]).toEqual([409, 'Solo se factura una liquidación pagada: mientras no se paga, se recalcula']);
    await t.app.get(Db).execute(`UPDATE rental_settlements SET pagada_en = now() WHERE id = $1`, [s!.id]);
    const res = await t.http.post(`/api/admin/liquidacion/${s!.id}/facturar`).set(AUTH_HEADER, admin.token);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ tipo: 'A', total: 30250, neto: 25000, iva: 5250, servicioDesde: '2026-10-01', servicioHasta: '2026-10-31', origen: { tipo: 'liquidacion', _id: s!.id } });
    const twice = await t.http.post(`/api/admin/liquidacion/${s!.id}/facturar`).set(AUTH_HEADER, admin.token);
    expect([twice.status, twice.body.code]).toEqual([409, 'INVOICE.STATE']);
  });

  it('lists the invoices a page at a time with their total, and the ones made from the settlements asked for', async () => {
    const cliente = await nuevoCliente(t, admin.token, {});
    for (const importe of [101, 102, 103]) expect((await facturar(cliente, importe)).status).toBe(201);
    const lista = (q: string) => t.http.get(`/api/admin/facturas${q}`).set(AUTH_HEADER, admin.token);
    const all = (await lista('?limit=1000')).body;
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.data).toHaveLength(all.total);
    const [p1, p2] = [(await lista('?limit=2&page=1')).body, (await lista('?limit=2&page=2')).body];
    expect([p1.total, p1.page, p1.pages, p1.data.length]).toEqual([all.total, 1, Math.ceil(all.total / 2), 2]);
    expect([p2.page, p2.data.map((f: { _id: string }) => f._id)]).toEqual([2, all.data.slice(2, 4).map((f: { _id: string }) => f._id)]);
    expect((await lista('')).body).toMatchObject({ total: all.total, page: 1, pages: Math.ceil(all.total / 20) });

    const owner = await nuevoCliente(t, admin.token, {});
    const settlement = async (periodo: string) =>
      (await t.app.get(Db).one<{ id: string }>(
        `INSERT INTO rental_settlements (propietario_id, periodo, moneda, cobrado_centavos, comision_centavos, gastos_centavos, neto_centavos, pagada_en)
         VALUES ($1, $2, 'ARS', 10000000, 600000, 0, 9400000, now()) RETURNING id`,
        [owner, periodo],
      ))!.id;
    const [s1, s2, s3] = [await settlement('2026-07'), await settlement('2026-08'), await settlement('2026-09')];
    const [f1, f2] = [
      (await t.http.post(`/api/admin/liquidacion/${s1}/facturar`).set(AUTH_HEADER, admin.token)).body.data._id,
      (await t.http.post(`/api/admin/liquidacion/${s2}/facturar`).set(AUTH_HEADER, admin.token)).body.data._id,
    ];
    const de = (await lista(`?liquidaciones=${s1},${s3}`)).body;
    expect([de.total, de.data.map((f: { _id: string; origen: unknown }) => [f._id, f.origen])]).toEqual([1, [[f1, { tipo: 'liquidacion', _id: s1 }]]]);
    expect((await lista(`?liquidaciones=${s2}`)).body.data.map((f: { _id: string }) => f._id)).toEqual([f2]);

    const bad = await lista('?page=0&limit=5000&liquidaciones=no-es-un-id');
    expect([bad.status, Object.keys(bad.body.errors).sort()]).toEqual([400, ['limit', 'liquidaciones', 'page']]);
  });

  it('invoices a sale’s commission to the party asked for', async () => {
    const [vende, compra] = [await nuevoCliente(t, admin.token, { dni: '20333444' }), await nuevoCliente(t, admin.token, { cuit: CLIENTE_RI, condicionIva: 'responsable_inscripto' })];
    const op = await t.app.get(Db).one<{ id: string }>(
      `INSERT INTO operations (operacion, propiedad_titulo, oferente_id, receptor_id, monto_dinero, moneda, comision_tipo, comision_valor)
       VALUES ('venta', 'Casa en Chivilcoy', $1, $2, 100000000, 'ARS', 'porcentaje', 3) RETURNING id`,
      [vende, compra],
    );
    const res = await t.http.post(`/api/admin/operacion/${op!.id}/facturar`).set(AUTH_HEADER, admin.token).send({ parte: 'receptor' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ tipo: 'A', total: 3_000_000, estado: 'autorizada', receptor: { clienteId: compra, docNro: CLIENTE_RI } });
    const bad = await t.http.post(`/api/admin/operacion/${op!.id}/facturar`).set(AUTH_HEADER, admin.token).send({ parte: 'nadie' });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([400, ['parte']]);
  });

  it('invoices a valuation’s fee once, and lists the invoices of that valuation', async () => {
    const cliente = await nuevoCliente(t, admin.token, {});
    const comparables = [100000, 110000, 120000].map((precio) => ({ fuente: 'manual', precio, moneda: 'USD', superficieCubierta: 100 }));
    const tasacion = (await t.http.post('/api/admin/nueva-tasacion').set(AUTH_HEADER, admin.token).send({ sujeto: { tipo: 'Casa', localidad: 'Luján', superficieCubierta: 150 }, moneda: 'USD', cliente, comparables })).body.data._id;
    const honorarios = (extra: object = {}) =>
      t.http.post('/api/admin/nueva-factura').set(AUTH_HEADER, admin.token).send({ cliente, tasacion, items: [{ descripcion: 'Honorarios por tasación', importe: 90000 }], ...extra });
    const res = await honorarios();
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ estado: 'autorizada', origen: { tipo: 'tasacion', _id: tasacion } });
    expect((await honorarios()).status).toBe(409);
    const lista = await t.http.get(`/api/admin/facturas?tasacion=${tasacion}`).set(AUTH_HEADER, admin.token);
    expect([lista.body.total, lista.body.data.map((f: any) => f._id)]).toEqual([1, [res.body.data._id]]);
    const nadie = await honorarios({ tasacion: '00000000-0000-4000-8000-000000000000' });
    expect([nadie.status, nadie.body.errors]).toEqual([400, { tasacion: 'Tasación no encontrada' }]);
    expect((await t.http.get('/api/admin/facturas?tasacion=x').set(AUTH_HEADER, admin.token)).status).toBe(400);
  });

  it('takes a service period given by its end alone as from its month’s first day', async () => {
    const cliente = await nuevoCliente(t, admin.token, {});
    const res = await t.http.post('/api/admin/nueva-factura').set(AUTH_HEADER, admin.token).send({ cliente, servicioHasta: '2020-01-31', items: [{ descripcion: 'Honorarios', importe: 500 }] });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ estado: 'autorizada', servicioDesde: '2020-01-01', servicioHasta: '2020-01-31', cae: expect.stringMatching(/^\d{14}$/) });
  });

  it('shows ARCA’s code and message on a rejection, and asks again once staff correct it', async () => {
    const cliente = await nuevoCliente(t, admin.token, {});
    const items = [{ descripcion: 'Honorarios', importe: 500 }];
    arca.rejectNext(10246, 'El receptor no puede recibir este comprobante según el padrón de ARCA.');
    const res = await t.http.post('/api/admin/nueva-factura').set(AUTH_HEADER, admin.token).send({ cliente, items });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ estado: 'rechazada', numero: null, cae: null, error: { codigo: '10246', mensaje: expect.stringContaining('padrón de ARCA') } });
    const fixed = await t.http.put(`/api/admin/factura/${res.body.data._id}`).set(AUTH_HEADER, admin.token).send({ servicioDesde: '2020-01-01', servicioHasta: '2020-01-31', items });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toMatchObject({ _id: res.body.data._id, estado: 'autorizada', error: null, servicioDesde: '2020-01-01', numero: expect.any(Number) });
    const again = await t.http.put(`/api/admin/factura/${res.body.data._id}`).set(AUTH_HEADER, admin.token).send({ items });
    expect(again.status).toBe(409);
  });

  it('prints the voucher in ARCA’s layout and mails it to the receiver through the outbox', async () => {
    const cliente = await nuevoCliente(t, admin.token, { dni: '28999111', mail: 'ana.paz@example.com' });
    const f = (await facturar(cliente, 1210)).body.data;
    const res = await t.http.get(`/api/admin/factura/${f._id}.pdf`).set(AUTH_HEADER, admin.token).buffer(true).parse((r: import('node:stream').Readable, cb: (err: Error | null, body: Buffer) => void) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect([res.status, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = pdfText(res.body as Buffer);
    for (const part of ['FACTURA', 'COD. 006', `00007-${String(f.numero).padStart(8, '0')}`, 'Inmobiliaria de prueba', 'IVA Responsable Inscripto', 'DNI: 28999111', 'Consumidor final', 'Comisión', '$ 1.210,00', 'Ley 27.743', 'IVA contenido: $ 210,00', `CAE N°: ${f.cae}`]) {
      expect({ part, found: text.includes(part) }).toEqual({ part, found: true });
    }
    expect(text).toContain(`Fecha de Vto. de CAE: ${f.vencimientoCae.split('-').reverse().join('/')}`);
    const mail = await t.app.get(Db).one<{ para: string; asunto: string; adjuntos: unknown }>(`SELECT para, asunto, adjuntos FROM mail_outbox WHERE para = 'ana.paz@example.com'`);
    expect(mail!.asunto).toBe(`Factura B 00007-${String(f.numero).padStart(8, '0')} de Inmobiliaria de prueba`);
    const adjuntos = (typeof mail!.adjuntos === 'string' ? JSON.parse(mail!.adjuntos) : mail!.adjuntos) as { nombre: string; tipo: string; base64: string }[];
    expect(adjuntos.map((a) => [a.nombre, a.tipo])).toEqual([[`factura-B-00007-${String(f.numero).padStart(8, '0')}.pdf`, 'application/pdf']]);
    expect(pdfText(Buffer.from(adjuntos[0]!.base64, 'base64'))).toContain(`CAE N°: ${f.cae}`);
  });

  it('checks a client’s CUIT and keeps its VAT condition', async () => {
    const bad = await t.http.post('/api/admin/nuevo-cliente').set(AUTH_HEADER, admin.token).send({ nombre: 'X', apellido: 'Y', telefono: '2227 45-1111', cuit: '20-11111111-3' });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([400, ['cuit']]);
    const id = await nuevoCliente(t, admin.token, { cuit: '20-11111111-2', condicionIva: 'monotributo' });
    const got = (await t.http.get(`/api/admin/cliente/${id}`).set(AUTH_HEADER, admin.token)).body.data;
    expect(got).toMatchObject({ cuit: '20111111112', condicionIva: 'monotributo' });
  });
});

describe('the access ticket across a restart', () => {
  it('is kept in the database and reused by the next process', async () => {
    const arca = await startArcaStandIn();
    const setup = newTestSetup();
    try {
      const first = await bootApp({ seedDemo: false, setup, persistent: true, env: env(arca) });
      const admin = await staffUser(first, 'admin');
      await first.http.put('/api/admin/facturacion').set(AUTH_HEADER, admin.token).send(ajustes(MONO, certMono, 'monotributo')).expect(200);
      const cliente = await nuevoCliente(first, admin.token, {});
      const send = (t: TestApp, token: string) => t.http.post('/api/admin/nueva-factura').set(AUTH_HEADER, token).send({ cliente, items: [{ descripcion: 'Honorarios', importe: 100 }] });
      expect((await send(first, admin.token)).body.data).toMatchObject({ estado: 'autorizada', numero: 1 });
      const row = await first.app.get(Db).one<{ token_sellado: string }>(`SELECT token_sellado FROM arca_tickets`);
      expect(row!.token_sellado.startsWith('v1:')).toBe(true);
      await first.close({ keepData: true });
      const second = await bootApp({ seedDemo: false, setup, persistent: true, env: env(arca) });
      try {
        const again = await staffUser(second, 'admin');
        expect((await send(second, again.token)).body.data).toMatchObject({ estado: 'autorizada', numero: 2 });
        expect(arca.logins).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      await arca.close();
    }
  }, 60_000);
});

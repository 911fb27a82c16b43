// ARCA's web services through the client (src/billing/arca) against the local stand-in (arca-stand-in.ts), which
// verifies the CMS signature and makes FECAESolicitar's checks as ARCA does. No Nest app: the client alone.
import forge from 'node-forge';
import { ArcaAlreadyAuthenticatedError, ArcaFaultError, ArcaServiceError, ArcaTransportError } from '../src/billing/arca/arca-errors.js';
import { ArcaCredentialError, readCredentials } from '../src/billing/arca/credentials.js';
import { ivaContenido21 } from '../src/billing/arca/fiscal.js';
import { buildTra, WsaaClient } from '../src/billing/arca/wsaa.js';
import { type Comprobante, WsfeClient, type WsfeCredentials } from '../src/billing/arca/wsfe.js';
import { startArcaStandIn, testCertificate, type ArcaStandIn } from './arca-stand-in.js';

const MONO = '20111111112';
const RI = '30712345671';
const HOY = '2026-12-02';
const certMono = testCertificate(MONO);
const certRi = testCertificate(RI);

describe('WSAA: the access ticket', () => {
  let arca: ArcaStandIn;
  beforeAll(async () => void (arca = await startArcaStandIn()));
  afterAll(() => arca.close());

  it('builds the login ticket request for wsfe in Argentina time (-03:00), valid ten minutes either side', () => {
    const tra = buildTra('wsfe', new Date('2026-12-02T12:00:00Z'), 4242);
    expect(tra).toContain('<service>wsfe</service>');
    expect(tra).toContain('<uniqueId>4242</uniqueId>');
    expect(tra).toContain('<generationTime>2026-12-02T08:50:00-03:00</generationTime>');
    expect(tra).toContain('<expirationTime>2026-12-02T09:10:00-03:00</expirationTime>');
  });

  it('gets a token and sign for a ticket the stand-in verified, and is refused a second while it is valid', async () => {
    const wsaa = new WsaaClient({ url: arca.wsaaUrl, credentials: readCredentials(certMono.certificado, certMono.clave) });
    const ticket = await wsaa.login();
    expect(ticket.token.length).toBeGreaterThan(20);
    expect(ticket.sign.length).toBeGreaterThan(20);
    expect(Math.abs(ticket.expiresAt.getTime() - Date.now() - 12 * 3600_000)).toBeLessThan(60_000);
    expect(arca.logins).toBe(1);

    const again = await wsaa.login().catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ArcaAlreadyAuthenticatedError);
    expect(again).toMatchObject({ codigo: 'coe.alreadyAuthenticated', mensaje: 'El CEE ya posee un TA valido para el acceso al WSN solicitado' });

    arca.forgetTickets();
    await expect(wsaa.login()).resolves.toMatchObject({ token: expect.any(String) });
    expect(arca.logins).toBe(2);
  });

  it('is refused when the signature does not match the certificate inside the CMS', async () => {
    const good = readCredentials(certRi.certificado, certRi.clave);
    const other = forge.pki.privateKeyFromPem(testCertificate(RI).clave);
    const wsaa = new WsaaClient({ url: arca.wsaaUrl, credentials: { ...good, privateKey: other } });
    await expect(wsaa.login()).rejects.toMatchObject({ name: 'ArcaFaultError', codigo: 'cms.sign.invalid' });
  });

  it('is refused a certificate ARCA does not know', async () => {
    const strict = await startArcaStandIn({ certificates: [certRi.certificado] });
    try {
      const wsaa = new WsaaClient({ url: strict.wsaaUrl, credentials: readCredentials(certMono.certificado, certMono.clave) });
      const err = await wsaa.login().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ArcaFaultError);
      expect(err).toMatchObject({ codigo: 'cms.cert.untrusted' });
    } finally {
      await strict.close();
    }
  });

  it('names the certificate or the key when they are not one, or do not match', () => {
    const field = (cert: string, key: string) => {
      try {
        readCredentials(cert, key);
      } catch (e) {
        expect(e).toBeInstanceOf(ArcaCredentialError);
        return (e as ArcaCredentialError).campo;
      }
      return 'aceptado';
    };
    expect(field('no es un certificado', certMono.clave)).toBe('certificado');
    expect(field(certMono.certificado, 'no es una clave')).toBe('clave');
    expect(field(certMono.certificado, certRi.clave)).toBe('clave');
    expect(readCredentials(certRi.certificado, certRi.clave)).toMatchObject({ cuit: RI, sujeto: expect.stringContaining(`serialNumber=CUIT ${RI}`) });
  });

  it('reports an unanswered login as a transport error', async () => {
    arca.setSilent(true);
    try {
      const wsaa = new WsaaClient({ url: arca.wsaaUrl, credentials: readCredentials(certRi.certificado, certRi.clave), timeoutMs: 300 });
      await expect(wsaa.login()).rejects.toThrow(new ArcaTransportError('ARCA no respondió en 1 s'));
    } finally {
      arca.setSilent(false);
    }
  });
});

describe('WSFEv1: vouchers', () => {
  let arca: ArcaStandIn;
  let mono: WsfeClient;
  let ri: WsfeClient;
  const credentials: Record<string, WsfeCredentials> = {};
  const client = (cuit: string, extra: { timeoutMs?: number; creds?: WsfeCredentials } = {}) =>
    new WsfeClient({ url: arca.wsfeUrl, cuit, credentials: () => extra.creds ?? credentials[cuit]!, timeoutMs: extra.timeoutMs ?? 5000 });

  beforeAll(async () => {
    arca = await startArcaStandIn();
    for (const [cuit, cert] of [[MONO, certMono], [RI, certRi]] as const) {
      credentials[cuit] = await new WsaaClient({ url: arca.wsaaUrl, credentials: readCredentials(cert.certificado, cert.clave) }).login();
    }
    mono = client(MONO);
    ri = client(RI);
  });
  afterAll(() => arca.close());

  const facturaC = (cbteNro: number, total = 50000): Comprobante => ({
    ptoVta: 7, cbteTipo: 11, concepto: 2, docTipo: 99, docNro: '0', cbteNro, cbteFch: HOY,
    impTotal: total, impTotConc: 0, impNeto: total, impOpEx: 0, impTrib: 0, impIva: 0,
    fchServDesde: '2026-11-01', fchServHasta: '2026-11-30', fchVtoPago: HOY, condicionIvaReceptorId: 5,
  });
  const conIva = (c: Omit<Comprobante, 'impNeto' | 'impIva' | 'iva' | 'impTotal'>, total: number): Comprobante => {
    const { neto, iva } = ivaContenido21(total);
    return { ...c, impTotal: total, impNeto: neto, impIva: iva, iva: [{ id: 5, baseImp: neto, importe: iva }] };
  };
  const facturaB = (cbteNro: number, total = 12100): Comprobante =>
    conIva({ ...facturaC(cbteNro), cbteTipo: 6, concepto: 1, fchServDesde: undefined, fchServHasta: undefined, fchVtoPago: undefined }, total);
  const facturaA = (cbteNro: number, total = 121000): Comprobante =>
    conIva({ ...facturaB(cbteNro), cbteTipo: 1, docTipo: 80, docNro: '20111111112', condicionIvaReceptorId: 6 }, total);

  it("C: numbered after ARCA's last, authorised with a CAE, a service's dates carried", async () => {
    arca.setLastNumber(MONO, 7, 11, 41);
    expect(await mono.ultimoAutorizado(7, 11)).toBe(41);
    const r = await mono.solicitarCae(facturaC(42));
    expect(r).toEqual({ resultado: 'aprobado', cae: expect.stringMatching(/^\d{14}$/), caeVto: '2026-12-12', numero: 42, observaciones: [] });
    expect(await mono.ultimoAutorizado(7, 11)).toBe(42);
    const stored = arca.authorised().find((v) => v.cbteTipo === 11 && v.numero === 42)!;
    expect(stored.det).toMatchObject({ FchServDesde: '20261101', FchServHasta: '20261130', ImpTotal: '50000.00', ImpIVA: '0.00', MonId: 'PES', MonCotiz: '1' });
    expect(stored.det.Iva).toBeUndefined();
  });

  it('B: VAT contained at 21 % in exact cents, to a final consumer', async () => {
    const n = (await ri.ultimoAutorizado(7, 6)) + 1;
    const r = await ri.solicitarCae(facturaB(n, 100));
    expect(r).toMatchObject({ resultado: 'aprobado', numero: n });
    const stored = arca.authorised().find((v) => v.cbteTipo === 6 && v.numero === n)!;
    expect(stored.det).toMatchObject({ ImpTotal: '100.00', ImpNeto: '82.64', ImpIVA: '17.36', DocTipo: '99', Iva: { AlicIva: [{ Id: '5', BaseImp: '82.64', Importe: '17.36' }] } });
  });

  it('A: to a monotributista identified by CUIT', async () => {
    const n = (await ri.ultimoAutorizado(7, 1)) + 1;
    await expect(ri.solicitarCae(facturaA(n))).resolves.toMatchObject({ resultado: 'aprobado', numero: n });
  });

  it('a credit note against an authorised invoice of its letter', async () => {
    const factura = (await mono.ultimoAutorizado(7, 11)) + 1;
    await mono.solicitarCae(facturaC(factura, 30000));
    const nota: Comprobante = { ...facturaC((await mono.ultimoAutorizado(7, 13)) + 1, 30000), cbteTipo: 13, cbtesAsoc: [{ tipo: 11, ptoVta: 7, nro: factura, cuit: MONO, cbteFch: HOY }] };
    await expect(mono.solicitarCae(nota)).resolves.toMatchObject({ resultado: 'aprobado', numero: nota.cbteNro });
  });

  type Case = [string, 'mono' | 'ri', (n: number) => Comprobante, string, RegExp];
  const cases: Case[] = [
    ['a number that is not the next', 'mono', (n) => facturaC(n + 1), '10016', /proximo a autorizar/],
    ['ImpTotal that is not the sum of its parts', 'mono', (n) => ({ ...facturaC(n), impTotal: 50000.01 }), '10048', /ImpTotConc \+ ImpNeto \+ ImpOpEx \+ ImpTrib \+ ImpIVA/],
    ['VAT lines on a C', 'mono', (n) => ({ ...facturaC(n), iva: [{ id: 5, baseImp: 50000, importe: 0 }] }), '10071', /tipo C el objeto IVA no debe informarse/],
    ['VAT lines that do not add up to ImpIVA', 'ri', (n) => ({ ...facturaB(n), iva: [{ id: 5, baseImp: 10000, importe: 2099.99 }] }), '10051', /Importe en AlicIva/],
    ['VAT bases that do not add up to ImpNeto', 'ri', (n) => ({ ...facturaB(n), iva: [{ id: 5, baseImp: 9999, importe: 2100 }] }), '10061', /BaseImp en AlicIva/],
    ['no VAT lines on a B with a net amount', 'ri', (n) => ({ ...facturaB(n), iva: [] }), '10070', /objeto IVA es obligatorio/],
    ['an A to a DNI', 'ri', (n) => ({ ...facturaA(n), docTipo: 96, docNro: '12345678' }), '10013', /DocTipo debe ser igual a 80/],
    ['an A to a CUIT whose check digit is wrong', 'ri', (n) => ({ ...facturaA(n), docNro: '20111111113' }), '10015', /CUIT valida/],
    ['services without their start date', 'mono', (n) => ({ ...facturaC(n), fchServDesde: undefined }), '10035', /FchServDesde es obligatorio/],
    ['a credit note with no associated voucher', 'mono', (n) => ({ ...facturaC(n), cbteTipo: 13 }), '10040', /CbtesAsoc es obligatorio/],
    ['a credit note against a voucher ARCA never authorised', 'mono', (n) => ({ ...facturaC(n), cbteTipo: 13, cbtesAsoc: [{ tipo: 11, ptoVta: 7, nro: 9999 }] }), '10041', /no existe/],
  ];

  it.each(cases)('refuses %s with ARCA-style code and message, and the number stays free', async (_what, who, make, codigo, mensaje) => {
    const c = who === 'mono' ? mono : ri;
    const probe = make(0);
    const last = await c.ultimoAutorizado(probe.ptoVta, probe.cbteTipo);
    const r = await c.solicitarCae(make(last + 1));
    expect(r).toMatchObject({ resultado: 'rechazado', codigo });
    expect(r.resultado === 'rechazado' && r.mensaje).toMatch(mensaje);
    expect(await c.ultimoAutorizado(probe.ptoVta, probe.cbteTipo)).toBe(last);
  });

  it('refuses a token ARCA did not issue (600), as a rejection on a voucher and an error on a query', async () => {
    const forged = client(MONO, { creds: { token: 'x', sign: 'y' } });
    await expect(forged.solicitarCae(facturaC(1))).resolves.toMatchObject({ resultado: 'rechazado', codigo: '600', mensaje: expect.stringContaining('ValidacionDeToken') });
    const err = await forged.ultimoAutorizado(7, 11).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ArcaServiceError);
    expect((err as ArcaServiceError).codigo).toBe('600');
  });

  it('finds with FECompConsultar a voucher whose answer was lost, under its one number', async () => {
    const n = (await mono.ultimoAutorizado(7, 11)) + 1;
    arca.loseNextAnswer();
    const lost = await mono.solicitarCae(facturaC(n, 77777.77)).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(ArcaTransportError);
    expect(await mono.ultimoAutorizado(7, 11)).toBe(n);
    const found = await mono.consultar(7, 11, n);
    const stored = arca.authorised().find((v) => v.cbteTipo === 11 && v.numero === n)!;
    expect(found).toEqual({ cbteTipo: 11, ptoVta: 7, numero: n, cbteFch: HOY, impTotal: 77777.77, docTipo: 99, docNro: '0', cae: stored.cae, caeVto: '2026-12-12' });
    expect(await mono.consultar(7, 11, n + 1)).toBeNull();
  });

  it('reports an outage as a transport error, distinct from a rejection', async () => {
    arca.setSilent(true);
    try {
      const slow = client(MONO, { timeoutMs: 300 });
      const n = arca.authorised().filter((v) => v.cuit === MONO && v.cbteTipo === 11).length;
      const err = await slow.solicitarCae(facturaC(n + 42)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ArcaTransportError);
      expect(err).toMatchObject({ message: 'ARCA no respondió en 1 s', status: null });
      await expect(slow.consultar(7, 11, 1)).rejects.toBeInstanceOf(ArcaTransportError);
    } finally {
      arca.setSilent(false);
    }
    const nowhere = new WsfeClient({ url: 'http://127.0.0.1:9/wsfev1/service.asmx', cuit: MONO, credentials: () => credentials[MONO]!, timeoutMs: 2000 });
    await expect(nowhere.ultimoAutorizado(7, 11)).rejects.toThrow(/No se pudo conectar con ARCA/);
  });
});

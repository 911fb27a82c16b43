// A local ARCA for tests: WSAA's loginCms and WSFEv1's service.asmx on one node:http server, SOAP in and out as ARCA
// speaks it (faults for WSAA, Errors/Observaciones for WSFEv1; the voucher side is arca-stand-in-wsfe.ts).
// loginCms verifies the CMS signature against the certificate inside it (and, when `certificates` is given, that the
// certificate is one registered), checks the login ticket request, and refuses a second ticket for the same CUIT and
// service while one is valid (coe.alreadyAuthenticated) until forgetTickets().
// Switches: setSilent(true) answers nothing (an outage: callers time out); loseNextAnswer() authorises the next
// FECAESolicitar and then drops the connection without answering (a lost answer); rejectNext(code, message) refuses
// the next FECAESolicitar with that observation besides its own checks.
import { createHash, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLBuilder } from 'fast-xml-parser';
import forge from 'node-forge';
import { arcaXmlParser, asNode, asText, type XmlNode } from '../src/billing/arca/soap.js';
import { type AuthorisedVoucher, WsfeState } from './arca-stand-in-wsfe.js';

export interface ArcaStandIn {
  wsaaUrl: string;
  wsfeUrl: string;
  /** Tickets issued so far. */
  readonly logins: number;
  /** The SOAP methods called, in order. */
  readonly calls: string[];
  setSilent(on: boolean): void;
  loseNextAnswer(): void;
  rejectNext(codigo: number, mensaje: string): void;
  forgetTickets(): void;
  setLastNumber(cuit: string, ptoVta: number, cbteTipo: number, n: number): void;
  authorised(): AuthorisedVoucher[];
  close(): Promise<void>;
}

export interface ArcaStandInOptions {
  /** Only these certificates (PEM) may log in, as if registered in ARCA; unset: any well-signed one. */
  certificates?: string[];
  /** How long a ticket lasts (default 12 h, as ARCA's). */
  ticketMs?: number;
  /** The port to listen on (the browser tests' product is told it before the stand-in starts); default: any free one. */
  port?: number;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' });
const envelope = (body: XmlNode) =>
  `<?xml version="1.0" encoding="utf-8"?>${builder.build({ 'soap:Envelope': { '@_xmlns:soap': 'http://schemas.xmlsoap.org/soap/envelope/', 'soap:Body': body } }) as string}`;
const fault = (code: string, message: string) => ({ 'soap:Fault': { faultcode: { '@_xmlns:ns1': 'http://xml.apache.org/axis/', '#text': `ns1:${code}` }, faultstring: message } });
const arDateTime = (at: Date) => `${new Date(at.getTime() - 3 * 3600_000).toISOString().slice(0, 23)}-03:00`;
const fingerprint = (cert: forge.pki.Certificate) => forge.md.sha256.create().update(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes()).digest().toHex();

class WsaaFault extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

/** A self-signed RSA 2048 certificate for `cuit`, as ARCA's carry it (serialNumber=CUIT …), and its key (PEM). */
export function testCertificate(cuit: string, opts: { notAfter?: Date; alias?: string } = {}): { certificado: string; clave: string } {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `0${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = opts.notAfter ?? new Date(Date.now() + 2 * 365 * 86_400_000);
  const subject = [
    { shortName: 'CN', value: opts.alias ?? 'inmobiliaria' },
    { shortName: 'O', value: 'Inmobiliaria de prueba' },
    { name: 'serialNumber', value: `CUIT ${cuit}` },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { certificado: forge.pki.certificateToPem(cert), clave: forge.pki.privateKeyToPem(keys.privateKey) };
}

/** The signed content and the signer's certificate of a CMS SignedData, its signature checked; else a WSAA fault. */
function verifyCms(b64: string, now: Date): { content: string; certificate: forge.pki.Certificate } {
  const invalid = new WsaaFault('cms.bad', 'Error al verificar el CMS: no es un SignedData valido');
  let msg: forge.pkcs7.PkcsSignedData & { rawCapture: { signerInfos?: forge.asn1.Asn1[]; content?: forge.asn1.Asn1 } };
  try {
    msg = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.decode64(b64))) as typeof msg;
  } catch {
    throw invalid;
  }
  const certificate = msg.certificates?.[0];
  const signer = msg.rawCapture.signerInfos?.[0];
  // The signed content: [0] EXPLICIT over one OCTET STRING, itself possibly cut into pieces (constructed).
  const octets = (n: forge.asn1.Asn1): string => (typeof n.value === 'string' ? n.value : n.value.map(octets).join(''));
  const wrapped = msg.rawCapture.content;
  if (!certificate || !signer || !wrapped || typeof wrapped.value === 'string') throw invalid;
  const content = wrapped.value.map(octets).join('');
  const parts = signer.value as forge.asn1.Asn1[];
  const attrs = parts.find((p) => p.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && p.type === 0);
  const signature = [...parts].reverse().find((p) => p.tagClass === forge.asn1.Class.UNIVERSAL && p.type === forge.asn1.Type.OCTETSTRING);
  const digestOid = forge.asn1.derToOid((parts[2]!.value as forge.asn1.Asn1[])[0]!.value as string);
  const hash = { [forge.pki.oids.sha256!]: 'sha256', [forge.pki.oids.sha1!]: 'sha1' }[digestOid];
  if (!attrs || !signature || !hash) throw new WsaaFault('cms.sign.invalid', 'Firma inválida o algoritmo no soportado');
  const digestAttr = (attrs.value as forge.asn1.Asn1[]).find((a) => forge.asn1.derToOid((a.value as forge.asn1.Asn1[])[0]!.value as string) === forge.pki.oids.messageDigest);
  const signedDigest = ((digestAttr?.value as forge.asn1.Asn1[] | undefined)?.[1]?.value as forge.asn1.Asn1[] | undefined)?.[0]?.value as string | undefined;
  const contentDigest = createHash(hash).update(Buffer.from(content, 'binary')).digest('binary');
  const signedAttrs = forge.asn1.toDer(forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs.value as forge.asn1.Asn1[])).getBytes();
  const ok =
    signedDigest === contentDigest &&
    verify(hash, Buffer.from(signedAttrs, 'binary'), forge.pki.certificateToPem(certificate), Buffer.from(signature.value as string, 'binary'));
  if (!ok) throw new WsaaFault('cms.sign.invalid', 'Firma inválida o algoritmo no soportado');
  if (certificate.validity.notAfter < now || certificate.validity.notBefore > now) throw new WsaaFault('cms.cert.expired', 'Certificado expirado');
  return { content: forge.util.decodeUtf8(content), certificate };
}

export async function startArcaStandIn(opts: ArcaStandInOptions = {}): Promise<ArcaStandIn> {
  const wsfe = new WsfeState();
  const registered = opts.certificates?.map((pem) => fingerprint(forge.pki.certificateFromPem(pem)));
  const calls: string[] = [];
  let logins = 0;
  let silent = false;
  let loseNext = false;

  function login(in0: string, now: Date): XmlNode {
    const { content, certificate } = verifyCms(in0, now);
    if (registered && !registered.includes(fingerprint(certificate))) throw new WsaaFault('cms.cert.untrusted', 'Certificado no emitido por AC de confianza');
    const cuit = /CUIT (\d{11})/.exec(String(certificate.subject.getField({ name: 'serialNumber' })?.value ?? ''))?.[1];
    if (!cuit) throw new WsaaFault('cms.cert.invalid', 'El certificado no indica una CUIT (serialNumber)');
    const tra = asNode(asNode(arcaXmlParser.parse(content)).loginTicketRequest);
    const header = asNode(tra.header);
    const [from, to] = [new Date(asText(header.generationTime)), new Date(asText(header.expirationTime))];
    if (!asText(header.uniqueId) || Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw new WsaaFault('xml.bad', 'El TRA no es valido');
    if (from > now) throw new WsaaFault('xml.generationTime.invalid', 'GenerationTime posee formato o dato inválido');
    if (to < now || to.getTime() - from.getTime() > 86_400_000) throw new WsaaFault('xml.expirationTime.invalid', 'ExpirationTime posee formato o dato inválido');
    if (asText(tra.service) !== 'wsfe') throw new WsaaFault('coe.notAuthorized', 'Computador no autorizado a acceder al servicio');
    const live = [...wsfe.tickets.values()].find((t) => t.cuit === cuit && t.expiresAt > now);
    if (live) throw new WsaaFault('coe.alreadyAuthenticated', 'El CEE ya posee un TA valido para el acceso al WSN solicitado');
    const ticket = { token: randomBytes(48).toString('base64'), sign: randomBytes(24).toString('base64'), cuit, expiresAt: new Date(now.getTime() + (opts.ticketMs ?? 12 * 3600_000)) };
    wsfe.tickets.set(ticket.token, ticket);
    logins++;
    const response = {
      loginTicketResponse: {
        '@_version': '1.0',
        header: { source: 'CN=wsaahomo, O=AFIP, C=AR, SERIALNUMBER=CUIT 33693450239', destination: `SERIALNUMBER=CUIT ${cuit}`, uniqueId: randomBytes(4).readUInt32BE(), generationTime: arDateTime(now), expirationTime: arDateTime(ticket.expiresAt) },
        credentials: { token: ticket.token, sign: ticket.sign },
      },
    };
    const xml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${builder.build(response) as string}`;
    return { loginCmsResponse: { '@_xmlns': 'http://wsaa.view.sua.dvadac.desein.afip.gov', loginCmsReturn: xml } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (silent) return; // an outage: the connection stays open, unanswered, until the caller gives up
    const send = (status: number, body: XmlNode) => res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(envelope(body));
    const body = asNode(asNode(asNode(arcaXmlParser.parse(Buffer.concat(chunks).toString('utf8'))).Envelope).Body);
    const [method] = Object.keys(body);
    calls.push(method ?? '');
    const now = new Date();
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/ws/services/LoginCms' && method === 'loginCms') {
      try {
        send(200, login(asText(asNode(body.loginCms).in0), now));
      } catch (e) {
        if (!(e instanceof WsaaFault)) throw e;
        send(500, fault(e.code, e.message));
      }
      return;
    }
    const result = path === '/wsfev1/service.asmx' && method ? wsfe.handle(method, asNode(body[method]), now) : null;
    if (!result) return void send(500, { 'soap:Fault': { faultcode: 'soap:Client', faultstring: `Método desconocido: ${method ?? '(ninguno)'}` } });
    if (method === 'FECAESolicitar' && loseNext) {
      loseNext = false;
      req.socket.destroy(); // authorised, and the answer never arrives
      return;
    }
    send(200, { [`${method}Response`]: { '@_xmlns': 'http://ar.gov.afip.dif.FEV1/', [`${method}Result`]: result } });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => res.writeHead(500).end(String(e)));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    wsaaUrl: `${base}/ws/services/LoginCms`,
    wsfeUrl: `${base}/wsfev1/service.asmx`,
    get logins() {
      return logins;
    },
    calls,
    setSilent: (on) => void (silent = on),
    loseNextAnswer: () => void (loseNext = true),
    rejectNext: (codigo, mensaje) => wsfe.rejectNext(codigo, mensaje),
    forgetTickets: () => wsfe.tickets.clear(),
    setLastNumber: (cuit, ptoVta, tipo, n) => wsfe.setLastNumber(cuit, ptoVta, tipo, n),
    authorised: () => wsfe.authorised(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

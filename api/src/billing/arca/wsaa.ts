// WSAA, ARCA's authentication service: a login ticket request (TRA) for one service, signed with the agency's
// certificate (CMS), is exchanged at loginCms for an access ticket (token + sign) valid about 12 hours. ARCA refuses
// a second ticket for the same certificate and service while one is valid (ArcaAlreadyAuthenticatedError): the caller
// keeps the ticket it got and reuses it until expiresAt.
import { randomInt } from 'node:crypto';
import { XMLBuilder } from 'fast-xml-parser';
import { ArcaTransportError } from './arca-errors.js';
import { type ArcaCredentials, signCms } from './credentials.js';
import { arcaXmlParser, asNode, asText, soapCall, soapEnvelope } from './soap.js';

const WSAA_NS = 'http://wsaa.view.sua.dvadac.desein.afip.gov';

export interface AccessTicket {
  token: string;
  sign: string;
  expiresAt: Date;
}

export interface WsaaOptions {
  /** LoginCms's address (ARCA_WSAA_URL). */
  url: string;
  credentials: ArcaCredentials;
  /** The web service the ticket is for (default 'wsfe'). */
  servicio?: string;
  /** Connection to last byte (default 15 s). */
  timeoutMs?: number;
}

/** Argentina's wall-clock time with its offset (-03:00, no daylight saving): the form WSAA's times take. */
export function argentinaDateTime(at: Date): string {
  return `${new Date(at.getTime() - 3 * 3600_000).toISOString().slice(0, 19)}-03:00`;
}

const traBuilder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' });

/**
 * The login ticket request: valid from 10 minutes before `now` to 10 minutes after, so a clock a few minutes off from
 * ARCA's does not make it "not yet valid" or "expired".
 */
export function buildTra(servicio: string, now: Date, uniqueId: number = randomInt(1, 2 ** 31)): string {
  const tra = {
    loginTicketRequest: {
      '@_version': '1.0',
      header: {
        uniqueId: String(uniqueId),
        generationTime: argentinaDateTime(new Date(now.getTime() - 600_000)),
        expirationTime: argentinaDateTime(new Date(now.getTime() + 600_000)),
      },
      service: servicio,
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>${traBuilder.build(tra) as string}`;
}

/** The access ticket inside loginCms's answer (loginCmsReturn holds the loginTicketResponse XML as text). */
export function readLoginTicketResponse(xml: string): AccessTicket {
  const doc = asNode(arcaXmlParser.parse(xml));
  const response = asNode(doc.loginTicketResponse);
  const credentials = asNode(response.credentials);
  const token = asText(credentials.token);
  const sign = asText(credentials.sign);
  const expiresAt = new Date(asText(asNode(response.header).expirationTime));
  if (!token || !sign || Number.isNaN(expiresAt.getTime())) {
    throw new ArcaTransportError('ARCA respondió un ticket de acceso que no se pudo leer');
  }
  return { token, sign, expiresAt };
}

export class WsaaClient {
  constructor(private readonly options: WsaaOptions) {}

  /** A new access ticket; ArcaAlreadyAuthenticatedError when one is still valid (reuse the stored one). */
  async login(now: Date = new Date()): Promise<AccessTicket> {
    const tra = buildTra(this.options.servicio ?? 'wsfe', now);
    const cms = signCms(tra, this.options.credentials);
    const envelope = soapEnvelope(WSAA_NS, 'loginCms', { in0: cms });
    const body = await soapCall(this.options.url, '', envelope, this.options.timeoutMs ?? 15_000);
    const ret = asText(asNode(body.loginCmsResponse).loginCmsReturn);
    if (!ret) throw new ArcaTransportError('ARCA respondió sin ticket de acceso');
    return readLoginTicketResponse(ret);
  }
}

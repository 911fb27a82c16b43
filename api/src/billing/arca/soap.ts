// SOAP 1.1 over fetch, without a WSDL: the envelope is built from a plain object (XMLBuilder escapes the text) and the
// answer is read with namespaces dropped. Every call has a time limit; what comes back is the Body's content, a fault
// as an ArcaFaultError, and anything else (no answer, time-out, an HTML page from a proxy) as an ArcaTransportError.
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { ArcaAlreadyAuthenticatedError, ArcaFaultError, ArcaTransportError } from './arca-errors.js';

const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

/** Elements WSFEv1 and WSAA may repeat: always read as arrays, even when one came. */
const REPEATED = new Set(['Err', 'Obs', 'Evt', 'AlicIva', 'CbteAsoc', 'Tributo', 'FECAEDetRequest', 'FECAEDetResponse']);

export type XmlNode = Record<string, unknown>;

/** Reads ARCA's XML: namespace prefixes dropped, every value kept as text (CAEs and CUITs are digits, not numbers). */
export const arcaXmlParser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' });

/** A SOAP 1.1 envelope whose body is `<method xmlns="namespace">…content…</method>`. */
export function soapEnvelope(namespace: string, method: string, content: XmlNode): string {
  const body = { [method]: { '@_xmlns': namespace, ...content } };
  return `<?xml version="1.0" encoding="utf-8"?>${builder.build({ 'soap:Envelope': { '@_xmlns:soap': SOAP_NS, 'soap:Body': body } }) as string}`;
}

export const asNode = (v: unknown): XmlNode => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as XmlNode) : {});
export const asList = (v: unknown): XmlNode[] => (Array.isArray(v) ? v.map(asNode) : v === undefined || v === '' ? [] : [asNode(v)]);
export const asText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The Body's content of a SOAP answer, or its fault as an ArcaFaultError. */
export function readSoapBody(xml: string, status: number): XmlNode {
  let doc: XmlNode;
  try {
    doc = asNode(arcaXmlParser.parse(xml));
  } catch {
    doc = {};
  }
  const body = asNode(asNode(doc.Envelope).Body);
  const fault = body.Fault;
  if (fault !== undefined) {
    const f = asNode(fault);
    const codigo = asText(f.faultcode).replace(/^[^:]*:/, '') || 'desconocido';
    const mensaje = asText(f.faultstring) || 'sin detalle';
    if (codigo === 'coe.alreadyAuthenticated') throw new ArcaAlreadyAuthenticatedError(mensaje);
    throw new ArcaFaultError(codigo, mensaje);
  }
  if (Object.keys(body).length === 0 || status < 200 || status >= 300) {
    throw new ArcaTransportError(`ARCA respondió algo que no se pudo leer (HTTP ${status})`, status);
  }
  return body;
}

/** POSTs one envelope and gives back the Body's content; at most `timeoutMs` from connection to last byte. */
export async function soapCall(url: string, soapAction: string, envelope: string, timeoutMs: number): Promise<XmlNode> {
  let status: number;
  let text: string;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${soapAction}"` },
      body: envelope,
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = res.status;
    text = await res.text();
  } catch (err) {
    // Read by shape, not instanceof: fetch's errors (DOMException, undici's) may come from another realm.
    const e = err as { name?: unknown; message?: unknown; cause?: { message?: unknown } } | null;
    if (e?.name === 'TimeoutError' || e?.name === 'AbortError') {
      throw new ArcaTransportError(`ARCA no respondió en ${Math.ceil(timeoutMs / 1000)} s`);
    }
    throw new ArcaTransportError(`No se pudo conectar con ARCA (${String(e?.cause?.message ?? e?.message ?? err)})`);
  }
  return readSoapBody(text, status);
}

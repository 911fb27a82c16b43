// WSFEv1, ARCA's electronic invoicing service, for one voucher at a time: the last number authorised
// (FECompUltimoAutorizado), a CAE for the next voucher (FECAESolicitar) and an authorised voucher looked up again
// (FECompConsultar: when FECAESolicitar's answer was lost, this says whether ARCA authorised it, so nothing is
// numbered twice). Amounts go as text with two decimals; dates are YYYY-MM-DD here and YYYYMMDD on the wire.
import { type ArcaMensaje, ArcaServiceError, ArcaTransportError } from './arca-errors.js';
import { arcaAmount, type CbteTipo, type DocTipo } from './fiscal.js';
import { asList, asNode, asText, soapCall, soapEnvelope, type XmlNode } from './soap.js';

const WSFE_NS = 'http://ar.gov.afip.dif.FEV1/';

/** ARCA's "no data for those parameters" (FECompConsultar of a number it never authorised). */
export const ARCA_SIN_DATOS = '602';

export interface WsfeCredentials {
  token: string;
  sign: string;
}

export interface WsfeOptions {
  /** service.asmx's address (ARCA_WSFE_URL). */
  url: string;
  /** The issuer's CUIT (11 digits). */
  cuit: string;
  /** The current access ticket (WSAA): asked for before each call. */
  credentials: () => WsfeCredentials | Promise<WsfeCredentials>;
  /** Connection to last byte (default 15 s). */
  timeoutMs?: number;
}

export interface AlicuotaIva {
  /** ARCA's rate id: 5 is 21 %. */
  id: number;
  baseImp: number;
  importe: number;
}

export interface ComprobanteAsociado {
  tipo: CbteTipo;
  ptoVta: number;
  nro: number;
  /** The associated voucher's issuer and date, which ARCA asks for on credit notes. */
  cuit?: string;
  cbteFch?: string;
}

/** One voucher to authorise: ARCA's fields under their own names. */
export interface Comprobante {
  ptoVta: number;
  cbteTipo: CbteTipo;
  /** 1 products, 2 services, 3 both. */
  concepto: 1 | 2 | 3;
  docTipo: DocTipo;
  docNro: string;
  /** The number asked for: FECompUltimoAutorizado + 1. */
  cbteNro: number;
  /** YYYY-MM-DD */
  cbteFch: string;
  impTotal: number;
  impTotConc: number;
  impNeto: number;
  impOpEx: number;
  impTrib: number;
  impIva: number;
  /** Required with Concepto 2 or 3 (YYYY-MM-DD). */
  fchServDesde?: string;
  fchServHasta?: string;
  fchVtoPago?: string;
  condicionIvaReceptorId: number;
  /** VAT lines; none on letter C. */
  iva?: AlicuotaIva[];
  /** The vouchers a credit note refers to. */
  cbtesAsoc?: ComprobanteAsociado[];
}

export type CaeResultado =
  | { resultado: 'aprobado'; cae: string; caeVto: string; numero: number; observaciones: ArcaMensaje[] }
  | { resultado: 'rechazado'; codigo: string; mensaje: string; errores: ArcaMensaje[] };

export interface ComprobanteAutorizado {
  cbteTipo: number;
  ptoVta: number;
  numero: number;
  cbteFch: string;
  impTotal: number;
  docTipo: number;
  docNro: string;
  cae: string;
  caeVto: string;
}

const wireDate = (d: string) => d.replaceAll('-', '');
const isoDate = (d: string) => (/^\d{8}$/.test(d) ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}` : d);

/** ARCA's coded messages under `node[group][item]` (Errors/Err, Observaciones/Obs…). */
function mensajes(node: XmlNode, group: string, item: string): ArcaMensaje[] {
  return asList(asNode(node[group])[item]).map((m) => ({ codigo: asText(m.Code), mensaje: asText(m.Msg) }));
}

/** FECAEDetRequest, its elements in the order WSFEv1's schema declares them. */
function detalle(c: Comprobante): XmlNode {
  const servicios = c.concepto !== 1;
  return {
    Concepto: c.concepto,
    DocTipo: c.docTipo,
    DocNro: c.docNro,
    CbteDesde: c.cbteNro,
    CbteHasta: c.cbteNro,
    CbteFch: wireDate(c.cbteFch),
    ImpTotal: arcaAmount(c.impTotal),
    ImpTotConc: arcaAmount(c.impTotConc),
    ImpNeto: arcaAmount(c.impNeto),
    ImpOpEx: arcaAmount(c.impOpEx),
    ImpTrib: arcaAmount(c.impTrib),
    ImpIVA: arcaAmount(c.impIva),
    ...(servicios && c.fchServDesde ? { FchServDesde: wireDate(c.fchServDesde) } : {}),
    ...(servicios && c.fchServHasta ? { FchServHasta: wireDate(c.fchServHasta) } : {}),
    ...(servicios && c.fchVtoPago ? { FchVtoPago: wireDate(c.fchVtoPago) } : {}),
    MonId: 'PES',
    MonCotiz: 1,
    CondicionIVAReceptorId: c.condicionIvaReceptorId,
    ...(c.cbtesAsoc?.length
      ? {
          CbtesAsoc: {
            CbteAsoc: c.cbtesAsoc.map((a) => ({
              Tipo: a.tipo,
              PtoVta: a.ptoVta,
              Nro: a.nro,
              ...(a.cuit ? { Cuit: a.cuit } : {}),
              ...(a.cbteFch ? { CbteFch: wireDate(a.cbteFch) } : {}),
            })),
          },
        }
      : {}),
    ...(c.iva?.length ? { Iva: { AlicIva: c.iva.map((l) => ({ Id: l.id, BaseImp: arcaAmount(l.baseImp), Importe: arcaAmount(l.importe) })) } } : {}),
  };
}

export class WsfeClient {
  constructor(private readonly options: WsfeOptions) {}

  private async call(method: string, content: XmlNode): Promise<XmlNode> {
    const { token, sign } = await this.options.credentials();
    const envelope = soapEnvelope(WSFE_NS, method, { Auth: { Token: token, Sign: sign, Cuit: this.options.cuit }, ...content });
    const body = await soapCall(this.options.url, `${WSFE_NS}${method}`, envelope, this.options.timeoutMs ?? 15_000);
    const result = asNode(body[`${method}Response`])[`${method}Result`];
    if (result === undefined) throw new ArcaTransportError(`ARCA respondió sin resultado a ${method}`);
    return asNode(result);
  }

  /** The last number ARCA authorised for this point of sale and voucher type (0: none yet). */
  async ultimoAutorizado(ptoVta: number, cbteTipo: CbteTipo): Promise<number> {
    const result = await this.call('FECompUltimoAutorizado', { PtoVta: ptoVta, CbteTipo: cbteTipo });
    const errores = mensajes(result, 'Errors', 'Err');
    if (errores.length > 0) throw new ArcaServiceError(errores);
    const nro = Number(asText(result.CbteNro));
    if (!Number.isInteger(nro) || nro < 0) throw new ArcaTransportError('ARCA respondió un número de comprobante que no se pudo leer');
    return nro;
  }

  /**
   * A CAE for one voucher. ARCA's refusal comes back as { resultado: 'rechazado' } with its first code and message;
   * no answer at all is an ArcaTransportError, after which ARCA may or may not have authorised it (see consultar).
   */
  async solicitarCae(c: Comprobante): Promise<CaeResultado> {
    const result = await this.call('FECAESolicitar', {
      FeCAEReq: {
        FeCabReq: { CantReg: 1, PtoVta: c.ptoVta, CbteTipo: c.cbteTipo },
        FeDetReq: { FECAEDetRequest: [detalle(c)] },
      },
    });
    const det = asList(asNode(result.FeDetResp).FECAEDetResponse)[0] ?? {};
    const errores = [...mensajes(result, 'Errors', 'Err'), ...mensajes(det, 'Observaciones', 'Obs')];
    const cae = asText(det.CAE);
    if (asText(det.Resultado) === 'A' && /^\d{14}$/.test(cae)) {
      return { resultado: 'aprobado', cae, caeVto: isoDate(asText(det.CAEFchVto)), numero: Number(asText(det.CbteDesde)), observaciones: errores };
    }
    const first = errores[0] ?? { codigo: '', mensaje: 'ARCA rechazó el comprobante sin indicar el motivo' };
    return { resultado: 'rechazado', codigo: first.codigo, mensaje: first.mensaje, errores };
  }

  /** The voucher ARCA authorised under that number, or null when it has none (error 602). */
  async consultar(ptoVta: number, cbteTipo: CbteTipo, numero: number): Promise<ComprobanteAutorizado | null> {
    const result = await this.call('FECompConsultar', { FeCompConsReq: { CbteTipo: cbteTipo, CbteNro: numero, PtoVta: ptoVta } });
    const errores = mensajes(result, 'Errors', 'Err');
    if (errores.some((e) => e.codigo === ARCA_SIN_DATOS)) return null;
    if (errores.length > 0) throw new ArcaServiceError(errores);
    const r = asNode(result.ResultGet);
    const cae = asText(r.CodAutorizacion);
    if (!cae) return null;
    return {
      cbteTipo: Number(asText(r.CbteTipo)),
      ptoVta: Number(asText(r.PtoVta)),
      numero: Number(asText(r.CbteDesde)),
      cbteFch: isoDate(asText(r.CbteFch)),
      impTotal: Number(asText(r.ImpTotal)),
      docTipo: Number(asText(r.DocTipo)),
      docNro: asText(r.DocNro),
      cae,
      caeVto: isoDate(asText(r.FchVto)),
    };
  }
}

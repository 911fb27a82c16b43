// WSFEv1's side of the ARCA stand-in (arca-stand-in.ts): numbering per CUIT, point of sale and voucher type, and
// FECAESolicitar's checks as ARCA makes them, refused in its shape (Errors/Err for the request, Observaciones/Obs for
// the voucher, Resultado 'R'). 600, 601, 602, 10016 and 10048 are ARCA's own codes; the other codes follow its
// numbering style and no caller depends on them.
import { randomInt } from 'node:crypto';
import { isValidCuit } from '../src/billing/arca/fiscal.js';
import { asList, asNode, asText, type XmlNode } from '../src/billing/arca/soap.js';

export interface Ticket {
  token: string;
  sign: string;
  cuit: string;
  expiresAt: Date;
}

export interface AuthorisedVoucher {
  cuit: string;
  ptoVta: number;
  cbteTipo: number;
  numero: number;
  cae: string;
  caeVto: string;
  /** The request's FECAEDetRequest as it came. */
  det: XmlNode;
}

const CREDIT_NOTE_OF: Record<number, number> = { 3: 1, 8: 6, 13: 11 };
const TYPES = [1, 3, 6, 8, 11, 13];
const cents = (v: unknown) => Math.round(Number(asText(v) || '0') * 100);
const err = (codigo: number | string, mensaje: string) => ({ Code: String(codigo), Msg: mensaje });

export class WsfeState {
  readonly tickets = new Map<string, Ticket>();
  private readonly vouchers = new Map<string, AuthorisedVoucher>();
  private readonly last = new Map<string, number>();
  /** An observation the next FECAESolicitar gets besides its own (a refusal only ARCA can make, as by its padrón). */
  private nextObservation: { Code: string; Msg: string } | null = null;

  rejectNext(codigo: number, mensaje: string): void {
    this.nextObservation = err(codigo, mensaje);
  }

  private static key = (cuit: string, ptoVta: number, tipo: number) => `${cuit}|${ptoVta}|${tipo}`;

  lastNumber(cuit: string, ptoVta: number, tipo: number): number {
    return this.last.get(WsfeState.key(cuit, ptoVta, tipo)) ?? 0;
  }

  setLastNumber(cuit: string, ptoVta: number, tipo: number, n: number): void {
    this.last.set(WsfeState.key(cuit, ptoVta, tipo), n);
  }

  find(cuit: string, ptoVta: number, tipo: number, numero: number): AuthorisedVoucher | undefined {
    return this.vouchers.get(`${WsfeState.key(cuit, ptoVta, tipo)}|${numero}`);
  }

  authorised(): AuthorisedVoucher[] {
    return [...this.vouchers.values()];
  }

  /** The request's Auth: null when the ticket is live and covers the CUIT, else ARCA's error. */
  private auth(req: XmlNode, now: Date): { Code: string; Msg: string } | null {
    const auth = asNode(req.Auth);
    const ticket = this.tickets.get(asText(auth.Token));
    if (!ticket || ticket.sign !== asText(auth.Sign) || ticket.expiresAt <= now) {
      return err(600, 'ValidacionDeToken: No validaron las credenciales (token y sign) del ws.');
    }
    if (ticket.cuit !== asText(auth.Cuit)) return err(601, 'CUIT representada no incluida en Token');
    return null;
  }

  /** The `${method}Result` for one call, or null for a method WSFEv1 does not have. */
  handle(method: string, req: XmlNode, now: Date): XmlNode | null {
    const denied = this.auth(req, now);
    const cuit = asText(asNode(req.Auth).Cuit);
    if (method === 'FECompUltimoAutorizado') {
      const [ptoVta, tipo] = [Number(asText(req.PtoVta)), Number(asText(req.CbteTipo))];
      if (denied) return { PtoVta: ptoVta, CbteTipo: tipo, Errors: { Err: [denied] } };
      return { PtoVta: ptoVta, CbteTipo: tipo, CbteNro: this.lastNumber(cuit, ptoVta, tipo) };
    }
    if (method === 'FECompConsultar') {
      if (denied) return { Errors: { Err: [denied] } };
      const q = asNode(req.FeCompConsReq);
      const found = this.find(cuit, Number(asText(q.PtoVta)), Number(asText(q.CbteTipo)), Number(asText(q.CbteNro)));
      if (!found) return { Errors: { Err: [err(602, 'No existen datos en nuestros registros para los parametros ingresados.')] } };
      const d = found.det;
      return {
        ResultGet: {
          Concepto: asText(d.Concepto), DocTipo: asText(d.DocTipo), DocNro: asText(d.DocNro),
          CbteDesde: found.numero, CbteHasta: found.numero, CbteFch: asText(d.CbteFch),
          ImpTotal: asText(d.ImpTotal), ImpTotConc: asText(d.ImpTotConc), ImpNeto: asText(d.ImpNeto), ImpOpEx: asText(d.ImpOpEx),
          ImpTrib: asText(d.ImpTrib), ImpIVA: asText(d.ImpIVA), MonId: 'PES', MonCotiz: '1',
          Resultado: 'A', CodAutorizacion: found.cae, EmisionTipo: 'CAE', FchVto: found.caeVto,
          FchProceso: now.toISOString().slice(0, 10).replaceAll('-', ''), PtoVta: found.ptoVta, CbteTipo: found.cbteTipo,
        },
      };
    }
    if (method === 'FECAESolicitar') return this.solicitar(req, cuit, denied, now);
    return null;
  }

  private solicitar(req: XmlNode, cuit: string, denied: { Code: string; Msg: string } | null, now: Date): XmlNode {
    const cab = asNode(asNode(req.FeCAEReq).FeCabReq);
    const dets = asList(asNode(asNode(req.FeCAEReq).FeDetReq).FECAEDetRequest);
    const [ptoVta, tipo] = [Number(asText(cab.PtoVta)), Number(asText(cab.CbteTipo))];
    const fchProceso = now.toISOString().slice(0, 19).replace(/\D/g, '');
    const cabResp = (resultado: string) => ({ Cuit: cuit, PtoVta: ptoVta, CbteTipo: tipo, FchProceso: fchProceso, CantReg: dets.length, Resultado: resultado, Reproceso: 'N' });
    const header =
      denied ??
      (Number(asText(cab.CantReg)) !== dets.length || dets.length !== 1 ? err(10001, 'El campo CantReg debe ser igual a la cantidad de comprobantes informados (uno por pedido).') : null) ??
      (!TYPES.includes(tipo) ? err(10007, 'El campo CbteTipo no es un tipo de comprobante habilitado.') : null);
    if (header) return { FeCabResp: cabResp('R'), Errors: { Err: [header] } };

    const d = dets[0]!;
    const obs = this.check(d, cuit, ptoVta, tipo);
    if (this.nextObservation) obs.push(this.nextObservation);
    this.nextObservation = null;
    const numero = Number(asText(d.CbteDesde));
    const detResp = { Concepto: asText(d.Concepto), DocTipo: asText(d.DocTipo), DocNro: asText(d.DocNro), CbteDesde: numero, CbteHasta: asText(d.CbteHasta), CbteFch: asText(d.CbteFch) };
    if (obs.length > 0) {
      return { FeCabResp: cabResp('R'), FeDetResp: { FECAEDetResponse: [{ ...detResp, Resultado: 'R', Observaciones: { Obs: obs }, CAE: '', CAEFchVto: '' }] } };
    }
    const cae = `7${String(randomInt(0, 10 ** 9)).padStart(9, '0')}${String(randomInt(0, 10 ** 4)).padStart(4, '0')}`;
    const fch = asText(d.CbteFch);
    const vto = new Date(Date.UTC(Number(fch.slice(0, 4)), Number(fch.slice(4, 6)) - 1, Number(fch.slice(6, 8)) + 10));
    const caeVto = vto.toISOString().slice(0, 10).replaceAll('-', '');
    this.vouchers.set(`${WsfeState.key(cuit, ptoVta, tipo)}|${numero}`, { cuit, ptoVta, cbteTipo: tipo, numero, cae, caeVto, det: d });
    this.setLastNumber(cuit, ptoVta, tipo, numero);
    return { FeCabResp: cabResp('A'), FeDetResp: { FECAEDetResponse: [{ ...detResp, Resultado: 'A', CAE: cae, CAEFchVto: caeVto }] } };
  }

  /** What ARCA checks on one voucher: its observations, empty when it can be authorised. */
  private check(d: XmlNode, cuit: string, ptoVta: number, tipo: number): { Code: string; Msg: string }[] {
    const obs: { Code: string; Msg: string }[] = [];
    const letter = tipo <= 3 ? 'A' : tipo <= 8 ? 'B' : 'C';
    const desde = Number(asText(d.CbteDesde));
    if (desde !== this.lastNumber(cuit, ptoVta, tipo) + 1 || asText(d.CbteHasta) !== asText(d.CbteDesde)) {
      obs.push(err(10016, 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.'));
    }
    const [total, conc, neto, opEx, trib, iva] = [d.ImpTotal, d.ImpTotConc, d.ImpNeto, d.ImpOpEx, d.ImpTrib, d.ImpIVA].map(cents) as [number, number, number, number, number, number];
    if (total !== conc + neto + opEx + trib + iva) {
      obs.push(err(10048, "El campo 'Importe Total' ImpTotal, debe ser igual  a la  suma de ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA."));
    }
    const lines = asList(asNode(d.Iva).AlicIva);
    if (letter === 'C') {
      if (d.Iva !== undefined || iva !== 0) obs.push(err(10071, 'Para comprobantes tipo C el objeto IVA no debe informarse y ImpIVA debe ser 0.'));
    } else if (neto > 0 && lines.length === 0) {
      obs.push(err(10070, 'Si ImpNeto es mayor a 0 el objeto IVA es obligatorio.'));
    } else if (lines.length > 0) {
      if (lines.reduce((s, l) => s + cents(l.Importe), 0) !== iva) obs.push(err(10051, 'La suma de los campos Importe en AlicIva debe ser igual al valor ingresado en ImpIVA.'));
      if (lines.reduce((s, l) => s + cents(l.BaseImp), 0) !== neto) obs.push(err(10061, 'La suma de los campos BaseImp en AlicIva debe ser igual al valor ingresado en ImpNeto.'));
    }
    if (letter === 'A') {
      if (asText(d.DocTipo) !== '80') obs.push(err(10013, 'Para comprobantes clase A y M el campo DocTipo debe ser igual a 80 (CUIT).'));
      else if (!isValidCuit(asText(d.DocNro))) obs.push(err(10015, 'El campo DocNro debe ser una CUIT valida.'));
      if (!['1', '6', '13', '16'].includes(asText(d.CondicionIVAReceptorId))) {
        obs.push(err(10243, 'El campo CondicionIVAReceptorId no es valido para comprobantes clase A.'));
      }
    }
    if (!asText(d.CondicionIVAReceptorId)) obs.push(err(10242, 'El campo CondicionIVAReceptorId es obligatorio.'));
    const concepto = asText(d.Concepto);
    if (concepto === '2' || concepto === '3') {
      const [sd, sh, vp] = [asText(d.FchServDesde), asText(d.FchServHasta), asText(d.FchVtoPago)];
      if (!/^\d{8}$/.test(sd)) obs.push(err(10035, 'Si el concepto es 2 o 3, el campo FchServDesde es obligatorio (yyyymmdd).'));
      if (!/^\d{8}$/.test(sh)) obs.push(err(10036, 'Si el concepto es 2 o 3, el campo FchServHasta es obligatorio (yyyymmdd).'));
      if (!/^\d{8}$/.test(vp)) obs.push(err(10037, 'Si el concepto es 2 o 3, el campo FchVtoPago es obligatorio (yyyymmdd).'));
      if (sd && sh && sd > sh) obs.push(err(10038, 'FchServDesde no puede ser posterior a FchServHasta.'));
    } else if (d.FchServDesde !== undefined || d.FchServHasta !== undefined || d.FchVtoPago !== undefined) {
      obs.push(err(10034, 'Si el concepto es 1 no deben informarse FchServDesde, FchServHasta ni FchVtoPago.'));
    }
    const original = CREDIT_NOTE_OF[tipo];
    if (original !== undefined) {
      const asoc = asList(asNode(d.CbtesAsoc).CbteAsoc);
      if (asoc.length === 0) obs.push(err(10040, 'Para notas de credito el objeto CbtesAsoc es obligatorio.'));
      for (const a of asoc) {
        const issuer = asText(a.Cuit) || cuit;
        const found = this.find(issuer, Number(asText(a.PtoVta)), Number(asText(a.Tipo)), Number(asText(a.Nro)));
        if (Number(asText(a.Tipo)) !== original || !found) {
          obs.push(err(10041, `El comprobante asociado ${asText(a.Tipo)}-${asText(a.PtoVta)}-${asText(a.Nro)} no existe, no esta autorizado o no es de la misma clase.`));
        }
      }
    }
    return obs;
  }
}

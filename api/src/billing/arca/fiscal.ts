// ARCA's rules that need no call: the CUIT's check digit, which letter and voucher type an invoice takes, VAT contained
// in a final price, the receiver's document, the QR's address and the printed voucher number.
import { isValidCuit, normalizeCuit } from '@inmo/contracts';

/** ARCA's voucher types this product issues: invoices and credit notes of letters A, B and C. */
export type CbteTipo = 1 | 3 | 6 | 8 | 11 | 13;
export type Letra = 'A' | 'B' | 'C';
export type CondicionEmisor = 'monotributo' | 'responsable_inscripto';
export type CondicionReceptor = 'consumidor_final' | 'monotributo' | 'responsable_inscripto' | 'exento';

/** ARCA's document types: CUIT, DNI, and "final consumer" (no document). */
export type DocTipo = 80 | 96 | 99;

// The CUIT's check lives in contracts (the clients' and settings' schemas check it too).
export { isValidCuit, normalizeCuit } from '@inmo/contracts';

export interface Receptor {
  condicionIva: CondicionReceptor;
  cuit?: string | null;
  dni?: string | null;
}

/**
 * The letter: a monotributista issues C. A responsable inscripto issues A to a responsable inscripto or a
 * monotributista identified by a valid CUIT, and B to anyone else.
 */
export function letraFor(emisor: CondicionEmisor, receptor: Receptor): Letra {
  if (emisor === 'monotributo') return 'C';
  const conCuit = !!receptor.cuit && isValidCuit(receptor.cuit);
  return conCuit && (receptor.condicionIva === 'responsable_inscripto' || receptor.condicionIva === 'monotributo') ? 'A' : 'B';
}

const TIPOS: Record<Letra, { factura: CbteTipo; notaCredito: CbteTipo }> = {
  A: { factura: 1, notaCredito: 3 },
  B: { factura: 6, notaCredito: 8 },
  C: { factura: 11, notaCredito: 13 },
};

/** ARCA's voucher type for a letter: the invoice, or its credit note. */
export function cbteTipoFor(letra: Letra, notaCredito = false): CbteTipo {
  return notaCredito ? TIPOS[letra].notaCredito : TIPOS[letra].factura;
}

/** The letter of one of ARCA's voucher types. */
export function letraOf(tipo: CbteTipo): Letra {
  return tipo <= 3 ? 'A' : tipo <= 8 ? 'B' : 'C';
}

export const isNotaCredito = (tipo: CbteTipo): boolean => tipo === 3 || tipo === 8 || tipo === 13;

/** ARCA's code for the receiver's VAT condition (CondicionIVAReceptorId, required since RG 5616). */
export const CONDICION_IVA_RECEPTOR_ID: Record<CondicionReceptor, number> = {
  responsable_inscripto: 1,
  exento: 4,
  consumidor_final: 5,
  monotributo: 6,
};

/** How the receiver is identified: CUIT (80) when they have a valid one, else DNI (96), else final consumer (99, 0). */
export function documentoReceptor(receptor: Pick<Receptor, 'cuit' | 'dni'>): { docTipo: DocTipo; docNro: string } {
  if (receptor.cuit && isValidCuit(receptor.cuit)) return { docTipo: 80, docNro: normalizeCuit(receptor.cuit)! };
  const dni = receptor.dni?.replace(/\D/g, '');
  if (dni && dni.length >= 7 && dni.length <= 8) return { docTipo: 96, docNro: dni };
  return { docTipo: 99, docNro: '0' };
}

const toCents = (amount: number): number => Math.round(amount * 100);

/**
 * A final price split into net and VAT at 21 %, in exact cents: neto = total / 1.21 rounded to the cent, and iva the
 * rest, so neto + iva is the total to the cent (ARCA checks that sum) and iva is within a cent of neto × 21 %.
 */
export function ivaContenido21(total: number): { neto: number; iva: number; total: number } {
  const totalCents = toCents(total);
  const netoCents = Math.round((totalCents * 100) / 121);
  return { neto: netoCents / 100, iva: (totalCents - netoCents) / 100, total: totalCents / 100 };
}

/** An amount as ARCA's XML takes it: two decimals, a point. */
export const arcaAmount = (amount: number): string => (toCents(amount) / 100).toFixed(2);

/** The printed voucher number: point of sale to 5 digits and number to 8 (00007-00000042). */
export function formatNumeroComprobante(puntoVenta: number, numero: number): string {
  return `${String(puntoVenta).padStart(5, '0')}-${String(numero).padStart(8, '0')}`;
}

export interface QrData {
  /** The voucher's date, YYYY-MM-DD. */
  fecha: string;
  /** The issuer's CUIT. */
  cuit: string;
  ptoVta: number;
  tipoCmp: CbteTipo;
  nroCmp: number;
  importe: number;
  tipoDocRec: DocTipo;
  nroDocRec: string;
  /** The CAE. */
  codAut: string;
}

/** The QR's address per ARCA's specification: its JSON (version 1, pesos, CAE) in base64 after ?p=. */
export function qrUrl(d: QrData): string {
  const json = {
    ver: 1,
    fecha: d.fecha,
    cuit: Number(normalizeCuit(d.cuit) ?? d.cuit),
    ptoVta: d.ptoVta,
    tipoCmp: d.tipoCmp,
    nroCmp: d.nroCmp,
    importe: toCents(d.importe) / 100,
    moneda: 'PES',
    ctz: 1,
    tipoDocRec: d.tipoDocRec,
    nroDocRec: Number(d.nroDocRec),
    tipoCodAut: 'E',
    codAut: Number(d.codAut),
  };
  return `https://www.afip.gob.ar/fe/qr/?p=${Buffer.from(JSON.stringify(json), 'utf8').toString('base64')}`;
}

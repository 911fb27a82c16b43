// The receipt and the owner's settlement as PDF documents (pdfkit, its built-in Helvetica: Spanish text as written).
// Money comes in integer cents and is written to the cent (words.ts).
import { amountRow, renderPdf } from '../common/pdf.js';
import { LEYENDA_RECIBO_PROVISORIO, MEDIO_PAGO_LABELS, formatFecha, formatPeriodo, type Inmobiliaria, type MedioPago } from '@inmo/contracts';
import { formatCentavos as money, montoEnLetras } from './words.js';

const render = (draw: (doc: PDFKit.PDFDocument) => void, title: string) => renderPdf(draw, title, 50);

function header(doc: PDFKit.PDFDocument, agency: Inmobiliaria): void {
  doc.font('Helvetica-Bold').fontSize(16).text(agency.nombre || 'Inmobiliaria');
  doc.font('Helvetica').fontSize(10);
  if (agency.direccion) doc.text(agency.direccion);
  if (agency.matricula) doc.text(`Matrícula: ${agency.matricula}`);
  doc.moveDown();
}

const row = (doc: PDFKit.PDFDocument, left: string, right: string, bold = false) => amountRow(doc, left, right, 400, bold);

export interface ReciboPdf {
  agency: Inmobiliaria;
  numero: number;
  fecha: string;
  moneda: string;
  inquilino: string;
  propietario: string;
  direccion: string;
  lineas: { periodo: string | null; concepto: string; centavos: bigint }[];
  totalCentavos: bigint;
  medio: MedioPago;
  nota: string;
  anulado: { fecha: string; motivo: string } | null;
}

export function reciboPdf(r: ReciboPdf): Promise<Buffer> {
  return render((doc) => {
    header(doc, r.agency);
    doc.font('Helvetica-Bold').fontSize(14).text(`RECIBO PROVISORIO N.º ${String(r.numero).padStart(8, '0')}`);
    if (r.anulado) doc.fillColor('#b00020').text(`ANULADO el ${formatFecha(r.anulado.fecha)}: ${r.anulado.motivo}`).fillColor('black');
    doc.font('Helvetica').fontSize(10).moveDown(0.5);
    doc.text(`Fecha: ${formatFecha(r.fecha)}`);
    doc.text(`Recibimos de: ${r.inquilino}`);
    doc.text(`Inmueble: ${r.direccion}`);
    doc.text(`Locador: ${r.propietario}`);
    doc.moveDown();
    row(doc, 'Período y concepto', 'Importe', true);
    for (const l of r.lineas) row(doc, `${l.periodo ? `${formatPeriodo(l.periodo)} · ` : ''}${l.concepto}`, money(l.centavos, r.moneda));
    doc.moveDown(0.5);
    row(doc, 'Total', money(r.totalCentavos, r.moneda), true);
    doc.moveDown(0.5);
    doc.font('Helvetica').text(montoEnLetras(r.totalCentavos, r.moneda));
    doc.text(`Medio de pago: ${MEDIO_PAGO_LABELS[r.medio]}`);
    if (r.nota) doc.text(`Nota: ${r.nota}`);
    doc.moveDown();
    doc.fontSize(9).text(LEYENDA_RECIBO_PROVISORIO);
  }, `Recibo ${r.numero}`);
}

export interface LiquidacionPdf {
  agency: Inmobiliaria;
  propietario: string;
  periodo: string;
  moneda: string;
  cobradoCentavos: bigint;
  comisionCentavos: bigint;
  gastosCentavos: bigint;
  netoCentavos: bigint;
  pagada: string | null;
  detalle: {
    propiedad: string;
    inquilino: string;
    comisionPorcentaje: number;
    cobrado: bigint;
    comision: bigint;
    gastos: bigint;
    neto: bigint;
    pagos: { fecha: string; recibo: number; concepto?: string; centavos: bigint }[];
    cargos: { periodo: string; concepto: string; centavos: bigint }[];
  }[];
}

export function liquidacionPdf(l: LiquidacionPdf): Promise<Buffer> {
  return render((doc) => {
    header(doc, l.agency);
    doc.font('Helvetica-Bold').fontSize(14).text(`Liquidación al propietario · ${formatPeriodo(l.periodo)}`);
    doc.font('Helvetica').fontSize(10).text(`Propietario: ${l.propietario}`);
    doc.text(l.pagada ? `Pagada el ${formatFecha(l.pagada)}` : 'Pendiente de pago');
    doc.moveDown();
    for (const d of l.detalle) {
      doc.font('Helvetica-Bold').text(`${d.propiedad} · Inquilino: ${d.inquilino}`);
      for (const p of d.pagos) row(doc, p.recibo ? `Cobrado el ${formatFecha(p.fecha)} (recibo N.º ${p.recibo})` : `${formatFecha(p.fecha)} · ${p.concepto ?? 'Crédito del inquilino'}`, money(p.centavos, l.moneda));
      row(doc, `Comisión de administración (${String(d.comisionPorcentaje).replace('.', ',')} %)`, money(-d.comision, l.moneda));
      for (const c of d.cargos) row(doc, `${formatPeriodo(c.periodo)} · ${c.concepto}`, money(-c.centavos, l.moneda));
      row(doc, 'Neto', money(d.neto, l.moneda), true);
      doc.moveDown(0.5);
    }
    doc.moveDown();
    row(doc, 'Total cobrado', money(l.cobradoCentavos, l.moneda), true);
    row(doc, 'Comisión', money(-l.comisionCentavos, l.moneda));
    row(doc, 'Gastos a cargo del propietario', money(-l.gastosCentavos, l.moneda));
    row(doc, 'Neto a pagar', money(l.netoCentavos, l.moneda), true);
    doc.moveDown(0.5);
    if (l.netoCentavos >= 0n) doc.font('Helvetica').text(montoEnLetras(l.netoCentavos, l.moneda));
  }, `Liquidación de ${formatPeriodo(l.periodo)}`);
}

// The receipt and the owner's settlement as PDF documents (pdfkit, its built-in Helvetica: Spanish text as written).
// Money comes in integer cents and is written to the cent (words.ts).
import { negrita, renderPdf, tabla, type Celda, type Columna } from '../common/pdf.js';
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

/** The line items: the concept from the left margin, the amount right-aligned at the right one (A4, margins of 50). */
const columnas = (concepto: string): Columna[] => [{ titulo: concepto, ancho: 350 }, { titulo: 'Importe', ancho: 145, derecha: true }];
const items = (doc: PDFKit.PDFDocument, filas: Celda[][], concepto = '') => tabla(doc, columnas(concepto), filas, 10, { encabezado: concepto !== '' });

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
    items(doc, [
      ...r.lineas.map((l) => [`${l.periodo ? `${formatPeriodo(l.periodo)} · ` : ''}${l.concepto}`, money(l.centavos, r.moneda)]),
      [negrita('Total'), negrita(money(r.totalCentavos, r.moneda))],
    ], 'Período y concepto');
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
      items(doc, [
        ...d.pagos.map((p) => [p.recibo ? `Cobrado el ${formatFecha(p.fecha)} (recibo N.º ${p.recibo})` : `${formatFecha(p.fecha)} · ${p.concepto ?? 'Crédito del inquilino'}`, money(p.centavos, l.moneda)]),
        [`Comisión de administración (${String(d.comisionPorcentaje).replace('.', ',')} %)`, money(-d.comision, l.moneda)],
        ...d.cargos.map((c) => [`${formatPeriodo(c.periodo)} · ${c.concepto}`, money(-c.centavos, l.moneda)]),
        [negrita('Neto'), negrita(money(d.neto, l.moneda))],
      ], `${d.propiedad} · Inquilino: ${d.inquilino}`);
      doc.moveDown(0.5);
    }
    doc.moveDown(0.5);
    items(doc, [
      [negrita('Total cobrado'), negrita(money(l.cobradoCentavos, l.moneda))],
      ['Comisión', money(-l.comisionCentavos, l.moneda)],
      ['Gastos a cargo del propietario', money(-l.gastosCentavos, l.moneda)],
      [negrita('Neto a pagar'), negrita(money(l.netoCentavos, l.moneda))],
    ]);
    doc.moveDown(0.5);
    if (l.netoCentavos >= 0n) doc.font('Helvetica').text(montoEnLetras(l.netoCentavos, l.moneda));
  }, `Liquidación de ${formatPeriodo(l.periodo)}`);
}

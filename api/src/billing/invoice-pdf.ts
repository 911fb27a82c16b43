// An invoice or credit note as a PDF in ARCA's layout (RG 1415's printed voucher): the letter in its box with the
// voucher's code, the issuer on the left and the voucher's type, point of sale and number (00007-00000042), date and
// tax ids on the right; the service period; the receiver with its VAT condition; the items; the totals (net and VAT
// apart on an A, the Ley 27.743 block on a B to a final consumer); the QR, the CAE and its due date.
import { amountRow, renderPdf } from '../common/pdf.js';
import QRCode from 'qrcode';
import { CONDICION_IVA_LABELS, formatDinero, formatFecha } from '@inmo/contracts';
import { formatNumeroComprobante } from './arca/fiscal.js';
import type { Emisor } from './billing-settings.service.js';
import type { Factura } from './invoice-rows.js';

const DOC = { 80: 'CUIT', 96: 'DNI', 99: 'Sin identificar' } as Record<number, string>;

const render = (draw: (doc: PDFKit.PDFDocument) => void, title: string) => renderPdf(draw, title, 40);

const line = (doc: PDFKit.PDFDocument, left: string, right: string, bold = false) => amountRow(doc, left, right, 430, bold);

export async function facturaPdf(f: Factura, emisor: Emisor): Promise<Buffer> {
  const qr = f.qr ? await QRCode.toBuffer(f.qr, { type: 'png', margin: 1, width: 240 }) : null;
  const nombre = f.notaCredito ? 'NOTA DE CRÉDITO' : 'FACTURA';
  const numero = f.numero !== null ? formatNumeroComprobante(f.puntoVenta, f.numero) : `${String(f.puntoVenta).padStart(5, '0')}-(sin número)`;
  return render((doc) => {
    // The letter in its box, centred, with the voucher's code below.
    doc.rect(272, 40, 52, 52).stroke();
    doc.font('Helvetica-Bold').fontSize(30).text(f.tipo, 272, 46, { width: 52, align: 'center' });
    doc.fontSize(7).text(`COD. ${String(f.cbteTipo).padStart(3, '0')}`, 272, 80, { width: 52, align: 'center' });
    doc.font('Helvetica-Bold').fontSize(13).text(emisor.razonSocial, 40, 45, { width: 220 });
    doc.font('Helvetica').fontSize(9).text(`Condición frente al IVA: ${emisor.condicionIva === 'monotributo' ? 'Responsable Monotributo' : 'IVA Responsable Inscripto'}`, { width: 220 });
    doc.font('Helvetica-Bold').fontSize(13).text(nombre, 340, 45, { width: 215 });
    doc.font('Helvetica').fontSize(9);
    doc.text(`Punto de venta y número: ${numero}`, { width: 215 });
    doc.text(`Fecha de emisión: ${formatFecha(f.fecha)}`, { width: 215 });
    doc.text(`CUIT: ${emisor.cuit}`, { width: 215 });
    if (emisor.ingresosBrutos) doc.text(`Ingresos Brutos: ${emisor.ingresosBrutos}`, { width: 215 });
    doc.text(`Inicio de actividades: ${formatFecha(emisor.inicioActividades)}`, { width: 215 });
    doc.moveTo(40, 140).lineTo(555, 140).stroke();
    doc.x = 50;
    doc.y = 150;
    if (f.concepto === 'servicios') {
      doc.text(`Período facturado desde: ${formatFecha(f.servicioDesde)}   hasta: ${formatFecha(f.servicioHasta)}   Vto. para el pago: ${formatFecha(f.fecha)}`);
      doc.moveDown(0.5);
    }
    const documento = f.receptor.docTipo === 99 ? DOC[99]! : `${DOC[f.receptor.docTipo] ?? 'Doc.'}: ${f.receptor.docNro}`;
    doc.text(`${documento}   Apellido y nombre / Razón social: ${f.receptor.nombre}`);
    doc.text(`Condición frente al IVA: ${CONDICION_IVA_LABELS[f.receptor.condicionIva]}`);
    if (f.estado === 'anulada') doc.fillColor('#b00020').text('ANULADA por nota de crédito').fillColor('black');
    doc.moveDown();
    line(doc, 'Descripción', 'Importe', true);
    for (const i of f.items) line(doc, i.descripcion, formatDinero(i.importe));
    doc.moveDown();
    if (f.tipo === 'A') {
      line(doc, 'Importe neto gravado', formatDinero(f.neto));
      line(doc, 'IVA 21 %', formatDinero(f.iva));
    } else {
      line(doc, 'Subtotal', formatDinero(f.total));
    }
    line(doc, 'Importe total', formatDinero(f.total), true);
    if (f.transparenciaFiscal) {
      doc.moveDown(0.5);
      doc.font('Helvetica-Bold').fontSize(9).text(f.transparenciaFiscal.leyenda);
      doc.font('Helvetica').text(`IVA contenido: ${formatDinero(f.transparenciaFiscal.ivaContenido)}   Otros impuestos nacionales indirectos: ${formatDinero(0)}`);
    }
    const y = Math.max(doc.y + 20, 600);
    if (qr) doc.image(qr, 50, y, { width: 110 });
    doc.font('Helvetica-Bold').fontSize(10).text(`CAE N°: ${f.cae ?? 'pendiente'}`, 330, y + 20, { width: 225, align: 'right' });
    doc.text(`Fecha de Vto. de CAE: ${f.vencimientoCae ? formatFecha(f.vencimientoCae) : '-'}`, 330, doc.y, { width: 225, align: 'right' });
    doc.font('Helvetica').fontSize(8).text('Comprobante autorizado por ARCA', 330, doc.y + 4, { width: 225, align: 'right' });
  }, `${nombre} ${f.tipo} ${numero}`);
}

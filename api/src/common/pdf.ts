// The pieces every PDF of the API shares (pdfkit, its built-in Helvetica): an A4 document drawn into a Buffer, a row of
// text on the left with an amount right-aligned in its column, and a table in pdfkit's own layout.
import PDFDocument from 'pdfkit';

/** An A4 document with `margin`, drawn by `draw`, as bytes. */
export function renderPdf(draw: (doc: PDFKit.PDFDocument) => void, title: string, margin: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** `left` from x 50 up to `rightX`, `right` right-aligned from `rightX` to x 545; the next row starts below both. */
export function amountRow(doc: PDFKit.PDFDocument, left: string, right: string, rightX: number, bold = false): void {
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(left, 50, y, { width: rightX - 50 });
  const after = doc.y;
  doc.text(right, rightX, y, { width: 545 - rightX, align: 'right' });
  doc.y = Math.max(after, doc.y);
  doc.x = 50;
}

export interface Columna {
  titulo: string;
  ancho: number;
  derecha?: boolean;
}

/** A table's cell: its text, or the text with pdfkit's cell options (bold, spanning columns…). */
export type Celda = string | PDFKit.Mixins.CellOptions;

/** A cell in bold. */
export const negrita = (text: string): Celda => ({ text, font: { src: 'Helvetica-Bold' } });

/**
 * A table drawn by pdfkit (its rows wrap their cells and move to the next page whole), from the left margin at doc.y:
 * a bold header row of the columns' titles (unless `encabezado` is false), then `filas`, with a thin rule under each
 * row; the next text starts below it at the margin.
 */
export function tabla(doc: PDFKit.PDFDocument, columnas: Columna[], filas: Celda[][], fontSize: number, { encabezado = true } = {}): void {
  const left = doc.page.margins.left;
  doc.font('Helvetica').fontSize(fontSize);
  const titulos = columnas.map((c) => ({ text: c.titulo, type: 'TH' as const, font: { src: 'Helvetica-Bold' } }));
  doc.table({
    position: { x: left, y: doc.y },
    columnStyles: columnas.map((c) => ({ width: c.ancho, align: { x: c.derecha ? 'right' : 'left', y: 'top' } })),
    defaultStyle: { border: { top: 0, left: 0, right: 0, bottom: 0.3 }, borderColor: '#999999', padding: [2, 2] },
    data: encabezado ? [titulos, ...filas] : filas,
  });
  doc.x = left;
}

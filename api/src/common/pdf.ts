// The pieces every PDF of the API shares (pdfkit, its built-in Helvetica): an A4 document drawn into a Buffer, and a
// row of text on the left with an amount right-aligned in its column.
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

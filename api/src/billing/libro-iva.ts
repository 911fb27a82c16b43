// The month's 'Libro IVA Ventas' as CSV for a spreadsheet set to Argentina: ';' between fields, decimal comma, dates
// DD/MM/AAAA, UTF-8 with its BOM (so accents read right). Every voucher ARCA numbered in the month, in order; credit
// notes with negative amounts, so the columns add up to the month's net sales.
import type { Db } from '../database/db.service.js';
import { formatNumeroComprobante, isNotaCredito, letraOf, type CbteTipo } from './arca/fiscal.js';

const TIPOS: Record<CbteTipo, string> = {
  1: 'Factura A', 3: 'Nota de crédito A', 6: 'Factura B', 8: 'Nota de crédito B', 11: 'Factura C', 13: 'Nota de crédito C',
};

const cell = (v: string) => (/[;"\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
const money = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const fecha = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export async function libroIvaVentas(db: Db, periodo: string): Promise<string> {
  const rows = await db.query<{
    fecha: string; cbte_tipo: CbteTipo; punto_venta: number; numero: number; receptor: unknown; neto_centavos: string; iva_centavos: string; total_centavos: string; cae: string;
  }>(
    `SELECT fecha::text AS fecha, cbte_tipo, punto_venta, numero, receptor, neto_centavos, iva_centavos, total_centavos, cae
     FROM invoices WHERE numero IS NOT NULL AND cae IS NOT NULL AND to_char(fecha, 'YYYY-MM') = $1
     ORDER BY fecha, cbte_tipo, punto_venta, numero`,
    [periodo],
  );
  const head = ['Fecha', 'Tipo', 'Punto de venta', 'Número', 'Receptor', 'Documento', 'Neto', 'IVA', 'Total', 'CAE'];
  const lines = rows.map((r) => {
    const receptor = (typeof r.receptor === 'string' ? JSON.parse(r.receptor) : r.receptor) as { nombre: string; docTipo: number; docNro: string };
    const sign = isNotaCredito(r.cbte_tipo) ? -1 : 1;
    const doc = receptor.docTipo === 80 ? `CUIT ${receptor.docNro}` : receptor.docTipo === 96 ? `DNI ${receptor.docNro}` : 'Consumidor final';
    return [
      fecha(r.fecha), TIPOS[r.cbte_tipo] ?? `Tipo ${r.cbte_tipo} (${letraOf(r.cbte_tipo)})`, String(r.punto_venta).padStart(5, '0'),
      formatNumeroComprobante(r.punto_venta, r.numero), receptor.nombre, doc,
      money(sign * Number(r.neto_centavos)), money(sign * Number(r.iva_centavos)), money(sign * Number(r.total_centavos)), r.cae,
    ].map(cell).join(';');
  });
  return `\uFEFF${[head.join(';'), ...lines].join('\r\n')}\r\n`;
}

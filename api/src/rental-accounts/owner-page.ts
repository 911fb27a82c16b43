// The owner's private page as plain server-rendered HTML (no script, noindex): their contracts, cuotas, the charges
// of their settlements (who paid each) and settlements with links to the PDFs. Every text is escaped.
import { PAGADO_POR_LABELS, formatFecha, formatPeriodo, type PaginaPropietario } from '@inmo/contracts';
import { formatCentavos } from './words.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const money = (n: number | null, moneda: string) => (n === null ? '—' : formatCentavos(BigInt(Math.round(n * 100)), moneda));

// On a phone (up to 640 px) each table row is a card whose cells read 'label value' (the label from data-label);
// amounts never wrap inside a figure, and nothing is wider than the screen.
const STYLE = [
  'body{font-family:system-ui,sans-serif;margin:0 auto;max-width:960px;padding:16px;color:#1f2933;overflow-wrap:anywhere}',
  'table{border-collapse:collapse;width:100%;font-size:14px;margin:8px 0 24px}',
  'th,td{border-bottom:1px solid #d9e2ec;padding:6px;text-align:left;vertical-align:top}',
  '.num{text-align:right;white-space:nowrap;overflow-wrap:normal}',
  'section{margin-bottom:24px}',
  'a{color:#0b5394;display:inline-block;min-height:44px;line-height:44px}',
  '@media (max-width:640px){body{padding:12px}thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}' +
    'table,tbody,tr,td{display:block}tr{border:1px solid #d9e2ec;border-radius:8px;padding:6px 10px;margin-bottom:10px}' +
    'td,td.num{display:grid;grid-template-columns:6.5em minmax(0,1fr);gap:8px;border:0;padding:3px 0;text-align:left}' +
    'td::before{content:attr(data-label);color:#52606d;white-space:normal}}',
].join('');

export function ownerPage(d: PaginaPropietario): string {
  const contratos = d.contratos.map((c) => `
    <section>
      <h2>${esc(c.propiedad.titulo)}</h2>
      <p>${esc(c.propiedad.direccion)} · Inquilino: ${esc(c.inquilino)} · ${esc(c.estado)} (${formatFecha(c.inicio)} – ${formatFecha(c.fin)})</p>
      <p>Alquiler actual: ${money(c.montoActual, c.moneda)}${c.proximoAjuste ? ` · Próximo ajuste: ${formatFecha(c.proximoAjuste)}` : ''}</p>
      <table><thead><tr><th>Período</th><th>Vence</th><th class="num">Monto</th><th class="num">Pagado</th><th>Estado</th></tr></thead><tbody>
      ${c.cuotas.map((q) => `<tr><td data-label="Período">${esc(formatPeriodo(q.periodo))}</td><td data-label="Vence">${formatFecha(q.vencimiento)}</td><td data-label="Monto" class="num">${money(q.monto, c.moneda)}</td><td data-label="Pagado" class="num">${money(q.pagado, c.moneda)}</td><td data-label="Estado">${esc(q.estado)}</td></tr>`).join('')}
      </tbody></table>
      ${c.gastos.length === 0 ? '' : `<h3>Gastos</h3>
      <table><thead><tr><th>Período</th><th>Concepto</th><th>Pagó</th><th class="num">Importe</th><th>En la liquidación</th></tr></thead><tbody>
      ${c.gastos.map((g) => `<tr><td data-label="Período">${esc(formatPeriodo(g.periodo))}</td><td data-label="Concepto">${esc(g.concepto)}</td><td data-label="Pagó">${g.pagadoPor === 'propietario' ? 'Vos' : esc(PAGADO_POR_LABELS[g.pagadoPor])}</td><td data-label="Importe" class="num">${money(g.monto, c.moneda)}</td><td data-label="En la liquidación">${g.aFavor ? 'A tu favor' : 'Se descuenta'}</td></tr>`).join('')}
      </tbody></table>`}
    </section>`).join('');
  const liquidaciones = d.liquidaciones.length === 0 ? '<p>Todavía no hay liquidaciones.</p>' : `<table><thead><tr><th>Mes</th><th class="num">Cobrado</th><th class="num">Comisión</th><th class="num">Gastos</th><th class="num">Neto</th><th>Estado</th><th>Detalle</th></tr></thead><tbody>
    ${d.liquidaciones.map((l) => `<tr><td data-label="Mes">${esc(formatPeriodo(l.periodo))}</td><td data-label="Cobrado" class="num">${money(l.cobrado, l.moneda)}</td><td data-label="Comisión" class="num">${money(l.comision, l.moneda)}</td><td data-label="Gastos" class="num">${money(l.gastos, l.moneda)}</td><td data-label="Neto" class="num"><strong>${money(l.neto, l.moneda)}</strong></td><td data-label="Estado">${l.pagada ? 'Pagada' : 'Pendiente'}</td><td data-label="Detalle"><a href="${esc(l.url)}">Descargar PDF</a></td></tr>`).join('')}
    </tbody></table>`;
  return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>Mis alquileres · ${esc(d.inmobiliaria.nombre)}</title>
<style>${STYLE}</style>
</head><body><header><h1>Hola, ${esc(d.propietario.nombre)}</h1><p>Tus alquileres administrados por ${esc(d.inmobiliaria.nombre)}${d.inmobiliaria.telefono ? ` · Tel. ${esc(d.inmobiliaria.telefono)}` : ''}</p></header>
<main>${contratos || '<p>No tenés contratos de alquiler.</p>'}<h2>Liquidaciones</h2><div class="tabla">${liquidaciones}</div></main></body></html>`;
}

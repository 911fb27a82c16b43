// The owner's private page as plain server-rendered HTML (no script, noindex): their contracts, cuotas and
// settlements with links to the PDFs. Every text is escaped.
import { formatFecha, type PaginaPropietario } from '@inmo/contracts';
import { formatCentavos } from './words.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const money = (n: number | null, moneda: string) => (n === null ? '—' : formatCentavos(BigInt(Math.round(n * 100)), moneda));

export function ownerPage(d: PaginaPropietario): string {
  const contratos = d.contratos.map((c) => `
    <section>
      <h2>${esc(c.propiedad.titulo)}</h2>
      <p>${esc(c.propiedad.direccion)} · Inquilino: ${esc(c.inquilino)} · ${esc(c.estado)} (${formatFecha(c.inicio)} – ${formatFecha(c.fin)})</p>
      <p>Alquiler actual: ${money(c.montoActual, c.moneda)}${c.proximoAjuste ? ` · Próximo ajuste: ${formatFecha(c.proximoAjuste)}` : ''}</p>
      <table><thead><tr><th>Período</th><th>Vence</th><th>Monto</th><th>Pagado</th><th>Estado</th></tr></thead><tbody>
      ${c.cuotas.map((q) => `<tr><td>${esc(q.periodo)}</td><td>${formatFecha(q.vencimiento)}</td><td>${money(q.monto, c.moneda)}</td><td>${money(q.pagado, c.moneda)}</td><td>${esc(q.estado)}</td></tr>`).join('')}
      </tbody></table>
    </section>`).join('');
  const liquidaciones = d.liquidaciones.length === 0 ? '<p>Todavía no hay liquidaciones.</p>' : `<table><thead><tr><th>Mes</th><th>Cobrado</th><th>Comisión</th><th>Gastos</th><th>Neto</th><th>Estado</th><th></th></tr></thead><tbody>
    ${d.liquidaciones.map((l) => `<tr><td>${esc(l.periodo)}</td><td>${money(l.cobrado, l.moneda)}</td><td>${money(l.comision, l.moneda)}</td><td>${money(l.gastos, l.moneda)}</td><td>${money(l.neto, l.moneda)}</td><td>${l.pagada ? 'Pagada' : 'Pendiente'}</td><td><a href="${esc(l.url)}">PDF</a></td></tr>`).join('')}
    </tbody></table>`;
  return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>Mis alquileres · ${esc(d.inmobiliaria.nombre)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:960px;padding:16px;color:#1f2933}table{border-collapse:collapse;width:100%;font-size:14px;margin:8px 0 24px}th,td{border-bottom:1px solid #d9e2ec;padding:6px;text-align:left}section{margin-bottom:24px}.tabla{overflow-x:auto}</style>
</head><body><header><h1>Hola, ${esc(d.propietario.nombre)}</h1><p>Tus alquileres administrados por ${esc(d.inmobiliaria.nombre)}${d.inmobiliaria.telefono ? ` · Tel. ${esc(d.inmobiliaria.telefono)}` : ''}</p></header>
<main>${contratos || '<p>No tenés contratos de alquiler.</p>'}<h2>Liquidaciones</h2><div class="tabla">${liquidaciones}</div></main></body></html>`;
}

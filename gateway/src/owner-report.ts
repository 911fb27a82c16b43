// /informe-propietario/{secreto}: the owner's report of a listing, a plain server-made page with no script (the
// API's GET /api/user/informe-propietario/{secreto}: enquiries and visits per month, what visitors said, the portals'
// state and the price history). Private by its secret: never indexed, never stored by a cache; an unknown or revoked
// secret is a 404 page.
import {
  ESTADO_PUBLICACION_LABELS, NOMBRES_PORTALES, formatFecha, formatMesAnio, formatPrecio,
  type EstadoPublicacion, type InformePropietario, type Portal,
} from '@inmo/contracts';
import type { ApiClient } from './api-client.js';
import { escapeHtml as e } from './html.js';

export const OWNER_REPORT_PREFIX = '/informe-propietario/';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1d2330}main{max-width:860px;margin:0 auto;padding:24px 16px}
h1{font-size:1.5rem;margin:0 0 4px}h2{font-size:1.1rem;margin:28px 0 8px}p{margin:4px 0}.muted{color:#5b6475}
.cifras{display:flex;flex-wrap:wrap;gap:12px;margin:16px 0}.cifras div{background:#fff;border:1px solid #d8dde6;border-radius:8px;padding:10px 14px;min-width:140px}
.cifras strong{display:block;font-size:1.5rem}table{border-collapse:collapse;width:100%;background:#fff}th,td{border:1px solid #d8dde6;padding:6px 8px;text-align:left}
ul{padding-left:20px}li{margin:6px 0}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${e(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function ownerReportHtml(r: InformePropietario, agencia: string): string {
  const p = r.propiedad;
  const precio = formatPrecio({ monto: p.precio, moneda: p.moneda }) || 'Consultar';
  const meses = r.porMes.length
    ? `<table><thead><tr><th scope="col">Mes</th><th scope="col">Consultas</th><th scope="col">Visitas realizadas</th></tr></thead><tbody>${r.porMes
        .map((m) => `<tr><td>${e(formatMesAnio(`${m.mes}-01`))}</td><td>${m.consultas}</td><td>${m.visitas}</td></tr>`)
        .join('')}</tbody></table>`
    : '<p class="muted">Todavía no hay consultas ni visitas.</p>';
  const comentarios = r.comentarios.length
    ? `<ul>${r.comentarios.map((c) => `<li><strong>${e(formatFecha(c.fecha))}</strong>${c.interes ? ` · Interés ${c.interes} de 5` : ''}: ${e(c.resultado)}</li>`).join('')}</ul>`
    : '<p class="muted">Todavía no hay comentarios de visitas.</p>';
  const portales = r.portales.length
    ? `<ul>${r.portales.map((x) => `<li>${e(NOMBRES_PORTALES[x.portal as Portal] ?? x.portal)}: ${e(ESTADO_PUBLICACION_LABELS[x.estado as EstadoPublicacion] ?? x.estado)}</li>`).join('')}</ul>`
    : '<p class="muted">No se publica en portales.</p>';
  const precios = r.historialPrecio.length
    ? `<ul>${r.historialPrecio.map((h) => `<li>${e(formatFecha(h.fecha))}: ${e(formatPrecio({ monto: h.precio, moneda: h.moneda }) || 'sin precio')}</li>`).join('')}</ul>`
    : '<p class="muted">El precio no cambió desde la publicación.</p>';
  return page(
    `Informe de ${p.codigo} — ${agencia}`,
    `<p class="muted">${e(agencia)} · Informe para el propietario</p>
<h1>${e(p.titulo)}</h1><p>${e(p.direccion)}</p><p class="muted">Código ${e(p.codigo)} · ${e(p.estado)} · ${e(precio)}${p.publicadaDesde ? ` · Publicada el ${e(formatFecha(p.publicadaDesde))}` : ''}</p>
<div class="cifras"><div><strong>${r.totales.consultas}</strong>consultas</div><div><strong>${r.totales.visitas}</strong>visitas programadas</div><div><strong>${r.totales.realizadas}</strong>visitas realizadas</div></div>
<h2>Consultas y visitas por mes</h2>${meses}<h2>Qué dijeron los visitantes</h2>${comentarios}<h2>Portales</h2>${portales}<h2>Historial de precio</h2>${precios}`,
  );
}

/** The page for a secret: 200 with the report, 404 when the API knows no such link, 503 when it cannot be asked. */
export async function ownerReportPage(api: ApiClient, secreto: string): Promise<{ status: number; html: string }> {
  const [report, agency] = await Promise.all([
    api.getJson(`/api/user/informe-propietario/${encodeURIComponent(secreto)}`).catch(() => null),
    api.getJson('/api/user/inmobiliaria').catch(() => null),
  ]);
  const agencia = (agency?.status === 200 && (agency.body as { data?: { nombre?: string } } | null)?.data?.nombre) || 'Inmobiliaria';
  if (report?.status === 200) return { status: 200, html: ownerReportHtml((report.body as { data: InformePropietario }).data, agencia) };
  if (!report || report.status >= 500) return { status: 503, html: page('Informe no disponible', '<h1>El informe no está disponible en este momento</h1><p>Intentá nuevamente en unos minutos.</p>') };
  return { status: 404, html: page('Informe no encontrado', '<h1>Informe no encontrado</h1><p>El enlace no es válido o fue revocado. Pedile uno nuevo a la inmobiliaria.</p>') };
}

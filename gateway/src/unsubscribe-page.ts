// /baja/{secreto}: an alert's unsubscribe page, in the agency's name. Opening it (GET: a mail program's preview, a
// link scanner, a curious click) changes nothing: it asks, with a button. Its POST (that button, or a mail program's
// List-Unsubscribe-Post one-click) turns the client's alerts off through the API, which records it in the client's
// history, and the page says so. Never cached, never indexed.
import { MENSAJES_ALERTAS, direccionInmobiliaria, type Inmobiliaria } from '@inmo/contracts';
import type { ApiClient } from './api-client.js';
import { escapeHtml as e } from './html.js';

const STYLE = `body{font:16px/1.5 system-ui,Arial,sans-serif;margin:0;background:#f6f7f9;color:#1d2330}
header{background:#1d2330;color:#fff;padding:14px 16px}header strong{font-size:1.1rem}main{max-width:560px;margin:0 auto;padding:24px 16px}
h1{font-size:1.4rem;margin:0 0 8px}form{margin:20px 0}button{font:inherit;font-weight:600;min-height:44px;padding:10px 20px;border:0;border-radius:6px;background:#b3261e;color:#fff;cursor:pointer}
footer{max-width:560px;margin:0 auto;padding:16px;color:#5b6475;font-size:.9rem;border-top:1px solid #d8dde6}a{color:#1d4ed8}`;

type Agencia = Pick<Inmobiliaria, 'nombre' | 'direccion' | 'localidad' | 'telefono' | 'email'>;

function page(agencia: Agencia, body: string): string {
  const nombre = agencia.nombre || 'Inmobiliaria';
  const contacto = [direccionInmobiliaria(agencia), agencia.telefono, agencia.email].filter(Boolean).map(e).join(' · ');
  return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Alertas por email — ${e(nombre)}</title><style>${STYLE}</style></head>
<body><header><strong data-testid="baja-inmobiliaria">${e(nombre)}</strong></header><main>${body}</main>
<footer>${contacto ? `${contacto}<br>` : ''}<a href="/">Ir al sitio</a></footer></body></html>`;
}

async function agenciaDe(api: ApiClient): Promise<Agencia> {
  const r = await api.getJson('/api/user/inmobiliaria').catch(() => null);
  const d = r?.status === 200 ? (r.body as { data?: Partial<Agencia> } | null)?.data : null;
  return { nombre: d?.nombre ?? '', direccion: d?.direccion ?? '', localidad: d?.localidad ?? '', telefono: d?.telefono ?? '', email: d?.email ?? '' };
}

/** GET: the question and its button, which posts to the same address; an unknown link says so at once (404). */
export async function unsubscribeAskPage(api: ApiClient, secreto: string): Promise<{ status: number; html: string }> {
  const [valido, agencia] = await Promise.all([api.getJson(`/api/user/baja/${encodeURIComponent(secreto)}`).catch(() => null), agenciaDe(api)]);
  if (valido?.status === 404) return { status: 404, html: page(agencia, `<h1>Alertas por email</h1><p data-testid="baja-mensaje">${e(MENSAJES_ALERTAS.bajaNoEncontrada)}</p>`) };
  return {
    status: 200,
    html: page(
      agencia,
      `<h1>Alertas por email</h1><p>¿Querés dejar de recibir por email las propiedades que coinciden con tu búsqueda?</p>
<form method="post" action="/baja/${encodeURIComponent(secreto)}"><button type="submit">Darme de baja</button></form>
<p>Si no querés darte de baja, cerrá esta página: no cambia nada.</p>`,
    ),
  };
}

/** POST: the unsubscribe itself; 404 for an unknown link, 503 when the API cannot be asked. */
export async function unsubscribeDonePage(api: ApiClient, secreto: string): Promise<{ status: number; html: string }> {
  let r: { status: number; body: unknown };
  try {
    r = await api.post(`/api/user/baja/${encodeURIComponent(secreto)}`);
  } catch {
    r = { status: 503, body: null };
  }
  const message = (r.body as { message?: string } | null)?.message;
  const ok = r.status === 200 && message;
  const texto = ok ? message : r.status === 404 ? MENSAJES_ALERTAS.bajaNoEncontrada : 'No pudimos procesar la baja en este momento. Probá de nuevo en unos minutos.';
  const agencia = await agenciaDe(api);
  return { status: ok ? 200 : r.status === 404 ? 404 : 503, html: page(agencia, `<h1>Alertas por email</h1><p data-testid="baja-mensaje">${e(texto)}</p>`) };
}

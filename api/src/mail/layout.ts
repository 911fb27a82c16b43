// Every message's two parts (text and HTML, es-AR) in the agency's frame: its name on top, the body, and a footer
// with its address, phones, e-mail and licence (agency settings). A message that is not a direct answer carries an
// unsubscribe line where it has a link for one.
import type { Inmobiliaria } from '@inmo/contracts';

export function escapeHtml(s: unknown): string {
  return String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** One block of a message: a paragraph, a link shown as a button, or a list of items with an optional link each. */
export type Bloque =
  | { parrafo: string }
  | { boton: { texto: string; url: string } }
  | { items: { titulo: string; detalle?: string; url?: string }[] };

export interface Contenido {
  /** The heading inside the message (the subject, usually). */
  titulo: string;
  bloques: Bloque[];
  /** The one-click unsubscribe page (alerts): shown at the foot. */
  bajaUrl?: string;
}

function pie(agencia: Inmobiliaria): string[] {
  const lugar = [agencia.direccion, agencia.localidad].filter(Boolean).join(', ');
  const matricula = [agencia.matricula ? `Matrícula ${agencia.matricula}` : '', agencia.colegio].filter(Boolean).join(' · ');
  return [agencia.nombre, lugar, [agencia.telefono ? `Tel. ${agencia.telefono}` : '', agencia.email].filter(Boolean).join(' · '), matricula].filter((l) => l !== '');
}

/** The text part: plain lines, links written out. */
export function renderText(agencia: Inmobiliaria, c: Contenido): string {
  const out: string[] = [c.titulo, ''];
  for (const b of c.bloques) {
    if ('parrafo' in b) out.push(b.parrafo, '');
    else if ('boton' in b) out.push(`${b.boton.texto}: ${b.boton.url}`, '');
    else {
      for (const it of b.items) out.push(`- ${it.titulo}${it.detalle ? ` (${it.detalle})` : ''}${it.url ? `\n  ${it.url}` : ''}`);
      out.push('');
    }
  }
  out.push('--', ...pie(agencia));
  if (c.bajaUrl) out.push('', `Para dejar de recibir estos avisos: ${c.bajaUrl}`);
  return out.join('\n') + '\n';
}

/** The HTML part: one column, inline styles (mail programs ignore style sheets). */
export function renderHtml(agencia: Inmobiliaria, c: Contenido): string {
  const body = c.bloques
    .map((b) => {
      if ('parrafo' in b) return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(b.parrafo).replace(/\n/g, '<br>')}</p>`;
      if ('boton' in b) {
        return `<p style="margin:0 0 16px"><a href="${escapeHtml(b.boton.url)}" style="display:inline-block;background:#1f4e79;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(b.boton.texto)}</a></p>`;
      }
      const items = b.items
        .map((it) => {
          const titulo = it.url ? `<a href="${escapeHtml(it.url)}" style="color:#1f4e79">${escapeHtml(it.titulo)}</a>` : escapeHtml(it.titulo);
          return `<li style="margin:0 0 8px">${titulo}${it.detalle ? `<br><span style="color:#555">${escapeHtml(it.detalle)}</span>` : ''}</li>`;
        })
        .join('');
      return `<ul style="margin:0 0 16px;padding-left:20px">${items}</ul>`;
    })
    .join('\n');
  const baja = c.bajaUrl
    ? `<p style="margin:12px 0 0;font-size:12px;color:#777">¿No querés recibir más estos avisos? <a href="${escapeHtml(c.bajaUrl)}" style="color:#777">Darte de baja</a>.</p>`
    : '';
  return `<!doctype html>
<html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.titulo)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:600px;margin:0 auto;background:#ffffff">
<div style="background:#1f4e79;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(agencia.nombre)}</div>
<div style="padding:24px">
<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(c.titulo)}</h1>
${body}
</div>
<div style="padding:16px 24px;border-top:1px solid #ddd;font-size:12px;color:#555">${pie(agencia).map(escapeHtml).join('<br>')}${baja}</div>
</div>
</body></html>
`;
}

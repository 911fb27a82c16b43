// The pictures of link previews (contracts vista-previa.ts): a JPEG of VISTA_PREVIA's size, at most 300 KB. A
// listing's is its cover framed as the cards frame it (ventanaEncuadre in a 1200×630 box), from the stored master
// (or a demo SVG, drawn at the density the window needs). The agency's is drawn from its name on the site's dark
// theme (shell platform theme.ts: background, surface, primary, the light blue accent).
import sharp, { type Sharp } from 'sharp';
import { VISTA_PREVIA, ventanaEncuadre, type Encuadre } from '@inmo/contracts';
import { MAX_PIXELES } from './image-processor.js';

const { width: W, height: H, maxBytes } = VISTA_PREVIA;
const QUALITIES = [82, 72, 60, 45, 30];
/** An SVG is drawn at up to this many times its own size (its window must fill 1200×630). */
const MAX_SVG_SCALE = 8;

/** Encodes 1200×630 raw pixels as JPEG, lowering the quality until it fits in maxBytes. */
async function jpeg(pixels: Sharp): Promise<Buffer> {
  const { data, info } = await pixels.flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  let out: Buffer | null = null;
  for (const quality of QUALITIES) {
    out = await sharp(data, { raw }).jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
    if (out.length <= maxBytes) return out;
  }
  return out!;
}

/** The preview of a picture (PNG, JPEG, WebP or SVG bytes) framed as staff framed it. */
export async function renderListingPreview(source: Buffer, framing: Encuadre): Promise<Buffer> {
  const open = (density?: number) => sharp(source, { limitInputPixels: MAX_PIXELES, autoOrient: true, ...(density ? { density } : {}) });
  let meta = await open().metadata();
  let density: number | undefined;
  if (meta.format === 'svg' && meta.width && meta.height) {
    // Drawn large enough that the framed window is at least 1200×630 pixels of the drawing, not an enlarged raster.
    const win = ventanaEncuadre(meta.width, meta.height, framing, W, H);
    const scale = Math.min(MAX_SVG_SCALE, Math.max(1, W / win.width, H / win.height));
    density = Math.ceil((meta.density ?? 72) * scale);
    meta = await open(density).metadata();
  }
  const iw = meta.autoOrient?.width ?? meta.width;
  const ih = meta.autoOrient?.height ?? meta.height;
  if (!iw || !ih) throw new Error('preview: picture without size');
  const win = ventanaEncuadre(iw, ih, framing, W, H);
  return jpeg(open(density).extract(win).resize(W, H, { fit: 'fill', kernel: 'lanczos3' }));
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Words in lines of about `target` characters (a longer word stands alone), at most `max` lines. */
function wrap(words: string[], target: number, max: number): string[] {
  const out: string[] = [];
  for (const w of words) {
    const cur = out[out.length - 1];
    if (cur !== undefined && ((cur + ' ' + w).length <= target || out.length >= max)) out[out.length - 1] = `${cur} ${w}`;
    else out.push(w);
  }
  return out;
}

/** The name in one to three lines, whichever lets it be drawn largest in the 1000 px it has (bold ≈ 0.62 em a character). */
function layoutName(nombre: string): { lines: string[]; size: number } {
  const words = nombre.trim().split(/\s+/);
  let best = { lines: [nombre.trim()], size: 0 };
  for (let n = 1; n <= 3; n++) {
    const lines = wrap(words, Math.ceil(nombre.trim().length / n), n);
    const size = Math.max(36, Math.min(92, Math.floor(1000 / (0.62 * Math.max(...lines.map((l) => l.length), 1)))));
    if (size > best.size) best = { lines, size };
  }
  return best;
}

/** The line under the agency's name. */
export const LEMA = 'Propiedades en venta y alquiler';

/** The agency's image, drawn from its name: a house, the name, a bar, a line under it, centred in height. */
export function agencySvg(nombre: string, lema: string = LEMA): string {
  const { lines: nameLines, size } = layoutName(nombre);
  const lineH = Math.round(size * 1.15);
  const font = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif\"";
  const ICON = 104;
  const block = ICON + 40 + nameLines.length * lineH + 36 + 8 + 52;
  const y0 = Math.round((H - block) / 2);
  const firstBaseline = y0 + ICON + 40 + Math.round(size * 0.8);
  const lastBaseline = firstBaseline + (nameLines.length - 1) * lineH;
  const name = nameLines
    .map((l, i) => `<text x="120" y="${firstBaseline + i * lineH}" font-size="${size}" font-weight="700" fill="#ffffff" ${font}>${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e1e1e"/><stop offset="1" stop-color="#121212"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <rect x="0" y="0" width="24" height="${H}" fill="#1976d2"/>
  <g transform="translate(120 ${y0})" fill="none" stroke="#64b5f6" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">
    <path d="M6 50 L56 8 L106 50"/><path d="M22 38 V98 H90 V38"/><path d="M46 98 V68 H66 V98"/>
  </g>
  ${name}
  <rect x="120" y="${lastBaseline + 36}" width="160" height="8" rx="4" fill="#1976d2"/>
  <text x="120" y="${lastBaseline + 36 + 8 + 52}" font-size="36" fill="#64b5f6" ${font}>${escapeXml(lema)}</text>
</svg>`;
}

/** The agency's image as a JPEG: from an uploaded picture (covering the box), else drawn from its name. */
export async function renderAgencyImage(nombre: string, uploaded?: Buffer | null): Promise<Buffer> {
  if (uploaded) return renderListingPreview(uploaded, { offsetX: 0.5, offsetY: 0.5, zoom: 1 });
  return jpeg(sharp(Buffer.from(agencySvg(nombre))));
}

// How a framed picture is drawn, everywhere: the public cards and gallery, the back office's cards and framing
// preview (CSS), and the API's stored cover crop (pixels). A picture has a focal point (offsetX, offsetY: 0–1,
// default the centre) and a zoom (1–3, default 1, spec §9). The box shows the picture as CSS `object-fit: cover`
// would, with the focal point as `object-position`, then scaled by the zoom about that same point.
import { LIMITES } from './labels.js';

export interface Encuadre {
  offsetX: number;
  offsetY: number;
  zoom: number;
}

export const ENCUADRE_POR_DEFECTO: Encuadre = { offsetX: 0.5, offsetY: 0.5, zoom: 1 };

const clamp = (n: unknown, min: number, max: number, d: number) => (typeof n === 'number' && Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : d);

/** Offsets clamped to 0–1 (default 0.5), zoom to 1–3 (default 1); anything that is not a number takes the default. */
export function normalizarEncuadre(f: Partial<Record<keyof Encuadre, unknown>> | null | undefined): Encuadre {
  return {
    offsetX: clamp(f?.offsetX, 0, 1, 0.5),
    offsetY: clamp(f?.offsetY, 0, 1, 0.5),
    zoom: clamp(f?.zoom, LIMITES.zoomMin, LIMITES.zoomMax, 1),
  };
}

/** The CSS of an <img> filling a box with overflow hidden: object-position and the zoom about the focal point. */
export function encuadreCss(f: Partial<Record<keyof Encuadre, unknown>> | null | undefined): { objectPosition: string; transformOrigin: string; transform?: string } {
  const { offsetX, offsetY, zoom } = normalizarEncuadre(f);
  const pos = `${+(offsetX * 100).toFixed(2)}% ${+(offsetY * 100).toFixed(2)}%`;
  return { objectPosition: pos, transformOrigin: pos, ...(zoom === 1 ? {} : { transform: `scale(${zoom})` }) };
}

/**
 * The part of an iw × ih picture (whole pixels) that a boxW × boxH box shows with that framing: what encuadreCss
 * draws, as a crop window. The cover scale s fills the box; the zoom narrows the window to boxW / (s·zoom); the
 * focal point x puts the window's left edge at x·(iw − w), which is where `object-position: x%` and a zoom about
 * x% of the box leave it.
 */
export function ventanaEncuadre(iw: number, ih: number, f: Partial<Record<keyof Encuadre, unknown>> | null | undefined, boxW: number, boxH: number) {
  const { offsetX, offsetY, zoom } = normalizarEncuadre(f);
  const s = Math.max(boxW / iw, boxH / ih);
  const width = Math.min(iw, Math.max(1, Math.round(boxW / (zoom * s))));
  const height = Math.min(ih, Math.max(1, Math.round(boxH / (zoom * s))));
  const left = Math.min(iw - width, Math.max(0, Math.round(offsetX * (iw - width))));
  const top = Math.min(ih - height, Math.max(0, Math.round(offsetY * (ih - height))));
  return { left, top, width, height };
}

/** A picture's renditions ({width, url}, as the upload answers them) as an <img srcset>, narrowest first; undefined without any. */
export function srcsetDe(img: { srcset?: readonly { width: number; url: string }[] | null } | null | undefined): string | undefined {
  const list = Array.isArray(img?.srcset) ? img.srcset.filter((s) => s && s.url && Number.isFinite(s.width) && s.width > 0) : [];
  if (list.length === 0) return undefined;
  return [...list]
    .sort((a, b) => a.width - b.width)
    .map((s) => `${s.url} ${Math.round(s.width)}w`)
    .join(', ');
}

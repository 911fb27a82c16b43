// How a framed image is drawn everywhere (admin cards, framing preview; the public cards use the same formula):
// object-fit cover, the focal point (offsetX/offsetY 0–1) as object-position and as the origin of the zoom.
import type { CSSProperties } from 'react';

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;

export interface Framing {
  offsetX: number;
  offsetY: number;
  zoom: number;
}

export const FRAMING_DEFAULT: Framing = { offsetX: 0.5, offsetY: 0.5, zoom: 1 };

const clamp = (n: unknown, min: number, max: number, d: number) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : d;

/** Offsets clamped to 0–1 (default 0.5), zoom to 1–3 (default 1). */
export function normalizeFraming(f: Partial<Framing> | null | undefined): Framing {
  return {
    offsetX: clamp(f?.offsetX, 0, 1, 0.5),
    offsetY: clamp(f?.offsetY, 0, 1, 0.5),
    zoom: clamp(f?.zoom, ZOOM_MIN, ZOOM_MAX, 1),
  };
}

/** Inline style of the <img> inside a box with overflow hidden. */
export function coverImageStyle(f: Partial<Framing> | null | undefined): CSSProperties {
  const { offsetX, offsetY, zoom } = normalizeFraming(f);
  const pos = `${+(offsetX * 100).toFixed(2)}% ${+(offsetY * 100).toFixed(2)}%`;
  return { width: '100%', height: '100%', objectFit: 'cover', display: 'block', objectPosition: pos, transform: `scale(${zoom})`, transformOrigin: pos };
}

/** The renditions as an <img srcset> (undefined when the image has none). */
export function srcSetOf(img: { srcset?: { width: number; url: string }[] } | null | undefined): string | undefined {
  return img?.srcset?.length ? img.srcset.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined;
}

/** Zoom as the dialog shows it: 1 → '100%', 1.5 → '150%'. */
export function zoomPercent(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

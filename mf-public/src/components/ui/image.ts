// Image attributes shared by every public screen: srcset from the upload pipeline's renditions, intrinsic size
// (so nothing shifts while loading) and the focal point / zoom framing chosen in the back office.
import type { Imagen } from '@inmo/contracts';

/** 'url 480w, url 960w' from imagen.srcset, or undefined when there are no renditions. */
export function srcSetOf(img: Pick<Imagen, 'srcset'> | null | undefined): string | undefined {
  const list = Array.isArray(img?.srcset) ? img.srcset.filter((s) => s && s.url && Number.isFinite(s.width) && s.width > 0) : [];
  if (list.length === 0) return undefined;
  return [...list]
    .sort((a, b) => a.width - b.width)
    .map((s) => `${s.url} ${Math.round(s.width)}w`)
    .join(', ');
}

const clamp01 = (n: unknown, d = 0.5) => (typeof n === 'number' && n >= 0 && n <= 1 ? n : d);

/** object-position and zoom of an image, from its offsets (0–1, default centre) and zoom (≥ 1, default 1). */
export function framingStyle(img: Partial<Pick<Imagen, 'offsetX' | 'offsetY' | 'zoom'>> | null | undefined) {
  const x = clamp01(img?.offsetX) * 100;
  const y = clamp01(img?.offsetY) * 100;
  const zoom = typeof img?.zoom === 'number' && img.zoom >= 1 ? img.zoom : 1;
  return { objectPosition: `${x}% ${y}%`, transform: zoom === 1 ? undefined : `scale(${zoom})`, transformOrigin: `${x}% ${y}%` };
}

/** Intrinsic size to declare: the image's own when known, else the given default aspect. */
export function sizeOf(img: Pick<Imagen, 'width' | 'height'> | null | undefined, w = 1000, h = 600) {
  return typeof img?.width === 'number' && img.width > 0 && typeof img?.height === 'number' && img.height > 0
    ? { width: img.width, height: img.height }
    : { width: w, height: h };
}

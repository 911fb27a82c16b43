// How a framed image is drawn in the back office (admin cards, thumbnails, the framing preview): a box-filling <img>
// with the one framing formula of contracts (encuadreCss), as the public site and the API's cover crop use it.
import type { CSSProperties } from 'react';
import { encuadreCss, type Encuadre } from '@inmo/contracts';

/** Inline style of the <img> inside a box with overflow hidden. */
export function coverImageStyle(f: Partial<Encuadre> | null | undefined): CSSProperties {
  return { width: '100%', height: '100%', objectFit: 'cover', display: 'block', ...encuadreCss(f) };
}

/** Zoom as the dialog shows it: 1 → '100%', 1.5 → '150%'. */
export function zoomPercent(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

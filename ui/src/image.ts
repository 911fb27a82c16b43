// Pictures beside the framing and srcset (contracts encuadre.ts): the intrinsic size to declare, so nothing shifts
// while a picture loads, and the CSS of a picture that fills its box (the framing's object-position applies to it).
import { css } from 'styled-components';
import type { Imagen } from '@inmo/contracts';

/** Inside a box with a fixed ratio and overflow hidden: its <img> covers the whole box. */
export const coverImgCss = css`
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** Intrinsic size to declare: the image's own when known, else the given default aspect. */
export function sizeOf(img: Pick<Imagen, 'width' | 'height'> | null | undefined, w = 1000, h = 600) {
  return typeof img?.width === 'number' && img.width > 0 && typeof img?.height === 'number' && img.height > 0
    ? { width: img.width, height: img.height }
    : { width: w, height: h };
}

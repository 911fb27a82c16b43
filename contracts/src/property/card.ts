// What a property card sums up, for both catalogues (the kit's PropertyCard). Kept apart from details.ts so a card
// does not bring the whole definition of a property into the catalogue's chunk.
import type { PropiedadPublica } from './public-view.js';

/** What a card sums up (both catalogues): bedrooms, bathrooms, total surface; null when unknown or zero. */
export function cifrasDeTarjeta(p: Pick<PropiedadPublica, 'habitaciones' | 'baños' | 'superficieTotal'>): { dormitorios: number | null; baños: number | null; superficie: number | null } {
  const pos = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null);
  return { dormitorios: pos(p.habitaciones), baños: pos(p.baños), superficie: pos(p.superficieTotal) };
}

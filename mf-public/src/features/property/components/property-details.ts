// What the property page shows beside the definition's description of a property (contracts property/details.ts:
// characteristics, services, amenities by label): the floor, the bounded gallery index and the pictures' order.
import { formatPiso, type PropiedadPublica } from '@inmo/contracts';

/** Floor for the location block: 0 → 'PB'; null when unknown. */
export function pisoDe(p: PropiedadPublica): string | null {
  const piso = p.piso ?? p.ubicacion?.piso;
  const s = formatPiso(piso);
  return s === '' ? null : s;
}

/** Gallery index kept within 0…count-1 (spec §4). */
export function clampIndex(i: number, count: number): number {
  if (count <= 0 || !Number.isFinite(i)) return 0;
  return Math.min(Math.max(0, Math.trunc(i)), count - 1);
}

/** Images in display order: by `orden`, the cover first when orden ties. */
export function imagenesOrdenadas(p: PropiedadPublica): PropiedadPublica['imagenes'] {
  const list = Array.isArray(p.imagenes) ? p.imagenes.filter((i) => i && i.url) : [];
  return list
    .map((img, idx) => ({ img, idx }))
    .sort((a, b) => (a.img.orden ?? a.idx) - (b.img.orden ?? b.idx) || Number(b.img.esPortada) - Number(a.img.esPortada) || a.idx - b.idx)
    .map((x) => x.img);
}

import type { Propiedad } from '@inmo/contracts';

/** 'calle altura, localidad', skipping what is missing. */
export function direccion(p: Pick<Propiedad, 'ubicacion'>): string {
  const u = p.ubicacion;
  const calle = [u?.calle, u?.altura].filter((x) => x !== null && x !== undefined && String(x).trim() !== '').join(' ');
  return [calle, u?.localidad].filter(Boolean).join(', ');
}

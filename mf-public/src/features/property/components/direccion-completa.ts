import type { Propiedad } from '@inmo/contracts';

/** 'calle altura, localidad' for the property page, skipping what is missing (altura 0 means none). */
export function direccionCompleta(p: Propiedad): string {
  const u = p.ubicacion;
  const altura = u?.altura && Number(u.altura) !== 0 ? u.altura : null;
  const calle = [u?.calle, altura].filter((x) => x !== null && x !== undefined && String(x).trim() !== '').join(' ');
  return [calle, u?.localidad].filter(Boolean).join(', ');
}

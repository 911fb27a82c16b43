// Whether an owner has a private page link now, read from their history: the API records each link created
// ('Enlace privado del propietario creado') and each revocation ('Revocado') in the client's history, newest first.
import type { EntradaHistorial } from '@inmo/contracts';

/** True when the owner's newest link line is a creation; false with none or when it was revoked; null while unknown. */
export function enlacePropietarioActivo(entradas: readonly EntradaHistorial[] | null): boolean | null {
  if (!entradas) return null;
  for (const e of entradas) {
    const c = e.cambios.find((x) => x.campo === 'enlacePropietario');
    if (c) return c.despues !== 'Revocado' && c.despues !== null;
  }
  return false;
}

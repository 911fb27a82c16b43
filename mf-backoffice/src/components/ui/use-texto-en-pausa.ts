// What was typed in a search box, once the typing pauses (a server search asks once per pause, not per key).
import { useEffect, useState } from 'react';

export const PAUSA_BUSQUEDA_MS = 250;

/** `texto` trimmed, PAUSA_BUSQUEDA_MS after it last changed; `escribiendo` while the two differ. */
export function useTextoEnPausa(texto: string, ms = PAUSA_BUSQUEDA_MS): { texto: string; escribiendo: boolean } {
  const [quieto, setQuieto] = useState(texto.trim());
  useEffect(() => {
    const t = setTimeout(() => setQuieto(texto.trim()), ms);
    return () => clearTimeout(t);
  }, [texto, ms]);
  return { texto: quieto, escribiendo: quieto !== texto.trim() };
}

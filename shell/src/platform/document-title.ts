import { useEffect } from 'react';
import { AGENCIA } from '@inmo/contracts';

/** Sets document.title to '{page} | {agency}' (or the agency name alone) while the calling screen is shown. */
export function useDocumentTitle(page?: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} | ${AGENCIA.nombre}` : AGENCIA.nombre;
  }, [page]);
}

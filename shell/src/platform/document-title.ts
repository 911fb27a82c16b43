import { useEffect } from 'react';
import { AGENCY } from './agency.js';

/** Sets document.title to '{page} | {agency}' (or the agency name alone) while the calling screen is shown. */
export function useDocumentTitle(page?: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} | ${AGENCY.nombre}` : AGENCY.nombre;
  }, [page]);
}

import { useEffect } from 'react';
import { AGENCIA } from '@inmo/contracts';

/** The title a page shows: '{page} — {agency}', the home page '{agency} — Propiedades en venta y alquiler'
 * (the same titles the gateway renders into the HTML for crawlers). */
export function documentTitle(page?: string | null): string {
  return page ? `${page} — ${AGENCIA.nombre}` : `${AGENCIA.nombre} — Propiedades en venta y alquiler`;
}

/** Sets document.title while the calling screen is shown. */
export function useDocumentTitle(page?: string | null): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}

import { useEffect } from 'react';
import { AGENCIA } from '@inmo/contracts';

/** The title a page shows: '{page} — {agency}', the home page '{agency} — Propiedades en venta y alquiler'
 * (the same titles the gateway renders into the HTML for crawlers). */
export function documentTitle(page?: string | null): string {
  return page ? `${page} — ${AGENCIA.nombre}` : `${AGENCIA.nombre} — Propiedades en venta y alquiler`;
}

/** Sets the page's <meta name="description"> (creating it when the HTML had none). */
export function setMetaDescription(description: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = description;
}

/**
 * Sets document.title and the meta description while the calling screen is shown, so a page reached by
 * navigating inside the app says what the server would have said for it (contracts PAGINAS_PUBLICAS); screens
 * without their own description get the agency's.
 */
export function useDocumentTitle(page?: string | null, description: string = AGENCIA.descripcion): void {
  useEffect(() => {
    document.title = documentTitle(page);
    setMetaDescription(description);
  }, [page, description]);
}

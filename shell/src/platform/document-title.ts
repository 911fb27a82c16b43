import { useEffect } from 'react';
import { getAgencia } from './agency.js';

/** The title a page shows: '{page} — {agency}', the home page '{agency} — Propiedades en venta y alquiler'
 * (the same titles the gateway renders into the HTML for crawlers). */
export function documentTitle(page?: string | null): string {
  const nombre = getAgencia().nombre;
  return page ? `${page} — ${nombre}` : `${nombre} — Propiedades en venta y alquiler`;
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
 * navigating inside the app says what the server would have said for it (contracts paginasPublicas); screens
 * without their own description keep the page's.
 */
export function useDocumentTitle(page?: string | null, description?: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
    if (description) setMetaDescription(description);
  }, [page, description]);
}

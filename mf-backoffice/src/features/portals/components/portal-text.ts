// What the Portales page says about a portal, pure (unit-tested): its connection line, the message of MercadoLibre's
// return from the authorization page, an address as the portal must be given it, and copying with a fallback.
import type { PortalResumen } from '@inmo/contracts';

export const ML_SIN_CONFIGURAR = 'MercadoLibre todavía no está habilitado para esta inmobiliaria';
export const ML_CONECTADA = 'Cuenta de MercadoLibre conectada';

/** 'Conectado' / 'No conectado'; MercadoLibre names its account ('Conectado como INMOBILIARIA_AZUL'). */
export function estadoConexion(p: Pick<PortalResumen, 'portal' | 'conectado' | 'configurado' | 'cuenta'>): string {
  if (p.portal === 'mercadolibre' && !p.configurado) return ML_SIN_CONFIGURAR;
  if (!p.conectado) return 'No conectado';
  return p.cuenta ? `Conectado como ${p.cuenta}` : 'Conectado';
}

/**
 * MercadoLibre sends the browser back to /portales?mercadolibre=conectado, or …=error&motivo=…: the toast to show
 * (null: the page was not opened by that return).
 */
export function retornoMercadoLibre(params: URLSearchParams): { texto: string; tipo: 'success' | 'error' } | null {
  const r = params.get('mercadolibre');
  if (r === 'conectado') return { texto: ML_CONECTADA, tipo: 'success' };
  if (r === 'error') {
    const motivo = params.get('motivo')?.trim();
    return { texto: motivo ? `No se pudo conectar la cuenta de MercadoLibre: ${motivo}` : 'No se pudo conectar la cuenta de MercadoLibre', tipo: 'error' };
  }
  return null;
}

/** The address in full (the API may answer a path): what is pasted into the portal. */
export function direccionCompleta(url: string, origin: string): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

/**
 * Copies a text: the Clipboard API where the page may use it (https or localhost), else a selected hidden textarea
 * and execCommand('copy'), which plain-http back offices still allow. False when neither worked.
 */
export async function copiarTexto(texto: string, env: { doc?: Document; clipboard?: Pick<Clipboard, 'writeText'> | null } = {}): Promise<boolean> {
  const doc = env.doc ?? document;
  const clipboard = env.clipboard === undefined ? (typeof navigator === 'undefined' ? null : navigator.clipboard) : env.clipboard;
  try {
    if (clipboard?.writeText) {
      await clipboard.writeText(texto);
      return true;
    }
  } catch {
    // Refused (no permission, an insecure page): the fallback below.
  }
  const area = doc.createElement('textarea');
  area.value = texto;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  area.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

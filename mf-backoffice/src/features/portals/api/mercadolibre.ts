// The MercadoLibre account (admins): POST /api/admin/portales/mercadolibre/conectar → {data: {url}} (MercadoLibre's
// authorization page, which comes back to /portales?mercadolibre=conectado|error&motivo=…), …/sincronizar (send what
// is pending now) and …/desconectar, both → {data: PortalResumen}.
import type { PortalResumen } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

const BASE = '/admin/portales/mercadolibre';

export function conectarMercadoLibre() {
  return api.post<{ success: true; data: { url: string } }>(`${BASE}/conectar`);
}

export function sincronizarMercadoLibre() {
  return api.post<{ success: true; data: PortalResumen }>(`${BASE}/sincronizar`);
}

export function desconectarMercadoLibre() {
  return api.post<{ success: true; data: PortalResumen }>(`${BASE}/desconectar`);
}

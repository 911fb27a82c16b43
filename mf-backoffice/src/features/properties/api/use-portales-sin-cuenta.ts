// Which portals a new listing should not be ticked for: those published through the agency's account (MercadoLibre;
// a portal without a feed) while that account is not connected. A feed portal (Zonaprop) stays ticked: it connects by
// reading the feed, which must already hold the listings. From GET /api/admin/portales (every member of staff reads it).
import useSWR from 'swr';
import type { PortalesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

/** The form values to start from: `portal.<name>: false` for each such portal ({} until known). */
export function usePortalesSinCuenta(): Record<string, boolean> {
  const { data } = useSWR<PortalesResponse>('/admin/portales?page=1&limit=1', swrFetcher, { revalidateOnFocus: false });
  const sin = data?.data.portales.filter((p) => !p.feedUrl && !p.conectado) ?? [];
  return Object.fromEntries(sin.map((p) => [`portal.${p.portal}`, false]));
}

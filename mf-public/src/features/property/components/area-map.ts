// The map of a listing whose location is approximate: its point is already its area's centre
// (contracts public-view.ts), so the map is drawn a step farther out and marks nothing. Kept out of osm.ts, which the
// home page bundles too.
import { parseCoordenadas } from '@inmo/contracts';
import { mapaDePropiedad, osmEmbedUrl, type MapaPropiedad } from '../../../components/ui/osm.js';

export function mapaDeUbicacion(ubicacion: { coordenadas?: unknown; mapaUrl?: string | null } | null | undefined, zoom: number, aproximada: boolean): MapaPropiedad | null {
  const c = aproximada ? parseCoordenadas(ubicacion?.coordenadas) : null;
  if (!c) return mapaDePropiedad(ubicacion, zoom);
  const z = zoom - 1;
  return { embed: osmEmbedUrl(c.lat, c.lng, z).replace(/&marker=[^&]*/, ''), link: `https://www.openstreetmap.org/#map=${z}/${c.lat}/${c.lng}` };
}

// OpenStreetMap embeds (no API key): the map a page shows for a point at a zoom level, and which point a property
// has (spec §5: valid coordinates, or else a map URL).
import { parseCoordenadas } from '@inmo/contracts';

const OSM = 'https://www.openstreetmap.org';

/** The embed URL centred on lat/lng at `zoom`, for a frame of about widthPx × heightPx, with a marker. */
export function osmEmbedUrl(lat: number, lng: number, zoom = 15, widthPx = 640, heightPx = 360): string {
  // At zoom z one 256 px tile spans 360/2^z degrees of longitude; latitude degrees shrink by cos(lat).
  const dLng = ((360 / 2 ** zoom) * (widthPx / 256)) / 2;
  const dLat = ((360 / 2 ** zoom) * (heightPx / 256) * Math.cos((lat * Math.PI) / 180)) / 2;
  const f = (n: number) => n.toFixed(5);
  const bbox = [f(lng - dLng), f(lat - dLat), f(lng + dLng), f(lat + dLat)].join(',');
  return `${OSM}/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${f(lat)},${f(lng)}`)}`;
}

/** A link to the full map at that point. */
export function osmLink(lat: number, lng: number, zoom = 15): string {
  return `${OSM}/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

/** Coordinates written inside a map URL (OSM mlat/mlon or #map=z/lat/lng, Google @lat,lng or q=lat,lng). */
export function coordenadasDeUrl(url: string): { lat: number; lng: number } | null {
  const patterns = [
    /[?&]mlat=(-?\d+(?:\.\d+)?)&mlon=(-?\d+(?:\.\d+)?)/,
    /#map=\d+\/(-?\d+(?:\.\d+)?)\/(-?\d+(?:\.\d+)?)/,
    /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/,
    /[?&](?:q|query|ll)=(-?\d+(?:\.\d+)?)(?:,|%2C)\s*(-?\d+(?:\.\d+)?)/i,
  ];
  for (const re of patterns) {
    const m = re.exec(url);
    if (m) {
      const c = parseCoordenadas(`${m[1]},${m[2]}`);
      if (c) return c;
    }
  }
  return null;
}

export interface MapaPropiedad {
  /** Embed to show in an iframe (only OpenStreetMap, which needs no key). */
  embed: string | null;
  /** Where 'Ver mapa más grande' goes. */
  link: string;
}

/**
 * The map of a property's location (spec §5): valid coordinates first, else the map URL (its coordinates when it
 * carries them, or the URL itself as a link when it is an https address). null: no map at all.
 */
export function mapaDePropiedad(ubicacion: { coordenadas?: unknown; mapaUrl?: string | null } | null | undefined, zoom = 15): MapaPropiedad | null {
  const c = parseCoordenadas(ubicacion?.coordenadas);
  if (c) return { embed: osmEmbedUrl(c.lat, c.lng, zoom), link: osmLink(c.lat, c.lng, zoom) };
  const url = (ubicacion?.mapaUrl ?? '').trim();
  if (!url || !/^https:\/\//i.test(url)) return null;
  if (url.startsWith(`${OSM}/export/embed.html`)) return { embed: url, link: url };
  const fromUrl = coordenadasDeUrl(url);
  if (fromUrl) return { embed: osmEmbedUrl(fromUrl.lat, fromUrl.lng, zoom), link: url };
  return { embed: null, link: url };
}

// Zonaprop's feed: Navent downloads one XML file the agency hosts; a listing missing from it is
// taken offline, a new one created, a changed one updated; a changed image needs a new address (ours are
// content-addressed: an upload gets a new name). Element names follow Navent's listing model (codigoAviso, titulo,
// descripcion, tipoDePropiedad, tipoDeOperacion, precios, direccion, caracteristicas, multimedia); the mapping
// lives here alone, so a change Navent asks for is made in one file.
//
// What a listing says is what the public page says: vistaPublica()'s allow-list (no owner, no staff-only field, no
// hidden price) with the location as the listing chose it (ubicacionPublicable: street and area only when
// approximate). The document is written listing by listing (renderAviso) so the controller streams it.
import { DEFAULT_IMAGE_PUBLIC_ID, amenitiesPublicas, caracteristicasPublicas, propiedadHref, serviciosPublicos, type PropiedadPublica } from '@inmo/contracts';

// Characters XML 1.0 does not allow at all (a pasted description may carry them); everything else is escaped.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(v: unknown): string {
  return String(v ?? '')
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const el = (name: string, v: unknown) => (v === null || v === undefined || v === '' ? '' : `<${name}>${xmlText(v)}</${name}>`);

/** An address as absolute (images are stored as /api/media/… on the embedded store, absolute on S3). */
export function absoluteUrl(url: string, origin: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export const FEED_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<OpenNavent>\n<Avisos>\n';
export const FEED_TAIL = '</Avisos>\n</OpenNavent>\n';

/** One listing as Navent's <Aviso>. `origin`: the site's public address (PUBLIC_URL). */
export function renderAviso(p: PropiedadPublica, origin: string): string {
  const u = p.ubicacion;
  const c = u.coordenadas && typeof u.coordenadas === 'object' ? u.coordenadas : null;
  const precio =
    p.precio.visible && p.precio.monto !== null
      ? `<precio><monto>${p.precio.monto}</monto><moneda>${xmlText(p.precio.moneda)}</moneda><operacion>${xmlText(p.operacion)}</operacion></precio>`
      : '<precio><consultarPrecio>true</consultarPrecio><texto>Consultar precio</texto></precio>';
  const expensas = typeof p.expensas === 'number' && p.expensas > 0 ? `<expensas><monto>${p.expensas}</monto><moneda>ARS</moneda></expensas>` : '';
  const caracteristicas = caracteristicasPublicas(p)
    .map((d) => `<caracteristica><nombre>${xmlText(d.label)}</nombre><valor>${xmlText(d.value)}</valor></caracteristica>`)
    .join('');
  const servicios = (serviciosPublicos(p) ?? []).filter((s) => s.tiene).map((s) => el('servicio', s.label)).join('');
  const amenities = amenitiesPublicas(p).map((a) => el('amenity', a)).join('');
  // Only pictures staff uploaded: the default picture is the site's stand-in, not a photo of the listing.
  const imagenes = p.imagenes
    .filter((i) => i.public_id !== DEFAULT_IMAGE_PUBLIC_ID)
    .map((i, n) => `<imagen><url>${xmlText(absoluteUrl(i.url, origin))}</url><orden>${n + 1}</orden>${el('descripcion', i.descripcion)}</imagen>`)
    .join('');
  return (
    '<Aviso>' +
    el('codigoAviso', p.codigo) +
    el('claveReferencia', p.codigo) +
    el('titulo', p.titulo) +
    el('descripcion', p.descripcion) +
    el('tipoDePropiedad', p.tipo) +
    el('tipoDeOperacion', p.operacion) +
    `<precios>${precio}</precios>` +
    expensas +
    '<direccion>' +
    el('calle', u.calle) +
    el('numero', u.altura) +
    el('localidad', u.localidad) +
    '<provincia>Buenos Aires</provincia><pais>Argentina</pais>' +
    `<mostrarMapa>${p.ubicacionAproximada ? 'APROXIMADO' : 'EXACTO'}</mostrarMapa>` +
    (c ? `<latitud>${c.lat}</latitud><longitud>${c.lng}</longitud>` : '') +
    '</direccion>' +
    (caracteristicas ? `<caracteristicas>${caracteristicas}</caracteristicas>` : '') +
    (servicios ? `<servicios>${servicios}</servicios>` : '') +
    (amenities ? `<amenities>${amenities}</amenities>` : '') +
    (imagenes ? `<multimedia>${imagenes}</multimedia>` : '') +
    el('fechaPublicacion', p.fechaPublicacion) +
    el('url', `${origin}${propiedadHref(p)}`) +
    '</Aviso>\n'
  );
}

// The message of 'Enviar Propiedades': the selected properties with links to their public pages.
import { formatPrecioPublico, propiedadHref, type Propiedad } from '@inmo/contracts';

/** The listing's public page at its readable address ('/propiedad/{id}/casa-3-dormitorios-chivilcoy'). */
export function enlacePublico(origin: string, p: Propiedad): string {
  return `${origin.replace(/\/$/, '')}${propiedadHref(p)}`;
}

export function mensajePropiedades(nombre: string, propiedades: Propiedad[], origin: string): string {
  const lineas = propiedades.map((p) => {
    const lugar = p.ubicacion?.localidad ? ` (${p.ubicacion.localidad})` : '';
    return `• ${p.titulo}${lugar} — ${formatPrecioPublico(p.precio)}\n  ${enlacePublico(origin, p)}`;
  });
  return `Hola ${nombre.trim() || ''}, te compartimos propiedades que coinciden con lo que estás buscando:\n\n${lineas.join('\n\n')}\n\nQuedamos a disposición para coordinar una visita.`;
}

/**
 * Under a preference that fits more properties than the call lists (COINCIDENCIAS_POR_PREFERENCIA, the newest): how
 * many are shown of how many, and how to narrow it. Null when every fitting property is shown.
 */
export function avisoCoincidencias(mostradas: number, total: number): string | null {
  if (total <= mostradas) return null;
  return `Se muestran las ${mostradas} más recientes de ${total.toLocaleString('es-AR')} que coinciden: con un presupuesto o un tipo más preciso, la lista se acota.`;
}

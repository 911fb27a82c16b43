// The message of 'Enviar Propiedades': the selected properties with links to their public pages.
import { formatPrecioPublico, type Propiedad } from '@inmo/contracts';

export function enlacePublico(origin: string, id: string): string {
  return `${origin.replace(/\/$/, '')}/propiedad/${encodeURIComponent(id)}`;
}

export function mensajePropiedades(nombre: string, propiedades: Propiedad[], origin: string): string {
  const lineas = propiedades.map((p) => {
    const lugar = p.ubicacion?.localidad ? ` (${p.ubicacion.localidad})` : '';
    return `• ${p.titulo}${lugar} — ${formatPrecioPublico(p.precio)}\n  ${enlacePublico(origin, p.id)}`;
  });
  return `Hola ${nombre.trim() || ''}, te compartimos propiedades que coinciden con lo que estás buscando:\n\n${lineas.join('\n\n')}\n\nQuedamos a disposición para coordinar una visita.`;
}

// One-click replies to an enquiry (naming the property it is about, with its link) and the new-client form prefilled
// from it (with the search preference the property suggests and the enquiry's agent).
import { TIPO_PREFERENCIA_A_PROPIEDAD, TIPOS_PREFERENCIA, whatsappHref, type Consulta } from '@inmo/contracts';
import { mailtoHref } from '../../../components/ui/contact-links.js';
import { paths } from '../../../config/paths.js';

export function primerNombre(nombre: string): string {
  return nombre.trim().split(/\s+/)[0] ?? '';
}

/** The public address of the property an enquiry is about ('' without one). */
const siteOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

export function enlacePropiedad(c: Consulta, origin: string = siteOrigin()): string {
  return c.propiedad ? `${origin}/propiedad/${encodeURIComponent(c.propiedad._id)}` : '';
}

export function respuestaEmail(c: Consulta, origin: string = siteOrigin()): string | null {
  const sobre = c.propiedad ? ` por la propiedad "${c.propiedad.titulo}" (${enlacePropiedad(c, origin)})` : '';
  const cuerpo = `Hola ${primerNombre(c.nombre)}:\n\nGracias por tu consulta${sobre}.\n\n\n> ${c.mensaje.replace(/\n/g, '\n> ')}`;
  return mailtoHref(c.email, c.propiedad ? `Re: ${c.propiedad.titulo}` : `Re: ${c.asunto}`, cuerpo);
}

export function respuestaWhatsapp(c: Consulta, origin: string = siteOrigin()): string | null {
  const sobre = c.propiedad ? `por la propiedad "${c.propiedad.titulo}": ${enlacePropiedad(c, origin)}` : `por tu consulta: "${c.asunto}".`;
  return whatsappHref(c.telefonoE164, `Hola ${primerNombre(c.nombre)}, te escribimos de la inmobiliaria ${sobre}`);
}

/** 'Ana María López' → nombre 'Ana María', apellido 'López'; a single word is the name alone. */
export function separarNombre(completo: string): { nombre: string; apellido: string } {
  const partes = completo.trim().split(/\s+/).filter(Boolean);
  if (partes.length <= 1) return { nombre: partes[0] ?? '', apellido: '' };
  return { nombre: partes.slice(0, -1).join(' '), apellido: partes[partes.length - 1] };
}

/** The search preference an enquiry about a property suggests: its type, its operation, up to its price. */
export function preferenciaSugerida(c: Consulta): { tipoPropiedad: string; tipoOperacion: string; presupuesto: string; moneda: string; descripcion: string } | null {
  const p = c.propiedad;
  if (!p) return null;
  const tipo = TIPOS_PREFERENCIA.find((t) => TIPO_PREFERENCIA_A_PROPIEDAD[t] === p.tipo);
  if (!tipo) return null;
  return {
    tipoPropiedad: tipo,
    tipoOperacion: p.operacion === 'venta' ? 'Compra' : 'Alquiler',
    presupuesto: p.precio === null ? '' : String(p.precio),
    moneda: p.moneda,
    descripcion: `Consultó por "${p.titulo}"`,
  };
}

export function nuevoClienteHref(c: Consulta, ruta: string): string {
  const { nombre, apellido } = separarNombre(c.nombre);
  const p = new URLSearchParams({ nombre, apellido, mail: c.email ?? '', telefono: c.telefono ?? '' });
  // The client keeps the enquiry's agent.
  if (c.asignadoA) p.set('asignadoA', c.asignadoA._id);
  const pref = preferenciaSugerida(c);
  if (pref) for (const [k, v] of Object.entries(pref)) p.set(`pref.${k}`, v);
  return `${ruta}?${p.toString()}`;
}

/** The page of a client ('Cliente: …', the same person as the enquiry's). */
export function clienteHref(id: string): string {
  return paths.cliente.replace(':id', encodeURIComponent(id));
}

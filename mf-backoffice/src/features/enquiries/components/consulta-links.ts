// One-click replies to an enquiry and the new-client form prefilled from it.
import type { Consulta } from '@inmo/contracts';
import { mailtoHref, whatsappHref } from '../../../components/ui/contact-links.js';

export function primerNombre(nombre: string): string {
  return nombre.trim().split(/\s+/)[0] ?? '';
}

export function respuestaEmail(c: Consulta): string | null {
  const cuerpo = `Hola ${primerNombre(c.nombre)}:\n\nGracias por tu consulta.\n\n\n> ${c.mensaje.replace(/\n/g, '\n> ')}`;
  return mailtoHref(c.email, `Re: ${c.asunto}`, cuerpo);
}

export function respuestaWhatsapp(c: Consulta): string | null {
  return whatsappHref(c.telefono, `Hola ${primerNombre(c.nombre)}, te escribimos de la inmobiliaria por tu consulta: "${c.asunto}".`);
}

/** 'Ana María López' → nombre 'Ana María', apellido 'López'; a single word is the name alone. */
export function separarNombre(completo: string): { nombre: string; apellido: string } {
  const partes = completo.trim().split(/\s+/).filter(Boolean);
  if (partes.length <= 1) return { nombre: partes[0] ?? '', apellido: '' };
  return { nombre: partes.slice(0, -1).join(' '), apellido: partes[partes.length - 1] };
}

export function nuevoClienteHref(c: Consulta, ruta: string): string {
  const { nombre, apellido } = separarNombre(c.nombre);
  const p = new URLSearchParams({ nombre, apellido, mail: c.email ?? '', telefono: c.telefono ?? '' });
  return `${ruta}?${p.toString()}`;
}

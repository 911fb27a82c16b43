// The floating chat link's address (spec §1): wa.me with a prefilled enquiry; on a property page it names the
// property and carries its link.
export interface WhatsAppTema {
  titulo: string;
  url: string;
}

export function whatsappTexto(tema?: WhatsAppTema | null): string {
  if (tema?.titulo) return `Hola, quisiera consultar por la propiedad "${tema.titulo}": ${tema.url}`;
  return 'Hola, quisiera hacer una consulta.';
}

// The agency's own details ('Datos de la inmobiliaria'), defined once: what staff edit in the back
// office (PUT /api/admin/inmobiliaria), what every public page, its server-rendered first paint, its link previews,
// JSON-LD and the sitemap read (GET /api/user/inmobiliaria), and the neutral values an empty database shows. Stored in
// the database; a change reaches every page on its next request, without a rebuild or a restart. The schema that
// checks a write is agency/schema.ts (apart, so the pages that only show the details do not download zod).

/** The social networks the footer links to, in the order it shows them. */
export const REDES = ['facebook', 'instagram', 'tiktok', 'youtube', 'linkedin', 'x'] as const;
export type Red = (typeof REDES)[number];
export const RED_LABELS: Record<Red, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  x: 'X',
};

export interface CotizacionDolar {
  /** Pesos per dollar, as staff work with it; null: none set (prices in two currencies are then not compared). */
  valor: number | null;
  /** The day it was taken ('YYYY-MM-DD'). */
  fecha: string | null;
}

/** GET /api/user/inmobiliaria → data: everything here is public. */
export interface Inmobiliaria {
  nombre: string;
  direccion: string;
  localidad: string;
  horario: string;
  /** The office's phone and WhatsApp as staff typed them (shown as they are). */
  telefono: string;
  whatsapp: string;
  /** Both read into E.164 when saved (telefono.ts): what the tel: and wa.me links are built from; null: no number. */
  telefonoE164: string | null;
  whatsappE164: string | null;
  email: string;
  /** The broker's registration (the province's martilleros law expects it on advertising), e.g. 'Mat. 1234'. */
  matricula: string;
  /** The college that registers it, e.g. 'Colegio de Martilleros y Corredores Públicos de Mercedes'. */
  colegio: string;
  /** The About page's text (paragraphs separated by blank lines). */
  sobreNosotros: string;
  /** The year it started, or null. */
  desde: number | null;
  redes: Record<Red, string>;
  cotizacionDolar: CotizacionDolar;
  /** The office on the map, or null (no map is shown). */
  mapa: { lat: number; lng: number } | null;
  /**
   * The agency's own picture for link previews (its logo or its office: every page's og:image but a listing's with
   * a photo), as the uploaded image's source file ('casas-<24 hex>.webp', contracts vista-previa.ts
   * fuenteDeVistaPrevia); null: the preview is drawn from the agency's name.
   */
  imagen: string | null;
  /**
   * A Reservada listing stays on the site with a 'Reservada' badge and no enquiry form (true), or leaves the site and
   * the portals like a sold one (false).
   */
  reservadaPublica: boolean;
  /**
   * An agente edits every listing (true), or only those assigned to them or that they created (false, the default).
   */
  agentesEditanTodas: boolean;
  /**
   * The hours visitors may ask for a visit ('Pedir visita' on a listing's page), per weekday (0 domingo … 6 sábado):
   * [from, to) in whole hours of Argentina's day, or null when the office shows no listings that day.
   */
  horarioVisitas: HorarioVisitas;
}

/** Seven entries, domingo first: [desde, hasta) in whole hours, or null (no visits that day). */
export type HorarioVisitas = readonly (readonly [number, number] | null)[];

/** Until staff set them: lunes a viernes de 9 a 18, sábados de 9 a 13. */
export const HORARIO_VISITAS_INICIAL: HorarioVisitas = [null, [9, 18], [9, 18], [9, 18], [9, 18], [9, 18], [9, 13]];

/** 'Av. San Martín 123, Chivilcoy' — the parts there are. */
export function direccionInmobiliaria(a: Pick<Inmobiliaria, 'direccion' | 'localidad'>): string {
  return [a.direccion, a.localidad].filter(Boolean).join(', ');
}

/** 'Mat. 1234 · Colegio de Martilleros de …' — the broker's registration as advertising shows it; '' when none. */
export function matriculaTexto(a: Pick<Inmobiliaria, 'matricula' | 'colegio'>): string {
  return [a.matricula, a.colegio].filter(Boolean).join(' · ');
}

/** The About text's paragraphs. */
export function parrafos(texto: string): string[] {
  return texto
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

// Link previews (Open Graph og:image): what WhatsApp, where visitors share listings, shows — a JPEG of at most
// 300 KB, 1200×630 for a listing, framed as staff framed its cover (encuadre.ts). The gateway writes the addresses
// into each page's head; the API draws the pictures (api/src/images/previews.*). Both compute the address here, so
// it is content-addressed without a database round trip: the key is a hash of what the picture is drawn from (the
// stored file, which is itself named by its content, and the framing), and a new cover or framing is a new address,
// cacheable for a year. An address whose key is no longer current is redirected by the API to the current one.
import * as z from 'zod/mini';
import { normalizarEncuadre, type Encuadre } from './encuadre.js';
import { DEFAULT_IMAGE_PUBLIC_ID } from './labels.js';

export const VISTA_PREVIA = {
  width: 1200,
  height: 630,
  /** WhatsApp leaves out larger previews. */
  maxBytes: 300 * 1024,
  /** Bumped when the drawing changes, so every address changes with it. */
  version: 1,
} as const;

/** Where preview pictures are served (under /api: the call table documents them). */
export const VISTA_PREVIA_BASE = '/api/user/vista-previa';

/** A preview picture as a page's head announces it. */
export interface VistaPrevia {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The file part of a preview's address: its key and `.jpg`. */
export const archivoVistaPreviaSchema = z.string().check(z.regex(/^[0-9a-z]{1,16}\.jpg$/));

/** cyrb53: a fast 53-bit string hash, the same in the browser, the gateway and the API (no node:crypto). */
function hash53(s: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const UPLOAD = /^casas\/([0-9a-f]{24})$/;
const LOCAL_MEDIA = /^\/api\/media\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;

/** The picture fields a preview is drawn from (a property's image, as the public reply has it). */
export interface ImagenDeVistaPrevia extends Partial<Encuadre> {
  url?: string | null;
  public_id?: string | null;
  descripcion?: string | null;
}

/**
 * The stored file a picture's preview is drawn from: an upload's full-size master, or a file of the API's media
 * folder (the demo pictures). Null when there is none to draw from: the default picture of a property without
 * photos, or a picture elsewhere (the agency's image stands in for them).
 */
export function fuenteDeVistaPrevia(img: ImagenDeVistaPrevia | null | undefined): string | null {
  if (!img || img.public_id === DEFAULT_IMAGE_PUBLIC_ID) return null;
  const upload = UPLOAD.exec(img.public_id ?? '');
  if (upload) return `casas-${upload[1]}.webp`;
  const local = LOCAL_MEDIA.exec(img.url ?? '');
  if (!local || local[1].includes('..')) return null;
  return local[1];
}

/** The key of a picture's preview: its source file and framing (null: no source to draw from). */
export function claveVistaPrevia(img: ImagenDeVistaPrevia | null | undefined): string | null {
  const fuente = fuenteDeVistaPrevia(img);
  if (!fuente) return null;
  const { offsetX, offsetY, zoom } = normalizarEncuadre(img);
  return hash53(`${fuente}|${offsetX}|${offsetY}|${zoom}|${VISTA_PREVIA.width}x${VISTA_PREVIA.height}|v${VISTA_PREVIA.version}`);
}

/**
 * What the agency's image is made from: its name and, once staff can upload one, that picture's source file. The
 * agency's stored details (GET /api/user/inmobiliaria) are one: pass them as they are.
 */
export interface AgenciaVistaPrevia {
  nombre: string;
  /** An uploaded picture (a media file name, as fuenteDeVistaPrevia gives it); null: drawn from the name. */
  imagen?: string | null;
}

/** The key of the agency's image. */
export function claveImagenInmobiliaria(agencia: AgenciaVistaPrevia): string {
  return hash53(`inmobiliaria|${agencia.nombre}|${agencia.imagen ?? ''}|${VISTA_PREVIA.width}x${VISTA_PREVIA.height}|v${VISTA_PREVIA.version}`);
}

/**
 * The agency's own image: every page's preview but a listing's with a photo. The one place its address comes from
 * (the gateway's heads, the API's redirects): a new name, or an uploaded picture, is a new address.
 */
export function imagenInmobiliaria(agencia: AgenciaVistaPrevia): VistaPrevia {
  return {
    url: `${VISTA_PREVIA_BASE}/inmobiliaria/${claveImagenInmobiliaria(agencia)}.jpg`,
    width: VISTA_PREVIA.width,
    height: VISTA_PREVIA.height,
    alt: agencia.nombre,
  };
}

/** The cover a property's page and card show: the one marked, else the first. */
export function portadaDe<T extends { esPortada?: boolean | null }>(imagenes: readonly T[] | null | undefined): T | undefined {
  const list = imagenes ?? [];
  return list.find((i) => i.esPortada) ?? list[0];
}

/**
 * A property's preview: its cover framed as staff framed it, or the agency's image when it has no photo to draw
 * from. `alt` says what the picture shows.
 */
export function vistaPreviaDePropiedad(
  propiedad: { id: string; titulo?: string | null; tituloPublicacion?: string | null; imagenes?: readonly (ImagenDeVistaPrevia & { esPortada?: boolean | null })[] | null },
  agencia: AgenciaVistaPrevia,
): VistaPrevia {
  const cover = portadaDe(propiedad.imagenes);
  const clave = claveVistaPrevia(cover);
  if (!cover || !clave) return imagenInmobiliaria(agencia);
  const titulo = propiedad.titulo || propiedad.tituloPublicacion || 'Propiedad';
  return {
    url: `${VISTA_PREVIA_BASE}/propiedad/${encodeURIComponent(propiedad.id)}/${clave}.jpg`,
    width: VISTA_PREVIA.width,
    height: VISTA_PREVIA.height,
    alt: cover.descripcion ? `${titulo}: ${cover.descripcion}` : titulo,
  };
}

// Turns an uploaded file into what the site serves: the type is read from the bytes (never the name or the header),
// the size from the header before anything is decoded (> 40 megapixels → 400), then sharp decodes it once per
// output, applies the EXIF orientation and writes WebP without any metadata (EXIF with GPS, XMP, ICC, comments:
// sharp keeps none unless asked; colours are converted to sRGB first). Outputs: the full-size master and
// renditions 480 / 960 / 1600 px wide (never enlarged) for srcset.
import sharp, { type Metadata } from 'sharp';
import { ERROR_CODES, ventanaEncuadre, type Encuadre } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { imageInfo } from './image-info.js';

export const MAX_PIXELES = 40_000_000;
export const RENDITION_WIDTHS = [480, 960, 1600] as const;
const MASTER_QUALITY = 90;
// WebP effort 2 for the full-size master: about half the time of the default 4 at that size, nearly the same bytes.
const MASTER_EFFORT = 2;
const RENDITION_QUALITY = 80;

// Decoded pixels are not worth caching between uploads.
sharp.cache(false);

export interface ProcessedImage {
  /** Size after auto-rotation. */
  width: number;
  height: number;
  master: Buffer;
  /** Ascending widths; the last one is at most 1600 and, when the image is narrower, the master itself. */
  renditions: { width: number; data: Buffer | null }[];
}

const formatoNoAdmitido = () =>
  new ApiError(400, 'El archivo no es una imagen PNG, JPEG o WebP', ERROR_CODES.VALIDATION, { imagen: 'Formato no admitido' });
const danada = () => new ApiError(400, 'La imagen está dañada o no se puede leer', ERROR_CODES.VALIDATION, { imagen: 'Imagen dañada' });
const demasiadoGrande = () =>
  new ApiError(400, 'La imagen es demasiado grande (más de 40 megapíxeles)', ERROR_CODES.VALIDATION, { imagen: 'Más de 40 megapíxeles' });

const FORMAT: Record<string, string> = { png: 'png', jpg: 'jpeg', webp: 'webp' };

// At most two images are decoded at once (a 40-megapixel one holds ~160 MB of pixels); the rest wait their turn
// (uploads, cover crops and link previews alike).
const MAX_ACTIVE = 2;
let active = 0;
const waiting: (() => void)[] = [];
export async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (active >= MAX_ACTIVE) await new Promise<void>((resolve) => waiting.push(resolve));
  else active++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else active--;
  }
}

export function processImage(input: Buffer): Promise<ProcessedImage> {
  return withDecodeSlot(() => convert(input));
}

async function convert(input: Buffer): Promise<ProcessedImage> {
  const sniffed = imageInfo(input);
  if (!sniffed) throw formatoNoAdmitido();
  // Cheap first look from the magic bytes' own header parse, then sharp's header read (no pixel decoding).
  if (sniffed.width !== null && sniffed.height !== null && sniffed.width * sniffed.height > MAX_PIXELES) throw demasiadoGrande();
  const open = () => sharp(input, { limitInputPixels: MAX_PIXELES, failOn: 'error', autoOrient: true, animated: false });
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch {
    throw danada();
  }
  if (meta.format !== FORMAT[sniffed.ext]) throw formatoNoAdmitido();
  if (!meta.width || !meta.height) throw danada();
  if (meta.width * meta.height > MAX_PIXELES) throw demasiadoGrande();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;

  try {
    const master = await open().webp({ quality: MASTER_QUALITY, effort: MASTER_EFFORT }).toBuffer();
    const widths: number[] = RENDITION_WIDTHS.filter((w) => w < width);
    if (width <= RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]) widths.push(width);
    const renditions: ProcessedImage['renditions'] = [];
    for (const w of widths) {
      // The full width is the master itself: no second copy.
      if (w === width) renditions.push({ width: w, data: null });
      else renditions.push({ width: w, data: await open().resize({ width: w, withoutEnlargement: true }).webp({ quality: RENDITION_QUALITY }).toBuffer() });
    }
    return { width, height, master, renditions };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw danada();
  }
}

// The cover crop: what the cards show of an image (a 16:9 box framed as contracts encuadre.ts draws it), rendered
// once as a file from the window ventanaEncuadre computes.
export const COVER_SIZES = [
  { width: 640, height: 360 },
  { width: 1280, height: 720 },
] as const;
const COVER_QUALITY = 70;
export const COVER_MAX_BYTES = 50 * 1024;

/** Renders the cover crop of a stored master (WebP) in COVER_SIZES; the 640 one kept ≤ 50 KB. */
export function renderCover(master: Buffer, framing: Encuadre): Promise<{ width: number; height: number; data: Buffer }[]> {
  return withDecodeSlot(async () => {
    const meta = await sharp(master, { limitInputPixels: MAX_PIXELES }).metadata();
    if (!meta.width || !meta.height) throw new Error('cover: master without size');
    const win = ventanaEncuadre(meta.width, meta.height, framing, COVER_SIZES[0].width, COVER_SIZES[0].height);
    // The master is decoded once: the window at the largest size, as raw pixels, from which every size and every
    // quality retry is encoded (decoding a 24-megapixel WebP per size and per retry took seconds).
    const largest = COVER_SIZES[COVER_SIZES.length - 1];
    const window = await sharp(master, { limitInputPixels: MAX_PIXELES }).extract(win).resize(largest.width, largest.height, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    const raw = { width: window.info.width, height: window.info.height, channels: window.info.channels };
    const out: { width: number; height: number; data: Buffer }[] = [];
    for (const size of COVER_SIZES) {
      let data: Buffer | null = null;
      for (const quality of [COVER_QUALITY, 55, 40]) {
        data = await sharp(window.data, { raw }).resize(size.width, size.height, { fit: 'fill' }).webp({ quality }).toBuffer();
        if (data.length <= COVER_MAX_BYTES * (size.width / 640) ** 2) break;
      }
      out.push({ ...size, data: data! });
    }
    return out;
  });
}

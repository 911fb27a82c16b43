// The stored cover crop of a property's first image (see renderCover): only for our own uploads whose master is in
// the media storage (`casas/<hash>` → `casas-<hash>.webp`; demo and default images have none). Named from the
// public_id and the framing, `casas-<hash>-cover-<12 hex>[-1280].webp`, so an unchanged framing reuses the files
// and the sweep of unused uploads treats them as part of the upload.
import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { MEDIA_STORAGE, type MediaStorage } from '../media/media-storage.js';
import { normalizarEncuadre } from '@inmo/contracts';
import { renderCover } from './image-processor.js';

export interface Portada {
  url: string;
  width: number;
  height: number;
  srcset?: { width: number; url: string }[];
}

const UPLOAD_PUBLIC_ID = /^casas\/([0-9a-f]{24})$/;
const logger = new Logger('Portada');

export function coverNames(publicId: string, f: { offsetX?: unknown; offsetY?: unknown; zoom?: unknown }): { master: string; small: string; large: string } | null {
  const m = UPLOAD_PUBLIC_ID.exec(publicId);
  if (!m) return null;
  const { offsetX: x, offsetY: y, zoom } = normalizarEncuadre(f);
  const key = createHash('sha256').update(`${publicId}|${x}|${y}|${zoom}|v1`).digest('hex').slice(0, 12);
  const base = `casas-${m[1]}`;
  return { master: `${base}.webp`, small: `${base}-cover-${key}.webp`, large: `${base}-cover-${key}-1280.webp` };
}

/** The cover crops of uploads, for the properties module (a property's first picture gets one when it is saved). */
@Injectable()
export class CoversService {
  constructor(@Inject(MEDIA_STORAGE) private readonly storage: MediaStorage) {}

  /** The cover files of an image (made when missing), or null when it is not an upload or its master is gone. */
  ensure(img: { public_id: string; offsetX: number; offsetY: number; zoom: number }): Promise<Portada | null> {
    return ensureCover(this.storage, { public_id: img.public_id, offset_x: img.offsetX, offset_y: img.offsetY, zoom: img.zoom });
  }
}

async function ensureCover(storage: MediaStorage, img: { public_id: string; offset_x: number; offset_y: number; zoom: number }): Promise<Portada | null> {
  const names = coverNames(img.public_id, { offsetX: img.offset_x, offsetY: img.offset_y, zoom: img.zoom });
  if (!names) return null;
  try {
    // The 640 one is written last: when it exists the pair does.
    if (!(await storage.get(names.small))) {
      const master = await storage.get(names.master);
      if (!master) return null;
      const [small, large] = await renderCover(master, normalizarEncuadre({ offsetX: img.offset_x, offsetY: img.offset_y, zoom: img.zoom }));
      await storage.put(names.large, large!.data, 'image/webp');
      await storage.put(names.small, small!.data, 'image/webp');
    }
  } catch (err) {
    // A cover is an optimisation: without it the site frames the image with CSS.
    logger.warn(`No se pudo generar la portada de ${img.public_id}: ${err instanceof Error ? err.message : err}`);
    return null;
  }
  const url = storage.url(names.small);
  return { url, width: 640, height: 360, srcset: [{ width: 640, url }, { width: 1280, url: storage.url(names.large) }] };
}

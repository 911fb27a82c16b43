// POST /api/admin/imagenes: the image as multipart/form-data field `file` (spec §7) or, as the back office sends
// it, as the raw body (Content-Type image/…). Up to 10 MB (→ 413), PNG/JPEG/WebP by their bytes, at most
// 40 megapixels. Stored as WebP (auto-rotated, no metadata): the full-size master plus renditions for srcset, all
// named after the upload's content hash (same file → same public_id). Answered like the spec's image-hosting
// provider, {url, secure_url, public_id}, plus width, height and srcset; url is the largest rendition.
import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createHash } from 'node:crypto';
import { ERROR_CODES, LIMITES, imagenCuerpoSchema } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { MEDIA_STORAGE, type MediaStorage } from '../media/media-storage.js';
import { processImage } from './image-processor.js';

/** Content types taken as the raw image (the type itself is read from the bytes). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

export const UPLOAD_PREFIX = 'casas';
/** The one route that takes a raw image body (app.factory.ts refuses image bodies everywhere else). */
export const UPLOAD_ROUTE = '/api/admin/imagenes';

export interface ImagenSubidaRespuesta {
  url: string;
  secure_url: string;
  public_id: string;
  width: number;
  height: number;
  srcset: { width: number; url: string }[];
}

const faltaImagen = () => new ApiError(400, 'Enviá la imagen en el campo "file" (PNG, JPEG o WebP)', ERROR_CODES.VALIDATION, { imagen: 'Falta la imagen' });

@ApiTags('imágenes')
@Controller('admin')
export class ImagesController {
  constructor(@Inject(MEDIA_STORAGE) private readonly storage: MediaStorage) {}

  @ApiOperation({ summary: 'Sube una imagen: multipart (campo file) o el archivo como cuerpo; PNG/JPEG/WebP ≤ 10 MB' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @Post('imagenes')
  @HttpCode(201)
  async upload(@Req() req: any, @Body(new ZodPipe(imagenCuerpoSchema)) raw: Uint8Array | null): Promise<ImagenSubidaRespuesta> {
    const input = typeof req.isMultipart === 'function' && req.isMultipart() ? await readMultipartFile(req) : raw && Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    if (!input || input.length === 0) throw faltaImagen();
    const img = await processImage(input);
    const hash = createHash('sha256').update(input).digest('hex').slice(0, 24);
    const base = `${UPLOAD_PREFIX}-${hash}`;
    const masterName = `${base}.webp`;
    // Renditions first, master last: once the master exists the whole set does. Always (re)written, which also
    // refreshes the files' date so the sweep of unreferenced uploads leaves a fresh re-upload alone.
    const srcset: ImagenSubidaRespuesta['srcset'] = [];
    for (const r of img.renditions) {
      const name = r.data ? `${base}-${r.width}.webp` : masterName;
      if (r.data) await this.storage.put(name, r.data, 'image/webp');
      srcset.push({ width: r.width, url: this.storage.url(name) });
    }
    await this.storage.put(masterName, img.master, 'image/webp');
    const url = srcset[srcset.length - 1]!.url;
    return { url, secure_url: url, public_id: `${UPLOAD_PREFIX}/${hash}`, width: img.width, height: img.height, srcset };
  }
}

/** The one file of a multipart body (field `file`; `imagen` and `image` too), at most 10 MB. */
async function readMultipartFile(req: any): Promise<Buffer> {
  const limits = { fileSize: LIMITES.imagenMaxBytes, files: 1, fields: 10, parts: 12 };
  let part: any;
  try {
    part = await req.file({ limits });
  } catch (err: any) {
    if (err?.statusCode === 413) throw err;
    throw faltaImagen();
  }
  if (!part || !['file', 'imagen', 'image'].includes(part.fieldname)) {
    part?.file?.resume();
    throw faltaImagen();
  }
  // toBuffer() throws the plugin's 413 (FST_REQ_FILE_TOO_LARGE) past the limit; the filter gives it the one shape.
  // A body cut short ("Unexpected end of form") is the client's fault: 400, not a 500.
  try {
    return await part.toBuffer();
  } catch (err: any) {
    if (err?.statusCode === 413) throw err;
    throw faltaImagen();
  }
}

// POST /api/admin/imagenes: the body is the image itself (Content-Type image/jpeg, image/png or image/webp,
// up to 10 MB). Stored under DATA_DIR/media with a content-hash name (immutable, cached for a year) and answered
// like the spec's image-hosting provider: {url, secure_url, public_id} plus width and height. Metadata (EXIF GPS…)
// is removed first; more than 40 megapixels → 400; over 10 MB → 413.
import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ERROR_CODES } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Roles } from '../auth/decorators.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { imageInfo } from './image-info.js';
import { stripMetadata } from './strip-metadata.js';

const MAX_PIXELES = 40_000_000;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

@ApiTags('imágenes')
@Controller('admin')
export class ImagesController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Roles('admin')
  @ApiOperation({ summary: 'Sube una imagen (cuerpo = archivo PNG/JPEG/WebP ≤ 10 MB)' })
  @Post('imagenes')
  @HttpCode(201)
  async upload(@Body() body: unknown) {
    if (!Buffer.isBuffer(body) || body.length === 0) {
      throw new ApiError(400, 'Enviá la imagen como cuerpo (PNG, JPEG o WebP)', ERROR_CODES.VALIDATION, { imagen: 'Falta la imagen' });
    }
    const info = imageInfo(body);
    if (!info) throw new ApiError(400, 'El archivo no es una imagen PNG, JPEG o WebP', ERROR_CODES.VALIDATION, { imagen: 'Formato no admitido' });
    if (info.width !== null && info.height !== null && info.width * info.height > MAX_PIXELES) {
      throw new ApiError(400, 'La imagen es demasiado grande (más de 40 megapíxeles)', ERROR_CODES.VALIDATION, { imagen: 'Más de 40 megapíxeles' });
    }
    const clean = stripMetadata(body, info.ext);
    if (!clean) throw new ApiError(400, 'La imagen está dañada o no se puede leer', ERROR_CODES.VALIDATION, { imagen: 'Imagen dañada' });
    const hash = createHash('sha256').update(clean).digest('hex').slice(0, 24);
    const name = `casas-${hash}.${info.ext}`;
    const dir = join(this.config.dataDir, 'media');
    const path = join(dir, name);
    if (!existsSync(path)) {
      await mkdir(dir, { recursive: true });
      const tmp = `${path}.${process.pid}.tmp`;
      await writeFile(tmp, clean);
      await rename(tmp, path);
    }
    const url = `/api/media/${name}`;
    return { url, secure_url: url, public_id: `casas/${hash}`, width: info.width, height: info.height };
  }
}

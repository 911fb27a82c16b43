// POST /api/admin/imagenes: the body is the image itself (Content-Type image/jpeg, image/png or image/webp,
// up to 10 MB). Stored under DATA_DIR/media with a content-hash name (immutable, cached for a year) and answered
// like the spec's image-hosting provider: {url, secure_url, public_id} plus width and height.
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
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 24);
    const name = `casas-${hash}.${info.ext}`;
    const dir = join(this.config.dataDir, 'media');
    const path = join(dir, name);
    if (!existsSync(path)) {
      await mkdir(dir, { recursive: true });
      const tmp = `${path}.${process.pid}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, path);
    }
    const url = `/api/media/${name}`;
    return { url, secure_url: url, public_id: `casas/${hash}`, width: info.width, height: info.height };
  }
}

// Serves DATA_DIR/media at /api/media/<file>. Names are flat and immutable (a changed image gets a new name),
// so they are cached for a year. Only plain file names are accepted: no directory traversal.
import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { MENSAJES, ERROR_CODES } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Public } from '../auth/decorators.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MEDIA_NAME } from './media-storage.js';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};


@ApiTags('media')
@Public()
@Controller('media')
export class MediaController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @ApiOperation({ summary: 'Imagen guardada en DATA_DIR/media (caché de un año)' })
  @Get(':file')
  async file(@Param('file') file: string, @Res() reply: any) {
    const type = TYPES[extname(file).toLowerCase()];
    if (!MEDIA_NAME.test(file) || file.includes('..') || !type) throw ApiError.notFound(MENSAJES.noEncontrado, ERROR_CODES.NOT_FOUND);
    const path = join(this.config.dataDir, 'media', file);
    const info = await stat(path).catch(() => null);
    if (!info || !info.isFile()) throw ApiError.notFound(MENSAJES.noEncontrado, ERROR_CODES.NOT_FOUND);
    reply
      .header('content-type', type)
      .header('content-length', info.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      // Public images: a remote served from another origin (standalone dev servers) may show them.
      .header('cross-origin-resource-policy', 'cross-origin')
      // SVGs are images, never documents that may run script.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(createReadStream(path));
  }
}

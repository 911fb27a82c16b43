// POST /api/user/contacto: validated, stored, 5 per 10 minutes per client (counted in the database).
// The honeypot field `sitioWeb` is accepted and dropped: a filled one is answered as a success and not stored.
import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { createHash } from 'node:crypto';
import { ERROR_CODES, MENSAJES, validarContacto } from '@inmo/contracts';
import { ApiError, assertValid } from '../common/api-error.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { str } from '../common/parse.js';
import { Public } from '../auth/decorators.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';

export const CONTACTO_MAX = 5;
export const CONTACTO_VENTANA_SEG = 10 * 60;
const OK = { success: true, message: 'Tu consulta fue enviada con éxito. En breve nos pondremos en contacto.' };

@ApiTags('contacto')
@Public()
@Controller('user')
export class ContactController {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(RateLimitService) private readonly limits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiOperation({ summary: 'Consulta del formulario de contacto (5 cada 10 min por cliente)' })
  @Post('contacto')
  @HttpCode(201)
  async contacto(@Body() body: unknown, @Req() req: { ip: string }) {
    assertValid(validarContacto(body));
    const b = body as Record<string, unknown>;
    // IPs are personal data: keep only a keyed hash, enough to count.
    const ipHash = createHash('sha256').update(`${this.config.jwtSecret}|${req.ip}`).digest('hex');
    if (!(await this.limits.take('contacto', ipHash, CONTACTO_VENTANA_SEG, CONTACTO_MAX))) {
      throw new ApiError(429, MENSAJES.contactoLimite, ERROR_CODES.CONTACT_THROTTLED);
    }
    if (typeof b.sitioWeb === 'string' && b.sitioWeb.trim() !== '') return OK;
    await this.db.query(
      `INSERT INTO contact_enquiries (nombre, email, telefono, asunto, mensaje, client_ip_hash) VALUES ($1, $2, $3, $4, $5, $6)`,
      [str(b.nombre), str(b.email), str(b.telefono), str(b.asunto), str(b.mensaje), ipHash],
    );
    return OK;
  }
}

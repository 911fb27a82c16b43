// 'Correo saliente' (admins only): GET /api/admin/correos (newest first), GET /api/admin/correo/{id} (one message in
// full, to read it) and POST /api/admin/correo/{id}/reenviar (back in the queue, sent at once). The list says whether
// an SMTP server is set (`smtp`) and whether messages carry links to the site (`enlaces`: PUBLIC_URL is set).
import { Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MENSAJES_CORREO, correosConsultaSchema, esUuid, type CorreosConsulta } from '@inmo/contracts';
import { Roles } from '../auth/decorators.js';
import { ApiError } from '../common/api-error.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { MailService } from './mail.service.js';
import { MailWorker } from './mail-worker.js';

const noEncontrado = () => ApiError.notFound(MENSAJES_CORREO.noEncontrado);

@ApiTags('correo')
@Roles('admin')
@Controller('admin')
export class MailController {
  constructor(
    @Inject(MailService) private readonly mail: MailService,
    @Inject(MailWorker) private readonly worker: MailWorker,
  ) {}

  /** ?estado=pendiente|enviado|error &limit= (default 100, max 500) */
  @ApiOperation({ summary: 'Correo saliente: los mensajes de la cola, más nuevos primero' })
  @Get('correos')
  async list(@Query(new ZodPipe(correosConsultaSchema)) q: CorreosConsulta) {
    const r = await this.mail.list({ estado: q.estado, limit: q.limit ?? 100 });
    return { success: true, data: r.items, pendientes: r.pendientes, smtp: this.worker.enabled, enlaces: this.mail.conEnlaces };
  }

  @ApiOperation({ summary: 'Un mensaje de la cola completo (texto y HTML)' })
  @Get('correo/:id')
  async get(@Param('id') id: string) {
    if (!esUuid(id)) throw noEncontrado();
    return { success: true, data: await this.mail.get(id) };
  }

  @ApiOperation({ summary: 'Vuelve a poner un mensaje en la cola para enviarlo ya' })
  @Post('correo/:id/reenviar')
  @HttpCode(200)
  async resend(@Param('id') id: string) {
    if (!esUuid(id)) throw noEncontrado();
    return { success: true, data: await this.mail.resend(id) };
  }
}

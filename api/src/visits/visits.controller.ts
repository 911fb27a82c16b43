// Staff's visits: book, list (the agenda), change state and outcome, download the calendar file; and the private link
// of a listing's owner report (create a new one, revoke it).
import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  editarVisitaSchema, nuevaVisitaSchema, visitasConsultaSchema,
  type EditarVisita, type NuevaVisita, type TokenPayload, type VisitasConsulta,
} from '@inmo/contracts';
import { CurrentUser } from '../auth/decorators.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Actor } from '../history/actor.js';
import { Idempotente } from '../idempotency/idempotency.interceptor.js';
import { OwnerReports } from './owner-reports.service.js';
import { VisitsService } from './visits.service.js';

/** The public page of an owner's report. */
export const INFORME_PATH = '/informe-propietario/';

@ApiTags('visitas')
@Controller('admin')
export class VisitsController {
  constructor(
    @Inject(VisitsService) private readonly visits: VisitsService,
    @Inject(OwnerReports) private readonly reports: OwnerReports,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiOperation({ summary: 'Agenda: visitas que empiezan entre desde y hasta (días de Argentina, ambos incluidos; por defecto hoy y 6 días más), filtro agente' })
  @Get('visitas')
  async list(@Query(new ZodPipe(visitasConsultaSchema)) c: VisitasConsulta) {
    return { success: true, data: await this.visits.list({ desde: c.desde, hasta: c.hasta, agente: c.agente }) };
  }

  @ApiOperation({ summary: 'Programa una visita {propiedad, cliente, agente, inicio, minutos}; el agente ocupado en ese horario → 409' })
  @Idempotente()
  @Post('nueva-visita')
  async create(@Body(new ZodPipe(nuevaVisitaSchema)) body: NuevaVisita, @Actor() actor: Actor) {
    return { success: true, message: 'Visita programada', data: await this.visits.create(body, actor) };
  }

  @ApiOperation({ summary: 'El archivo de calendario (.ics) de una visita' })
  @Get('visita/:id.ics')
  async ics(@Param('id') id: string, @Res({ passthrough: true }) reply: any) {
    const { visita, ics } = await this.visits.calendar(id);
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="visita-${visita.propiedad.codigo}.ics"`)
      .header('cache-control', 'no-store');
    return ics;
  }

  @ApiOperation({ summary: 'Una visita' })
  @Get('visita/:id')
  async get(@Param('id') id: string) {
    return { success: true, data: await this.visits.get(id) };
  }

  @ApiOperation({
    summary:
      'Estado y resultado de una visita {estado, resultado?, interes? 1–5, version?}; confirmar un pedido: estado programada con confirmadoPorTelefono (y email?). Un agente, solo las suyas (403)',
  })
  @Put('editar-visita/:id')
  async update(@Param('id') id: string, @Body(new ZodPipe(editarVisitaSchema)) body: EditarVisita, @CurrentUser() user: TokenPayload, @Actor() actor: Actor) {
    return { success: true, message: 'Visita actualizada', data: await this.visits.update(id, body, user, actor) };
  }

  @ApiOperation({ summary: 'Crea el enlace privado del informe para el propietario (el anterior deja de funcionar); quien puede editar la propiedad' })
  @Post('propiedad/:id/enlace-informe')
  async createLink(@Param('id') id: string, @Actor() actor: Actor, @CurrentUser() user: TokenPayload, @Req() req: any) {
    const secreto = await this.reports.createReportLink(id, actor, user);
    const origin = this.config.publicUrl ?? `${req.protocol ?? 'http'}://${req.host ?? String(req.headers.host ?? 'localhost')}`;
    return { success: true, data: { url: `${origin.replace(/\/$/, '')}${INFORME_PATH}${secreto}` } };
  }

  @ApiOperation({ summary: 'Revoca el enlace del informe del propietario; quien puede editar la propiedad' })
  @Delete('propiedad/:id/enlace-informe')
  async revokeLink(@Param('id') id: string, @Actor() actor: Actor, @CurrentUser() user: TokenPayload) {
    await this.reports.revokeReportLink(id, actor, user);
    return { success: true, message: 'Enlace revocado' };
  }
}

// What a visitor of a listing's page calls: its free turns, a request for one (throttled as the contact form), and
// the owner's report behind its private link (noindex).
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MENSAJES_VISITA, pedirVisitaSchema, turnosConsultaSchema, type PedirVisita, type TurnosConsulta } from '@inmo/contracts';
import { Public } from '../auth/decorators.js';
import { SameOriginJsonGuard } from '../common/same-origin-json.guard.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { OwnerReports } from './owner-reports.service.js';
import { VisitRequests } from './visit-requests.service.js';

@ApiTags('visitas')
@Public()
@Controller('user')
export class PublicVisitsController {
  constructor(
    @Inject(VisitRequests) private readonly requests: VisitRequests,
    @Inject(OwnerReports) private readonly reports: OwnerReports,
  ) {}

  @ApiOperation({ summary: 'Turnos libres de visita de una propiedad: los próximos 14 días, en el horario de atención' })
  @Get('propiedad/:id/turnos')
  async turnos(@Param('id') id: string, @Query(new ZodPipe(turnosConsultaSchema)) c: TurnosConsulta, @Res({ passthrough: true }) reply: any) {
    reply.header('cache-control', 'no-store');
    return { success: true, data: await this.requests.turnos(id, c.desde) };
  }

  @ApiOperation({ summary: 'Pedido de visita {propiedad, inicio, nombre, telefono, email?} (5 cada 10 min por cliente; 2 esperando confirmación por teléfono o email → 429); turno tomado → 409' })
  @UseGuards(SameOriginJsonGuard)
  @Post('pedir-visita')
  @HttpCode(201)
  async pedir(@Body(new ZodPipe(pedirVisitaSchema)) body: PedirVisita, @Req() req: { ip: string }) {
    await this.requests.request(body, req.ip);
    return { success: true, message: MENSAJES_VISITA.pedidoEnviado };
  }

  @ApiOperation({ summary: 'Informe de una propiedad para su propietario (enlace privado, revocable)' })
  @Get('informe-propietario/:secreto')
  async informe(@Param('secreto') secreto: string, @Res({ passthrough: true }) reply: any) {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return { success: true, data: await this.reports.report(secreto) };
  }
}

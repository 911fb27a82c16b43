// What a visitor of a listing's page calls: its free turns, a request for one (throttled as the contact form), and
// the owner's report behind its private link (noindex).
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MENSAJES_VISITA, turnosConsultaSchema } from '@inmo/contracts';
import { Public } from '../auth/decorators.js';
import { readQuery } from '../common/query-params.js';
import { SameOriginJsonGuard } from '../common/same-origin-json.guard.js';
import { VisitsService } from './visits.service.js';

@ApiTags('visitas')
@Public()
@Controller('user')
export class PublicVisitsController {
  constructor(@Inject(VisitsService) private readonly visits: VisitsService) {}

  @ApiOperation({ summary: 'Turnos libres de visita de una propiedad: los próximos 14 días, en el horario de atención' })
  @Get('propiedad/:id/turnos')
  async turnos(@Param('id') id: string, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: any) {
    const c = readQuery(turnosConsultaSchema, query);
    reply.header('cache-control', 'no-store');
    return { success: true, data: await this.visits.turnos(id, c.desde) };
  }

  @ApiOperation({ summary: 'Pedido de visita {propiedad, inicio, nombre, telefono, email?} (5 cada 10 min por cliente); turno tomado → 409' })
  @UseGuards(SameOriginJsonGuard)
  @Post('pedir-visita')
  @HttpCode(201)
  async pedir(@Body() body: unknown, @Req() req: { ip: string }) {
    await this.visits.request(body, req.ip);
    return { success: true, message: MENSAJES_VISITA.pedidoEnviado };
  }

  @ApiOperation({ summary: 'Informe de una propiedad para su propietario (enlace privado, revocable)' })
  @Get('informe-propietario/:secreto')
  async informe(@Param('secreto') secreto: string, @Res({ passthrough: true }) reply: any) {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return { success: true, data: await this.visits.report(secreto) };
  }
}

// GET /api/admin/metricas (spec §3 Metrics), from MetricsService; ?usuario={id} reads one member of staff's figures.
import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MENSAJES_ASIGNACION, metricasConsultaSchema, type Metricas, type MetricasConsulta } from '@inmo/contracts';
import { TeamService } from '../auth/team.service.js';
import { ApiError } from '../common/api-error.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { MetricsService } from './metrics.service.js';
import { CachedStaffReply } from '../cache/staff-reply-cache.js';

@ApiTags('métricas')
@Controller('admin')
export class MetricsController {
  constructor(
    @Inject(MetricsService) private readonly metrics: MetricsService,
    @Inject(TeamService) private readonly team: TeamService,
  ) {}

  @ApiOperation({ summary: 'Métricas del tablero (agregados SQL); usuario: las de un usuario del equipo' })
  @CachedStaffReply()
  @Get('metricas')
  async metricas(@Query(new ZodPipe(metricasConsultaSchema)) c: MetricasConsulta): Promise<{ success: true; data: Metricas }> {
    const id = c.usuario;
    if (id === undefined) return { success: true, data: await this.metrics.metricas() };
    const usuario = await this.team.ref(id);
    if (!usuario) throw ApiError.validation({ usuario: MENSAJES_ASIGNACION.usuarioInexistente });
    return { success: true, data: await this.metrics.metricasDe(usuario) };
  }
}

// GET /api/admin/reportes?meses=12 (Reportes), from ReportsService; &usuario={id}: the operations
// one member of staff closed.
import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MENSAJES_ASIGNACION, reportesConsultaSchema, type ReportesConsulta } from '@inmo/contracts';
import { TeamService } from '../auth/team.service.js';
import { ApiError } from '../common/api-error.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { ReportsService } from './reports.service.js';

@ApiTags('reportes')
@Controller('admin')
export class ReportsController {
  constructor(
    @Inject(ReportsService) private readonly reports: ReportsService,
    @Inject(TeamService) private readonly team: TeamService,
  ) {}

  @ApiOperation({ summary: 'Reportes: operaciones por mes, propiedades por tipo, días en el mercado; usuario: las operaciones que cerró' })
  @Get('reportes')
  async reportes(@Query(new ZodPipe(reportesConsultaSchema)) c: ReportesConsulta) {
    const meses = c.meses ?? 12;
    const id = c.usuario;
    const usuario = id === undefined ? undefined : await this.team.ref(id);
    if (usuario === null) throw ApiError.validation({ usuario: MENSAJES_ASIGNACION.usuarioInexistente });
    return { success: true, data: await this.reports.reportes(meses, usuario) };
  }
}

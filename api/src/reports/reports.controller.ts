// GET /api/admin/reportes?meses=12 (issue 5 Reportes), from ReportsService.
import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { aNumero } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { ReportsService } from './reports.service.js';

@ApiTags('reportes')
@Controller('admin')
export class ReportsController {
  constructor(@Inject(ReportsService) private readonly reports: ReportsService) {}

  @ApiOperation({ summary: 'Reportes: operaciones por mes, propiedades por tipo, días en el mercado' })
  @Get('reportes')
  async reportes(@Query('meses') mesesRaw?: unknown) {
    let meses = 12;
    if (mesesRaw !== undefined && mesesRaw !== '') {
      const n = aNumero(mesesRaw);
      if (n === null || Number.isNaN(n) || !Number.isInteger(n) || n < 1 || n > 60) throw ApiError.validation({ meses: 'El parámetro meses debe ser un entero entre 1 y 60' });
      meses = n;
    }
    return { success: true, data: await this.reports.reportes(meses) };
  }
}

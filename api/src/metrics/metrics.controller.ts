// GET /api/admin/metricas (spec §3 Metrics), from MetricsService.
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Metricas } from '@inmo/contracts';
import { MetricsService } from './metrics.service.js';

@ApiTags('métricas')
@Controller('admin')
export class MetricsController {
  constructor(@Inject(MetricsService) private readonly metrics: MetricsService) {}

  @ApiOperation({ summary: 'Métricas del tablero (agregados SQL)' })
  @Get('metricas')
  async metricas(): Promise<{ success: true; data: Metricas }> {
    return { success: true, data: await this.metrics.metricas() };
  }
}

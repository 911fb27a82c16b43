// GET /api/admin/historial/{entidad}/{id}: a property's, client's or operation's history,
// newest first, for any signed-in member of staff (the global guard).
import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ENTIDADES_HISTORIAL, esUuid, type EntidadHistorial, type HistorialResponse } from '@inmo/contracts';
import { assertValid } from '../common/api-error.js';
import { HistoryService } from './history.service.js';

@ApiTags('historial')
@Controller('admin')
export class HistoryController {
  constructor(@Inject(HistoryService) private readonly history: HistoryService) {}

  @ApiOperation({ summary: 'Historial de cambios de una propiedad, cliente u operación: quién, cuándo y qué campos (antes → después), más nuevos primero' })
  @Get('historial/:entidad/:id')
  async list(@Param('entidad') entidad: string, @Param('id') id: string): Promise<HistorialResponse> {
    const errors: Record<string, string> = {};
    if (!(ENTIDADES_HISTORIAL as readonly string[]).includes(entidad)) errors.entidad = 'La entidad debe ser propiedad, cliente, operacion, usuario o tasacion';
    if (!esUuid(id)) errors.id = 'Identificador inválido';
    assertValid(errors);
    return { success: true, data: await this.history.list(entidad as EntidadHistorial, id) };
  }
}

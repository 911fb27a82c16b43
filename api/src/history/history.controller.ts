// GET /api/admin/historial/{entidad}/{id}: a record's history (an index's: id its name, 'ICL'; a month's: '2026-11'), newest first, for
// any signed-in member of staff (the global guard).
import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ENTIDADES_HISTORIAL, INDICES_PUBLICADOS, esUuid, indicePublicado, type EntidadHistorial, type HistorialResponse } from '@inmo/contracts';
import { assertValid } from '../common/api-error.js';
import { HistoryService } from './history.service.js';

@ApiTags('historial')
@Controller('admin')
export class HistoryController {
  constructor(@Inject(HistoryService) private readonly history: HistoryService) {}

  @ApiOperation({ summary: 'Historial de cambios de una propiedad, cliente, operación, contrato, tasación, índice (id: su nombre, ICL) o mes cerrado (id: AAAA-MM): quién, cuándo y qué campos o valores (antes → después), más nuevos primero' })
  @Get('historial/:entidad/:id')
  async list(@Param('entidad') entidad: string, @Param('id') id: string): Promise<HistorialResponse> {
    const errors: Record<string, string> = {};
    if (!(ENTIDADES_HISTORIAL as readonly string[]).includes(entidad)) errors.entidad = `La entidad debe ser una de estas: ${ENTIDADES_HISTORIAL.join(', ')}`;
    else if (entidad === 'indice' && !indicePublicado(id)) errors.id = `Seleccioná un índice: ${INDICES_PUBLICADOS.join(', ')}`;
    else if (entidad === 'mes' && !/^\d{4}-(0[1-9]|1[0-2])$/.test(id)) errors.id = 'El mes debe tener la forma AAAA-MM';
    else if (entidad !== 'indice' && entidad !== 'mes' && !esUuid(id)) errors.id = 'Identificador inválido';
    assertValid(errors);
    const key = entidad === 'indice' ? indicePublicado(id)! : entidad === 'mes' ? id : id.toLowerCase();
    return { success: true, data: await this.history.list(entidad as EntidadHistorial, key) };
  }
}

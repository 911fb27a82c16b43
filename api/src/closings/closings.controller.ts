// Closed months, for admins: close a month that has ended, reopen it {motivo}; every member of staff reads the list.
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { cierreParamsSchema, formatPeriodo, reabrirMesSchema, type CierreParams, type ReabrirMes } from '@inmo/contracts';
import { SoloAdmin } from '../auth/decorators.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { Actor } from '../history/actor.js';
import { ClosingsService } from './closings.service.js';

@ApiTags('alquileres')
@Controller('admin')
export class ClosingsController {
  constructor(@Inject(ClosingsService) private readonly closings: ClosingsService) {}

  @ApiOperation({ summary: 'Los meses cerrados, el más reciente primero' })
  @Get('cierres')
  async list() {
    return { success: true, data: await this.closings.cerrados() };
  }

  @ApiOperation({ summary: 'Cierra un mes terminado (AAAA-MM): pagos, cargos, anulaciones, condonaciones y liquidaciones de ese mes quedan rechazados (409); cerrarlo otra vez → 409' })
  @SoloAdmin('cerrarMes')
  @Post('cierre/:mes')
  async close(@Param(new ZodPipe(cierreParamsSchema)) p: CierreParams, @Actor() actor: Actor) {
    return { success: true, message: `${formatPeriodo(p.mes)} cerrado`, data: await this.closings.cerrar(p.mes, actor) };
  }

  @ApiOperation({ summary: 'Reabre un mes cerrado {motivo} (queda en el historial del mes)' })
  @SoloAdmin('cerrarMes')
  @Delete('cierre/:mes')
  @HttpCode(200)
  async reopen(@Param(new ZodPipe(cierreParamsSchema)) p: CierreParams, @Body(new ZodPipe(reabrirMesSchema)) body: ReabrirMes, @Actor() actor: Actor) {
    await this.closings.reabrir(p.mes, body.motivo, actor);
    return { success: true, message: `${formatPeriodo(p.mes)} reabierto`, data: { mes: p.mes } };
  }
}

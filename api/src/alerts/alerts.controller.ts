// POST /api/user/baja/{secreto}: an alert's one-click unsubscribe (the site's /baja/{secreto} page and the
// List-Unsubscribe-Post of mail programs end here): the client's alerts are turned off. An unknown secret → 404.
// GET says whether the link is valid and changes nothing (the page asks its question only on a valid link).
import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MENSAJES_ALERTAS } from '@inmo/contracts';
import { Public } from '../auth/decorators.js';
import { ApiError } from '../common/api-error.js';
import { AlertsService } from './alerts.service.js';

@ApiTags('alertas')
@Public()
@Controller('user')
export class AlertsController {
  constructor(@Inject(AlertsService) private readonly alerts: AlertsService) {}

  @ApiOperation({ summary: 'Si un enlace de baja de las alertas es válido (no cambia nada)' })
  @Get('baja/:secreto')
  async check(@Param('secreto') secreto: string) {
    if (!(await this.alerts.unsubscribeExists(secreto))) throw ApiError.notFound(MENSAJES_ALERTAS.bajaNoEncontrada);
    return { success: true, message: MENSAJES_ALERTAS.bajaValida };
  }

  @ApiOperation({ summary: 'Baja de las alertas por email en un clic (el enlace de cada alerta)' })
  @Post('baja/:secreto')
  @HttpCode(200)
  async unsubscribe(@Param('secreto') secreto: string) {
    const r = await this.alerts.unsubscribe(secreto);
    if (!r) throw ApiError.notFound(MENSAJES_ALERTAS.bajaNoEncontrada);
    return { success: true, message: MENSAJES_ALERTAS.bajaHecha };
  }
}

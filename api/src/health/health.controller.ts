import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators.js';
import { HealthService } from './health.service.js';

@ApiTags('salud')
@Public()
@Controller()
export class HealthController {
  constructor(@Inject(HealthService) private readonly service: HealthService) {}

  /** Cheap: touches nothing (the home page wakes the backend with it). */
  @ApiOperation({ summary: 'Despierta el backend (no toca la base)' })
  @Get('ping')
  ping() {
    return { success: true, message: 'pong' };
  }

  @ApiOperation({ summary: 'Estado de la base de datos (200 o 503)' })
  @Get('health')
  async health(@Res() reply: { status(n: number): { send(b: unknown): void } }) {
    if (await this.service.databaseUp()) reply.status(200).send({ status: 'ok', database: 'up' });
    else reply.status(503).send({ status: 'error', database: 'down' });
  }
}

import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators.js';
import { Db } from '../database/db.service.js';

@ApiTags('salud')
@Public()
@Controller()
export class HealthController {
  constructor(@Inject(Db) private readonly db: Db) {}

  /** Cheap: touches nothing (the home page wakes the backend with it). */
  @ApiOperation({ summary: 'Despierta el backend (no toca la base)' })
  @Get('ping')
  ping() {
    return { success: true, message: 'pong' };
  }

  @ApiOperation({ summary: 'Estado de la base de datos (200 o 503)' })
  @Get('health')
  async health(@Res() reply: { status(n: number): { send(b: unknown): void } }) {
    try {
      await this.db.query('SELECT 1');
      reply.status(200).send({ status: 'ok', database: 'up' });
    } catch {
      reply.status(503).send({ status: 'error', database: 'down' });
    }
  }
}

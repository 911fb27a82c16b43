import { Body, Controller, Get, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiError } from '../common/api-error.js';
import { OperationsService } from './operations.service.js';

@ApiTags('operaciones')
@Controller('admin')
export class OperationsController {
  constructor(@Inject(OperationsService) private readonly operations: OperationsService) {}

  /** The list as a plain array (spec §7: "array of operations"), newest first. */
  @Get('operaciones')
  list() {
    return this.operations.list();
  }

  @Post('nueva-operacion')
  async create(@Body() body: unknown) {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw ApiError.validation({ body: 'El cuerpo debe ser un objeto JSON' });
    const data = await this.operations.create(body as Record<string, any>);
    return { success: true, message: 'Operación creada exitosamente', data };
  }
}

import { Body, Controller, Get, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { aNumero } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { ClientsService } from './clients.service.js';

function bodyObject(body: unknown): Record<string, any> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw ApiError.validation({ body: 'El cuerpo debe ser un objeto JSON' });
  return body as Record<string, any>;
}

@ApiTags('clientes')
@Controller('admin')
export class ClientsController {
  constructor(@Inject(ClientsService) private readonly clients: ClientsService) {}

  /** ?limit= (1-1000) and ?q= (name, surname or DNI). */
  @Get('clientes')
  async list(@Query('limit') limitRaw?: unknown, @Query('q') qRaw?: unknown) {
    let limit: number | undefined;
    if (limitRaw !== undefined && limitRaw !== '') {
      const n = aNumero(limitRaw);
      if (n === null || Number.isNaN(n) || !Number.isInteger(n) || n < 1 || n > 1000) throw ApiError.validation({ limit: 'El parámetro limit debe ser un entero entre 1 y 1000' });
      limit = n;
    }
    if (qRaw !== undefined && (typeof qRaw !== 'string' || qRaw.length > 200)) throw ApiError.validation({ q: 'Búsqueda inválida' });
    const data = await this.clients.list(limit, (qRaw as string | undefined)?.trim() || undefined);
    return { success: true, data };
  }

  @Post('nuevo-cliente')
  async create(@Body() body: unknown) {
    const data = await this.clients.create(bodyObject(body));
    return { success: true, message: 'Cliente creado correctamente.', data };
  }

  @Get('cliente/:id')
  async get(@Param('id') id: string) {
    return { success: true, data: await this.clients.get(id) };
  }

  @Put('editar-cliente/:id')
  async update(@Param('id') id: string, @Body() body: unknown) {
    const data = await this.clients.update(id, bodyObject(body));
    return { success: true, message: 'Cambios guardados correctamente', data };
  }
}

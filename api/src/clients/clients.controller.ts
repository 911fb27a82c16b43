import { Body, Controller, Get, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { LIMITES, aNumero, type TokenPayload } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { sendJsonArray } from '../common/json-stream.js';
import { Actor } from '../history/actor.js';
import { readAssigneeFilter } from '../common/assignment-filter.js';
import { ClientsService } from './clients.service.js';
import { Idempotente } from '../idempotency/idempotency.interceptor.js';

function bodyObject(body: unknown): Record<string, any> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw ApiError.validation({ body: 'El cuerpo debe ser un objeto JSON' });
  return body as Record<string, any>;
}

@ApiTags('clientes')
@Controller('admin')
export class ClientsController {
  constructor(@Inject(ClientsService) private readonly clients: ClientsService) {}

  /**
   * ?limit= (1-1000) and ?q= (name, surname or DNI), ?rol=oferente|receptor, ?asignadoA={userId}|ninguno, ?mias=1
   * (the caller's) → {success, data}.
   * With ?page= it pages ({success, data, total, page, pages}; limit defaults to 6). Without it the list (at most
   * `limit` clients) is streamed batch by batch (common/json-stream.ts).
   */
  @ApiOperation({ summary: 'Clientes {success, data}; limit, q, rol, asignadoA, mias, page; sin page, la lista enviada por partes' })
  @Get('clientes')
  async list(@Query() query: Record<string, unknown>, @Req() req: any, @Res({ passthrough: true }) reply: any) {
    const entero = (k: string, min: number, max: number): number | undefined => {
      const v = query[k];
      if (v === undefined || v === '') return undefined;
      const n = aNumero(v);
      if (n === null || Number.isNaN(n) || !Number.isInteger(n) || n < min || n > max) throw ApiError.validation({ [k]: `El parámetro ${k} debe ser un entero entre ${min} y ${max}` });
      return n;
    };
    const limit = entero('limit', 1, 1000);
    const page = entero('page', 1, 100000);
    const q = query.q;
    if (q !== undefined && (typeof q !== 'string' || q.length > 200)) throw ApiError.validation({ q: 'Búsqueda inválida' });
    const rol = query.rol;
    if (rol !== undefined && rol !== '' && rol !== 'oferente' && rol !== 'receptor') throw ApiError.validation({ rol: 'El parámetro rol debe ser oferente o receptor' });
    const search = (q as string | undefined)?.trim() || undefined;
    const rolOk = (rol || undefined) as 'oferente' | 'receptor' | undefined;
    const asignadoA = readAssigneeFilter(query, (req.user as TokenPayload | undefined)?.sub);
    if (page === undefined) {
      return sendJsonArray(req, reply, { head: '{"success":true,"data":[', tail: ']}', batches: this.clients.stream({ limit, q: search, rol: rolOk, asignadoA }) });
    }
    const size = limit ?? LIMITES.clientesPorPagina;
    const r = await this.clients.list({ limit: size, offset: (page - 1) * size, q: search, rol: rolOk, asignadoA });
    return { success: true, data: r.items, total: r.total, page, pages: Math.max(1, Math.ceil(r.total / size)) };
  }

  @ApiOperation({ summary: 'Alta de cliente' })
  @Idempotente()
  @Post('nuevo-cliente')
  async create(@Body() body: unknown, @Actor() actor: Actor) {
    const data = await this.clients.create(bodyObject(body), actor);
    return { success: true, message: 'Cliente creado correctamente.', data };
  }

  @ApiOperation({ summary: 'Detalle de cliente' })
  @Get('cliente/:id')
  async get(@Param('id') id: string) {
    return { success: true, data: await this.clients.get(id) };
  }

  @ApiOperation({ summary: 'Guarda cliente con preferencias y propiedades ofrecidas; version vieja → 409' })
  @Put('editar-cliente/:id')
  async update(@Param('id') id: string, @Body() body: unknown, @Actor() actor: Actor) {
    const data = await this.clients.update(id, bodyObject(body), actor);
    return { success: true, message: 'Cambios guardados correctamente', data };
  }
}

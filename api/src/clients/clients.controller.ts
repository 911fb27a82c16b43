import { Body, Controller, Get, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  POR_PAGINA,
  clientesConsultaSchema,
  editarClienteLimpioSchema,
  nuevoClienteLimpioSchema,
  type ClienteEditado,
  type ClientesConsulta,
  type NuevoCliente,
  type TokenPayload,
} from '@inmo/contracts';
import { sendJsonArray } from '../common/json-stream.js';
import { Actor } from '../history/actor.js';
import { assigneeOf } from '../common/assignment-filter.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { ClientsService } from './clients.service.js';
import { Idempotente } from '../idempotency/idempotency.interceptor.js';

@ApiTags('clientes')
@Controller('admin')
export class ClientsController {
  constructor(@Inject(ClientsService) private readonly clients: ClientsService) {}

  /**
   * ?limit= (1-1000) and ?q= (every word in the name, surname, DNI, phone or e-mail), ?rol=oferente|receptor, ?asignadoA={userId}|ninguno, ?mias=1
   * (the caller's) → {success, data}.
   * With ?page= it pages ({success, data, total, page, pages}; limit defaults to 6). Without it the list (at most
   * `limit` clients) is streamed batch by batch (common/json-stream.ts).
   */
  @ApiOperation({ summary: 'Clientes {success, data}; limit, q, rol, asignadoA, mias, page; sin page, la lista enviada por partes' })
  @Get('clientes')
  async list(@Query(new ZodPipe(clientesConsultaSchema)) c: ClientesConsulta, @Req() req: any, @Res({ passthrough: true }) reply: any) {
    const filtros = { q: c.q, rol: c.rol, asignadoA: assigneeOf(c, c.asignadoA, (req.user as TokenPayload | undefined)?.sub) };
    if (c.page === undefined) {
      return sendJsonArray(req, reply, { head: '{"success":true,"data":[', tail: ']}', batches: this.clients.stream({ ...filtros, limit: c.limit }) });
    }
    const size = c.limit ?? POR_PAGINA.clientes;
    const r = await this.clients.list({ ...filtros, limit: size, offset: (c.page - 1) * size });
    return { success: true, data: r.items, total: r.total, page: c.page, pages: Math.max(1, Math.ceil(r.total / size)) };
  }

  @ApiOperation({ summary: 'Alta de cliente' })
  @Idempotente()
  @Post('nuevo-cliente')
  async create(@Body(new ZodPipe(nuevoClienteLimpioSchema)) body: NuevoCliente, @Actor() actor: Actor) {
    const data = await this.clients.create(body, actor);
    return { success: true, message: 'Cliente creado correctamente.', data };
  }

  @ApiOperation({ summary: 'Detalle de cliente' })
  @Get('cliente/:id')
  async get(@Param('id') id: string) {
    return { success: true, data: await this.clients.get(id) };
  }

  @ApiOperation({ summary: 'Guarda cliente con preferencias y propiedades ofrecidas; version vieja → 409' })
  @Put('editar-cliente/:id')
  async update(@Param('id') id: string, @Body(new ZodPipe(editarClienteLimpioSchema)) body: ClienteEditado, @Actor() actor: Actor) {
    const data = await this.clients.update(id, body, actor);
    return { success: true, message: 'Cambios guardados correctamente', data };
  }
}

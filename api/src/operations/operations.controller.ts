import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  POR_PAGINA,
  anularOperacionSchema,
  editarOperacionSchema,
  nuevaOperacionSchema,
  operacionesConsultaSchema,
  type AnularOperacion,
  type EditarOperacion,
  type NuevaOperacion,
  type OperacionesConsulta,
  type TokenPayload,
} from '@inmo/contracts';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { sendJsonArray } from '../common/json-stream.js';
import { Actor } from '../history/actor.js';
import { assigneeOf } from '../common/assignment-filter.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { OperationsService } from './operations.service.js';
import { Idempotente } from '../idempotency/idempotency.interceptor.js';

@ApiTags('operaciones')
@Controller('admin')
export class OperationsController {
  constructor(@Inject(OperationsService) private readonly operations: OperationsService) {}

  /**
   * The list as a plain array (spec §7: "array of operations"), newest first, optionally filtered by
   * q (property), cliente (offeror or receiver), operacion, moneda, cerradaPor={userId}|ninguno, mias=1 (closed by the
   * caller), desde=YYYY-MM-DD (closed on or after it: Reportes reads every operation of its period, unpaged),
   * estado=vigente|anulada (annulled operations are listed, marked, unless estado=vigente). With
   * ?page= (and limit, default 6) it pages: {success, data, total, page, pages}. Without it the array (at most
   * `limit` operations, all without one) is streamed batch by batch (common/json-stream.ts).
   */
  @ApiOperation({ summary: 'Operaciones (array), más nuevas primero; filtros q, cliente, operacion, moneda, cerradaPor, mias, desde, estado; page pagina; sin page, el array enviado por partes' })
  @Get('operaciones')
  async list(@Query(new ZodPipe(operacionesConsultaSchema)) c: OperacionesConsulta, @Req() req: any, @Res({ passthrough: true }) reply: any) {
    const filtros = { q: c.q, cliente: c.cliente, operacion: c.operacion, moneda: c.moneda, desde: c.desde, estado: c.estado, cerradaPor: assigneeOf(c, c.cerradaPor, (req.user as TokenPayload | undefined)?.sub) };
    if (c.page === undefined) return sendJsonArray(req, reply, { head: '[', tail: ']', batches: this.operations.stream({ ...filtros, limit: c.limit }) });
    const size = c.limit ?? POR_PAGINA.operaciones;
    const r = await this.operations.list({ ...filtros, limit: size, offset: (c.page - 1) * size });
    return { success: true, data: r.items, total: r.total, page: c.page, pages: Math.max(1, Math.ceil(r.total / size)) };
  }

  @ApiOperation({ summary: 'Registra una operación (una transacción, con copia de títulos y nombres); cerradaPor: quien la registra' })
  @Idempotente()
  @Post('nueva-operacion')
  async create(@Body(new ZodPipe(nuevaOperacionSchema)) body: NuevaOperacion, @Actor() actor: Actor) {
    const data = await this.operations.create(body, actor);
    return { success: true, message: 'Operación creada exitosamente', data };
  }

  @ApiOperation({ summary: 'Una operación (también anulada), con su versión, comisión y anulación' })
  @Get('operacion/:id')
  async get(@Param('id') id: string) {
    return { success: true, data: await this.operations.get(id) };
  }

  @ApiOperation({ summary: 'Corrige una operación: los campos de nueva-operacion y version (vieja → 409); una anulada → 409' })
  @Put('editar-operacion/:id')
  async edit(@Param('id') id: string, @Body(new ZodPipe(editarOperacionSchema)) body: EditarOperacion, @Actor() actor: Actor) {
    const data = await this.operations.update(id, body, actor);
    return { success: true, message: 'Operación actualizada correctamente', data };
  }

  @ApiOperation({ summary: 'Anula una operación {motivo}: queda registrada como Anulada (quién, cuándo, por qué) y fuera de todo total' })
  @Post('operacion/:id/anular')
  @HttpCode(200)
  async annul(@Param('id') id: string, @Body(new ZodPipe(anularOperacionSchema)) body: AnularOperacion, @Actor() actor: Actor) {
    const data = await this.operations.annul(id, body, actor);
    return { success: true, message: 'Operación anulada', data };
  }
}

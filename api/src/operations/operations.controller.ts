import { Body, Controller, Get, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { LIMITES, MONEDAS, OPERACIONES, aNumero, esFecha, type TokenPayload } from '@inmo/contracts';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiError, assertValid } from '../common/api-error.js';
import { sendJsonArray } from '../common/json-stream.js';
import { Actor } from '../history/actor.js';
import { readAssigneeFilter } from '../common/assignment-filter.js';
import { OperationsService } from './operations.service.js';
import { Idempotente } from '../idempotency/idempotency.interceptor.js';

@ApiTags('operaciones')
@Controller('admin')
export class OperationsController {
  constructor(@Inject(OperationsService) private readonly operations: OperationsService) {}

  /**
   * The list as a plain array (spec §7: "array of operations"), newest first, optionally filtered by
   * q (property), cliente (offeror or receiver), operacion, moneda, cerradaPor={userId}|ninguno, mias=1 (closed by the
   * caller), desde=YYYY-MM-DD (closed on or after it: Reportes reads every operation of its period, unpaged). With
   * ?page= (and limit, default 6) it pages: {success, data, total, page, pages}. Without it the array (at most
   * `limit` operations, all without one) is streamed batch by batch (common/json-stream.ts).
   */
  @ApiOperation({ summary: 'Operaciones (array), más nuevas primero; filtros q, cliente, operacion, moneda, cerradaPor, mias, desde; page pagina; sin page, el array enviado por partes' })
  @Get('operaciones')
  async list(@Query() query: Record<string, unknown>, @Req() req: any, @Res({ passthrough: true }) reply: any) {
    const errors: Record<string, string> = {};
    const texto = (k: string): string | undefined => {
      const v = query[k];
      if (v === undefined || v === '') return undefined;
      if (typeof v !== 'string' || v.length > 200) {
        errors[k] = `El parámetro ${k} no es válido`;
        return undefined;
      }
      return v.trim() || undefined;
    };
    const entero = (k: string, min: number, max: number): number | undefined => {
      const v = query[k];
      if (v === undefined || v === '') return undefined;
      const n = aNumero(v);
      if (n === null || Number.isNaN(n) || !Number.isInteger(n) || n < min || n > max) {
        errors[k] = `El parámetro ${k} debe ser un entero entre ${min} y ${max}`;
        return undefined;
      }
      return n;
    };
    const q = texto('q');
    const cliente = texto('cliente');
    const operacion = texto('operacion');
    if (operacion && !(OPERACIONES as readonly string[]).includes(operacion)) errors.operacion = 'El parámetro operacion no es válido';
    const moneda = texto('moneda');
    if (moneda && !(MONEDAS as readonly string[]).includes(moneda)) errors.moneda = 'El parámetro moneda no es válido';
    const desde = texto('desde');
    if (desde && !(desde.length === 10 && esFecha(desde))) errors.desde = 'El parámetro desde debe ser una fecha (AAAA-MM-DD)';
    const page = entero('page', 1, 100000);
    const limit = entero('limit', 1, 1000);
    assertValid(errors);
    const filtros = { q, cliente, operacion, moneda, desde, cerradaPor: readAssigneeFilter(query, (req.user as TokenPayload | undefined)?.sub, 'cerradaPor') };
    if (page === undefined) return sendJsonArray(req, reply, { head: '[', tail: ']', batches: this.operations.stream({ ...filtros, limit }) });
    const size = limit ?? LIMITES.operacionesPorPagina;
    const r = await this.operations.list({ ...filtros, limit: size, offset: (page - 1) * size });
    return { success: true, data: r.items, total: r.total, page, pages: Math.max(1, Math.ceil(r.total / size)) };
  }

  @ApiOperation({ summary: 'Registra una operación (una transacción, con copia de títulos y nombres); cerradaPor: quien la registra' })
  @Idempotente()
  @Post('nueva-operacion')
  async create(@Body() body: unknown, @Actor() actor: Actor) {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw ApiError.validation({ body: 'El cuerpo debe ser un objeto JSON' });
    const data = await this.operations.create(body as Record<string, any>, actor);
    return { success: true, message: 'Operación creada exitosamente', data };
  }
}

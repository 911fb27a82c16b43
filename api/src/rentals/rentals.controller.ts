import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { contratosConsultaSchema, indicesConsultaSchema } from '@inmo/contracts';
import { readQuery } from '../common/query-params.js';
import { Actor } from '../history/actor.js';
import { Idempotente } from '../idempotency/idempotency.interceptor.js';
import { IndicesService } from './indices.service.js';
import { RentalsService } from './rentals.service.js';

@ApiTags('alquileres')
@Controller('admin')
export class RentalsController {
  constructor(
    @Inject(RentalsService) private readonly rentals: RentalsService,
    @Inject(IndicesService) private readonly indices: IndicesService,
  ) {}

  @ApiOperation({ summary: 'Contratos de alquiler, paginados (20); filtros estado=vigente|por-vencer|con-ajuste|finalizado, q (inquilino, propietario, dirección, código)' })
  @Get('contratos')
  async list(@Query() query: Record<string, unknown>) {
    const c = readQuery(contratosConsultaSchema, query);
    const r = await this.rentals.list({ q: c.q, estado: c.estado, page: c.page ?? 1, limit: c.limit });
    return { success: true, data: r.items, total: r.total, page: r.page, pages: r.pages };
  }

  @ApiOperation({ summary: 'Crea un contrato de alquiler (propietario e inquilino: clientes distintos; un contrato vigente por propiedad); la propiedad pasa a Alquilada' })
  @Idempotente()
  @Post('nuevo-contrato')
  async create(@Body() body: unknown, @Actor() actor: Actor) {
    return { success: true, message: 'Contrato creado', data: await this.rentals.create(body, actor) };
  }

  @ApiOperation({ summary: 'Un contrato con sus cuotas (periodo, vencimiento, monto, estado) y ajustes (valores del índice, factor y montos)' })
  @Get('contrato/:id')
  async get(@Param('id') id: string) {
    return { success: true, data: await this.rentals.get(id) };
  }

  @ApiOperation({ summary: 'Corrige un contrato vigente: partes y condiciones, con version (vieja → 409)' })
  @Put('editar-contrato/:id')
  async edit(@Param('id') id: string, @Body() body: unknown, @Actor() actor: Actor) {
    return { success: true, message: 'Contrato actualizado', data: await this.rentals.update(id, body, actor) };
  }

  @ApiOperation({ summary: 'Rescinde un contrato vigente {fecha, motivo?}: termina ese día; la propiedad vuelve oculta, para publicarla de nuevo' })
  @Post('contrato/:id/rescindir')
  @HttpCode(200)
  async rescind(@Param('id') id: string, @Body() body: unknown, @Actor() actor: Actor) {
    return { success: true, message: 'Contrato rescindido', data: await this.rentals.rescind(id, body, actor) };
  }

  @ApiOperation({ summary: 'Renueva un contrato: uno nuevo con la misma propiedad, partes y garantes desde inicio' })
  @Post('contrato/:id/renovar')
  async renew(@Param('id') id: string, @Body() body: unknown, @Actor() actor: Actor) {
    return { success: true, message: 'Contrato renovado', data: await this.rentals.renew(id, body, actor) };
  }

  @ApiOperation({ summary: 'Valores cargados de un índice (ICL, IPC, CVS, UVA, CASA_PROPIA) entre desde y hasta (sin ellos, los últimos 60), y el último' })
  @Get('indices/:indice')
  async readIndex(@Param('indice') indice: string, @Query() query: Record<string, unknown>) {
    const q = readQuery(indicesConsultaSchema, query);
    return { success: true, data: await this.indices.read(indice, q.desde, q.hasta) };
  }

  @ApiOperation({ summary: 'Carga valores de un índice tal como se publican {valores: [{fecha, valor}]} (reemplaza los de la misma fecha; series mensuales el día 1)' })
  @Put('indices/:indice')
  async loadIndex(@Param('indice') indice: string, @Body() body: unknown) {
    const data = await this.indices.load(indice, body);
    return { success: true, message: `${data.cargados} valores cargados`, data };
  }

  @ApiOperation({ summary: 'Pendientes de alquileres del tablero: ajustes en 30 días, contratos que terminan en 60 días, índices que faltan' })
  @Get('alquileres/pendientes')
  async pending() {
    return { success: true, data: await this.rentals.pending() };
  }
}

import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  cargarIndiceSchema,
  contratosConsultaSchema,
  editarContratoSchema,
  indicesConsultaSchema,
  nuevoContratoSchema,
  renovarContratoSchema,
  rescindirContratoSchema,
  type CargarIndice,
  type ContratosConsulta,
  type EditarContrato,
  type IndicesConsulta,
  type NuevoContrato,
  type RenovarContrato,
  type RescindirContrato,
  type TokenPayload,
} from '@inmo/contracts';
import { CurrentUser, SoloAdmin } from '../auth/decorators.js';
import { ZodPipe } from '../common/zod.pipe.js';
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
  async list(@Query(new ZodPipe(contratosConsultaSchema)) c: ContratosConsulta) {
    const r = await this.rentals.list({ q: c.q, estado: c.estado, page: c.page ?? 1, limit: c.limit });
    return { success: true, data: r.items, total: r.total, page: r.page, pages: r.pages };
  }

  @ApiOperation({ summary: 'Crea un contrato de alquiler (propietario e inquilino: clientes distintos; un contrato vigente por propiedad; quien puede editar la propiedad); la propiedad pasa a Alquilada' })
  @Idempotente()
  @Post('nuevo-contrato')
  async create(@Body(new ZodPipe(nuevoContratoSchema)) body: NuevoContrato, @Actor() actor: Actor, @CurrentUser() user: TokenPayload) {
    return { success: true, message: 'Contrato creado', data: await this.rentals.create(body, actor, user) };
  }

  @ApiOperation({ summary: 'Un contrato con sus cuotas (periodo, vencimiento, monto, estado) y ajustes (valores del índice, factor y montos)' })
  @Get('contrato/:id')
  async get(@Param('id') id: string) {
    return { success: true, data: await this.rentals.get(id) };
  }

  @ApiOperation({ summary: 'Corrige un contrato vigente: partes y condiciones, con version (vieja → 409)' })
  @Put('editar-contrato/:id')
  async edit(@Param('id') id: string, @Body(new ZodPipe(editarContratoSchema)) body: EditarContrato, @Actor() actor: Actor, @CurrentUser() user: TokenPayload) {
    return { success: true, message: 'Contrato actualizado', data: await this.rentals.update(id, body, actor, user) };
  }

  @ApiOperation({ summary: 'Rescinde un contrato vigente {fecha, motivo?}: termina ese día; la propiedad vuelve oculta, para publicarla de nuevo' })
  @Post('contrato/:id/rescindir')
  @HttpCode(200)
  async rescind(@Param('id') id: string, @Body(new ZodPipe(rescindirContratoSchema)) body: RescindirContrato, @Actor() actor: Actor, @CurrentUser() user: TokenPayload) {
    return { success: true, message: 'Contrato rescindido', data: await this.rentals.rescind(id, body, actor, user) };
  }

  @ApiOperation({ summary: 'Renueva un contrato: uno nuevo con la misma propiedad, partes y garantes desde inicio' })
  @Post('contrato/:id/renovar')
  async renew(@Param('id') id: string, @Body(new ZodPipe(renovarContratoSchema)) body: RenovarContrato, @Actor() actor: Actor, @CurrentUser() user: TokenPayload) {
    return { success: true, message: 'Contrato renovado', data: await this.rentals.renew(id, body, actor, user) };
  }

  @ApiOperation({ summary: 'Valores cargados de un índice (ICL, IPC, CVS, UVA, CASA_PROPIA) entre desde y hasta (sin ellos, los últimos 60), y el último' })
  @Get('indices/:indice')
  async readIndex(@Param('indice') indice: string, @Query(new ZodPipe(indicesConsultaSchema)) q: IndicesConsulta) {
    return { success: true, data: await this.indices.read(indice, q.desde, q.hasta) };
  }

  @ApiOperation({ summary: 'Carga valores de un índice tal como se publican {valores: [{fecha, valor}]} (administradores; reemplaza los de la misma fecha; series mensuales el día 1; ninguna fecha posterior a hoy); queda en el historial del índice' })
  @SoloAdmin('cargarIndices')
  @Put('indices/:indice')
  async loadIndex(@Param('indice') indice: string, @Body(new ZodPipe(cargarIndiceSchema)) body: CargarIndice, @Actor() actor: Actor) {
    const data = await this.indices.load(indice, body, actor);
    return { success: true, message: `${data.cargados} valores cargados`, data };
  }

  @ApiOperation({ summary: 'Borra el valor de un índice de una fecha (administradores): las cuotas que lo usaban vuelven a \'falta índice\'; queda en el historial del índice' })
  @SoloAdmin('cargarIndices')
  @Delete('indices/:indice/:fecha')
  async deleteIndexValue(@Param('indice') indice: string, @Param('fecha') fecha: string, @Actor() actor: Actor) {
    return { success: true, message: 'Valor borrado', data: await this.indices.remove(indice, fecha, actor) };
  }
}

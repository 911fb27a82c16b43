import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import {
  TASACIONES_POR_PAGINA, convertirTasacionSchema, editarTasacionSchema, nuevaTasacionSchema, proponerComparablesSchema, tasacionesConsultaSchema,
  type ConvertirTasacion, type EditarTasacion, type NuevaTasacion, type ProponerComparables, type Tasacion, type TasacionesConsulta,
} from '@inmo/contracts';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { Actor } from '../history/actor.js';
import { Idempotente } from '../idempotency/idempotency.interceptor.js';
import { MayChangeValuation } from './may-change-valuation.guard.js';
import { ValuationComparables } from './valuation-comparables.service.js';
import { ValuationConversion } from './valuation-conversion.service.js';
import { ValuationReports } from './valuation-reports.service.js';
import { ValuationsService } from './valuations.service.js';

/** Sends a valuation's report: `adjunto` to download it (staff), otherwise to read in the browser (the owner's link). */
async function sendReport(reply: any, pdf: Buffer, t: Tasacion, adjunto: boolean): Promise<void> {
  reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .header('content-disposition', `${adjunto ? 'attachment' : 'inline'}; filename="tasacion-${t._id.slice(0, 8)}.pdf"`)
    .send(pdf);
}

@ApiTags('tasaciones')
@Controller('admin')
export class ValuationsController {
  constructor(
    @Inject(ValuationsService) private readonly valuations: ValuationsService,
    @Inject(ValuationComparables) private readonly comparables: ValuationComparables,
    @Inject(ValuationReports) private readonly reports: ValuationReports,
    @Inject(ValuationConversion) private readonly conversion: ValuationConversion,
  ) {}

  @ApiOperation({ summary: 'Tasaciones, más nuevas primero; q busca localidad, dirección y tipo; page y limit paginan' })
  @Get('tasaciones')
  async list(@Query(new ZodPipe(tasacionesConsultaSchema)) c: TasacionesConsulta) {
    const page = c.page ?? 1;
    const size = c.limit ?? TASACIONES_POR_PAGINA;
    const r = await this.valuations.list({ q: c.q, limit: size, offset: (page - 1) * size });
    return { success: true, data: r.items, total: r.total, page, pages: Math.max(1, Math.ceil(r.total / size)) };
  }

  @ApiOperation({ summary: 'Tablero: tasaciones de este mes y cuántas se convirtieron en propiedad' })
  @Get('tasaciones/resumen')
  async summary() {
    return { success: true, data: await this.valuations.summary() };
  }

  @ApiOperation({ summary: 'Comparables propuestos para un inmueble: ventas cerradas y publicaciones actuales del mismo tipo y localidad, más parecidos primero' })
  @Post('proponer-comparables')
  @HttpCode(200)
  async propose(@Body(new ZodPipe(proponerComparablesSchema)) body: ProponerComparables) {
    return { success: true, data: await this.comparables.proposeFor(body.sujeto) };
  }

  @ApiOperation({ summary: 'Crea una tasación por comparables (sin comparables, los propone); menos de 3 → 422, más de 30 → 400' })
  @Idempotente()
  @Post('nueva-tasacion')
  async create(@Body(new ZodPipe(nuevaTasacionSchema)) body: NuevaTasacion, @Actor() actor: Actor) {
    return { success: true, message: 'Tasación creada', data: await this.valuations.create(body, actor) };
  }

  @ApiOperation({ summary: 'El informe de una tasación en PDF' })
  @Get('tasacion/:id.pdf')
  async pdf(@Param('id') id: string, @Res() reply: any) {
    const t = await this.valuations.get(id);
    await sendReport(reply, await this.reports.report(t, 'personal'), t, true);
  }

  @ApiOperation({ summary: 'Una tasación con cada comparable, sus coeficientes y el valor' })
  @Get('tasacion/:id')
  async get(@Param('id') id: string) {
    return { success: true, data: await this.valuations.get(id) };
  }

  @ApiOperation({ summary: 'Corrige una tasación: los campos de nueva-tasacion y version (vieja → 409); solo quien la hizo o un administrador (si no, 403)' })
  @Put('editar-tasacion/:id')
  @UseGuards(MayChangeValuation)
  async edit(@Param('id') id: string, @Body(new ZodPipe(editarTasacionSchema)) body: EditarTasacion, @Actor() actor: Actor) {
    return { success: true, message: 'Tasación actualizada', data: await this.valuations.update(id, body, actor) };
  }

  @ApiOperation({ summary: 'Crea (o renueva) el enlace privado con que el propietario lee el informe (el anterior deja de funcionar); solo quien la hizo o un administrador' })
  @Post('tasacion/:id/enlace')
  @HttpCode(200)
  @UseGuards(MayChangeValuation)
  async share(@Param('id') id: string, @Actor() actor: Actor) {
    return { success: true, message: 'Enlace creado', data: await this.valuations.share(id, actor) };
  }

  @ApiOperation({ summary: 'Revoca el enlace privado del informe; solo quien la hizo o un administrador' })
  @Delete('tasacion/:id/enlace')
  @UseGuards(MayChangeValuation)
  async revoke(@Param('id') id: string, @Actor() actor: Actor) {
    return { success: true, message: 'Enlace revocado', data: await this.valuations.revoke(id, actor) };
  }

  @ApiOperation({ summary: 'Convertir en propiedad {habitaciones?, piso?, largo?}: una propiedad oculta con los datos del inmueble y el propietario como cliente dueño; los datos obligatorios que la tasación no tiene (dormitorios de una casa, piso de un departamento, largo de un terreno) se indican en el cuerpo; solo quien la hizo o un administrador' })
  @Post('tasacion/:id/convertir')
  @HttpCode(200)
  @UseGuards(MayChangeValuation)
  async convert(@Param('id') id: string, @Body(new ZodPipe(convertirTasacionSchema)) body: ConvertirTasacion, @Actor() actor: Actor) {
    return { success: true, message: 'Propiedad creada (oculta)', data: await this.conversion.convert(id, actor, body) };
  }
}

/** The owner's private link: the report as a PDF to read in the browser; the secret in the address is the credential. */
@ApiTags('tasaciones')
@Public()
@Controller('user')
export class SharedValuationController {
  constructor(
    @Inject(ValuationsService) private readonly valuations: ValuationsService,
    @Inject(ValuationReports) private readonly reports: ValuationReports,
  ) {}

  @ApiOperation({ summary: 'El informe de una tasación por su enlace privado (PDF para leer en línea)' })
  @Get('tasacion-compartida/:secreto')
  async shared(@Param('secreto') secreto: string, @Res() reply: any) {
    const t = await this.valuations.bySecret(secreto);
    await sendReport(reply, await this.reports.report(t, 'propietario'), t, false);
  }
}

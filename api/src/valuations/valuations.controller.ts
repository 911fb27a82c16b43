import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import { TASACIONES_POR_PAGINA, tasacionesConsultaSchema } from '@inmo/contracts';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AgencyService } from '../agency/agency.service.js';
import { Public } from '../auth/decorators.js';
import { ApiError } from '../common/api-error.js';
import { readQuery } from '../common/query-params.js';
import { Actor } from '../history/actor.js';
import { Idempotente } from '../idempotency/idempotency.interceptor.js';
import { informeTasacion } from './valuation-report.js';
import { ValuationsService } from './valuations.service.js';
import type { Tasacion } from '@inmo/contracts';

function objectBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw ApiError.validation({ body: 'El cuerpo debe ser un objeto JSON' });
  return body as Record<string, unknown>;
}

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
    @Inject(AgencyService) private readonly agency: AgencyService,
  ) {}

  @ApiOperation({ summary: 'Tasaciones, más nuevas primero; q busca localidad, dirección y tipo; page y limit paginan' })
  @Get('tasaciones')
  async list(@Query() query: Record<string, unknown>) {
    const c = readQuery(tasacionesConsultaSchema, query);
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
  async propose(@Body() body: unknown) {
    return { success: true, data: await this.valuations.propose(objectBody(body)) };
  }

  @ApiOperation({ summary: 'Crea una tasación por comparables (sin comparables, los propone); menos de 3 → 422' })
  @Idempotente()
  @Post('nueva-tasacion')
  async create(@Body() body: unknown, @Actor() actor: Actor) {
    return { success: true, message: 'Tasación creada', data: await this.valuations.create(objectBody(body), actor) };
  }

  @ApiOperation({ summary: 'El informe de una tasación en PDF' })
  @Get('tasacion/:id.pdf')
  async pdf(@Param('id') id: string, @Res() reply: any) {
    const t = await this.valuations.get(id);
    await sendReport(reply, await informeTasacion(t, await this.agency.get(), await this.valuations.photo(t)), t, true);
  }

  @ApiOperation({ summary: 'Una tasación con cada comparable, sus coeficientes y el valor' })
  @Get('tasacion/:id')
  async get(@Param('id') id: string) {
    return { success: true, data: await this.valuations.get(id) };
  }

  @ApiOperation({ summary: 'Corrige una tasación: los campos de nueva-tasacion y version (vieja → 409)' })
  @Put('editar-tasacion/:id')
  async edit(@Param('id') id: string, @Body() body: unknown, @Actor() actor: Actor) {
    return { success: true, message: 'Tasación actualizada', data: await this.valuations.update(id, objectBody(body), actor) };
  }

  @ApiOperation({ summary: 'Crea (o renueva) el enlace privado con que el propietario lee el informe' })
  @Post('tasacion/:id/enlace')
  @HttpCode(200)
  async share(@Param('id') id: string, @Actor() actor: Actor) {
    return { success: true, message: 'Enlace creado', data: await this.valuations.share(id, actor) };
  }

  @ApiOperation({ summary: 'Revoca el enlace privado del informe' })
  @Delete('tasacion/:id/enlace')
  async revoke(@Param('id') id: string, @Actor() actor: Actor) {
    return { success: true, message: 'Enlace revocado', data: await this.valuations.revoke(id, actor) };
  }

  @ApiOperation({ summary: 'Convertir en propiedad: una propiedad oculta con los datos del inmueble y el propietario como cliente dueño' })
  @Post('tasacion/:id/convertir')
  @HttpCode(200)
  async convert(@Param('id') id: string, @Actor() actor: Actor) {
    return { success: true, message: 'Propiedad creada (oculta)', data: await this.valuations.convert(id, actor) };
  }
}

/** The owner's private link: the report as a PDF to read in the browser; the secret in the address is the credential. */
@ApiTags('tasaciones')
@Public()
@Controller('user')
export class SharedValuationController {
  constructor(
    @Inject(ValuationsService) private readonly valuations: ValuationsService,
    @Inject(AgencyService) private readonly agency: AgencyService,
  ) {}

  @ApiOperation({ summary: 'El informe de una tasación por su enlace privado (PDF para leer en línea)' })
  @Get('tasacion-compartida/:secreto')
  async shared(@Param('secreto') secreto: string, @Res() reply: any) {
    const t = await this.valuations.bySecret(secreto);
    await sendReport(reply, await informeTasacion(t, await this.agency.get(), await this.valuations.photo(t)), t, false);
  }
}

// Back-office property calls (spec §7): list with hidden ones, seven per-type creations, edit, the listing's state,
// soft delete.
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ENDPOINT_ALTA, ERROR_CODES, MENSAJES, MENSAJES_ESTADO, asignarConsultaSchema, cambiarEstadoSchema, catalogoAdminConsultaSchema, editarPropiedadSchema,
  mensajePropiedadCreada, nuevaPropiedadSchema,
  type AsignarConsulta, type CambiarEstado, type CambiarEstadoResponse, type CatalogoConsulta, type EditarPropiedad, type PropiedadDatos, type TokenPayload,
} from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { sendJsonArray } from '../common/json-stream.js';
import { namesAny } from '../common/query-params.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { Actor } from '../history/actor.js';
import { CataloguePages } from './catalogue-pages.service.js';
import { CatalogueStream } from './catalogue-stream.service.js';
import { PropertiesService } from './properties.service.js';
import { Idempotente } from '../idempotency/idempotency.interceptor.js';
import { CurrentUser, Roles } from '../auth/decorators.js';
import { ListingPermissions } from './listing-permissions.service.js';
import { CanEditListing } from './can-edit-listing.guard.js';
import { CachedStaffReply, keepIf } from '../cache/staff-reply-cache.js';

/** `batches` as they are, `seen` called for each. */
async function* countBatches<T>(batches: AsyncIterable<T>, seen: () => void): AsyncGenerator<T> {
  for await (const batch of batches) {
    seen();
    yield batch;
  }
}

@ApiTags('propiedades (admin)')
@Controller('admin')
export class AdminPropertiesController {
  constructor(
    @Inject(PropertiesService) private readonly properties: PropertiesService,
    @Inject(CatalogueStream) private readonly catalogue: CatalogueStream,
    @Inject(CataloguePages) private readonly pages: CataloguePages,
    @Inject(ListingPermissions) private readonly permissions: ListingPermissions,
  ) {}

  /** Without paging or filters (spec §7) every property, streamed batch by batch (common/json-stream.ts). */
  @ApiOperation({ summary: 'Todas las propiedades {casas} (filtros y paginado como el catálogo, más estado y mias=1: las asignadas a quien llama o cargadas por él); sin ellos, la lista entera enviada por partes' })
  @CachedStaffReply()
  @Get('todas-propiedades')
  async list(@Query(new ZodPipe(catalogoAdminConsultaSchema)) filtros: CatalogoConsulta, @Req() req: any, @Res({ passthrough: true }) reply: any) {
    if (!namesAny(catalogoAdminConsultaSchema, filtros)) {
      // Kept in the reply cache when it came in one batch (LIST_STREAM_BATCH properties or fewer); a longer list streams
      // each time, in constant memory.
      let batches = 0;
      const counted = countBatches(this.catalogue.list({ admin: true }), () => batches++);
      return keepIf(await sendJsonArray(req, reply, { head: '{"casas":[', tail: ']}', batches: counted }), () => batches <= 1);
    }
    const { items, ...page } = await this.pages.list({ admin: true, filtros, usuario: (req.user as TokenPayload | undefined)?.sub });
    return { casas: items, ...page };
  }

  private async crear(d: PropiedadDatos, actor: Actor) {
    const propiedad = await this.properties.create(d, actor);
    return { success: true, id: propiedad.id, message: mensajePropiedadCreada(d.tipo), propiedad };
  }

  @ApiOperation({ summary: 'Alta de propiedad del tipo del endpoint → 201 {success, id, propiedad}' })
  @Idempotente()
  @Post(ENDPOINT_ALTA['Casa'])
  nuevaCasa(@Body(new ZodPipe(nuevaPropiedadSchema('Casa'))) body: PropiedadDatos, @Actor() actor: Actor) {
    return this.crear(body, actor);
  }
  @ApiOperation({ summary: 'Alta de propiedad del tipo del endpoint → 201 {success, id, propiedad}' })
  @Idempotente()
  @Post(ENDPOINT_ALTA['Departamento'])
  nuevoDpto(@Body(new ZodPipe(nuevaPropiedadSchema('Departamento'))) body: PropiedadDatos, @Actor() actor: Actor) {
    return this.crear(body, actor);
  }
  @ApiOperation({ summary: 'Alta de propiedad del tipo del endpoint → 201 {success, id, propiedad}' })
  @Idempotente()
  @Post(ENDPOINT_ALTA['Campo'])
  nuevoCampo(@Body(new ZodPipe(nuevaPropiedadSchema('Campo'))) body: PropiedadDatos, @Actor() actor: Actor) {
    return this.crear(body, actor);
  }
  @ApiOperation({ summary: 'Alta de propiedad del tipo del endpoint → 201 {success, id, propiedad}' })
  @Idempotente()
  @Post(ENDPOINT_ALTA['Fondo de Comercio'])
  nuevoFondo(@Body(new ZodPipe(nuevaPropiedadSchema('Fondo de Comercio'))) body: PropiedadDatos, @Actor() actor: Actor) {
    return this.crear(body, actor);
  }
  @ApiOperation({ summary: 'Alta de propiedad del tipo del endpoint → 201 {success, id, propiedad}' })
  @Idempotente()
  @Post(ENDPOINT_ALTA['Local comercial'])
  nuevoLocal(@Body(new ZodPipe(nuevaPropiedadSchema('Local comercial'))) body: PropiedadDatos, @Actor() actor: Actor) {
    return this.crear(body, actor);
  }
  @ApiOperation({ summary: 'Alta de propiedad del tipo del endpoint → 201 {success, id, propiedad}' })
  @Idempotente()
  @Post(ENDPOINT_ALTA['Terreno'])
  nuevoTerreno(@Body(new ZodPipe(nuevaPropiedadSchema('Terreno'))) body: PropiedadDatos, @Actor() actor: Actor) {
    return this.crear(body, actor);
  }
  @ApiOperation({ summary: 'Alta de propiedad del tipo del endpoint → 201 {success, id, propiedad}' })
  @Idempotente()
  @Post(ENDPOINT_ALTA['Galpón'])
  nuevoGalpon(@Body(new ZodPipe(nuevaPropiedadSchema('Galpón'))) body: PropiedadDatos, @Actor() actor: Actor) {
    return this.crear(body, actor);
  }

  /** {tipo, propiedad, version?} → {success, propiedad}; a stale version → 409. */
  @ApiOperation({ summary: 'Edita {tipo, propiedad, version?}; versión vieja → 409' })
  @Put('editar-propiedad/:id')
  @UseGuards(CanEditListing)
  async edit(@Param('id') id: string, @Body(new ZodPipe(editarPropiedadSchema)) body: EditarPropiedad, @Actor() actor: Actor) {
    return { success: true, propiedad: await this.properties.update(id, body, actor) };
  }

  /** {estado, motivo, version?} → {success, message, propiedad}; the change and its reason are in the Historial. */
  @ApiOperation({ summary: 'Cambia el estado de la propiedad {estado: Disponible|Reservada|Vendida|Alquilada|Suspendida, motivo, version?}; queda en el Historial con el motivo' })
  @Put('estado-propiedad/:id')
  @UseGuards(CanEditListing)
  async changeState(@Param('id') id: string, @Body(new ZodPipe(cambiarEstadoSchema)) body: CambiarEstado, @Actor() actor: Actor): Promise<CambiarEstadoResponse> {
    const propiedad = await this.properties.changeState(id, body, actor);
    return { success: true, message: MENSAJES_ESTADO.cambiado(propiedad.estado), propiedad };
  }

  /** The trash: {casas, total, page, pages} like todas-propiedades (always paged), most recently deleted first. */
  @ApiOperation({ summary: 'Papelera: propiedades dadas de baja (paginado como todas-propiedades)' })
  @Get('papelera')
  async trash(@Query(new ZodPipe(catalogoAdminConsultaSchema)) filtros: CatalogoConsulta) {
    const { items, ...page } = await this.pages.list({ admin: true, filtros, deleted: true });
    return { casas: items, ...page };
  }

  @ApiOperation({ summary: 'Restaura una propiedad de la papelera' })
  @Post('restaurar-propiedad/:id')
  @Roles('admin')
  @HttpCode(200)
  async restore(@Param('id') id: string, @Actor() actor: Actor) {
    const propiedad = await this.properties.restore(id, actor);
    return { success: true, message: 'Propiedad restaurada correctamente', propiedad };
  }

  @ApiOperation({ summary: 'Baja lógica' })
  @Delete('eliminar-propiedad/:id')
  @Roles('admin')
  @HttpCode(200)
  async remove(@Param('id') id: string, @Actor() actor: Actor) {
    await this.properties.softDelete(id, actor);
    return { success: true, message: 'Propiedad eliminada correctamente' };
  }

  @ApiOperation({ summary: 'Qué puede hacer quien llama con la propiedad: {editar, eliminar, asignadoA}' })
  @Get('propiedad/:id/permisos')
  async permisos(@Param('id') id: string, @CurrentUser() user: TokenPayload) {
    const data = await this.permissions.of(id, user);
    if (!data) throw ApiError.notFound(MENSAJES.propiedadNoEncontrada, ERROR_CODES.PROPERTY_NOT_FOUND);
    return { success: true, data };
  }

  /** {usuario: userId | null}: the member of staff the listing is assigned to (admins). */
  @ApiOperation({ summary: 'Asigna la propiedad a un usuario del equipo (null: sin asignar); solo administradores' })
  @Put('propiedad/:id/asignar')
  @Roles('admin')
  async assign(@Param('id') id: string, @Body(new ZodPipe(asignarConsultaSchema)) body: AsignarConsulta) {
    return { success: true, data: await this.permissions.assign(id, body.usuario) };
  }
}

// Back-office property calls (spec §7): list with hidden ones, seven per-type creations, edit, the listing's state,
// soft delete.
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ENDPOINT_ALTA, ERROR_CODES, MENSAJES, MENSAJES_ESTADO, catalogoAdminConsultaSchema, leerAsignarConsulta, mensajePropiedadCreada,
  type CambiarEstadoResponse, type TipoPropiedad, type TokenPayload,
} from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { sendJsonArray } from '../common/json-stream.js';
import { namesAny, readQuery } from '../common/query-params.js';
import { Actor } from '../history/actor.js';
import { CataloguePages } from './catalogue-pages.service.js';
import { CatalogueStream } from './catalogue-stream.service.js';
import { PropertiesService } from './properties.service.js';
import { Idempotente } from '../idempotency/idempotency.interceptor.js';
import { CurrentUser, Roles } from '../auth/decorators.js';
import { ListingPermissions } from './listing-permissions.service.js';

function bodyObject(body: unknown): Record<string, any> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw ApiError.validation({ body: 'El cuerpo debe ser un objeto JSON' });
  return body as Record<string, any>;
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
  @Get('todas-propiedades')
  async list(@Query() query: Record<string, unknown>, @Req() req: any, @Res({ passthrough: true }) reply: any) {
    const filtros = readQuery(catalogoAdminConsultaSchema, query);
    if (!namesAny(catalogoAdminConsultaSchema, query)) return sendJsonArray(req, reply, { head: '{"casas":[', tail: ']}', batches: this.catalogue.list({ admin: true }) });
    const { items, ...page } = await this.pages.list({ admin: true, filtros, usuario: (req.user as TokenPayload | undefined)?.sub });
    return { casas: items, ...page };
  }

  private async crear(tipo: TipoPropiedad, body: unknown, actor: Actor) {
    const propiedad = await this.properties.create(tipo, bodyObject(body), actor);
    return { success: true, id: propiedad.id, message: mensajePropiedadCreada(tipo), propiedad };
  }

  @ApiOperation({ summary: 'Alta de propiedad del tipo del endpoint → 201 {success, id, propiedad}' })
  @Idempotente()
  @Post(ENDPOINT_ALTA['Casa'])
  nuevaCasa(@Body() body: unknown, @Actor() actor: Actor) {
    return this.crear('Casa', body, actor);
  }
  @ApiOperation({ summary: 'Alta de propiedad del tipo del endpoint → 201 {success, id, propiedad}' })
  @Idempotente()
  @Post(ENDPOINT_ALTA['Departamento'])
  nuevoDpto(@Body() body: unknown, @Actor() actor: Actor) {
    return this.crear('Departamento', body, actor);
  }
  @ApiOperation({ summary: 'Alta de propiedad del tipo del endpoint → 201 {success, id, propiedad}' })
  @Idempotente()
  @Post(ENDPOINT_ALTA['Campo'])
  nuevoCampo(@Body() body: unknown, @Actor() actor: Actor) {
    return this.crear('Campo', body, actor);
  }
  @ApiOperation({ summary: 'Alta de propiedad del tipo del endpoint → 201 {success, id, propiedad}' })
  @Idempotente()
  @Post(ENDPOINT_ALTA['Fondo de Comercio'])
  nuevoFondo(@Body() body: unknown, @Actor() actor: Actor) {
    return this.crear('Fondo de Comercio', body, actor);
  }
  @ApiOperation({ summary: 'Alta de propiedad del tipo del endpoint → 201 {success, id, propiedad}' })
  @Idempotente()
  @Post(ENDPOINT_ALTA['Local comercial'])
  nuevoLocal(@Body() body: unknown, @Actor() actor: Actor) {
    return this.crear('Local comercial', body, actor);
  }
  @ApiOperation({ summary: 'Alta de propiedad del tipo del endpoint → 201 {success, id, propiedad}' })
  @Idempotente()
  @Post(ENDPOINT_ALTA['Terreno'])
  nuevoTerreno(@Body() body: unknown, @Actor() actor: Actor) {
    return this.crear('Terreno', body, actor);
  }
  @ApiOperation({ summary: 'Alta de propiedad del tipo del endpoint → 201 {success, id, propiedad}' })
  @Idempotente()
  @Post(ENDPOINT_ALTA['Galpón'])
  nuevoGalpon(@Body() body: unknown, @Actor() actor: Actor) {
    return this.crear('Galpón', body, actor);
  }

  /** {tipo, propiedad, version?} → {success, propiedad}; a stale version → 409. */
  @ApiOperation({ summary: 'Edita {tipo, propiedad, version?}; versión vieja → 409' })
  @Put('editar-propiedad/:id')
  async edit(@Param('id') id: string, @Body() body: unknown, @Actor() actor: Actor, @CurrentUser() user: TokenPayload) {
    await this.permissions.assertCanEdit(id, user);
    const b = bodyObject(body);
    const propiedad = b.propiedad;
    if (!propiedad || typeof propiedad !== 'object' || Array.isArray(propiedad)) throw ApiError.validation({ propiedad: 'Faltan los datos de la propiedad' });
    const versionRaw = b.version ?? propiedad.version;
    if (versionRaw !== undefined && versionRaw !== null && !(Number.isInteger(versionRaw) && versionRaw >= 1)) {
      throw ApiError.validation({ version: 'Versión inválida' });
    }
    const updated = await this.properties.update(id, b.tipo, propiedad, versionRaw ?? undefined, actor);
    return { success: true, propiedad: updated };
  }

  /** {estado, motivo, version?} → {success, message, propiedad}; the change and its reason are in the Historial. */
  @ApiOperation({ summary: 'Cambia el estado de la propiedad {estado: Disponible|Reservada|Vendida|Alquilada|Suspendida, motivo, version?}; queda en el Historial con el motivo' })
  @Put('estado-propiedad/:id')
  async changeState(@Param('id') id: string, @Body() body: unknown, @Actor() actor: Actor, @CurrentUser() user: TokenPayload): Promise<CambiarEstadoResponse> {
    await this.permissions.assertCanEdit(id, user);
    const propiedad = await this.properties.changeState(id, body, actor);
    return { success: true, message: MENSAJES_ESTADO.cambiado(propiedad.estado), propiedad };
  }

  /** The trash: {casas, total, page, pages} like todas-propiedades (always paged), most recently deleted first. */
  @ApiOperation({ summary: 'Papelera: propiedades dadas de baja (paginado como todas-propiedades)' })
  @Get('papelera')
  async trash(@Query() query: Record<string, unknown>) {
    const { items, ...page } = await this.pages.list({ admin: true, filtros: readQuery(catalogoAdminConsultaSchema, query), deleted: true });
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
  async assign(@Param('id') id: string, @Body() body: unknown) {
    const r = leerAsignarConsulta(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    return { success: true, data: await this.permissions.assign(id, r.datos.usuario) };
  }
}

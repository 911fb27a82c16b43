// GET /api/admin/cliente/:id/coincidencias and GET /api/admin/propiedad/:id/interesados ('Enviar
// Propiedades', 'Clientes interesados'): the id and the tolerance (a percentage, default 10) are read here, the matching is MatchingService's.
// GET /api/admin/localidades: the towns a search preference picks from (those of the catalogue).
import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ERROR_CODES, MENSAJES, coincidenciasConsultaSchema, esUuid, type CoincidenciasConsulta } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { PropertyLookups } from '../properties/property-lookups.service.js';
import { MatchingService, TOLERANCIA_POR_DEFECTO } from './matching.service.js';

@ApiTags('coincidencias')
@Controller('admin')
export class MatchingController {
  constructor(
    @Inject(MatchingService) private readonly matching: MatchingService,
    @Inject(PropertyLookups) private readonly properties: PropertyLookups,
  ) {}

  /** → {success, data: string[]}: the towns of the properties not deleted, one spelling each, A to Z. */
  @ApiOperation({ summary: 'Localidades de las propiedades (para las preferencias de búsqueda)' })
  @Get('localidades')
  async towns() {
    return { success: true, data: await this.properties.towns() };
  }

  /** → {success, data: {tolerancia, preferencias: [{preferencia, propiedades: Propiedad[]}]}} (active preferences only). */
  @ApiOperation({ summary: 'Propiedades que coinciden con las preferencias activas del cliente' })
  @Get('cliente/:id/coincidencias')
  async forClient(@Param('id') id: string, @Query(new ZodPipe(coincidenciasConsultaSchema)) c: CoincidenciasConsulta) {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
    return { success: true, data: await this.matching.forClient(id, c.tolerancia ?? TOLERANCIA_POR_DEFECTO) };
  }

  /** → {success, data: {tolerancia, interesados: [{cliente, preferencia}]}}: clients whose active preferences this property fits. */
  @ApiOperation({ summary: 'Clientes cuyas preferencias coinciden con la propiedad' })
  @Get('propiedad/:id/interesados')
  async forProperty(@Param('id') id: string, @Query(new ZodPipe(coincidenciasConsultaSchema)) c: CoincidenciasConsulta) {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES.propiedadNoEncontrada, ERROR_CODES.PROPERTY_NOT_FOUND);
    return { success: true, data: await this.matching.forProperty(id, c.tolerancia ?? TOLERANCIA_POR_DEFECTO) };
  }
}

// Public catalogue and property page (spec §7 /user/propiedades-publicas, /user/propiedad/{id}).
import { Controller, Get, Headers, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AUTH_HEADER, DESTACADAS_EN_INICIO, catalogoConsultaSchema, vistaPublica, type CatalogoConsulta, type PropiedadesDestacadasResponse } from '@inmo/contracts';
import { sendJsonArray } from '../common/json-stream.js';
import { namesAny } from '../common/query-params.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { Public } from '../auth/decorators.js';
import { AuthService } from '../auth/auth.service.js';
import { CataloguePages } from './catalogue-pages.service.js';
import { CatalogueStream } from './catalogue-stream.service.js';
import { PropertiesService } from './properties.service.js';

@ApiTags('propiedades (público)')
@Public()
@Controller('user')
export class PublicPropertiesController {
  constructor(
    @Inject(PropertiesService) private readonly properties: PropertiesService,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(CatalogueStream) private readonly catalogue: CatalogueStream,
    @Inject(CataloguePages) private readonly pages: CataloguePages,
  ) {}

  /**
   * Without paging or filters (spec §7) every visible property, streamed batch by batch through the public view
   * (common/json-stream.ts).
   */
  @ApiOperation({ summary: 'Catálogo público: visibles y no eliminadas; con page/limit/q/tipo/operacion/precioMin/precioMax/moneda/dormitorios/orden pagina en el servidor; sin ellos, el catálogo entero enviado por partes' })
  @Get('propiedades-publicas')
  async list(@Query(new ZodPipe(catalogoConsultaSchema)) filtros: CatalogoConsulta, @Req() req: any, @Res({ passthrough: true }) reply: any) {
    if (!namesAny(catalogoConsultaSchema, filtros)) return sendJsonArray(req, reply, { head: '{"propiedades":[', tail: ']}', batches: this.catalogue.list({ admin: false }) });
    const { items, ...page } = await this.pages.list({ admin: false, filtros });
    return { propiedades: items, ...page };
  }

  /** The home's listings (contracts property/featured.ts); cached like the catalogue (src/cache). */
  @ApiOperation({ summary: 'Propiedades del inicio: las destacadas visibles, más recientes primero; si no hay ninguna marcada, las últimas visibles' })
  @Get('propiedades-destacadas')
  async featured(): Promise<PropiedadesDestacadasResponse> {
    const r = await this.properties.featured(DESTACADAS_EN_INICIO);
    return { propiedades: r.items.map(vistaPublica), destacadas: r.destacadas };
  }

  /** Hidden properties are shown only to staff (a valid token), who edit from this same page. */
  @ApiOperation({ summary: 'Detalle {propiedad, tipo}; las ocultas sólo con token' })
  @Get('propiedad/:id')
  async detail(@Param('id') id: string, @Headers(AUTH_HEADER) token?: string) {
    const staff = (await this.auth.staffFromToken(token)) !== null;
    const found = await this.properties.get(id, { includeHidden: staff });
    const propiedad = staff ? found : vistaPublica(found);
    return { propiedad, tipo: propiedad.tipo };
  }
}

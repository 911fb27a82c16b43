// GET /api/user/vista-previa/propiedad/{id}/{clave}.jpg and /api/user/vista-previa/inmobiliaria/{clave}.jpg: the
// JPEGs of link previews (contracts vista-previa.ts). An address is its picture's content: the current one is
// cached for a year; an old one (the cover or its framing changed since) is redirected to the current one. A hidden
// or missing property is a 404 as its public page is; one without a photo to draw gets the agency's image.
import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ERROR_CODES, MENSAJES, VISTA_PREVIA_BASE, archivoVistaPreviaSchema, imagenInmobiliaria, portadaDe, vistaPreviaDePropiedad, vistaPublica } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Public } from '../auth/decorators.js';
import { PropertiesService } from '../properties/properties.service.js';
import { PreviewsService } from './previews.service.js';

const noEncontrada = () => ApiError.notFound(MENSAJES.noEncontrado, ERROR_CODES.NOT_FOUND);

function sendJpeg(reply: any, jpeg: Buffer) {
  return reply
    .header('content-type', 'image/jpeg')
    .header('content-length', jpeg.length)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(jpeg);
}

/** An address that is not (or no longer) the current one: to the current, never cached itself. */
const redirect = (reply: any, url: string) => reply.code(302).header('location', url).header('cache-control', 'no-cache').send();

@ApiTags('imágenes')
@Public()
@Controller('user')
export class PreviewsController {
  constructor(
    @Inject(PropertiesService) private readonly properties: PropertiesService,
    @Inject(PreviewsService) private readonly previews: PreviewsService,
  ) {}

  @ApiOperation({ summary: 'Vista previa de una propiedad para compartir (JPEG 1200×630, ≤ 300 KB): su portada con su encuadre' })
  @Get('vista-previa/propiedad/:id/:file')
  async property(@Param('id') id: string, @Param('file') file: string, @Res() reply: any) {
    if (!archivoVistaPreviaSchema.safeParse(file).success) throw noEncontrada();
    const propiedad = vistaPublica(await this.properties.get(id, { includeHidden: false }));
    const agency = await this.previews.agency();
    const current = vistaPreviaDePropiedad(propiedad, agency);
    if (current.url !== `${VISTA_PREVIA_BASE}/propiedad/${encodeURIComponent(id)}/${file}`) return redirect(reply, current.url);
    const jpeg = await this.previews.listing(portadaDe(propiedad.imagenes)!);
    // Its picture's file is gone: the agency's image, at its own address.
    if (!jpeg) return redirect(reply, imagenInmobiliaria(agency).url);
    return sendJpeg(reply, jpeg);
  }

  @ApiOperation({ summary: 'Imagen de la inmobiliaria para compartir (JPEG 1200×630): la vista previa de las demás páginas' })
  @Get('vista-previa/inmobiliaria/:file')
  async agency(@Param('file') file: string, @Res() reply: any) {
    if (!archivoVistaPreviaSchema.safeParse(file).success) throw noEncontrada();
    const agency = await this.previews.agency();
    const current = imagenInmobiliaria(agency).url;
    if (current !== `${VISTA_PREVIA_BASE}/inmobiliaria/${file}`) return redirect(reply, current);
    return sendJpeg(reply, await this.previews.agencyImage(agency));
  }
}

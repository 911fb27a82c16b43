// A charge's bill (multipart upload and its file, staff only), a month's amount corrected, and recurring charges.
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  COMPROBANTE_MAX_BYTES, ERROR_CODES, MENSAJES_CUENTA, corregirCargoSchema, imagenCuerpoSchema, nuevoCargoFijoSchema,
  type CorregirCargo, type NuevoCargoFijo,
} from '@inmo/contracts';
import { SoloAdmin } from '../auth/decorators.js';
import { ApiError } from '../common/api-error.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { Actor } from '../history/actor.js';
import { Idempotente } from '../idempotency/idempotency.interceptor.js';
import { ChargesService } from './charges.service.js';

const faltaComprobante = () => new ApiError(400, MENSAJES_CUENTA.faltaComprobante, ERROR_CODES.VALIDATION, { archivo: MENSAJES_CUENTA.faltaComprobante });
const muyGrande = () => new ApiError(413, MENSAJES_CUENTA.comprobanteGrande, ERROR_CODES.VALIDATION, { archivo: MENSAJES_CUENTA.comprobanteGrande });

/** The one file of a multipart body (field `archivo`, or `file`), cut one byte past the limit (→ 413). */
async function leerArchivo(req: any): Promise<{ data: Buffer; nombre: string }> {
  if (typeof req.isMultipart !== 'function' || !req.isMultipart()) throw faltaComprobante();
  let part: any;
  try {
    part = await req.file({ limits: { fileSize: COMPROBANTE_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
  } catch (err: any) {
    if (err?.statusCode === 413) throw muyGrande();
    throw faltaComprobante();
  }
  if (!part || !['archivo', 'file'].includes(part.fieldname)) {
    part?.file?.resume();
    throw faltaComprobante();
  }
  try {
    const data: Buffer = await part.toBuffer();
    if (data.length === 0) throw faltaComprobante();
    return { data, nombre: String(part.filename ?? '') };
  } catch (err: any) {
    if (err instanceof ApiError) throw err;
    if (err?.statusCode === 413) throw muyGrande();
    throw faltaComprobante();
  }
}

@ApiTags('alquileres')
@Controller('admin')
export class ChargesController {
  constructor(@Inject(ChargesService) private readonly charges: ChargesService) {}

  @ApiOperation({ summary: 'Adjunta el comprobante de un cargo: multipart, campo archivo (PDF, JPG, PNG o WebP, hasta 5 MB); reemplaza al anterior' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['archivo'], properties: { archivo: { type: 'string', format: 'binary' } } } })
  @Post('cargo/:id/comprobante')
  @HttpCode(200)
  // The file is read from the multipart stream; the parsed body (none) goes through the pipe as the other routes'.
  async upload(@Param('id') id: string, @Req() req: any, @Body(new ZodPipe(imagenCuerpoSchema)) _body: unknown, @Actor() actor: Actor) {
    const archivo = await leerArchivo(req);
    return { success: true, message: 'Comprobante adjuntado', data: await this.charges.subirComprobante(id, archivo, actor) };
  }

  @ApiOperation({ summary: 'El comprobante de un cargo (PDF o imagen)' })
  @Get('cargo/:id/comprobante')
  async file(@Param('id') id: string, @Res() reply: any) {
    const c = await this.charges.comprobante(id);
    reply
      .header('content-type', c.tipo)
      .header('content-disposition', `inline; filename="${encodeURIComponent(c.nombre)}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(c.data);
  }

  @ApiOperation({ summary: 'Corrige el monto de un cargo {monto, motivo} (administradores): un mes de un cargo fijo, por ejemplo' })
  @SoloAdmin('anularCargo')
  @Post('cargo/:id/corregir')
  @HttpCode(200)
  async correct(@Param('id') id: string, @Body(new ZodPipe(corregirCargoSchema)) body: CorregirCargo, @Actor() actor: Actor) {
    return { success: true, message: 'Cargo corregido', data: await this.charges.corregir(id, body, actor) };
  }

  @ApiOperation({ summary: 'Agrega un cargo fijo mensual {concepto, monto, aCargoDe, pagadoPor?, desde, hasta?}: un cargo por cada mes del contrato' })
  @Idempotente()
  @Post('contrato/:id/cargos-fijos')
  async recurring(@Param('id') id: string, @Body(new ZodPipe(nuevoCargoFijoSchema)) body: NuevoCargoFijo, @Actor() actor: Actor) {
    return { success: true, message: 'Cargo fijo registrado', data: await this.charges.cargoFijo(id, body, actor) };
  }
}

// Bank statements (Conciliación), for every member of staff as recording a payment is: import a statement
// (multipart: the file in `archivo`, `banco` and `columnas` as text fields), the movements with their suggestions,
// reconcile a credit with a contract (a payment with its receipt) or set a movement aside.
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  MENSAJES_BANCO, conciliarMovimientoSchema, ignorarMovimientoSchema, importarExtractoSchema, movimientosConsultaSchema,
  type ConciliarMovimiento, type IgnorarMovimiento, type MovimientosConsulta,
} from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { Actor } from '../history/actor.js';
import { BankService } from './bank.service.js';

const faltaArchivo = () => ApiError.validation({ archivo: MENSAJES_BANCO.faltaArchivo });

/** The multipart body: the file of field `archivo` and the text fields (the plugin's limits: one file of 10 MB → 413). */
async function leerMultipart(req: any): Promise<{ archivo: Buffer | null; campos: Record<string, string> }> {
  if (typeof req.isMultipart !== 'function' || !req.isMultipart()) throw faltaArchivo();
  let archivo: Buffer | null = null;
  const campos: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'archivo') archivo = await part.toBuffer();
        else part.file.resume();
      } else if (typeof part.value === 'string') campos[part.fieldname] = part.value;
    }
  } catch (err: any) {
    if (err?.statusCode === 413) throw err;
    throw faltaArchivo();
  }
  return { archivo, campos };
}

@ApiTags('conciliación')
@Controller('admin/banco')
export class BankController {
  constructor(@Inject(BankService) private readonly bank: BankService) {}

  @ApiOperation({ summary: 'Importa un extracto bancario (CSV o .xlsx, multipart: archivo, banco, columnas?): cada línea una sola vez; las columnas se recuerdan por banco' })
  @ApiConsumes('multipart/form-data')
  @Post('importar')
  async importar(@Req() req: any, @Actor() actor: Actor) {
    const { archivo, campos } = await leerMultipart(req);
    const datos = new ZodPipe(importarExtractoSchema).transform(campos);
    if (!archivo || archivo.length === 0) throw faltaArchivo();
    const r = await this.bank.importar(archivo, datos, actor);
    return { success: true, message: `${r.importados} movimientos importados, ${r.repetidos} repetidos`, data: r };
  }

  @ApiOperation({ summary: 'Los bancos importados antes, con sus columnas' })
  @Get('bancos')
  async bancos() {
    return { success: true, data: await this.bank.bancos() };
  }

  @ApiOperation({ summary: 'Los movimientos (estado=pendiente|conciliado|ignorado, pendiente si falta), con las sugerencias de contrato de cada crédito pendiente' })
  @Get('movimientos')
  async movimientos(@Query(new ZodPipe(movimientosConsultaSchema)) q: MovimientosConsulta) {
    return { success: true, data: await this.bank.movimientos(q.estado ?? 'pendiente') };
  }

  @ApiOperation({ summary: 'Concilia un crédito con un contrato {contrato}: registra el pago (fecha e importe del movimiento, transferencia) con su recibo; una sola vez' })
  @Post('movimiento/:id/conciliar')
  @HttpCode(200)
  async conciliar(@Param('id') id: string, @Body(new ZodPipe(conciliarMovimientoSchema)) body: ConciliarMovimiento, @Actor() actor: Actor) {
    return { success: true, message: 'Movimiento conciliado', data: await this.bank.conciliar(id, body, actor) };
  }

  @ApiOperation({ summary: 'Ignora un movimiento que no es un pago de inquilino {motivo}' })
  @Post('movimiento/:id/ignorar')
  @HttpCode(200)
  async ignorar(@Param('id') id: string, @Body(new ZodPipe(ignorarMovimientoSchema)) body: IgnorarMovimiento, @Actor() actor: Actor) {
    return { success: true, message: 'Movimiento ignorado', data: await this.bank.ignorar(id, body, actor) };
  }
}

// The tenant's account, receipts, owners' settlements (staff, /api/admin) and the owner's private page (/api/user,
// the secret in the address is the credential; a wrong or revoked one → 404).
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { cobranzasConsultaSchema, liquidacionesConsultaSchema } from '@inmo/contracts';
import { Public } from '../auth/decorators.js';
import { readQuery } from '../common/query-params.js';
import { Actor } from '../history/actor.js';
import { Idempotente } from '../idempotency/idempotency.interceptor.js';
import { hoyArgentina } from '../rentals/schedule.js';
import { ownerPage } from './owner-page.js';
import { RentalAccountsService } from './rental-accounts.service.js';

function sendPdf(reply: any, pdf: Buffer, name: string) {
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${name}"`)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(pdf);
}

@ApiTags('alquileres')
@Controller('admin')
export class RentalAccountsController {
  constructor(@Inject(RentalAccountsService) private readonly accounts: RentalAccountsService) {}

  @ApiOperation({ summary: 'Registra un pago del inquilino {fecha, monto, medio, nota?}: se aplica a lo adeudado más antiguo (punitorios, alquiler, cargos) y emite su recibo (enviado por correo al inquilino si tiene email: recibo.enviadoA)' })
  @Idempotente()
  @Post('contrato/:id/pagos')
  async pay(@Param('id') id: string, @Body() body: unknown, @Actor() actor: Actor) {
    return { success: true, message: 'Pago registrado', data: await this.accounts.registrarPago(id, body, actor) };
  }

  @ApiOperation({ summary: 'Agrega un cargo de un período {periodo, concepto, monto, aCargoDe: inquilino|propietario, descripcion?}' })
  @Idempotente()
  @Post('contrato/:id/cargos')
  async charge(@Param('id') id: string, @Body() body: unknown, @Actor() actor: Actor) {
    return { success: true, message: 'Cargo registrado', data: await this.accounts.registrarCargo(id, body, actor) };
  }

  @ApiOperation({ summary: 'La cuenta del inquilino: movimientos con saldo, cuotas con su estado (pagada, parcial, vencida), pagos y cargos' })
  @Get('contrato/:id/cuenta')
  async account(@Param('id') id: string) {
    return { success: true, data: await this.accounts.cuenta(id) };
  }

  @ApiOperation({ summary: 'Condona los punitorios de un período {periodo, motivo} (queda en el historial)' })
  @Post('contrato/:id/condonar-punitorios')
  @HttpCode(200)
  async waive(@Param('id') id: string, @Body() body: unknown, @Actor() actor: Actor) {
    return { success: true, message: 'Punitorios condonados', data: await this.accounts.condonar(id, body, actor) };
  }

  @ApiOperation({ summary: 'Anula un pago {motivo}: nunca se borra; su recibo conserva el número y dice ANULADO' })
  @Post('pago/:id/anular')
  @HttpCode(200)
  async void(@Param('id') id: string, @Body() body: unknown, @Actor() actor: Actor) {
    return { success: true, message: 'Pago anulado', data: await this.accounts.anularPago(id, body, actor) };
  }

  @ApiOperation({ summary: 'El recibo de un pago (PDF)' })
  @Get('recibo/:id.pdf')
  async receipt(@Param('id') id: string, @Res() reply: any) {
    sendPdf(reply, await this.accounts.reciboPdf(id), `recibo-${id}.pdf`);
  }

  @ApiOperation({ summary: 'Liquida al propietario un mes {propietario, periodo, moneda?}: lo cobrado − comisión − sus gastos; mientras no se pague, se recalcula' })
  @Post('nueva-liquidacion')
  async settle(@Body() body: unknown, @Actor() actor: Actor) {
    return { success: true, message: 'Liquidación calculada', data: await this.accounts.nuevaLiquidacion(body, actor) };
  }

  @ApiOperation({ summary: 'Las liquidaciones de un mes (periodo=AAAA-MM), o las últimas' })
  @Get('liquidaciones')
  async settlements(@Query() query: Record<string, unknown>) {
    const q = readQuery(liquidacionesConsultaSchema, query);
    return { success: true, data: await this.accounts.liquidaciones(q.periodo) };
  }

  @ApiOperation({ summary: 'Una liquidación (PDF)' })
  @Get('liquidacion/:id.pdf')
  async settlementPdf(@Param('id') id: string, @Res() reply: any) {
    sendPdf(reply, await this.accounts.liquidacionPdf(id), `liquidacion-${id}.pdf`);
  }

  @ApiOperation({ summary: 'Marca pagada una liquidación: se recalcula y queda cerrada (los pagos posteriores van a la siguiente); su PDF se envía por correo al propietario si tiene email' })
  @Post('liquidacion/:id/pagar')
  @HttpCode(200)
  async settlementPaid(@Param('id') id: string, @Actor() actor: Actor) {
    return { success: true, message: 'Liquidación pagada', data: await this.accounts.marcarPagada(id, actor) };
  }

  @ApiOperation({ summary: 'Crea el enlace privado del propietario (el anterior deja de funcionar)' })
  @Post('cliente/:id/enlace-propietario')
  async ownerLink(@Param('id') id: string, @Actor() actor: Actor) {
    return { success: true, message: 'Enlace creado', data: await this.accounts.crearEnlace(id, actor) };
  }

  @ApiOperation({ summary: 'Revoca el enlace privado del propietario' })
  @Delete('cliente/:id/enlace-propietario')
  async revokeOwnerLink(@Param('id') id: string, @Actor() actor: Actor) {
    await this.accounts.revocarEnlace(id, actor);
    return { success: true, message: 'Enlace revocado' };
  }

  @ApiOperation({ summary: 'Inquilinos en mora: cuánto deben (con punitorios a hoy) y desde cuándo' })
  @Get('alquileres/mora')
  async arrears() {
    return { success: true, data: await this.accounts.mora() };
  }

  @ApiOperation({ summary: 'Cobranzas de alquileres entre desde y hasta (por defecto, el mes en curso), con lo del propietario y la comisión' })
  @Get('cobranzas')
  async collections(@Query() query: Record<string, unknown>) {
    const q = readQuery(cobranzasConsultaSchema, query);
    const hoy = hoyArgentina();
    return { success: true, data: await this.accounts.cobranzas(q.desde ?? `${hoy.slice(0, 7)}-01`, q.hasta ?? hoy) };
  }
}

@ApiTags('alquileres')
@Public()
@Controller('user/recibo')
export class PublicReceiptController {
  constructor(@Inject(RentalAccountsService) private readonly accounts: RentalAccountsService) {}

  @ApiOperation({ summary: 'El recibo que recibe el inquilino por WhatsApp (PDF; el secreto del recibo es la credencial)' })
  @Get(':secreto.pdf')
  async receipt(@Param('secreto') secreto: string, @Res() reply: any) {
    sendPdf(reply, await this.accounts.reciboPublicoPdf(secreto), 'recibo.pdf');
  }
}

@ApiTags('alquileres')
@Public()
@Controller('user/propietario')
export class OwnerPageController {
  constructor(@Inject(RentalAccountsService) private readonly accounts: RentalAccountsService) {}

  @ApiOperation({ summary: 'La página privada de un propietario: sus propiedades, contratos, cuotas y liquidaciones (secreto errado o revocado → 404)' })
  @Get(':secreto')
  async page(@Param('secreto') secreto: string, @Res({ passthrough: true }) reply: any) {
    reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
    return { success: true, data: await this.accounts.paginaPropietario(secreto) };
  }

  @ApiOperation({ summary: 'La página privada de un propietario como HTML (noindex)' })
  @Get(':secreto/pagina')
  async html(@Param('secreto') secreto: string, @Res() reply: any) {
    const data = await this.accounts.paginaPropietario(secreto);
    reply.header('content-type', 'text/html; charset=utf-8').header('x-robots-tag', 'noindex').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(ownerPage(data));
  }

  @ApiOperation({ summary: 'Una liquidación del propietario (PDF)' })
  @Get(':secreto/liquidacion/:id.pdf')
  async settlementPdf(@Param('secreto') secreto: string, @Param('id') id: string, @Res() reply: any) {
    sendPdf(reply, await this.accounts.liquidacionPdfPropietario(secreto, id), `liquidacion-${id}.pdf`);
  }
}

// The tenant's account, receipts, owners' settlements (staff, /api/admin) and the owner's private page (/api/user,
// the secret in the address is the credential; a wrong or revoked one → 404).
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  LINEAS_TABLERO, anularCargoSchema, anularPagoSchema, cobranzasConsultaSchema, condonarPunitoriosSchema, liquidacionesConsultaSchema, nuevaLiquidacionSchema, nuevoCargoSchema, nuevoPagoSchema, tableroConsultaSchema,
  type AnularCargo, type AnularPago, type CobranzasConsulta, type CondonarPunitorios, type LiquidacionesConsulta, type NuevaLiquidacion, type NuevoCargo, type NuevoPago, type TableroConsulta,
} from '@inmo/contracts';
import { Public, SoloAdmin } from '../auth/decorators.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { Actor } from '../history/actor.js';
import { Idempotente } from '../idempotency/idempotency.interceptor.js';
import { hoyArgentina } from '../rentals/schedule.js';
import { ownerPage } from './owner-page.js';
import { OwnerPageService } from './owner-page.service.js';
import { ReceiptsService } from './receipts.service.js';
import { RentalAccountsService } from './rental-accounts.service.js';
import { RentalReportsService, tableroMora, tableroPendientes } from './reports.service.js';
import { SettlementsService } from './settlements.service.js';
import { CachedStaffReply } from '../cache/staff-reply-cache.js';

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
  constructor(
    @Inject(RentalAccountsService) private readonly accounts: RentalAccountsService,
    @Inject(ReceiptsService) private readonly receipts: ReceiptsService,
    @Inject(SettlementsService) private readonly settlements: SettlementsService,
    @Inject(OwnerPageService) private readonly owners: OwnerPageService,
    @Inject(RentalReportsService) private readonly reports: RentalReportsService,
  ) {}

  @ApiOperation({ summary: 'Registra un pago del inquilino {fecha, monto, medio, nota?}: se aplica a lo adeudado más antiguo (punitorios, alquiler, cargos) y emite su recibo (enviado por correo al inquilino si tiene email: recibo.enviadoA)' })
  @Idempotente()
  @Post('contrato/:id/pagos')
  async pay(@Param('id') id: string, @Body(new ZodPipe(nuevoPagoSchema)) body: NuevoPago, @Actor() actor: Actor) {
    return { success: true, message: 'Pago registrado', data: await this.accounts.registrarPago(id, body, actor) };
  }

  @ApiOperation({ summary: 'Agrega un cargo de un período {periodo, concepto, monto, aCargoDe: inquilino|propietario, descripcion?}' })
  @Idempotente()
  @Post('contrato/:id/cargos')
  async charge(@Param('id') id: string, @Body(new ZodPipe(nuevoCargoSchema)) body: NuevoCargo, @Actor() actor: Actor) {
    return { success: true, message: 'Cargo registrado', data: await this.accounts.registrarCargo(id, body, actor) };
  }

  @ApiOperation({ summary: 'La cuenta del inquilino: movimientos con saldo, cuotas con su estado (pagada, parcial, vencida), pagos y cargos' })
  @Get('contrato/:id/cuenta')
  async account(@Param('id') id: string) {
    return { success: true, data: await this.accounts.cuenta(id) };
  }

  @ApiOperation({ summary: 'Condona los punitorios de un período {periodo, motivo} (queda en el historial)' })
  @SoloAdmin('condonarPunitorios')
  @Post('contrato/:id/condonar-punitorios')
  @HttpCode(200)
  async waive(@Param('id') id: string, @Body(new ZodPipe(condonarPunitoriosSchema)) body: CondonarPunitorios, @Actor() actor: Actor) {
    return { success: true, message: 'Punitorios condonados', data: await this.accounts.condonar(id, body, actor) };
  }

  @ApiOperation({ summary: 'Anula un pago {motivo}: nunca se borra; su recibo conserva el número y dice ANULADO' })
  @SoloAdmin('anularPago')
  @Post('pago/:id/anular')
  @HttpCode(200)
  async void(@Param('id') id: string, @Body(new ZodPipe(anularPagoSchema)) body: AnularPago, @Actor() actor: Actor) {
    return { success: true, message: 'Pago anulado', data: await this.accounts.anularPago(id, body, actor) };
  }

  @ApiOperation({ summary: 'Anula un cargo {motivo} (administradores): nunca se borra, se muestra tachado y sale de la cuenta y de toda liquidación no pagada' })
  @SoloAdmin('anularCargo')
  @Post('cargo/:id/anular')
  @HttpCode(200)
  async voidCharge(@Param('id') id: string, @Body(new ZodPipe(anularCargoSchema)) body: AnularCargo, @Actor() actor: Actor) {
    return { success: true, message: 'Cargo anulado', data: await this.accounts.anularCargo(id, body, actor) };
  }

  @ApiOperation({ summary: 'El recibo de un pago (PDF)' })
  @Get('recibo/:id.pdf')
  async receipt(@Param('id') id: string, @Res() reply: any) {
    sendPdf(reply, await this.receipts.reciboPdf(id), `recibo-${id}.pdf`);
  }

  @ApiOperation({ summary: 'Liquida al propietario un mes {propietario, periodo, moneda?}: lo cobrado − comisión − sus gastos; mientras no se pague, se recalcula' })
  @Post('nueva-liquidacion')
  async settle(@Body(new ZodPipe(nuevaLiquidacionSchema)) body: NuevaLiquidacion, @Actor() actor: Actor) {
    return { success: true, message: 'Liquidación calculada', data: await this.settlements.nuevaLiquidacion(body, actor) };
  }

  @ApiOperation({ summary: 'Las liquidaciones de un mes (periodo=AAAA-MM), o las últimas' })
  @Get('liquidaciones')
  async list(@Query(new ZodPipe(liquidacionesConsultaSchema)) q: LiquidacionesConsulta) {
    return { success: true, data: await this.settlements.liquidaciones(q.periodo) };
  }

  @ApiOperation({ summary: 'Una liquidación (PDF)' })
  @Get('liquidacion/:id.pdf')
  async settlementPdf(@Param('id') id: string, @Res() reply: any) {
    sendPdf(reply, await this.settlements.liquidacionPdf(id), `liquidacion-${id}.pdf`);
  }

  @ApiOperation({ summary: 'Marca pagada una liquidación: se recalcula y queda cerrada (los pagos posteriores van a la siguiente); su PDF se envía por correo al propietario si tiene email' })
  @SoloAdmin('pagarLiquidacion')
  @Post('liquidacion/:id/pagar')
  @HttpCode(200)
  async settlementPaid(@Param('id') id: string, @Actor() actor: Actor) {
    return { success: true, message: 'Liquidación pagada', data: await this.settlements.marcarPagada(id, actor) };
  }

  @ApiOperation({ summary: 'Crea el enlace privado del propietario (el anterior deja de funcionar)' })
  @SoloAdmin('enlacePropietario')
  @Post('cliente/:id/enlace-propietario')
  async ownerLink(@Param('id') id: string, @Actor() actor: Actor) {
    return { success: true, message: 'Enlace creado', data: await this.owners.crearEnlace(id, actor) };
  }

  @ApiOperation({ summary: 'Revoca el enlace privado del propietario' })
  @SoloAdmin('enlacePropietario')
  @Delete('cliente/:id/enlace-propietario')
  async revokeOwnerLink(@Param('id') id: string, @Actor() actor: Actor) {
    await this.owners.revocarEnlace(id, actor);
    return { success: true, message: 'Enlace revocado' };
  }

  @ApiOperation({ summary: 'Inquilinos en mora: cuánto deben (con punitorios a hoy) y desde cuándo' })
  @CachedStaffReply({ porDia: true })
  @Get('alquileres/mora')
  async arrears(@Query(new ZodPipe(tableroConsultaSchema)) q: TableroConsulta) {
    return { success: true, ...tableroMora(await this.reports.mora(), q.todos ? Infinity : LINEAS_TABLERO) };
  }

  @ApiOperation({ summary: 'Pendientes de alquileres del tablero: ajustes en 30 días, contratos que terminan en 60 días, índices que faltan' })
  @CachedStaffReply({ porDia: true })
  @Get('alquileres/pendientes')
  async pending(@Query(new ZodPipe(tableroConsultaSchema)) q: TableroConsulta) {
    return { success: true, data: tableroPendientes(await this.reports.pendientes(), q.todos ? Infinity : LINEAS_TABLERO) };
  }

  @ApiOperation({ summary: 'Cobranzas de alquileres entre desde y hasta (por defecto, el mes en curso), con lo del propietario y la comisión' })
  @Get('cobranzas')
  async collections(@Query(new ZodPipe(cobranzasConsultaSchema)) q: CobranzasConsulta) {
    const hoy = hoyArgentina();
    return { success: true, data: await this.reports.cobranzas(q.desde ?? `${hoy.slice(0, 7)}-01`, q.hasta ?? hoy) };
  }
}

@ApiTags('alquileres')
@Public()
@Controller('user/recibo')
export class PublicReceiptController {
  constructor(@Inject(ReceiptsService) private readonly receipts: ReceiptsService) {}

  @ApiOperation({ summary: 'El recibo que recibe el inquilino por WhatsApp (PDF; el secreto del recibo es la credencial)' })
  @Get(':secreto.pdf')
  async receipt(@Param('secreto') secreto: string, @Res() reply: any) {
    sendPdf(reply, await this.receipts.reciboPublicoPdf(secreto), 'recibo.pdf');
  }
}

@ApiTags('alquileres')
@Public()
@Controller('user/propietario')
export class OwnerPageController {
  constructor(@Inject(OwnerPageService) private readonly owners: OwnerPageService) {}

  @ApiOperation({ summary: 'La página privada de un propietario: sus propiedades, contratos, cuotas y liquidaciones (secreto errado o revocado → 404)' })
  @Get(':secreto')
  async page(@Param('secreto') secreto: string, @Res({ passthrough: true }) reply: any) {
    reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
    return { success: true, data: await this.owners.paginaPropietario(secreto) };
  }

  @ApiOperation({ summary: 'La página privada de un propietario como HTML (noindex)' })
  @Get(':secreto/pagina')
  async html(@Param('secreto') secreto: string, @Res() reply: any) {
    const data = await this.owners.paginaPropietario(secreto);
    reply.header('content-type', 'text/html; charset=utf-8').header('x-robots-tag', 'noindex').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(ownerPage(data));
  }

  @ApiOperation({ summary: 'Una liquidación del propietario (PDF)' })
  @Get(':secreto/liquidacion/:id.pdf')
  async settlementPdf(@Param('secreto') secreto: string, @Param('id') id: string, @Res() reply: any) {
    sendPdf(reply, await this.owners.liquidacionPdfPropietario(secreto, id), `liquidacion-${id}.pdf`);
  }
}

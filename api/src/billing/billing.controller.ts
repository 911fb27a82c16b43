// Electronic invoicing (staff, /api/admin): the agency's ARCA settings (admins), invoices and credit notes, the
// shortcuts from a settlement or a sale, and the month's VAT sales book. Idempotency-Key on the POSTs that make a
// voucher is kept on the voucher's own row (invoices.service.ts says why).
import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  anularFacturaSchema, corregirFacturaSchema, facturacionSchema, facturarOperacionSchema, FACTURAS_POR_PAGINA, facturasConsultaSchema, IDEMPOTENCY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER, libroIvaConsultaSchema, MENSAJES, nuevaFacturaSchema, type CorreccionFactura, type Facturacion, type NuevaFactura, type TokenPayload,
} from '@inmo/contracts';
import type * as z from 'zod/mini';
import { CurrentUser, Roles, SoloAdmin } from '../auth/decorators.js';
import { ApiError } from '../common/api-error.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { BillingSettingsService } from './billing-settings.service.js';
import { nombreArchivo } from './invoice-mailer.js';
import { InvoicesService, huellaDe, type Pedido } from './invoices.service.js';

const KEY = /^[\x21-\x7e]{1,255}$/;
const idempotencyDoc = ApiHeader({ name: IDEMPOTENCY_HEADER, required: false, description: 'Clave única por envío: repetirla devuelve el mismo comprobante (Idempotency-Replayed: true), nunca otro; con otros datos, 422.' });

function pedido(user: TokenPayload, route: string, body: object | undefined, key: string | string[] | undefined): Pedido {
  if (key !== undefined && (typeof key !== 'string' || !KEY.test(key))) throw ApiError.validation({ [IDEMPOTENCY_HEADER]: MENSAJES.claveIdempotenciaInvalida });
  return { caller: user?.sub ?? '', route, huella: huellaDe(route, body), key };
}

@ApiTags('facturacion')
@Controller('admin')
export class BillingController {
  constructor(
    @Inject(BillingSettingsService) private readonly settings: BillingSettingsService,
    @Inject(InvoicesService) private readonly invoices: InvoicesService,
  ) {}

  @ApiOperation({ summary: 'Los datos de facturación electrónica (administradores): CUIT, razón social, condición frente al IVA, punto de venta y el certificado {sujeto, vence}; nunca la clave' })
  @Roles('admin')
  @Get('facturacion')
  async getSettings() {
    return { success: true, data: await this.settings.get() };
  }

  @ApiOperation({ summary: 'Guarda los datos de facturación con el certificado y la clave de ARCA (PEM); la clave se guarda sellada y no se devuelve' })
  @Roles('admin')
  @Put('facturacion')
  async putSettings(@Body(new ZodPipe(facturacionSchema)) body: Facturacion) {
    return { success: true, message: 'Datos de facturación guardados', data: await this.settings.put(body) };
  }

  @ApiOperation({ summary: 'Libro IVA Ventas de un mes (periodo=AAAA-MM) en CSV para planilla: separador ;, coma decimal, UTF-8 con BOM' })
  @Get('facturacion/libro-iva-ventas')
  async book(@Query(new ZodPipe(libroIvaConsultaSchema)) q: z.output<typeof libroIvaConsultaSchema>, @Res() reply: any) {
    const csv = await this.invoices.libroIva(q.periodo!);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="libro-iva-ventas-${q.periodo}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  }

  @ApiOperation({ summary: 'Emite una factura {cliente, concepto, servicioDesde?, servicioHasta?, items: [{descripcion, importe}]}: letra según ambas partes, número de ARCA y CAE; sin respuesta de ARCA queda pendiente y se reintenta' })
  @idempotencyDoc
  @Post('nueva-factura')
  async create(@Body(new ZodPipe(nuevaFacturaSchema)) body: NuevaFactura, @CurrentUser() user: TokenPayload, @Headers(IDEMPOTENCY_HEADER.toLowerCase()) key: string | undefined, @Res({ passthrough: true }) reply: any) {
    const r = await this.invoices.crear(body, pedido(user, "nueva-factura", body, key));
    if (r.replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
    return { success: true, message: mensaje(r.factura.estado), data: r.factura };
  }

  @ApiOperation({ summary: 'Las facturas y notas de crédito, de a páginas y las más nuevas primero (periodo=AAAA-MM, estado=pendiente|autorizada|rechazada|anulada, liquidaciones=id,id…: las hechas desde esas liquidaciones; tasacion=id: las de los honorarios de esa tasación; page, limit: 20 por página)' })
  @Get('facturas')
  async list(@Query(new ZodPipe(facturasConsultaSchema)) q: z.output<typeof facturasConsultaSchema>) {
    const page = q.page ?? 1;
    const size = q.limit ?? FACTURAS_POR_PAGINA;
    const r = await this.invoices.list({ periodo: q.periodo, estado: q.estado, liquidaciones: q.liquidaciones, tasacion: q.tasacion, limit: size, offset: (page - 1) * size });
    return { success: true, data: r.items, total: r.total, page, pages: Math.max(1, Math.ceil(r.total / size)) };
  }

  @ApiOperation({ summary: 'Una factura o nota de crédito en PDF, con el diseño de ARCA (letra y código, punto de venta y número, CAE y QR)' })
  @Get('factura/:id.pdf')
  async pdf(@Param('id') id: string, @Res() reply: any) {
    const { pdf, factura } = await this.invoices.pdf(id);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${nombreArchivo(factura)}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  }

  @ApiOperation({ summary: 'Una factura o nota de crédito, con su QR de ARCA' })
  @Get('factura/:id')
  async get(@Param('id') id: string) {
    return { success: true, data: await this.invoices.get(id) };
  }

  @ApiOperation({ summary: 'Corrige una factura rechazada (o pendiente sin número) y la vuelve a pedir a ARCA' })
  @Put('factura/:id')
  async correct(@Param('id') id: string, @Body(new ZodPipe(corregirFacturaSchema)) body: CorreccionFactura) {
    const f = await this.invoices.corregir(id, body);
    return { success: true, message: mensaje(f.estado), data: f };
  }

  @ApiOperation({ summary: 'Vuelve a pedir a ARCA una factura rechazada o pendiente, tal como está' })
  @Post('factura/:id/reintentar')
  @HttpCode(200)
  async retry(@Param('id') id: string) {
    const f = await this.invoices.reintentar(id);
    return { success: true, message: mensaje(f.estado), data: f };
  }

  @ApiOperation({ summary: 'Anula una factura autorizada {motivo}: emite la nota de crédito de la misma letra con la factura asociada' })
  @SoloAdmin('anularFactura')
  @idempotencyDoc
  @Post('factura/:id/anular')
  async void(@Param('id') id: string, @Body(new ZodPipe(anularFacturaSchema)) body: z.output<typeof anularFacturaSchema>, @CurrentUser() user: TokenPayload, @Headers(IDEMPOTENCY_HEADER.toLowerCase()) key: string | undefined) {
    const f = await this.invoices.anular(id, body.motivo, pedido(user, `anular ${id}`, body, key));
    return { success: true, message: mensaje(f.estado), data: f };
  }

  @ApiOperation({ summary: 'Factura al propietario la comisión de una liquidación (servicio del mes liquidado)' })
  @idempotencyDoc
  @Post('liquidacion/:id/facturar')
  async invoiceSettlement(@Param('id') id: string, @CurrentUser() user: TokenPayload, @Headers(IDEMPOTENCY_HEADER.toLowerCase()) key: string | undefined) {
    const r = await this.invoices.facturarLiquidacion(id, pedido(user, `liquidacion ${id}`, {}, key));
    return { success: true, message: mensaje(r.factura.estado), data: r.factura };
  }

  @ApiOperation({ summary: 'Factura la comisión de una operación a una de sus partes {parte: oferente|receptor}' })
  @idempotencyDoc
  @Post('operacion/:id/facturar')
  async invoiceOperation(@Param('id') id: string, @Body(new ZodPipe(facturarOperacionSchema)) body: z.output<typeof facturarOperacionSchema>, @CurrentUser() user: TokenPayload, @Headers(IDEMPOTENCY_HEADER.toLowerCase()) key: string | undefined) {
    const r = await this.invoices.facturarOperacion(id, body.parte, pedido(user, `operacion ${id}`, body, key));
    return { success: true, message: mensaje(r.factura.estado), data: r.factura };
  }
}

function mensaje(estado: string): string {
  if (estado === 'autorizada') return 'Comprobante autorizado por ARCA';
  if (estado === 'rechazada') return 'ARCA rechazó el comprobante';
  if (estado === 'pendiente') return 'ARCA no respondió: el comprobante queda pendiente y se reintenta';
  return 'Comprobante registrado';
}

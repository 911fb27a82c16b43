// The back office's 'Portales': where every listing stands on each portal, for all staff; the feed's and the leads'
// addresses (their secrets in them) and the account's actions, for admins only (an agente reads them as null).
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ERROR_CODES,
  MENSAJES_PORTALES,
  PORTALES,
  esUuid,
  portalesConsultaSchema,
  regenerarSchema,
  type Portal,
  type PortalesConsulta,
  type Regenerar,
  type TokenPayload,
} from '@inmo/contracts';
import { CurrentUser, Roles } from '../auth/decorators.js';
import { ApiError } from '../common/api-error.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { MercadoLibreAccount } from './mercadolibre-account.js';
import { MercadoLibreSync } from './mercadolibre-sync.service.js';
import { MlError } from './mercadolibre/ml-client.js';
import { PortalAccounts } from './portal-accounts.service.js';
import { requestOrigin } from './portal-hooks.controller.js';

@ApiTags('portales')
@Controller('admin/portales')
export class PortalsController {
  constructor(
    @Inject(PortalAccounts) private readonly accounts: PortalAccounts,
    @Inject(MercadoLibreAccount) private readonly ml: MercadoLibreAccount,
    @Inject(MercadoLibreSync) private readonly sync: MercadoLibreSync,
  ) {}

  private async resumen(portal: Portal, req: any) {
    return { success: true as const, data: (await this.accounts.summary(requestOrigin(req), true)).find((p) => p.portal === portal)! };
  }

  @ApiOperation({ summary: 'Portales: estado de cada portal y publicaciones (con error primero); page, limit' })
  @Get()
  async list(@Query(new ZodPipe(portalesConsultaSchema)) q: PortalesConsulta, @Req() req: any, @CurrentUser() user: TokenPayload) {
    const { page = 1, limit = 20 } = q;
    const [portales, r] = await Promise.all([this.accounts.summary(requestOrigin(req), user.rol === 'admin'), this.accounts.listings(page, limit)]);
    return { success: true, data: { portales, publicaciones: r.items }, total: r.total, page, pages: Math.max(1, Math.ceil(r.total / limit)) };
  }

  @ApiOperation({ summary: 'Estado de una propiedad en cada portal' })
  @Get('propiedad/:id')
  async ofProperty(@Param('id') id: string) {
    if (!esUuid(id)) throw ApiError.notFound('Propiedad no encontrada', ERROR_CODES.PROPERTY_NOT_FOUND);
    return { success: true, data: await this.accounts.ofProperty(id) };
  }

  @ApiOperation({ summary: 'Nueva dirección (secreto) del feed o de las consultas de un portal; la anterior deja de funcionar' })
  @Roles('admin')
  @Post(':portal/regenerar')
  @HttpCode(200)
  async regenerate(@Param('portal') portal: string, @Body(new ZodPipe(regenerarSchema)) body: Regenerar, @Req() req: any) {
    const p = PORTALES.find((x) => x === portal);
    if (!p) throw ApiError.notFound(MENSAJES_PORTALES.portalInexistente, ERROR_CODES.NOT_FOUND);
    if (p === 'mercadolibre' && body.clave === 'feed') throw ApiError.validation({ clave: 'MercadoLibre no lee un feed: regenerá la dirección de consultas' });
    await this.accounts.regenerate(p, body.clave);
    return this.resumen(p, req);
  }

  @ApiOperation({ summary: 'Conectar la cuenta de MercadoLibre: la dirección de su página de autorización' })
  @Roles('admin')
  @Post('mercadolibre/conectar')
  @HttpCode(200)
  async connect(@Req() req: any) {
    try {
      return { success: true, data: { url: await this.ml.authorizationUrl(requestOrigin(req)) } };
    } catch (err) {
      if (err instanceof MlError) throw new ApiError(409, err.message, ERROR_CODES.PORTAL_NOT_CONNECTED);
      throw err;
    }
  }

  @ApiOperation({ summary: 'Desconectar la cuenta de MercadoLibre (las publicaciones quedan como están en MercadoLibre)' })
  @Roles('admin')
  @Post('mercadolibre/desconectar')
  @HttpCode(200)
  async disconnect(@Req() req: any) {
    await this.ml.disconnect();
    return this.resumen('mercadolibre', req);
  }

  @ApiOperation({ summary: 'Sincronizar ahora con MercadoLibre (en segundo plano)' })
  @Roles('admin')
  @Post('mercadolibre/sincronizar')
  @HttpCode(200)
  async syncNow(@Req() req: any) {
    if (!(await this.ml.connected())) throw new ApiError(409, MENSAJES_PORTALES.mercadoLibreNoConectado, ERROR_CODES.PORTAL_NOT_CONNECTED);
    await this.sync.reconcile(true);
    void this.sync.kick();
    return this.resumen('mercadolibre', req);
  }
}

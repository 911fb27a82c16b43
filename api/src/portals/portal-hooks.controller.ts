// What the portals themselves call. Each address carries a long random secret (regenerable from
// Portales): a wrong or missing one answers 404, like an address that does not exist.
// - GET  /api/portales/zonaprop/{secreto}: the feed Navent downloads (application/xml, streamed; HEAD too: Navent
//   checks the Content-Type first).
// - POST /api/portales/zonaprop/consultas/{secreto}: a lead → an enquiry of channel 'Zonaprop' (201; the same lead
//   again: 200, stored once).
// - POST /api/portales/mercadolibre/consultas/{secreto}: MercadoLibre's notification of a question → the question is
//   read from MercadoLibre and becomes an enquiry of channel 'MercadoLibre'; 503 while MercadoLibre cannot be
//   reached (it sends the notification again).
// - GET  /api/portales/mercadolibre/autorizado: the browser back from MercadoLibre's authorization → 303 to Portales.
import { Body, Controller, Get, HttpCode, Inject, Injectable, Param, Post, Query, Req, Res, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import {
  ERROR_CODES,
  MENSAJES,
  MENSAJES_PORTALES,
  autorizacionMercadoLibreConsultaSchema,
  leadPortalLeidoSchema,
  notificacionMercadoLibreSchema,
  type AutorizacionMercadoLibreConsulta,
  type LeadPortal,
  type NotificacionMercadoLibre,
} from '@inmo/contracts';
import { Public } from '../auth/decorators.js';
import { ApiError } from '../common/api-error.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { MercadoLibreAccount } from './mercadolibre-account.js';
import { MlError } from './mercadolibre/ml-client.js';
import { PortalAccounts } from './portal-accounts.service.js';
import { PortalFeeds } from './portal-feeds.service.js';

const noEncontrado = () => ApiError.notFound(MENSAJES.noEncontrado, ERROR_CODES.NOT_FOUND);
const SECRET = /^[0-9a-f]{64}$/;

/** The origin a request came by (behind the trusted gateway: the visitor's). */
export function requestOrigin(req: { protocol?: string; host?: string; headers: Record<string, unknown> }): string {
  return `${req.protocol ?? 'http'}://${req.host ?? String(req.headers.host ?? 'localhost')}`;
}

/** The portal whose leads' secret a route's `:secreto` must be. */
const LeadsOf = Reflector.createDecorator<'zonaprop' | 'mercadolibre'>();

/** A leads address with a wrong or missing secret answers 404 before its body is read (guards run before pipes). */
@Injectable()
export class LeadsSecretGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(PortalAccounts) private readonly accounts: PortalAccounts,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const portal = this.reflector.get(LeadsOf, context.getHandler());
    const secreto = context.switchToHttp().getRequest<{ params?: Record<string, string | undefined> }>().params?.secreto ?? '';
    if (!portal || !SECRET.test(secreto) || !(await this.accounts.leadsSecretIs(portal, secreto))) throw noEncontrado();
    return true;
  }
}

@ApiTags('portales')
@Public()
@Controller('portales')
export class PortalHooksController {
  constructor(
    @Inject(PortalAccounts) private readonly accounts: PortalAccounts,
    @Inject(PortalFeeds) private readonly feeds: PortalFeeds,
    @Inject(MercadoLibreAccount) private readonly ml: MercadoLibreAccount,
  ) {}

  @ApiOperation({ summary: 'Feed XML de Zonaprop (Navent): las propiedades a publicar' })
  @Get('zonaprop/:secreto')
  async feed(@Param('secreto') secreto: string, @Req() req: any, @Res() reply: any) {
    if (!SECRET.test(secreto) || !(await this.accounts.feedDownloaded(secreto))) throw noEncontrado();
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(req.method === 'HEAD' ? '' : Readable.from(this.feeds.zonaprop(this.accounts.origin(requestOrigin(req)))));
  }

  @ApiOperation({ summary: 'Consulta de un interesado en Zonaprop' })
  @LeadsOf('zonaprop')
  @UseGuards(LeadsSecretGuard)
  @Post('zonaprop/consultas/:secreto')
  async zonapropLead(@Body(new ZodPipe(leadPortalLeidoSchema)) lead: LeadPortal, @Res({ passthrough: true }) reply: any) {
    const nueva = await this.feeds.lead('zonaprop', lead);
    if (!nueva) reply.status(200);
    return { success: true, message: nueva ? 'Consulta recibida' : 'Consulta ya recibida' };
  }

  @ApiOperation({ summary: 'Notificación de MercadoLibre (preguntas de interesados)' })
  @LeadsOf('mercadolibre')
  @UseGuards(LeadsSecretGuard)
  @Post('mercadolibre/consultas/:secreto')
  @HttpCode(200)
  async mercadoLibreLead(@Body(new ZodPipe(notificacionMercadoLibreSchema)) aviso: NotificacionMercadoLibre, @Req() req: any) {
    const m = /^\/questions\/(\d{1,20})$/.exec(aviso.resource);
    // Other topics (items, orders…) are acknowledged and ignored: only questions are leads.
    if (aviso.topic !== 'questions' || !m) return { success: true, message: 'Notificación ignorada' };
    const client = this.ml.client(requestOrigin(req));
    const token = client ? await this.ml.accessToken(client).catch(() => null) : null;
    if (!client || !token) throw new ApiError(503, MENSAJES_PORTALES.mercadoLibreNoConectado, ERROR_CODES.PORTAL_NOT_CONNECTED);
    let q: Awaited<ReturnType<typeof client.getQuestion>>;
    try {
      q = await client.getQuestion(token, m[1]!);
    } catch (err) {
      throw new ApiError(503, err instanceof MlError && !err.retryable ? err.message : MENSAJES_PORTALES.mercadoLibreNoResponde, ERROR_CODES.PORTAL_UNAVAILABLE);
    }
    await this.feeds.lead('mercadolibre', {
      id: q.id,
      nombre: `Usuario de MercadoLibre ${q.fromId}`,
      email: '',
      telefono: '',
      mensaje: q.text,
      codigo: '',
      externoId: q.itemId,
    });
    return { success: true, message: 'Consulta recibida' };
  }

  @ApiOperation({ summary: 'Vuelta de la autorización de MercadoLibre: guarda la cuenta y redirige a Portales' })
  @Get('mercadolibre/autorizado')
  async authorized(@Query(new ZodPipe(autorizacionMercadoLibreConsultaSchema)) vuelta: AutorizacionMercadoLibreConsulta, @Req() req: any, @Res() reply: any) {
    const { code, state, error } = vuelta;
    const back = (q: string) => reply.status(303).header('location', `${this.accounts.origin(requestOrigin(req))}/portales?${q}`).header('cache-control', 'no-store').send();
    if (error) return back(`mercadolibre=error&motivo=${encodeURIComponent('La autorización fue rechazada en MercadoLibre')}`);
    if (!code || !state || code.length > 500 || state.length > 100) {
      return back(`mercadolibre=error&motivo=${encodeURIComponent('MercadoLibre no devolvió una autorización')}`);
    }
    try {
      await this.ml.authorized(code, state, requestOrigin(req));
    } catch (err) {
      const motivo = err instanceof MlError ? err.message : 'No se pudo conectar la cuenta de MercadoLibre';
      return back(`mercadolibre=error&motivo=${encodeURIComponent(motivo)}`);
    }
    return back('mercadolibre=conectado');
  }
}

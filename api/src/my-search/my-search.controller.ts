// 'Mi búsqueda': POST/DELETE /api/admin/cliente/{id}/enlace-busqueda (staff make or revoke a client's page),
// GET /api/user/mi-busqueda/{secreto} (the page's data: never cached, never indexed) and
// POST /api/user/mi-busqueda/{secreto}/me-interesa {propiedad}.
import { Body, Controller, Delete, Get, Header, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MENSAJES_MI_BUSQUEDA, meInteresaSchema, type MeInteresa } from '@inmo/contracts';
import { Public } from '../auth/decorators.js';
import { SameOriginJsonGuard } from '../common/same-origin-json.guard.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { Idempotente } from '../idempotency/idempotency.interceptor.js';
import { MySearchService } from './my-search.service.js';

@ApiTags('mi-busqueda')
@Controller('admin')
export class MySearchAdminController {
  constructor(@Inject(MySearchService) private readonly search: MySearchService) {}

  @ApiOperation({ summary: "Crea (o da) el enlace de la página 'Mi búsqueda' del cliente" })
  @Post('cliente/:id/enlace-busqueda')
  @HttpCode(200)
  async link(@Param('id') id: string) {
    return { success: true, data: await this.search.link(id) };
  }

  @ApiOperation({ summary: "Revoca el enlace de 'Mi búsqueda' del cliente (deja de funcionar)" })
  @Delete('cliente/:id/enlace-busqueda')
  async revoke(@Param('id') id: string) {
    await this.search.revoke(id);
    return { success: true, data: null };
  }
}

@ApiTags('mi-busqueda')
@Public()
@Controller('user')
export class MySearchController {
  constructor(@Inject(MySearchService) private readonly search: MySearchService) {}

  @ApiOperation({ summary: "La página 'Mi búsqueda' de un cliente: su nombre y las propiedades que coinciden con su búsqueda" })
  @Get('mi-busqueda/:secreto')
  @Header('cache-control', 'no-store')
  @Header('x-robots-tag', 'noindex')
  async page(@Param('secreto') secreto: string) {
    return { success: true, data: await this.search.page(secreto) };
  }

  @ApiOperation({ summary: "'Me interesa' en una propiedad de 'Mi búsqueda': una consulta del cliente por esa propiedad" })
  @Idempotente()
  @UseGuards(SameOriginJsonGuard)
  @Post('mi-busqueda/:secreto/me-interesa')
  @HttpCode(201)
  async interested(@Param('secreto') secreto: string, @Body(new ZodPipe(meInteresaSchema)) body: MeInteresa) {
    await this.search.interested(secreto, body.propiedad);
    return { success: true, message: MENSAJES_MI_BUSQUEDA.meInteresaEnviado };
  }
}

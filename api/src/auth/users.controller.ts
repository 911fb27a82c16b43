// The users calls (admins only; an agente gets 403): /api/admin/usuarios, nuevo-usuario,
// editar-usuario/{id}, a one-time password reset link, and the security settings (a second factor required of admins).
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { leerEdicionUsuario, leerNuevoUsuario, leerSeguridad, type TokenPayload } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Actor } from '../history/actor.js';
import { CurrentUser, Roles } from './decorators.js';
import { UsersDirectory } from './users-directory.js';
import { UsersService } from './users.service.js';
import { Idempotente } from '../idempotency/idempotency.interceptor.js';

@ApiTags('usuarios')
@Roles('admin')
@Controller('admin')
export class UsersController {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(UsersDirectory) private readonly directory: UsersDirectory,
  ) {}

  @ApiOperation({ summary: 'Ajustes de seguridad: {exigirSegundoFactorAdmins}' })
  @Get('seguridad')
  async security() {
    return { success: true, data: await this.directory.security() };
  }

  @ApiOperation({ summary: 'Cambia los ajustes de seguridad {exigirSegundoFactorAdmins}' })
  @Put('seguridad')
  async setSecurity(@Body() body: unknown) {
    const r = leerSeguridad(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    return { success: true, data: await this.users.setSecurity(r.datos) };
  }

  @ApiOperation({ summary: 'Usuarios del personal: {_id, usuario, nombre, email, rol, activo, ultimoAcceso}' })
  @Get('usuarios')
  async list() {
    return { success: true, data: await this.users.list() };
  }

  @ApiOperation({ summary: 'Crea un usuario {usuario, nombre, email?, rol, contraseña} con una contraseña temporal' })
  @Idempotente()
  @Post('nuevo-usuario')
  @HttpCode(201)
  async create(@Body() body: unknown) {
    const r = leerNuevoUsuario(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    return { success: true, data: await this.users.create(r.datos) };
  }

  @ApiOperation({ summary: 'Edita un usuario {nombre?, email?, rol?, activo?}' })
  @Put('editar-usuario/:id')
  async edit(@Param('id') id: string, @Body() body: unknown, @CurrentUser() user: TokenPayload) {
    const r = leerEdicionUsuario(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    return { success: true, data: await this.users.edit(id, r.datos, user.sub) };
  }

  @ApiOperation({ summary: 'Restablece el segundo factor de otro usuario (perdió el teléfono): queda sin él, sus sesiones terminan; queda en su historial' })
  @Post('usuarios/:id/segundo-factor/restablecer')
  @HttpCode(200)
  async resetSecondFactor(@Param('id') id: string, @Actor() actor: Actor) {
    return { success: true, data: await this.users.resetSecondFactor(id, actor) };
  }

  @ApiOperation({ summary: 'Enlace de un solo uso (24 h) para que el usuario elija una contraseña nueva' })
  @Post('usuarios/:id/restablecer')
  @HttpCode(200)
  async resetLink(@Param('id') id: string) {
    return { success: true, data: await this.users.resetLink(id) };
  }
}

// The users calls (admins only; an agente gets 403): /api/admin/usuarios, nuevo-usuario,
// editar-usuario/{id}, a one-time password reset link, and the security settings (a second factor required of admins).
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  editarUsuarioSchema,
  nuevoUsuarioSchema,
  seguridadSchema,
  type EdicionUsuario,
  type NuevoUsuario,
  type Seguridad,
  type TokenPayload,
} from '@inmo/contracts';
import { ZodPipe } from '../common/zod.pipe.js';
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
  async setSecurity(@Body(new ZodPipe(seguridadSchema)) body: Seguridad) {
    return { success: true, data: await this.users.setSecurity(body) };
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
  async create(@Body(new ZodPipe(nuevoUsuarioSchema)) body: NuevoUsuario) {
    return { success: true, data: await this.users.create(body) };
  }

  @ApiOperation({ summary: 'Edita un usuario {nombre?, email?, rol?, activo?}' })
  @Put('editar-usuario/:id')
  async edit(@Param('id') id: string, @Body(new ZodPipe(editarUsuarioSchema)) body: EdicionUsuario, @CurrentUser() user: TokenPayload) {
    return { success: true, data: await this.users.edit(id, body, user.sub) };
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

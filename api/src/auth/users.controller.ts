// The users calls of issue 15 (admins only; an agente gets 403): /api/admin/usuarios, nuevo-usuario,
// editar-usuario/{id} and a one-time password reset link.
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { leerEdicionUsuario, leerNuevoUsuario } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Roles } from './decorators.js';
import { UsersService } from './users.service.js';

@ApiTags('usuarios')
@Roles('admin')
@Controller('admin')
export class UsersController {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  @ApiOperation({ summary: 'Usuarios del personal: {_id, usuario, nombre, email, rol, activo, ultimoAcceso}' })
  @Get('usuarios')
  async list() {
    return { success: true, data: await this.users.list() };
  }

  @ApiOperation({ summary: 'Crea un usuario {usuario, nombre, email?, rol, contraseña} con una contraseña temporal' })
  @Post('nuevo-usuario')
  @HttpCode(201)
  async create(@Body() body: unknown) {
    const r = leerNuevoUsuario(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    return { success: true, data: await this.users.create(r.datos) };
  }

  @ApiOperation({ summary: 'Edita un usuario {nombre?, email?, rol?, activo?}' })
  @Put('editar-usuario/:id')
  async edit(@Param('id') id: string, @Body() body: unknown) {
    const r = leerEdicionUsuario(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    return { success: true, data: await this.users.edit(id, r.datos) };
  }

  @ApiOperation({ summary: 'Enlace de un solo uso (24 h) para que el usuario elija una contraseña nueva' })
  @Post('usuarios/:id/restablecer')
  @HttpCode(200)
  async resetLink(@Param('id') id: string) {
    return { success: true, data: await this.users.resetLink(id) };
  }
}

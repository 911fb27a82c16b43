import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { leerLogin } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Public } from './decorators.js';
import { AuthService } from './auth.service.js';

@ApiTags('auth')
@Controller('user')
export class AuthController {
  constructor(@Inject(AuthService) private readonly auth: AuthService) {}

  /** POST /api/user/login {usuario, contraseña} → {success, data:{token}} (spec §7). */
  @Public()
  @ApiOperation({ summary: 'Inicia sesión: {usuario, contraseña} → {success, data:{token}} (JWT HS256, 8 h)' })
  @Post('login')
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() req: { ip: string }) {
    const r = leerLogin(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    const token = await this.auth.login(r.datos.usuario, r.datos.contraseña, req.ip);
    return { success: true, data: { token } };
  }
}

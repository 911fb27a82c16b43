// /api/user: the login of spec §7 and the caller's own account — logout, password change, the one-time
// reset link's page, and the optional second factor.
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ERROR_CODES,
  MENSAJES,
  cambiarContraseñaSchema,
  confirmarSegundoFactorSchema,
  loginSchema,
  reautenticacionSchema,
  restablecerContraseñaSchema,
  type CambioContraseña,
  type ConfirmarSegundoFactor,
  type Login,
  type Reautenticacion,
  type Restablecimiento,
  type TokenPayload,
} from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { SameOriginJsonGuard } from '../common/same-origin-json.guard.js';
import { ZodPipe } from '../common/zod.pipe.js';
import { AuthService, DISPOSITIVO_PREFIJO } from './auth.service.js';
import { CurrentUser, DuringAccountSetup, Public } from './decorators.js';
import { TotpService } from './totp.service.js';
import { UsersDirectory } from './users-directory.js';
import { UsersService } from './users.service.js';

/** Wrong current passwords a session may send in 15 minutes (a stolen token must not become a password oracle). */
const CAMBIOS_MAX = 10;
/** Re-authentications (before a second factor changes) per user in 15 minutes. */
const REAUTENTICACIONES_MAX = 10;

@ApiTags('auth')
@Controller('user')
export class AuthController {
  constructor(
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(TotpService) private readonly totp: TotpService,
    @Inject(RateLimitService) private readonly limits: RateLimitService,
    @Inject(UsersDirectory) private readonly directory: UsersDirectory,
  ) {}

  /** POST /api/user/login {usuario, contraseña, codigo?} → {success, data:{token}} (spec §7). */
  @Public()
  @UseGuards(SameOriginJsonGuard)
  @ApiOperation({ summary: 'Inicia sesión: {usuario, contraseña, codigo?} → {success, data:{token}} (JWT HS256, 8 h)' })
  @Post('login')
  @HttpCode(200)
  async login(@Body(new ZodPipe(loginSchema)) body: Login, @Req() req: { ip: string; protocol: string; headers: Record<string, string | undefined> }, @Res({ passthrough: true }) reply: any) {
    const devices = new Set(Object.keys(parseCookie(req.headers.cookie ?? '')).filter((n) => n.startsWith(DISPOSITIVO_PREFIJO)));
    const { token, dispositivo } = await this.auth.login(body.usuario, body.contraseña, body.codigo?.trim() || null, req.ip, devices);
    // This browser is now a device the user logged in from (a year): sent back only to the login itself.
    reply.header(
      'set-cookie',
      serializeCookie(dispositivo, '1', { httpOnly: true, sameSite: 'strict', path: '/api/user/login', maxAge: 365 * 24 * 3600, secure: req.protocol === 'https' }),
    );
    return { success: true, data: { token } };
  }

  @ApiOperation({ summary: 'Cierra la sesión: este token deja de aceptarse' })
  @DuringAccountSetup()
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentUser() user: TokenPayload) {
    await this.auth.logout(user);
    return { success: true, data: null };
  }

  @ApiOperation({ summary: 'La cuenta de quien llama: usuario, nombre, rol, segundo factor' })
  @DuringAccountSetup()
  @Get('cuenta')
  async account(@CurrentUser() user: TokenPayload) {
    return { success: true, data: await this.users.get(user.sub) };
  }

  @ApiOperation({ summary: 'Cambia la contraseña propia {actual, nueva}; cierra las demás sesiones y responde un token nuevo' })
  @DuringAccountSetup()
  @Post('cambiar-contrasena')
  @HttpCode(200)
  async changePassword(@Body(new ZodPipe(cambiarContraseñaSchema)) body: CambioContraseña, @CurrentUser() user: TokenPayload) {
    if (!(await this.limits.take('cambio-contrasena', user.sub, 15 * 60, CAMBIOS_MAX))) {
      throw new ApiError(429, MENSAJES.loginBloqueado, ERROR_CODES.LOGIN_THROTTLED);
    }
    return { success: true, data: { token: await this.auth.changePassword(user, body.actual, body.nueva) } };
  }

  @ApiOperation({ summary: 'Elige una contraseña nueva con un enlace de un solo uso {token, nueva}' })
  @Public()
  @UseGuards(SameOriginJsonGuard)
  @Post('restablecer-contrasena')
  @HttpCode(200)
  async reset(@Body(new ZodPipe(restablecerContraseñaSchema)) body: Restablecimiento, @Req() req: { ip: string }) {
    if (!(await this.limits.take('restablecer', req.ip, 15 * 60, 20))) throw new ApiError(429, MENSAJES.loginBloqueado, ERROR_CODES.LOGIN_THROTTLED);
    await this.users.redeem(body.token, body.nueva);
    return { success: true, data: null };
  }

  /** The password or a current code again, at most 10 tries in 15 minutes per user (then 429). */
  private async reauthenticate(user: TokenPayload, body: Reautenticacion): Promise<void> {
    if (!(await this.limits.take('reautenticar', user.sub, 15 * 60, REAUTENTICACIONES_MAX))) throw new ApiError(429, MENSAJES.loginBloqueado, ERROR_CODES.LOGIN_THROTTLED);
    await this.auth.reauthenticate(user.sub, body);
  }

  @ApiOperation({ summary: 'Empieza a activar (o a reemplazar) el segundo factor {contraseña | codigo}: {uri, qr (SVG), secreto}; el actual sigue hasta confirmar' })
  @DuringAccountSetup()
  @Post('segundo-factor')
  @HttpCode(200)
  async startTotp(@Body(new ZodPipe(reautenticacionSchema)) body: Reautenticacion, @CurrentUser() user: TokenPayload) {
    await this.reauthenticate(user, body);
    return { success: true, data: await this.totp.start(user.sub) };
  }

  @ApiOperation({ summary: 'Activa el segundo factor con un código de la aplicación {codigo}; responde los 10 códigos de recuperación, una sola vez' })
  @DuringAccountSetup()
  @Post('segundo-factor/confirmar')
  @HttpCode(200)
  async confirmTotp(@Body(new ZodPipe(confirmarSegundoFactorSchema)) body: ConfirmarSegundoFactor, @CurrentUser() user: TokenPayload) {
    const codigosRecuperacion = await this.totp.confirm(user.sub, body.codigo);
    return { success: true, data: { usuario: await this.users.get(user.sub), codigosRecuperacion } };
  }

  @ApiOperation({ summary: 'Desactiva el segundo factor {contraseña | codigo}' })
  @Post('segundo-factor/desactivar')
  @HttpCode(200)
  async disableTotp(@Body(new ZodPipe(reautenticacionSchema)) body: Reautenticacion, @CurrentUser() user: TokenPayload) {
    if (await this.directory.mustSetUpSecondFactor({ rol: user.rol, totp_activo: false })) {
      throw new ApiError(409, MENSAJES.debeActivarSegundoFactor, ERROR_CODES.TOTP_SETUP_REQUIRED);
    }
    await this.reauthenticate(user, body);
    await this.totp.disable(user.sub);
    return { success: true, data: await this.users.get(user.sub) };
  }
}

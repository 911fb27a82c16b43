import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { jwtKey } from './jwt-key.js';
import { JwtStrategy } from './jwt.strategy.js';
import { RolesGuard } from './roles.guard.js';
import { TotpService } from './totp.service.js';
import { UsersController } from './users.controller.js';
import { TeamController } from './team.controller.js';
import { HistoryModule } from '../history/history.module.js';
import { MailModule } from '../mail/mail.module.js';
import { TeamService } from './team.service.js';
import { UsersDirectory } from './users-directory.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [
    PassportModule,
    HistoryModule,
    MailModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // A KeyObject, not the string (jwt-key.ts). Nest types `secret` as string | Buffer; jsonwebtoken takes both.
        secret: jwtKey(config.jwtSecret) as unknown as string,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, UsersController, TeamController],
  exports: [AuthService, UsersDirectory, TeamService],
  providers: [
    AuthService,
    UsersDirectory,
    UsersService,
    TotpService,
    TeamService,
    JwtStrategy,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
})
export class AuthModule {}

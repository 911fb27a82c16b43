import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AuthModule } from '../auth/auth.module.js';
import { jwtKey } from '../auth/jwt-key.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MediaModule } from '../media/media.module.js';
import { AdminPropertiesController } from './admin-properties.controller.js';
import { PropertiesService } from './properties.service.js';
import { PublicPropertiesController } from './public-properties.controller.js';

@Module({
  imports: [
    AuthModule,
    MediaModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: jwtKey(config.jwtSecret) as unknown as string, verifyOptions: { algorithms: ['HS256'] } }),
    }),
  ],
  controllers: [PublicPropertiesController, AdminPropertiesController],
  providers: [PropertiesService],
  exports: [PropertiesService],
})
export class PropertiesModule {}

import { Module } from '@nestjs/common';
import { PropertiesModule } from '../properties/properties.module.js';
import { SeedService } from './seed.service.js';

@Module({ imports: [PropertiesModule], providers: [SeedService] })
export class SeedModule {}

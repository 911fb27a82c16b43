// Owns no table: the dashboard's figures come from the properties and operations modules' services.
import { Module } from '@nestjs/common';
import { OperationsModule } from '../operations/operations.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsService } from './metrics.service.js';

@Module({ imports: [PropertiesModule, OperationsModule], controllers: [MetricsController], providers: [MetricsService], exports: [MetricsService] })
export class MetricsModule {}

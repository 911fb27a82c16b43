// Owns closed months (closed_months). Other modules refuse writes dated in a closed month through the exported
// ClosingsService.asegurarAbiertos, in their own transaction.
import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/history.module.js';
import { ClosingsController } from './closings.controller.js';
import { ClosingsService } from './closings.service.js';

@Module({ imports: [HistoryModule], controllers: [ClosingsController], providers: [ClosingsService], exports: [ClosingsService] })
export class ClosingsModule {}

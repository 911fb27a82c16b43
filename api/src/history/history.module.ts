// Owns change_history: the history of properties, clients, operations, contracts, valuations and index series,
// written by their modules' services (HistoryService.record, in their transactions) and read by staff.
import { Module } from '@nestjs/common';
import { HistoryController } from './history.controller.js';
import { HistoryService } from './history.service.js';

@Module({
  controllers: [HistoryController],
  providers: [HistoryService],
  exports: [HistoryService],
})
export class HistoryModule {}

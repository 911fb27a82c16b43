import { Module } from '@nestjs/common';
import { MatchingController } from './matching.controller.js';

@Module({ controllers: [MatchingController] })
export class MatchingModule {}

import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { CoversService } from './covers.service.js';

/** The cover crops alone, so the properties module can use them without the images module (which uses properties). */
@Module({ imports: [MediaModule], providers: [CoversService], exports: [CoversService] })
export class CoversModule {}

import { Module } from '@nestjs/common';
import { AgencyModule } from '../agency/agency.module.js';
import { MediaModule } from '../media/media.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { ImagesController } from './images.controller.js';
import { PreviewsController } from './previews.controller.js';
import { PreviewsService } from './previews.service.js';
import { UnusedImagesSweeper } from './unused-images.sweeper.js';

@Module({
  imports: [AgencyModule, MediaModule, PropertiesModule],
  controllers: [ImagesController, PreviewsController],
  providers: [UnusedImagesSweeper, PreviewsService],
  exports: [UnusedImagesSweeper, PreviewsService],
})
export class ImagesModule {}

import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { ImagesController } from './images.controller.js';
import { UnusedImagesSweeper } from './unused-images.sweeper.js';

@Module({ imports: [MediaModule, PropertiesModule], controllers: [ImagesController], providers: [UnusedImagesSweeper], exports: [UnusedImagesSweeper] })
export class ImagesModule {}

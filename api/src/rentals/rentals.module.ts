// Owns rental contracts and the index series they follow; reads properties and clients through their modules'
// services, and moves a listing to Alquilada and back through PropertiesService.
import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { HistoryModule } from '../history/history.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { IndicesService } from './indices.service.js';
import { RentalsController } from './rentals.controller.js';
import { RentalsService } from './rentals.service.js';

@Module({ imports: [PropertiesModule, ClientsModule, HistoryModule], controllers: [RentalsController], providers: [RentalsService, IndicesService], exports: [RentalsService] })
export class RentalsModule {}

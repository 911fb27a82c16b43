// Owns rental contracts and the index series they follow; reads properties and clients through their modules'
// services, and moves a listing to Alquilada and back through PropertiesService. Other modules read contracts through
// ContractReader.
import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { HistoryModule } from '../history/history.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { ContractChanges } from './contract-changes.service.js';
import { ContractReader } from './contract-reader.service.js';
import { IndicesService } from './indices.service.js';
import { RentalsController } from './rentals.controller.js';
import { RentalsService } from './rentals.service.js';

@Module({ imports: [PropertiesModule, ClientsModule, HistoryModule], controllers: [RentalsController], providers: [RentalsService, IndicesService, ContractReader, ContractChanges], exports: [RentalsService, ContractReader, ContractChanges] })
export class RentalsModule {}

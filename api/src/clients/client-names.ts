// How a client's id reads in other records' history ('Apellido, Nombre'): registered with the history at start, so
// a property's Historial shows its Cliente dueño by name, never as a raw id.
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HistoryService } from '../history/history.service.js';
import { ClientLookups } from './client-lookups.service.js';

/** 'Apellido, Nombre', as the back office lists clients. */
export const nombreCliente = (c: { nombre: string; apellido: string }) => [c.apellido.trim(), c.nombre.trim()].filter(Boolean).join(', ');

/** What a Historial line shows for a client that no longer exists. */
export const CLIENTE_AUSENTE = 'Cliente inexistente';

@Injectable()
export class ClientNames implements OnModuleInit {
  constructor(
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(ClientLookups) private readonly clients: ClientLookups,
  ) {}

  onModuleInit(): void {
    this.history.registerNames('propiedad', 'clienteDueño', {
      ausente: CLIENTE_AUSENTE,
      names: async (ids) => new Map((await this.clients.contacts(ids)).map((c) => [c.id, nombreCliente(c)])),
    });
  }
}

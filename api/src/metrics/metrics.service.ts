// The dashboard's figures (spec §3 Metrics): two aggregate statements, one to each owner (PropertyLookups counts
// properties, OperationFigures totals operations per currency), no rows loaded.
// 'alquiler temporal' counts as alquiler. Sums across currencies are kept for the contract's fields;
// montosPorMoneda gives the meaningful per-currency totals.
// One member of staff's figures (?usuario=): the operations they closed in place of all of them, and beside them the
// enquiries and clients assigned to them.
import { Inject, Injectable } from '@nestjs/common';
import type { Metricas, UsuarioRef } from '@inmo/contracts';
import { ClientLookups } from '../clients/client-lookups.service.js';
import { EnquiryFigures } from '../contact/enquiry-figures.service.js';
import { OperationFigures } from '../operations/operation-figures.service.js';
import { PropertyLookups } from '../properties/property-lookups.service.js';

const round2 = (n: number) => Math.round(n * 100) / 100;

@Injectable()
export class MetricsService {
  constructor(
    @Inject(PropertyLookups) private readonly properties: PropertyLookups,
    @Inject(OperationFigures) private readonly operations: OperationFigures,
    @Inject(EnquiryFigures) private readonly contact: EnquiryFigures,
    @Inject(ClientLookups) private readonly clients: ClientLookups,
  ) {}

  metricas(): Promise<Metricas> {
    return this.compute();
  }

  /** One user's figures. */
  async metricasDe(usuario: UsuarioRef): Promise<Metricas> {
    const m = await this.compute(usuario._id);
    const consultas = await this.contact.assignedTo(usuario._id);
    const clientesAsignados = await this.clients.assignedCount(usuario._id);
    return {
      ...m,
      usuario: { usuario, operacionesCerradas: m.operaciones.total, consultasAsignadas: consultas.asignadas, consultasSinResponder: consultas.sinResponder, clientesAsignados },
    };
  }

  private async compute(cerradaPor?: string): Promise<Metricas> {
    const p = await this.properties.counts();
    const porMoneda = await this.operations.totalsByCurrency(cerradaPor);
    const pct = (n: number) => (p.total > 0 ? Math.round((n / p.total) * 1000) / 10 : 0);
    let opsTotal = 0, opsVentas = 0, opsAlquileres = 0, montoVentas = 0, montoAlquileres = 0;
    const ventas: Record<string, number> = {};
    const alquileres: Record<string, number> = {};
    for (const r of porMoneda) {
      opsTotal += r.total;
      opsVentas += r.ventas;
      opsAlquileres += r.alquileres;
      montoVentas += r.montoVentas;
      montoAlquileres += r.montoAlquileres;
      if (r.ventas > 0) ventas[r.moneda] = r.montoVentas;
      if (r.alquileres > 0) alquileres[r.moneda] = r.montoAlquileres;
    }
    return {
      propiedades: {
        total: p.total,
        porOperacion: { venta: p.venta, alquiler: p.alquiler },
        distribucion: { venta: pct(p.venta), alquiler: pct(p.alquiler) },
        porEstado: p.porEstado,
      },
      operaciones: {
        total: opsTotal,
        porTipo: { venta: opsVentas, alquiler: opsAlquileres },
        montosTotales: { ventas: round2(montoVentas), alquileres: round2(montoAlquileres) },
        montosPorMoneda: { ventas, alquileres },
      },
      resumen: {
        totalPropiedadesActivas: p.visibles,
        totalOperacionesHistoricas: opsTotal,
        valorTotalTransacciones: round2(montoVentas + montoAlquileres),
      },
    };
  }
}

// GET /api/admin/metricas (spec §3 Metrics): two aggregate statements, no rows loaded, cached until data changes.
// 'alquiler temporal' counts as alquiler. Sums across currencies are kept for the contract's fields;
// montosPorMoneda gives the meaningful per-currency totals.
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Metricas } from '@inmo/contracts';
import { fromNumeric } from '../common/parse.js';
import { ReplyCache } from '../cache/reply-cache.js';
import { Db } from '../database/db.service.js';

@ApiTags('métricas')
@Controller('admin')
export class MetricsController {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ReplyCache) private readonly cache: ReplyCache,
  ) {}

  @ApiOperation({ summary: 'Métricas del tablero (agregados SQL)' })
  @Get('metricas')
  metricas(): Promise<{ success: true; data: Metricas }> {
    // Computed once per change of the data (src/cache): the dashboard is read far more often than data changes.
    return this.cache.memo('metricas', () => this.compute());
  }

  private async compute(): Promise<{ success: true; data: Metricas }> {
    const [p] = await this.db.query(`
      SELECT count(*) AS total,
             count(*) FILTER (WHERE operacion = 'venta') AS venta,
             count(*) FILTER (WHERE operacion IN ('alquiler', 'alquiler temporal')) AS alquiler,
             count(*) FILTER (WHERE visible) AS activas
      FROM properties WHERE deleted_at IS NULL`);
    const porMoneda = await this.db.query(`
      SELECT moneda,
             count(*) AS total,
             count(*) FILTER (WHERE operacion = 'venta') AS ventas,
             count(*) FILTER (WHERE operacion IN ('alquiler', 'alquiler temporal')) AS alquileres,
             coalesce(sum(monto_dinero) FILTER (WHERE operacion = 'venta'), 0) AS monto_ventas,
             coalesce(sum(monto_dinero) FILTER (WHERE operacion IN ('alquiler', 'alquiler temporal')), 0) AS monto_alquileres
      FROM operations GROUP BY moneda ORDER BY moneda`);
    const total = Number(p.total);
    const venta = Number(p.venta);
    const alquiler = Number(p.alquiler);
    const pct = (n: number) => (total > 0 ? Math.round((n / total) * 1000) / 10 : 0);
    let opsTotal = 0, opsVentas = 0, opsAlquileres = 0, montoVentas = 0, montoAlquileres = 0;
    const ventas: Record<string, number> = {};
    const alquileres: Record<string, number> = {};
    for (const r of porMoneda) {
      opsTotal += Number(r.total);
      opsVentas += Number(r.ventas);
      opsAlquileres += Number(r.alquileres);
      const mv = fromNumeric(r.monto_ventas) ?? 0;
      const ma = fromNumeric(r.monto_alquileres) ?? 0;
      montoVentas += mv;
      montoAlquileres += ma;
      if (Number(r.ventas) > 0) ventas[r.moneda] = mv;
      if (Number(r.alquileres) > 0) alquileres[r.moneda] = ma;
    }
    const round2 = (n: number) => Math.round(n * 100) / 100;
    return {
      success: true,
      data: {
        propiedades: {
          total,
          porOperacion: { venta, alquiler },
          distribucion: { venta: pct(venta), alquiler: pct(alquiler) },
        },
        operaciones: {
          total: opsTotal,
          porTipo: { venta: opsVentas, alquiler: opsAlquileres },
          montosTotales: { ventas: round2(montoVentas), alquileres: round2(montoAlquileres) },
          montosPorMoneda: { ventas, alquileres },
        },
        resumen: {
          totalPropiedadesActivas: Number(p.activas),
          totalOperacionesHistoricas: opsTotal,
          valorTotalTransacciones: round2(montoVentas + montoAlquileres),
        },
      },
    };
  }
}

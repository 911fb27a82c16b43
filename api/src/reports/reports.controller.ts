// GET /api/admin/reportes (issue 5 Reportes): aggregates computed in the database.
// - operacionesPorMes: operations and amounts per month, type and currency over the last `meses` months (default 12),
//   months without operations included (cantidad 0) so charts have a continuous axis;
// - propiedadesPorTipo: current (not deleted) properties by type and operation, with how many are visible;
// - diasEnMercado: days from publication to the operation, for operations linked to a property.
import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { aNumero } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { fromNumeric } from '../common/parse.js';
import { Db } from '../database/db.service.js';

@ApiTags('reportes')
@Controller('admin')
export class ReportsController {
  constructor(@Inject(Db) private readonly db: Db) {}

  @ApiOperation({ summary: 'Reportes: operaciones por mes, propiedades por tipo, días en el mercado' })
  @Get('reportes')
  async reportes(@Query('meses') mesesRaw?: unknown) {
    let meses = 12;
    if (mesesRaw !== undefined && mesesRaw !== '') {
      const n = aNumero(mesesRaw);
      if (n === null || Number.isNaN(n) || !Number.isInteger(n) || n < 1 || n > 60) throw ApiError.validation({ meses: 'El parámetro meses debe ser un entero entre 1 y 60' });
      meses = n;
    }
    const [porMes, porTipo, dias] = await Promise.all([
      this.db.query(
        `WITH meses AS (
           SELECT to_char(d, 'YYYY-MM') AS mes
           FROM generate_series(date_trunc('month', CURRENT_DATE) - make_interval(months => $1 - 1), date_trunc('month', CURRENT_DATE), interval '1 month') AS d)
         SELECT m.mes, o.operacion, o.moneda, count(o.id) AS cantidad, coalesce(sum(o.monto_dinero), 0) AS monto
         FROM meses m
         LEFT JOIN operations o ON to_char(o.fecha_concretada, 'YYYY-MM') = m.mes
         GROUP BY m.mes, o.operacion, o.moneda
         ORDER BY m.mes, o.operacion, o.moneda`,
        [meses],
      ),
      this.db.query(
        `SELECT tipo, operacion, count(*) AS cantidad, count(*) FILTER (WHERE visible) AS visibles
         FROM properties WHERE deleted_at IS NULL GROUP BY tipo, operacion ORDER BY tipo, operacion`,
      ),
      this.db.query(
        `SELECT o.operacion, p.tipo, count(*) AS cantidad,
                round(avg(o.fecha_concretada - p.fecha_publicacion), 1) AS promedio,
                min(o.fecha_concretada - p.fecha_publicacion) AS minimo,
                max(o.fecha_concretada - p.fecha_publicacion) AS maximo
         FROM operations o JOIN properties p ON p.id = o.propiedad_id
         WHERE p.fecha_publicacion IS NOT NULL AND o.fecha_concretada >= p.fecha_publicacion
         GROUP BY o.operacion, p.tipo ORDER BY o.operacion, p.tipo`,
      ),
    ]);
    return {
      success: true,
      data: {
        meses,
        operacionesPorMes: porMes.map((r) => ({
          mes: r.mes,
          operacion: r.operacion ?? null,
          moneda: r.moneda ?? null,
          cantidad: Number(r.cantidad),
          monto: fromNumeric(r.monto) ?? 0,
        })),
        propiedadesPorTipo: porTipo.map((r) => ({ tipo: r.tipo, operacion: r.operacion, cantidad: Number(r.cantidad), visibles: Number(r.visibles) })),
        diasEnMercado: dias.map((r) => ({
          operacion: r.operacion,
          tipo: r.tipo,
          cantidad: Number(r.cantidad),
          promedioDias: fromNumeric(r.promedio) ?? 0,
          minimoDias: Number(r.minimo),
          maximoDias: Number(r.maximo),
        })),
      },
    };
  }
}

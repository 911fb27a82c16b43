// Property matching (issue 5, "Enviar Propiedades"): the visible properties that fit a client's active search
// preferences, and the clients whose preferences a property fits. One SQL statement each.
// A property fits a preference when (for a client's list it must also be visible): its tipo is the preference's (Dpto → Departamento, Galpon → Galpón, …);
// Compra ↔ venta, Alquiler ↔ alquiler or alquiler temporal; and, when the preference has a budget, the property
// is priced in the budget's currency at most `tolerancia` percent above it (default 10 %). Unpriced properties
// fit only budget-less preferences.
import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ERROR_CODES, MENSAJES, TIPO_PREFERENCIA_A_PROPIEDAD, aNumero, esUuid } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { fromNumeric, isoDateTime } from '../common/parse.js';
import { Db, type Row } from '../database/db.service.js';
import { PROPERTY_SELECT, toPropiedad, type PropertyRow } from '../properties/property-row.js';

export const TOLERANCIA_POR_DEFECTO = 10;

const TIPOS_SQL = Object.entries(TIPO_PREFERENCIA_A_PROPIEDAD)
  .map(([pref, tipo]) => `('${pref}', '${tipo}')`)
  .join(', ');

/** SQL condition: property p fits preference pref (tolerance in $tol, a percentage). */
const FITS = `p.deleted_at IS NULL
  AND p.tipo = (SELECT m.tipo FROM (VALUES ${TIPOS_SQL}) AS m(pref, tipo) WHERE m.pref = pref.tipo_propiedad)
  AND ((pref.tipo_operacion = 'Compra' AND p.operacion = 'venta')
    OR (pref.tipo_operacion = 'Alquiler' AND p.operacion IN ('alquiler', 'alquiler temporal')))
  AND (pref.presupuesto IS NULL
    OR (p.precio_moneda = pref.moneda AND p.precio_monto IS NOT NULL AND p.precio_monto <= pref.presupuesto * (1 + $2::numeric / 100)))`;

function tolerancia(raw: unknown): number {
  if (raw === undefined || raw === '') return TOLERANCIA_POR_DEFECTO;
  const n = aNumero(raw);
  if (n === null || Number.isNaN(n) || n < 0 || n > 100) throw ApiError.validation({ tolerancia: 'La tolerancia debe ser un porcentaje entre 0 y 100' });
  return n;
}

function preferencia(r: Row) {
  return {
    _id: r.pref_id,
    tipoPropiedad: r.tipo_propiedad,
    tipoOperacion: r.tipo_operacion,
    presupuesto: fromNumeric(r.presupuesto),
    moneda: r.pref_moneda,
    descripcion: r.pref_descripcion ?? '',
    altaPrioridad: !!r.alta_prioridad,
  };
}

@ApiTags('coincidencias')
@Controller('admin')
export class MatchingController {
  constructor(@Inject(Db) private readonly db: Db) {}

  /** → {success, data: {tolerancia, preferencias: [{preferencia, propiedades: Propiedad[]}]}} (active preferences only). */
  @ApiOperation({ summary: 'Propiedades que coinciden con las preferencias activas del cliente' })
  @Get('cliente/:id/coincidencias')
  async forClient(@Param('id') id: string, @Query('tolerancia') tolRaw?: unknown) {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
    const tol = tolerancia(tolRaw);
    const rows = await this.db.query(
      `SELECT pref.id AS pref_id, pref.tipo_propiedad, pref.tipo_operacion, pref.presupuesto, pref.moneda AS pref_moneda,
              pref.descripcion AS pref_descripcion, pref.alta_prioridad, pref.orden AS pref_orden, c.id AS client_id,
              m.*
       FROM clients c
       LEFT JOIN client_search_preferences pref ON pref.client_id = c.id AND pref.activa
       LEFT JOIN LATERAL (SELECT ${PROPERTY_SELECT} FROM properties p WHERE p.visible AND ${FITS}) m ON true
       WHERE c.id = $1
       ORDER BY pref.orden, pref.created_at, m.fecha_publicacion DESC NULLS LAST, m.created_at DESC`,
      [id, tol],
    );
    if (rows.length === 0) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
    const byPref = new Map<string, { preferencia: ReturnType<typeof preferencia>; propiedades: ReturnType<typeof toPropiedad>[] }>();
    for (const r of rows) {
      if (!r.pref_id) continue;
      if (!byPref.has(r.pref_id)) byPref.set(r.pref_id, { preferencia: preferencia(r), propiedades: [] });
      if (r.id) byPref.get(r.pref_id)!.propiedades.push(toPropiedad(r as PropertyRow));
    }
    return { success: true, data: { tolerancia: tol, preferencias: [...byPref.values()] } };
  }

  /** → {success, data: {tolerancia, interesados: [{cliente, preferencia}]}}: clients whose active preferences this property fits. */
  @ApiOperation({ summary: 'Clientes cuyas preferencias coinciden con la propiedad' })
  @Get('propiedad/:id/interesados')
  async forProperty(@Param('id') id: string, @Query('tolerancia') tolRaw?: unknown) {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES.propiedadNoEncontrada, ERROR_CODES.PROPERTY_NOT_FOUND);
    const tol = tolerancia(tolRaw);
    const exists = await this.db.one(`SELECT id FROM properties WHERE id = $1 AND deleted_at IS NULL`, [id]);
    if (!exists) throw ApiError.notFound(MENSAJES.propiedadNoEncontrada, ERROR_CODES.PROPERTY_NOT_FOUND);
    const rows = await this.db.query(
      `SELECT c.id AS client_id, c.nombre, c.apellido, c.mail, c.telefono, c.created_at AS client_created_at,
              pref.id AS pref_id, pref.tipo_propiedad, pref.tipo_operacion, pref.presupuesto, pref.moneda AS pref_moneda,
              pref.descripcion AS pref_descripcion, pref.alta_prioridad
       FROM properties p
       JOIN client_search_preferences pref ON pref.activa
       JOIN clients c ON c.id = pref.client_id
       WHERE p.id = $1 AND ${FITS}
       ORDER BY pref.alta_prioridad DESC, c.apellido, c.nombre`,
      [id, tol],
    );
    return {
      success: true,
      data: {
        tolerancia: tol,
        interesados: rows.map((r) => ({
          cliente: { _id: r.client_id, nombre: r.nombre, apellido: r.apellido, mail: r.mail ?? null, telefono: r.telefono, fechaCreacion: isoDateTime(r.client_created_at) },
          preferencia: preferencia(r),
        })),
      },
    };
  }
}

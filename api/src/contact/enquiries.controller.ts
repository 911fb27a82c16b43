// The back office's enquiry inbox (issue 5): list contact enquiries newest first, mark them read or answered.
import { Body, Controller, Get, Inject, Param, Patch, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ERROR_CODES, aNumero, esUuid, type Consulta } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { isoDateTime } from '../common/parse.js';
import { Db, type Row } from '../database/db.service.js';

const COLS = `id, nombre, email, telefono, asunto, mensaje, created_at, read_at, answered_at, version`;

function toConsulta(r: Row): Consulta {
  return {
    _id: r.id,
    nombre: r.nombre,
    email: r.email,
    telefono: r.telefono ?? '',
    asunto: r.asunto,
    mensaje: r.mensaje,
    fecha: isoDateTime(r.created_at),
    leida: r.read_at !== null,
    respondida: r.answered_at !== null,
    leidaEn: r.read_at ? isoDateTime(r.read_at) : null,
    respondidaEn: r.answered_at ? isoDateTime(r.answered_at) : null,
  };
}

function entero(v: unknown, campo: string, min: number, max: number, def: number): number {
  if (v === undefined || v === '') return def;
  const n = aNumero(v);
  if (n === null || Number.isNaN(n) || !Number.isInteger(n) || n < min || n > max) {
    throw ApiError.validation({ [campo]: `El parámetro ${campo} debe ser un entero entre ${min} y ${max}` });
  }
  return n;
}

@ApiTags('consultas')
@Controller('admin')
export class EnquiriesController {
  constructor(@Inject(Db) private readonly db: Db) {}

  /** ?page=&limit= (default 10, max 100) &estado=pendientes|leidas|respondidas */
  @ApiOperation({ summary: 'Bandeja de consultas, más nuevas primero' })
  @Get('consultas')
  async list(@Query() q: Record<string, unknown>) {
    const page = entero(q.page, 'page', 1, 100000, 1);
    const limit = entero(q.limit, 'limit', 1, 100, 10);
    const estados: Record<string, string> = { pendientes: 'read_at IS NULL', leidas: 'read_at IS NOT NULL', respondidas: 'answered_at IS NOT NULL', sinresponder: 'answered_at IS NULL' };
    // Own keys only: ?estado=constructor found Object.prototype.constructor and put its source into the SQL (500).
    if (q.estado !== undefined && q.estado !== '' && !(typeof q.estado === 'string' && Object.hasOwn(estados, q.estado))) {
      throw ApiError.validation({ estado: 'El parámetro estado no es válido' });
    }
    const where = q.estado ? `WHERE ${estados[q.estado as string]}` : '';
    const rows = await this.db.query(
      `SELECT ${COLS}, count(*) OVER() AS total_count, (SELECT count(*) FROM contact_enquiries WHERE read_at IS NULL) AS pendientes
       FROM contact_enquiries ${where} ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
      [limit, (page - 1) * limit],
    );
    let total = rows.length > 0 ? Number(rows[0].total_count) : 0;
    let pendientes = rows.length > 0 ? Number(rows[0].pendientes) : 0;
    if (rows.length === 0) {
      const c = await this.db.one(`SELECT (SELECT count(*) FROM contact_enquiries ${where}) AS total, (SELECT count(*) FROM contact_enquiries WHERE read_at IS NULL) AS pendientes`);
      total = Number(c?.total ?? 0);
      pendientes = Number(c?.pendientes ?? 0);
    }
    return { success: true, data: rows.map(toConsulta), total, page, pages: Math.max(1, Math.ceil(total / limit)), pendientes };
  }

  /** {leida?: boolean, respondida?: boolean} */
  @ApiOperation({ summary: 'Marca una consulta leída o respondida' })
  @Patch('consultas/:id')
  async update(@Param('id') id: string, @Body() body: unknown) {
    if (!esUuid(id)) throw ApiError.notFound('Consulta no encontrada', ERROR_CODES.NOT_FOUND);
    const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : null) as Record<string, unknown> | null;
    if (!b) throw ApiError.validation({ body: 'El cuerpo debe ser un objeto JSON' });
    const errors: Record<string, string> = {};
    for (const k of ['leida', 'respondida']) if (b[k] !== undefined && typeof b[k] !== 'boolean') errors[k] = `El campo ${k} debe ser verdadero o falso`;
    if (b.leida === undefined && b.respondida === undefined) errors.body = 'Indicá leida o respondida';
    if (Object.keys(errors).length) throw ApiError.validation(errors);
    // One assignment per column ({leida: false, respondida: true} used to set read_at twice → a 500):
    // an answered enquiry is also read.
    const sets: string[] = [];
    const leida = b.respondida === true ? true : b.leida;
    if (leida !== undefined) sets.push(leida ? 'read_at = coalesce(read_at, now())' : 'read_at = NULL');
    if (b.respondida !== undefined) sets.push(b.respondida ? 'answered_at = coalesce(answered_at, now())' : 'answered_at = NULL');
    const rows = await this.db.query(`UPDATE contact_enquiries SET ${sets.join(', ')}, updated_at = now(), version = version + 1 WHERE id = $1 RETURNING ${COLS}`, [id]);
    if (rows.length === 0) throw ApiError.notFound('Consulta no encontrada', ERROR_CODES.NOT_FOUND);
    return { success: true, data: toConsulta(rows[0]) };
  }
}

// Completed operations. The property title and both parties' names and mails are copied into the row, so the
// record stays readable after the property or the clients change or go away.
import { Inject, Injectable } from '@nestjs/common';
import { validarNuevaOperacion, type Operacion_ } from '@inmo/contracts';
import { ApiError, assertValid } from '../common/api-error.js';
import { fromNumeric, num, str } from '../common/parse.js';
import { Db, type Row } from '../database/db.service.js';

const COLS = `id, operacion, propiedad_id, propiedad_titulo, oferente_id, oferente_nombre, oferente_apellido, oferente_mail,
  receptor_id, receptor_nombre, receptor_apellido, receptor_mail, monto_dinero, moneda, descripcion,
  fecha_concretada::text AS fecha_concretada`;

function toOperacion(r: Row): Operacion_ {
  return {
    _id: r.id,
    operacion: r.operacion,
    propiedad: r.propiedad_titulo,
    propiedadId: r.propiedad_id ?? null,
    oferente: { _id: r.oferente_id ?? '', nombre: r.oferente_nombre, apellido: r.oferente_apellido, mail: r.oferente_mail ?? null },
    receptor: { _id: r.receptor_id ?? '', nombre: r.receptor_nombre, apellido: r.receptor_apellido, mail: r.receptor_mail ?? null },
    montoDinero: fromNumeric(r.monto_dinero),
    moneda: r.moneda,
    descripcion: r.descripcion ?? '',
    fechaConcretada: String(r.fecha_concretada).slice(0, 10),
  };
}

export interface OperacionesFiltros {
  q?: string;
  cliente?: string;
  operacion?: string;
  moneda?: string;
  limit?: number;
  offset?: number;
}

@Injectable()
export class OperationsService {
  constructor(@Inject(Db) private readonly db: Db) {}

  /** Newest first. q: property title; cliente: offeror's or receiver's name or surname. */
  async list(f: OperacionesFiltros = {}): Promise<{ items: Operacion_[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const like = (v: string) => add(`%${v.replace(/[\\%_]/g, (m) => '\\' + m)}%`);
    if (f.q) where.push(`propiedad_titulo ILIKE ${like(f.q)}`);
    if (f.cliente) {
      const c = like(f.cliente);
      where.push(`(oferente_nombre || ' ' || oferente_apellido ILIKE ${c} OR receptor_nombre || ' ' || receptor_apellido ILIKE ${c})`);
    }
    if (f.operacion) where.push(`operacion = ${add(f.operacion)}`);
    if (f.moneda) where.push(`moneda = ${add(f.moneda)}`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    let lim = '';
    if (f.limit !== undefined) lim = `LIMIT ${add(f.limit)} OFFSET ${add(f.offset ?? 0)}`;
    const rows = await this.db.query(`SELECT ${COLS}, count(*) OVER() AS total_count FROM operations ${whereSql} ORDER BY fecha_concretada DESC, created_at DESC, id ${lim}`, params);
    let total = rows.length > 0 ? Number(rows[0].total_count) : 0;
    if (rows.length === 0 && f.offset) {
      const c = await this.db.one(`SELECT count(*) AS n FROM operations ${whereSql}`, params.slice(0, params.length - 2));
      total = Number(c?.n ?? 0);
    }
    return { items: rows.map(toOperacion), total };
  }

  async create(body: Record<string, any>): Promise<Operacion_> {
    assertValid(validarNuevaOperacion(body));
    return this.db.transaction(async () => {
      const prop = await this.db.one(`SELECT id, titulo FROM properties WHERE id = $1 AND deleted_at IS NULL`, [body.propiedad]);
      const parties = await this.db.query(`SELECT id, nombre, apellido, mail FROM clients WHERE id = ANY($1::uuid[])`, [[body.oferente, body.receptor]]);
      const oferente = parties.find((c) => c.id === body.oferente);
      const receptor = parties.find((c) => c.id === body.receptor);
      const errors: Record<string, string> = {};
      if (!prop) errors.propiedad = 'La propiedad seleccionada no existe';
      if (!oferente) errors.oferente = 'El cliente oferente no existe';
      if (!receptor) errors.receptor = 'El cliente receptor no existe';
      assertValid(errors);
      const fecha = str(body.fechaConcretada) ? String(body.fechaConcretada).slice(0, 10) : new Date().toISOString().slice(0, 10);
      const row = await this.db.one(
        `INSERT INTO operations (operacion, propiedad_id, propiedad_titulo, oferente_id, oferente_nombre, oferente_apellido, oferente_mail,
           receptor_id, receptor_nombre, receptor_apellido, receptor_mail, monto_dinero, moneda, descripcion, fecha_concretada)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING ${COLS}`,
        [body.operacion, prop!.id, prop!.titulo, oferente!.id, oferente!.nombre, oferente!.apellido, oferente!.mail,
          receptor!.id, receptor!.nombre, receptor!.apellido, receptor!.mail, num(body.montoDinero), str(body.moneda, 'ARS') || 'ARS', str(body.descripcion), fecha],
      );
      if (!row) throw new ApiError(500, 'Error al crear la operación');
      return toOperacion(row);
    });
  }
}

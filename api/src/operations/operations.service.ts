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

@Injectable()
export class OperationsService {
  constructor(@Inject(Db) private readonly db: Db) {}

  async list(): Promise<Operacion_[]> {
    const rows = await this.db.query(`SELECT ${COLS} FROM operations ORDER BY fecha_concretada DESC, created_at DESC, id`);
    return rows.map(toOperacion);
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

// Clients with their search preferences and offered-property entries (spec §3, §5 Client save).
import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, MENSAJES, esUuid, validarEditarCliente, validarNuevoCliente, type Cliente, type PreferenciaBusqueda, type PropiedadOfrecida } from '@inmo/contracts';
import { ApiError, assertValid } from '../common/api-error.js';
import { bool, fromNumeric, isoDateTime, num, str, strOrNull } from '../common/parse.js';
import { Db, type Row } from '../database/db.service.js';

const CLIENT_COLS = `c.id, c.nombre, c.apellido, c.dni, c.mail, c.telefono, c.profesion, c.created_at, c.updated_at, c.version`;

function normDni(v: unknown): string {
  return str(v).replace(/\./g, '');
}

@Injectable()
export class ClientsService {
  constructor(@Inject(Db) private readonly db: Db) {}

  private toCliente(c: Row, prefs: Row[], offered: Row[]): Cliente {
    const id = String(c.id);
    return {
      _id: id,
      nombre: c.nombre,
      apellido: c.apellido,
      dni: c.dni,
      mail: c.mail ?? null,
      telefono: c.telefono,
      profesion: c.profesion ?? null,
      fechaCreacion: isoDateTime(c.created_at),
      oferente: offered.map((o): PropiedadOfrecida => {
        const entry: PropiedadOfrecida = { _id: o.id, propiedad: o.propiedad, propiedadId: o.propiedad_id ?? null, descripcion: o.descripcion ?? '', activa: !!o.activa };
        if (o.p_tipo) {
          entry.detallesPropiedad = {
            tipo: o.p_tipo,
            operacion: o.p_operacion,
            precio: { monto: fromNumeric(o.p_monto), moneda: o.p_moneda },
            ubicacion: { calle: o.p_calle ?? '', altura: o.p_altura ?? null, localidad: o.p_localidad ?? '' },
          };
        }
        return entry;
      }),
      preferenciasBusqueda: prefs.map((p): PreferenciaBusqueda => ({
        _id: p.id,
        tipoPropiedad: p.tipo_propiedad,
        tipoOperacion: p.tipo_operacion,
        presupuesto: fromNumeric(p.presupuesto),
        moneda: p.moneda,
        descripcion: p.descripcion ?? '',
        activa: !!p.activa,
        financiacion: !!p.financiacion,
        fechaCreacionPreferencia: isoDateTime(p.fecha_creacion_preferencia),
        altaPrioridad: !!p.alta_prioridad,
      })),
      version: Number(c.version),
      updatedAt: isoDateTime(c.updated_at),
    };
  }

  /**
   * Lists clients (newest first) with their preferences and offered entries: three statements in all.
   * q searches name, surname and DNI; rol keeps offerors (offered entries) or receivers (preferences).
   */
  async list(opts: { limit?: number; offset?: number; q?: string; rol?: 'oferente' | 'receptor' }): Promise<{ items: Cliente[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (opts.q) {
      params.push(`%${opts.q.replace(/[\\%_]/g, (m) => '\\' + m)}%`);
      where.push(`(c.nombre ILIKE $1 OR c.apellido ILIKE $1 OR c.dni ILIKE $1 OR (c.nombre || ' ' || c.apellido) ILIKE $1)`);
    }
    if (opts.rol === 'oferente') where.push(`EXISTS (SELECT 1 FROM client_offered_properties o WHERE o.client_id = c.id)`);
    if (opts.rol === 'receptor') where.push(`EXISTS (SELECT 1 FROM client_search_preferences s WHERE s.client_id = c.id)`);
    let lim = '';
    if (opts.limit !== undefined) {
      params.push(opts.limit);
      lim = `LIMIT $${params.length}`;
    }
    if (opts.offset) {
      params.push(opts.offset);
      lim += ` OFFSET $${params.length}`;
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const clients = await this.db.query(`SELECT ${CLIENT_COLS}, count(*) OVER() AS total_count FROM clients c ${whereSql} ORDER BY c.created_at DESC, c.id ${lim}`, params);
    let total = clients.length > 0 ? Number(clients[0].total_count) : 0;
    if (clients.length === 0 && opts.offset) {
      const c = await this.db.one(`SELECT count(*) AS n FROM clients c ${whereSql}`, params.slice(0, opts.q ? 1 : 0));
      total = Number(c?.n ?? 0);
    }
    return { items: await this.withChildren(clients), total };
  }

  private async withChildren(clients: Row[]): Promise<Cliente[]> {
    if (clients.length === 0) return [];
    const ids = clients.map((c) => c.id);
    const prefs = await this.db.query(`SELECT * FROM client_search_preferences WHERE client_id = ANY($1::uuid[]) ORDER BY orden, created_at`, [ids]);
    const offered = await this.db.query(
      `SELECT o.*, p.tipo AS p_tipo, p.operacion AS p_operacion, p.precio_monto AS p_monto, p.precio_moneda AS p_moneda,
              p.calle AS p_calle, p.altura AS p_altura, p.localidad AS p_localidad
       FROM client_offered_properties o LEFT JOIN properties p ON p.id = o.propiedad_id AND p.deleted_at IS NULL
       WHERE o.client_id = ANY($1::uuid[]) ORDER BY o.orden, o.created_at`,
      [ids],
    );
    return clients.map((c) => this.toCliente(c, prefs.filter((p) => p.client_id === c.id), offered.filter((o) => o.client_id === c.id)));
  }

  async get(id: string): Promise<Cliente> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
    const rows = await this.db.query(`SELECT ${CLIENT_COLS} FROM clients c WHERE c.id = $1`, [id]);
    if (rows.length === 0) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
    return (await this.withChildren(rows))[0];
  }

  async create(body: Record<string, unknown>): Promise<Cliente> {
    assertValid(validarNuevoCliente(body));
    const row = await this.db.one<{ id: string }>(
      `INSERT INTO clients (nombre, apellido, dni, mail, telefono, profesion) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [str(body.nombre), str(body.apellido), normDni(body.dni), strOrNull(body.mail), str(body.telefono), strOrNull(body.profesion)],
    );
    return this.get(row!.id);
  }

  /**
   * Saves a client with its lists (spec §5 Client save): preferences lacking type or operation and offered entries
   * with a blank name are dropped; lists are replaced in one transaction. With `version`, a stale one → 409.
   */
  async update(id: string, body: Record<string, any>): Promise<Cliente> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
    assertValid(validarEditarCliente(body));
    const prefs = (Array.isArray(body.preferenciasBusqueda) ? body.preferenciasBusqueda : []).filter(
      (p: any) => str(p.tipoPropiedad) !== '' && str(p.tipoOperacion) !== '',
    );
    const offered = (Array.isArray(body.oferente) ? body.oferente : []).filter((o: any) => str(o.propiedad) !== '');
    const propIds = offered.map((o: any) => strOrNull(o.propiedadId)).filter(Boolean) as string[];
    await this.db.transaction(async () => {
      if (propIds.length > 0) {
        const found = await this.db.query(`SELECT id FROM properties WHERE id = ANY($1::uuid[])`, [propIds]);
        if (found.length !== new Set(propIds).size) throw ApiError.validation({ oferente: 'Alguna de las propiedades ofrecidas no existe' });
      }
      const params: unknown[] = [str(body.nombre), str(body.apellido), normDni(body.dni), strOrNull(body.mail), str(body.telefono), strOrNull(body.profesion), id];
      let cond = 'id = $7';
      if (body.version !== undefined && body.version !== null) {
        params.push(body.version);
        cond += ' AND version = $8';
      }
      const updated = await this.db.query(
        `UPDATE clients SET nombre = $1, apellido = $2, dni = $3, mail = $4, telefono = $5, profesion = $6, version = version + 1, updated_at = now()
         WHERE ${cond} RETURNING id`,
        params,
      );
      if (updated.length === 0) {
        const exists = await this.db.one(`SELECT id FROM clients WHERE id = $1`, [id]);
        if (!exists) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
        throw new ApiError(409, MENSAJES.conflictoCliente, ERROR_CODES.CLIENT_VERSION_CONFLICT);
      }
      // altaPrioridad is read only: keep the stored flag of a preference sent back with its _id.
      const old = await this.db.query(`SELECT id, alta_prioridad FROM client_search_preferences WHERE client_id = $1`, [id]);
      const alta = new Map(old.map((r) => [r.id, !!r.alta_prioridad]));
      await this.db.query(`DELETE FROM client_search_preferences WHERE client_id = $1`, [id]);
      await this.db.query(`DELETE FROM client_offered_properties WHERE client_id = $1`, [id]);
      for (const [k, p] of prefs.entries()) {
        const fecha = strOrNull(p.fechaCreacionPreferencia);
        await this.db.query(
          `INSERT INTO client_search_preferences (client_id, tipo_propiedad, tipo_operacion, presupuesto, moneda, descripcion, activa, financiacion, fecha_creacion_preferencia, alta_prioridad, orden)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9::timestamptz, now()), $10, $11)`,
          [id, str(p.tipoPropiedad), str(p.tipoOperacion), num(p.presupuesto), str(p.moneda, 'ARS') || 'ARS', str(p.descripcion), bool(p.activa, true), bool(p.financiacion, true), fecha, alta.get(p._id) ?? false, k],
        );
      }
      for (const [k, o] of offered.entries()) {
        await this.db.query(
          `INSERT INTO client_offered_properties (client_id, propiedad, propiedad_id, descripcion, activa, orden) VALUES ($1, $2, $3, $4, $5, $6)`,
          [id, str(o.propiedad), strOrNull(o.propiedadId), str(o.descripcion), bool(o.activa, true), k],
        );
      }
    });
    return this.get(id);
  }
}

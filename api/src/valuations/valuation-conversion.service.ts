// 'Convertir en propiedad': a valuation becomes a hidden listing with the subject's data and the owner as its Cliente
// dueño (which makes the owner an offeror), once.
import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, MENSAJES_TASACION, faltanParaConvertir, leerPropiedad, type ConvertirTasacion, type Tasacion } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Db } from '../database/db.service.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import { PropertiesService } from '../properties/properties.service.js';
import { ValuationsService, valuationNotFound } from './valuations.service.js';

@Injectable()
export class ValuationConversion {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ValuationsService) private readonly valuations: ValuationsService,
    @Inject(PropertiesService) private readonly listings: PropertiesService,
    @Inject(HistoryService) private readonly history: HistoryService,
  ) {}

  /**
   * 'Convertir en propiedad': a hidden listing for sale (visible false) with the subject's data, the suggested value as
   * its price and the owner as its Cliente dueño. A type's required figures the valuation does not hold come from
   * staff in `dados` (faltanParaConvertir: 400 naming each one missing); required texts it lacks read 'A definir'.
   * Once only (409 after).
   */
  async convert(id: string, actor: Actor, dados: Partial<ConvertirTasacion> = {}): Promise<Tasacion> {
    return this.db.transaction(async () => {
      const current = await this.valuations.find(id, true);
      if (!current) throw valuationNotFound();
      if (current.propiedad_creada_id || current.convertida) throw new ApiError(409, MENSAJES_TASACION.yaConvertida, ERROR_CODES.VALUATION_CONVERTED);
      if (!current.cliente_id) throw ApiError.validation({ cliente: MENSAJES_TASACION.sinPropietario });
      const t = (await this.valuations.named([current]))[0]!;
      const faltan = faltanParaConvertir(t.sujeto).filter((f) => dados[f.campo] === null || dados[f.campo] === undefined);
      if (faltan.length) throw ApiError.validation(Object.fromEntries(faltan.map((f) => [f.campo, f.mensaje])));
      const listing = leerPropiedad(t.sujeto.tipo, listingBody(t, dados));
      if (!listing.ok) throw ApiError.validation(listing.errores);
      const created = await this.listings.create(listing.datos, actor);
      await this.db.execute(`UPDATE valuations SET propiedad_creada_id = $2, convertida_en = now(), version = version + 1, updated_at = now() WHERE id = $1`, [id, created.id]);
      await this.history.record({ entidad: 'tasacion', entidadId: id, accion: 'editar', actor, antes: { propiedadCreada: null }, despues: { propiedadCreada: created.id } });
      return this.valuations.get(id);
    });
  }
}

const A_DEFINIR = 'A definir';

/** The creation body of the listing a valuation becomes (contracts' property schema checks it). */
export function listingBody(t: Tasacion, dados: Partial<ConvertirTasacion>): Record<string, unknown> {
  const s = t.sujeto;
  const titulo = `${s.tipo} en ${s.localidad}${s.direccion ? `, ${s.direccion}` : ''}`.slice(0, 300);
  const cubierta = s.superficieCubierta;
  const total = s.superficieTerreno ?? (cubierta !== null ? cubierta + (s.superficieSemicubierta ?? 0) + (s.superficieDescubierta ?? 0) : null);
  const body: Record<string, unknown> = {
    titulo, operacion: 'venta', visible: false, localidad: s.localidad, calle: s.direccion, clienteDueño: t.cliente!._id,
    precio: { monto: t.valor.sugerido, moneda: t.moneda },
    descripcion: `Propiedad cargada desde la tasación del ${t.fecha.slice(0, 10)}. Completá sus datos antes de publicarla.`,
  };
  switch (s.tipo) {
    case 'Casa':
    case 'Departamento':
      Object.assign(body, { ambientes: s.ambientes, habitaciones: dados.habitaciones, superficieCubierta: cubierta, superficieTotal: total, antiguedad: s.antiguedad });
      if (s.tipo === 'Departamento') body.piso = dados.piso;
      break;
    case 'Local comercial':
      Object.assign(body, { rubro: A_DEFINIR, superficieCubierta: cubierta, superficieTotal: total, antiguedad: s.antiguedad, frente: s.frente, fondo: s.fondo });
      break;
    case 'Terreno':
      Object.assign(body, { superficie: s.superficieTerreno, largo: s.fondo ?? dados.largo, ancho: s.frente });
      break;
    case 'Campo':
      Object.assign(body, { hectareas: s.hectareas, condicion: A_DEFINIR });
      break;
    case 'Fondo de Comercio':
      Object.assign(body, { nombreComercio: A_DEFINIR, rubro: A_DEFINIR, superficieLocal: cubierta, superficieTotal: total, precioVenta: t.valor.sugerido });
      break;
    case 'Galpón':
      Object.assign(body, { superficieTotal: total ?? cubierta ?? 1, superficieCubierta: cubierta, condicion: A_DEFINIR });
      break;
  }
  return body;
}

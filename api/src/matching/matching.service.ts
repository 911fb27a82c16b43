// Property matching ('Enviar Propiedades'): the visible properties that fit a client's active search
// preferences, and the clients whose active preferences a property fits. The rule is here; the data comes from its
// owners, ClientLookups (preferences) and PropertyLookups (properties), in two statements per call.
// A property fits a preference when its tipo is the one the preference looks for (Dpto → Departamento,
// Galpon → Galpón, …); Compra ↔ venta, Alquiler ↔ alquiler or alquiler temporal; when the preference has a
// budget, the property is priced in the budget's currency at most `tolerancia` percent above it (unpriced
// properties fit only budget-less preferences; a price in another currency is not converted, so it does not fit);
// when it names towns, the property is in one of them (accents and case aside); when it asks for a minimum of
// bedrooms or a surface range (covered surface, else total), the property states them and they are within it.
// For a client's list the property must also be visible.
import { Inject, Injectable } from '@nestjs/common';
import {
  COINCIDENCIAS_POR_PREFERENCIA, ERROR_CODES, INTERESADOS_MAX_CLIENTES, MENSAJES, TIPO_PREFERENCIA_A_PROPIEDAD,
  type CoincidenciasClienteResponse, type InteresadosPropiedadResponse, type Operacion, type TipoOperacionPreferencia,
} from '@inmo/contracts';
import { ClientLookups } from '../clients/client-lookups.service.js';
import { ApiError } from '../common/api-error.js';
import { PropertyLookups, type PropertyFitCriterion } from '../properties/property-lookups.service.js';

export const TOLERANCIA_POR_DEFECTO = 10;

/** The property operations each preference operation looks for. */
const OPERACIONES_BUSCADAS: Record<TipoOperacionPreferencia, readonly Operacion[]> = {
  Compra: ['venta'],
  Alquiler: ['alquiler', 'alquiler temporal'],
};

/** Own keys only: a stored value such as 'constructor' must not find Object.prototype's. */
function lookup<V>(table: Record<string, V>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

@Injectable()
export class MatchingService {
  constructor(
    @Inject(ClientLookups) private readonly clients: ClientLookups,
    @Inject(PropertyLookups) private readonly properties: PropertyLookups,
  ) {}

  /**
   * Per active preference of the client (in the client's order), the visible properties that fit it, newest first:
   * at most COINCIDENCIAS_POR_PREFERENCIA (a loose preference fits thousands at 100,000 properties: a 47 MB reply),
   * with how many fit in all.
   */
  async forClient(clientId: string, tolerancia: number): Promise<CoincidenciasClienteResponse['data']> {
    const preferencias = await this.clients.activePreferences(clientId);
    if (!preferencias) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
    const criteria = preferencias.map((p): PropertyFitCriterion => {
      const tipo = lookup(TIPO_PREFERENCIA_A_PROPIEDAD, p.tipoPropiedad);
      return {
        tipo: tipo ?? '',
        // A preference of an unknown type or operation fits nothing.
        operaciones: tipo ? (lookup(OPERACIONES_BUSCADAS, p.tipoOperacion) ?? []) : [],
        precioMaximo: p.presupuesto === null ? null : { monto: p.presupuesto, moneda: p.moneda, margenPct: tolerancia },
        localidades: p.localidades,
        dormitoriosMin: p.dormitoriosMin,
        superficieMin: p.superficieMin,
        superficieMax: p.superficieMax,
      };
    });
    const found = criteria.length > 0 ? await this.properties.visibleFitting(criteria, COINCIDENCIAS_POR_PREFERENCIA) : [];
    return { tolerancia, preferencias: preferencias.map((preferencia, i) => ({ preferencia, propiedades: found[i]?.propiedades ?? [], total: found[i]?.total ?? 0 })) };
  }

  /**
   * The clients whose active preferences the property (hidden or not, but not deleted) fits, high priority first: the
   * first INTERESADOS_MAX_CLIENTES (at 10,000 fitting clients the whole list was ≈ 4 MB), and how many fit.
   */
  async forProperty(propertyId: string, tolerancia: number): Promise<InteresadosPropiedadResponse['data']> {
    const property = (await this.properties.summaries([propertyId])).find((p) => !p.eliminada);
    if (!property) throw ApiError.notFound(MENSAJES.propiedadNoEncontrada, ERROR_CODES.PROPERTY_NOT_FOUND);
    const { interesados, clientes } = await this.clients.interestedIn(
      {
        tiposPropiedad: Object.entries(TIPO_PREFERENCIA_A_PROPIEDAD).filter(([, tipo]) => tipo === property.tipo).map(([pref]) => pref),
        tiposOperacion: Object.entries(OPERACIONES_BUSCADAS).filter(([, ops]) => ops.some((op) => op === property.operacion)).map(([pref]) => pref),
        precio: property.precio,
        margenPct: tolerancia,
        localidad: property.ubicacion.localidad ?? '',
        dormitorios: property.habitaciones,
        superficie: property.superficie,
      },
      INTERESADOS_MAX_CLIENTES,
    );
    return { tolerancia, clientes, interesados };
  }
}

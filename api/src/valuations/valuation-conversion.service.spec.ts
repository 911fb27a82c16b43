import { ERROR_CODES, MENSAJES_TASACION, TIPOS_PROPIEDAD, leerPropiedad, type PropiedadDatos, type Tasacion, type TipoPropiedad } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import type { Db } from '../database/db.service.js';
import type { Actor } from '../history/actor.js';
import type { HistoryService } from '../history/history.service.js';
import type { PropertiesService } from '../properties/properties.service.js';
import type { ValuationRow } from './valuation-row.js';
import { ValuationConversion, listingBody } from './valuation-conversion.service.js';
import type { ValuationsService } from './valuations.service.js';

const ACTOR: Actor = { id: null, nombre: 'Prueba' };
const ID = '00000000-0000-4000-8000-000000000001';

function tasacion(tipo: TipoPropiedad): Tasacion {
  return {
    _id: ID, fecha: '2026-03-04T12:00:00.000Z', moneda: 'USD', cliente: { _id: '00000000-0000-4000-8000-000000000002', nombre: 'Ana', apellido: 'Paz' },
    valor: { minimo: 90000, sugerido: 100000, maximo: 110000 },
    sujeto: {
      tipo, localidad: 'Tandil', direccion: 'Rivadavia 100', superficieCubierta: tipo === 'Terreno' || tipo === 'Campo' ? null : 120, superficieSemicubierta: 10,
      superficieDescubierta: 30, superficieTerreno: tipo === 'Terreno' ? 300 : null, frente: 10, fondo: 30, hectareas: tipo === 'Campo' ? 50 : null, antiguedad: 15,
      ambientes: 4, propiedad: null,
    },
  } as unknown as Tasacion;
}

function converting(row: Partial<ValuationRow> | null) {
  const created: PropiedadDatos[] = [];
  const writes: unknown[][] = [];
  const conversion = new ValuationConversion(
    { transaction: (fn: () => Promise<unknown>) => fn(), execute: async (_sql: string, params: unknown[]) => void writes.push(params) } as unknown as Db,
    {
      find: async () => row && { id: ID, propiedad_creada_id: null, convertida: false, cliente_id: 'c', ...row },
      named: async () => [tasacion('Casa')],
      get: async () => tasacion('Casa'),
    } as unknown as ValuationsService,
    { create: async (d: PropiedadDatos) => (created.push(d), { id: 'nueva' }) } as unknown as PropertiesService,
    { record: async () => undefined } as unknown as HistoryService,
  );
  return { conversion, created, writes };
}

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('not refused');
}

/** The figures each type may require of staff (a house's bedrooms, a flat's floor, a plot's length). */
const FIGURAS = { habitaciones: 3, piso: 1, largo: 30 };

describe('ValuationConversion', () => {
  it.each(TIPOS_PROPIEDAD)('makes a %s valuation a listing its type accepts: hidden, for sale, at the suggested value, the owner as its Cliente dueño', (tipo) => {
    const r = leerPropiedad(tipo, listingBody(tasacion(tipo), FIGURAS));
    expect(r.ok ? { tipo: r.datos.tipo, visible: r.datos.visible, operacion: r.datos.operacion, precio: r.datos.precio.monto, dueño: r.datos.clienteDueño } : r.errores).toEqual({
      tipo, visible: false, operacion: 'venta', precio: 100000, dueño: '00000000-0000-4000-8000-000000000002',
    });
  });

  it("takes the figures staff give for what a valuation does not hold, the total surface from its parts, 'A definir' for texts", () => {
    expect(listingBody(tasacion('Casa'), { habitaciones: 2 })).toMatchObject({ titulo: 'Casa en Tandil, Rivadavia 100', ambientes: 4, habitaciones: 2, superficieTotal: 160 });
    expect(listingBody(tasacion('Departamento'), { piso: 3 })).toMatchObject({ piso: 3 });
    expect(listingBody(tasacion('Galpón'), {})).toMatchObject({ condicion: 'A definir' });
  });

  it("refuses a house without the bedrooms staff must give, naming the field, and creates nothing", async () => {
    const { conversion, created } = converting({});
    expect(await refusal(conversion.convert(ID, ACTOR))).toMatchObject({ status: 400, errors: { habitaciones: 'Indicá los dormitorios: la tasación no los tiene' } });
    expect(created).toEqual([]);
  });

  it('converts once: the listing is created and the valuation points at it', async () => {
    const { conversion, created, writes } = converting({});
    await conversion.convert(ID, ACTOR, { habitaciones: 3 });
    expect(created.map((d) => [d.tipo, d.visible])).toEqual([['Casa', false]]);
    expect(writes).toEqual([[ID, 'nueva']]);
  });

  it('refuses a converted valuation (409), one without an owner (400) and a missing one (404), creating nothing', async () => {
    const done = converting({ propiedad_creada_id: 'otra' });
    expect(await refusal(done.conversion.convert(ID, ACTOR))).toMatchObject({ status: 409, code: ERROR_CODES.VALUATION_CONVERTED });
    const ownerless = converting({ cliente_id: null });
    expect(await refusal(ownerless.conversion.convert(ID, ACTOR))).toMatchObject({ status: 400, errors: { cliente: MENSAJES_TASACION.sinPropietario } });
    const missing = converting(null);
    expect((await refusal(missing.conversion.convert(ID, ACTOR))).status).toBe(404);
    expect([...done.created, ...ownerless.created, ...missing.created]).toEqual([]);
  });
});

import { createHash } from 'node:crypto';
import type { ApiError } from '../common/api-error.js';
import type { EnquiryFigures } from '../contact/enquiry-figures.service.js';
import type { Db } from '../database/db.service.js';
import type { Actor } from '../history/actor.js';
import type { HistoryService } from '../history/history.service.js';
import type { PortalAccounts } from '../portals/portal-accounts.service.js';
import type { ListingPermissions } from '../properties/listing-permissions.service.js';
import type { PropertyLookups } from '../properties/property-lookups.service.js';
import { OwnerReports } from './owner-reports.service.js';

const LISTING = '00000000-0000-4000-8000-000000000001';
const ACTOR: Actor = { id: null, nombre: 'Prueba' };
const SECRETO = 'a'.repeat(43);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const listing = {
  id: LISTING, codigo: 'CA-0001', titulo: 'Casa en Tandil', estado: 'Disponible', eliminada: false, fechaPublicacion: '2026-01-10',
  ubicacion: { calle: 'Rivadavia', altura: 100, localidad: 'Tandil' }, precio: { monto: 100000, moneda: 'USD' },
};

function owners(o: { link?: boolean; deleted?: boolean; linkBefore?: boolean } = {}) {
  const sql: unknown[][] = [];
  const history: { antes: unknown; despues: unknown }[] = [];
  const service = new OwnerReports(
    {
      transaction: (fn: () => Promise<unknown>) => fn(),
      execute: async (_s: string, params: unknown[]) => void sql.push(params),
      one: async (s: string, params: unknown[]) => {
        sql.push(params);
        if (s.includes('secreto_hash = $1')) return o.link === false ? null : { propiedad_id: LISTING };
        return o.linkBefore ? { propiedad_id: LISTING } : null;
      },
      query: async (s: string) =>
        s.includes('to_char')
          ? [{ mes: '2026-02', programadas: '3', realizadas: '2' }, { mes: '2026-03', programadas: '1', realizadas: '0' }]
          : [{ inicio: '2026-03-05T15:00:00.000Z', interes: '4', resultado: 'Le gustó el patio' }],
    } as unknown as Db,
    { summaries: async () => [{ ...listing, eliminada: !!o.deleted }] } as unknown as PropertyLookups,
    { assertCanEdit: async () => undefined } as unknown as ListingPermissions,
    {
      record: async (h: { antes: unknown; despues: unknown }) => void history.push({ antes: h.antes, despues: h.despues }),
      list: async () => [
        { fecha: '2026-03-01T15:00:00.000Z', accion: 'editar', cambios: [{ campo: 'precio', despues: '95000' }] },
        { fecha: '2026-02-01T15:00:00.000Z', accion: 'editar', cambios: [{ campo: 'titulo', despues: 'x' }] },
        { fecha: '2026-01-10T15:00:00.000Z', accion: 'crear', cambios: [{ campo: 'precio', despues: '100000' }] },
      ],
    } as unknown as HistoryService,
    { perMonthOfProperty: async () => [{ mes: '2026-01', cantidad: 4 }, { mes: '2026-02', cantidad: 1 }] } as unknown as EnquiryFigures,
    { ofProperty: async () => [{ portal: 'zonaprop', estado: 'publicada', motivo: null }] } as unknown as PortalAccounts,
  );
  return { service, sql, history };
}

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('not refused');
}

describe('OwnerReports', () => {
  it('keeps only the hash of a new link, and the history says whether it was made or renewed', async () => {
    const first = owners();
    const secreto = await first.service.createReportLink(LISTING, ACTOR, undefined);
    expect(secreto).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.sql.flat()).toContain(sha256(secreto));
    expect(first.sql.flat()).not.toContain(secreto);
    expect(first.history).toEqual([{ antes: { enlaceInforme: 'Sin enlace' }, despues: { enlaceInforme: 'Creado' } }]);
    const renewed = owners({ linkBefore: true });
    await renewed.service.createReportLink(LISTING, ACTOR, undefined);
    expect(renewed.history[0]!.despues).toEqual({ enlaceInforme: 'Renovado (el anterior dejó de funcionar)' });
  });

  it('makes no link for a deleted listing (404)', async () => {
    const { service, history } = owners({ deleted: true });
    expect((await refusal(service.createReportLink(LISTING, ACTOR, undefined))).status).toBe(404);
    expect(history).toEqual([]);
  });

  it('answers 404 for a secret of another shape without looking it up, for an unknown one, and for a deleted listing', async () => {
    const odd = owners();
    expect((await refusal(odd.service.report('corto'))).status).toBe(404);
    expect(odd.sql).toEqual([]);
    expect((await refusal(owners({ link: false }).service.report(SECRETO))).status).toBe(404);
    expect((await refusal(owners({ deleted: true }).service.report(SECRETO))).status).toBe(404);
  });

  it('sums enquiries and visits made by month, names the outcomes, and lists the price as it changed, oldest first', async () => {
    const { service, sql } = owners();
    const informe = await service.report(SECRETO);
    expect(sql[0]).toEqual([sha256(SECRETO)]);
    expect(informe.propiedad).toEqual({ codigo: 'CA-0001', titulo: 'Casa en Tandil', direccion: 'Rivadavia 100, Tandil', estado: 'Disponible', precio: 100000, moneda: 'USD', publicadaDesde: '2026-01-10' });
    expect(informe.totales).toEqual({ consultas: 5, visitas: 4, realizadas: 2 });
    expect(informe.porMes).toEqual([
      { mes: '2026-01', consultas: 4, visitas: 0 },
      { mes: '2026-02', consultas: 1, visitas: 2 },
    ]);
    expect(informe.comentarios).toEqual([{ fecha: '2026-03-05', interes: 4, resultado: 'Le gustó el patio' }]);
    expect(informe.portales).toEqual([{ portal: 'zonaprop', estado: 'publicada' }]);
    expect(informe.historialPrecio).toEqual([
      { fecha: '2026-01-10', precio: 100000, moneda: 'USD' },
      { fecha: '2026-03-01', precio: 95000, moneda: 'USD' },
    ]);
  });
});

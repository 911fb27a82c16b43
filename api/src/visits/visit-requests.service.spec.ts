import { ERROR_CODES, MENSAJES_VISITA, type PedirVisita } from '@inmo/contracts';
import type { AgencyService } from '../agency/agency.service.js';
import type { ApiError } from '../common/api-error.js';
import type { RateLimitService } from '../common/rate-limit.service.js';
import type { ContactService } from '../contact/contact.service.js';
import type { Db } from '../database/db.service.js';
import type { HistoryService } from '../history/history.service.js';
import type { PropertyLookups } from '../properties/property-lookups.service.js';
import { VisitRequests } from './visit-requests.service.js';
import type { VisitsService } from './visits.service.js';

const LISTING = '00000000-0000-4000-8000-000000000001';
/** Open every day, all day: every hour ahead is a turn. */
const SIEMPRE = Array.from({ length: 7 }, () => [0, 24] as const);

function requests(o: { throttled?: boolean; isPublic?: boolean; busy?: { inicio: string; fin: string }[]; waiting?: number } = {}) {
  const log: string[] = [];
  const service = new VisitRequests(
    {
      transaction: (fn: () => Promise<unknown>) => fn(),
      execute: async () => undefined,
      one: async () => ({ n: String(o.waiting ?? 0) }),
      query: async () => o.busy ?? [],
    } as unknown as Db,
    {
      expireRequests: async () => (log.push('vencer'), []),
      insertOrConflict: async (_sql: string, params: unknown[]) => (log.push(`visita ${params[1]} ${params[4]}`), 'v1'),
      find: async () => ({}),
    } as unknown as VisitsService,
    {
      ipHash: () => 'ip',
      recordVisitRequest: async (c: { mensaje: string }) => (log.push(`consulta: ${c.mensaje.slice(0, 15)}`), 'c1'),
    } as unknown as ContactService,
    { take: async () => !o.throttled } as unknown as RateLimitService,
    {
      publicListing: async (id: string) => (o.isPublic === false ? null : { id, asignadoA: 'agente-1', titulo: 'Casa', codigo: 'C-1' }),
    } as unknown as PropertyLookups,
    { get: async () => ({ horarioVisitas: SIEMPRE }) } as unknown as AgencyService,
    { record: async () => undefined } as unknown as HistoryService,
  );
  return { service, log };
}

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('not refused');
}

const pedido = (inicio: string): PedirVisita => ({ propiedad: LISTING, inicio, nombre: 'Ana Paz', telefono: '+54 249 444-5555', email: 'ana@example.com' });

describe('VisitRequests', () => {
  it("offers the agency's hourly turns ahead, leaving out those an active visit of the listing or its agent overlaps", async () => {
    const libres = await requests().service.turnos(LISTING);
    expect(libres.length).toBeGreaterThan(24 * 13);
    expect(libres.every((t) => Date.parse(t.fin) - Date.parse(t.inicio) === 3600_000 && Date.parse(t.inicio) > Date.now())).toBe(true);
    const [primero, segundo, tercero] = libres;
    // A visit from the middle of the first turn to the middle of the second takes both.
    const medio = (t: { inicio: string }) => new Date(Date.parse(t.inicio) + 1800_000).toISOString();
    const ocupado = await requests({ busy: [{ inicio: medio(primero!), fin: medio(segundo!) }] }).service.turnos(LISTING);
    expect(ocupado[0]).toEqual(tercero);
    expect(ocupado).toHaveLength(libres.length - 2);
  });

  it('answers 404 for a listing that is not on the public site', async () => {
    expect((await refusal(requests({ isPublic: false }).service.turnos(LISTING))).status).toBe(404);
  });

  it('writes a free turn as a pending visit with the listing’s agent, and its enquiry', async () => {
    const { service: free } = requests();
    const [turno] = await free.turnos(LISTING);
    const { service, log } = requests();
    await service.request(pedido(turno!.inicio), '10.0.0.1');
    expect(log).toEqual(['vencer', 'consulta: Pide visitar Ca', `visita agente-1 Ana Paz`]);
  });

  it('refuses a throttled client (429) before reading anything, a time outside the turns (400), a taken turn (409) and a third waiting request (429)', async () => {
    const [turno] = await requests().service.turnos(LISTING);
    const throttled = requests({ throttled: true });
    expect(await refusal(throttled.service.request(pedido(turno!.inicio), 'ip'))).toMatchObject({ status: 429, code: ERROR_CODES.VISIT_THROTTLED });
    expect(throttled.log).toEqual([]);
    const fuera = new Date(Date.parse(turno!.inicio) + 60_000).toISOString();
    expect(await refusal(requests().service.request(pedido(fuera), 'ip'))).toMatchObject({ status: 400, errors: { inicio: MENSAJES_VISITA.fueraDeHorario } });
    const taken = requests({ busy: [turno!] });
    expect(await refusal(taken.service.request(pedido(turno!.inicio), 'ip'))).toMatchObject({ status: 409, code: ERROR_CODES.VISIT_SLOT_TAKEN });
    const waiting = requests({ waiting: 2 });
    expect(await refusal(waiting.service.request(pedido(turno!.inicio), 'ip'))).toMatchObject({ status: 429, code: ERROR_CODES.VISIT_PENDING_LIMIT });
    expect([...taken.log, ...waiting.log].filter((l) => !l.startsWith('vencer'))).toEqual([]);
  });
});

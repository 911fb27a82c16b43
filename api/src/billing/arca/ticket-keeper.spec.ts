// The access ticket is asked for once and reused: across calls, restarts (a new keeper over the same store) and
// concurrent callers; renewed near its expiry; WSAA's "already authenticated" answered with the stored ticket.
import { ArcaAlreadyAuthenticatedError, ArcaTransportError } from './arca-errors.js';
import { type TicketStore, TicketKeeper } from './ticket-keeper.js';
import type { AccessTicket } from './wsaa.js';

const HOUR = 3600_000;
let clock = new Date('2026-12-02T12:00:00Z');
const now = () => clock;

/** WSAA as it behaves: one ticket per 12 hours, refused while the last is valid. */
function fakeWsaa() {
  let live: AccessTicket | null = null;
  const wsaa = {
    logins: 0,
    attempts: 0,
    down: false,
    async login(at = clock): Promise<AccessTicket> {
      wsaa.attempts++;
      await new Promise((r) => setTimeout(r, 5));
      if (wsaa.down) throw new ArcaTransportError('ARCA no respondió en 15 s');
      if (live && live.expiresAt > at) throw new ArcaAlreadyAuthenticatedError('El CEE ya posee un TA valido para el acceso al WSN solicitado');
      wsaa.logins++;
      live = { token: `token-${wsaa.logins}`, sign: `sign-${wsaa.logins}`, expiresAt: new Date(at.getTime() + 12 * HOUR) };
      return live;
    },
  };
  return wsaa;
}

function memoryStore(): TicketStore & { saved: AccessTicket | null } {
  const store = {
    saved: null as AccessTicket | null,
    load: () => Promise.resolve(store.saved),
    save: (t: AccessTicket) => {
      store.saved = t;
      return Promise.resolve();
    },
  };
  return store;
}

beforeEach(() => {
  clock = new Date('2026-12-02T12:00:00Z');
});

it('logs in once and reuses the ticket, also after a restart over the same store', async () => {
  const wsaa = fakeWsaa();
  const store = memoryStore();
  const first = await new TicketKeeper(wsaa, store, undefined, now).ticket();
  expect(first.token).toBe('token-1');
  clock = new Date(clock.getTime() + 6 * HOUR);
  const restarted = new TicketKeeper(wsaa, store, undefined, now);
  await expect(restarted.ticket()).resolves.toEqual(first);
  expect([wsaa.attempts, wsaa.logins]).toEqual([1, 1]);
});

it('shares one login among concurrent callers', async () => {
  const wsaa = fakeWsaa();
  const keeper = new TicketKeeper(wsaa, memoryStore(), undefined, now);
  const tickets = await Promise.all([keeper.ticket(), keeper.ticket(), keeper.ticket()]);
  expect(new Set(tickets.map((t) => t.token))).toEqual(new Set(['token-1']));
  expect([wsaa.attempts, wsaa.logins]).toEqual([1, 1]);
});

it('renews an expired ticket, and inside the margin keeps the stored one while ARCA still holds it', async () => {
  const wsaa = fakeWsaa();
  const store = memoryStore();
  const keeper = new TicketKeeper(wsaa, store, 10 * 60_000, now);
  const first = await keeper.ticket();
  clock = new Date(first.expiresAt.getTime() - 5 * 60_000);
  await expect(keeper.ticket()).resolves.toEqual(first);
  clock = new Date(first.expiresAt.getTime() + 1000);
  await expect(keeper.ticket()).resolves.toMatchObject({ token: 'token-2' });
  expect(store.saved?.token).toBe('token-2');
});

it('surfaces "already authenticated" when ARCA holds a ticket this store does not have', async () => {
  const wsaa = fakeWsaa();
  await new TicketKeeper(wsaa, memoryStore(), undefined, now).ticket();
  await expect(new TicketKeeper(wsaa, memoryStore(), undefined, now).ticket()).rejects.toBeInstanceOf(ArcaAlreadyAuthenticatedError);
});

it('lets a transport failure through and tries again on the next call', async () => {
  const wsaa = fakeWsaa();
  const keeper = new TicketKeeper(wsaa, memoryStore(), undefined, now);
  wsaa.down = true;
  await expect(keeper.ticket()).rejects.toBeInstanceOf(ArcaTransportError);
  wsaa.down = false;
  await expect(keeper.ticket()).resolves.toMatchObject({ token: 'token-1' });
});

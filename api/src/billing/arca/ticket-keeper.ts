// The access ticket as ARCA wants it used: asked for once, kept (in the database, through a TicketStore) and reused
// until shortly before it expires, because WSAA refuses a second one while the first is valid. A restart or another
// replica reads the stored ticket instead of logging in again. Concurrent callers in one process share one login.
import { ArcaAlreadyAuthenticatedError } from './arca-errors.js';
import type { AccessTicket } from './wsaa.js';

export interface TicketStore {
  /** The ticket last saved, if any. */
  load(): Promise<AccessTicket | null>;
  save(ticket: AccessTicket): Promise<void>;
}

export interface TicketSource {
  login(now?: Date): Promise<AccessTicket>;
}

export class TicketKeeper {
  private inflight: Promise<AccessTicket> | null = null;

  constructor(
    private readonly wsaa: TicketSource,
    private readonly store: TicketStore,
    /** A ticket this close to its expiry is renewed (default 10 minutes). */
    private readonly marginMs = 10 * 60_000,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A ticket valid now: the stored one, else a new one from WSAA (saved before it is returned). */
  async ticket(): Promise<AccessTicket> {
    const stored = await this.store.load();
    if (stored && stored.expiresAt.getTime() - this.marginMs > this.now().getTime()) return stored;
    this.inflight ??= this.renew().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private async renew(): Promise<AccessTicket> {
    try {
      const ticket = await this.wsaa.login(this.now());
      await this.store.save(ticket);
      return ticket;
    } catch (err) {
      // ARCA still has a valid ticket: ours (renewed early, inside the margin) or one another replica just saved.
      // Without a usable one the error stands: a new ticket can only be had once ARCA's expires.
      if (!(err instanceof ArcaAlreadyAuthenticatedError)) throw err;
      const stored = await this.store.load();
      if (stored && stored.expiresAt.getTime() > this.now().getTime()) return stored;
      throw err;
    }
  }
}

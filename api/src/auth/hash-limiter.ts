// At most a few password hashes at once. argon2 runs on libuv's worker pool (UV_THREADPOOL_SIZE, 4 by default), the
// pool file reads and compression use too: a flood of logins that filled it made every page and image wait behind
// the hashes. The others wait here, in order, at most `maxWaiting` of them and `timeoutMs` each; past that the login
// is answered 503 in Spanish (LOGIN_BUSY), which the login form shows as it shows any refusal.
import { ERROR_CODES } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';

export const HASHES_OCUPADO = 'Hay muchos inicios de sesión a la vez. Probá de nuevo en unos segundos.';

export class HashLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    readonly timeoutMs: number,
  ) {}

  /** Runs `task` when a slot is free; a 503 when too many wait or the wait is too long. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else await this.slot();
    try {
      return await task();
    } finally {
      // A slot freed goes to the first waiter as it is (running stays), or back to the pool.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Hashes running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private slot(): Promise<void> {
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(busy());
    return new Promise<void>((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const i = this.waiting.indexOf(take);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(busy());
      }, this.timeoutMs);
      this.waiting.push(take);
    });
  }
}

function busy(): ApiError {
  return new ApiError(503, HASHES_OCUPADO, ERROR_CODES.LOGIN_BUSY);
}

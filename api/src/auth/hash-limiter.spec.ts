import { ERROR_CODES } from '@inmo/contracts';
import { HashLimiter, HASHES_OCUPADO } from './hash-limiter.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('HashLimiter', () => {
  it('runs at most `concurrency` tasks at once, the others in order as slots free', async () => {
    const limiter = new HashLimiter(2, 50, 5_000);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        limiter.run(async () => {
          running++;
          peak = Math.max(peak, running);
          await sleep(5);
          order.push(i);
          running--;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(order).toHaveLength(10);
    expect(order.slice(2)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });

  it('answers 503 in Spanish past `maxWaiting` waiters, and to a waiter that waited `timeoutMs`', async () => {
    const limiter = new HashLimiter(1, 1, 50);
    let release!: () => void;
    const first = limiter.run(() => new Promise<void>((r) => (release = r)));
    const second = limiter.run(async () => 'segundo');
    await expect(limiter.run(async () => 'tercero')).rejects.toMatchObject({ status: 503, message: HASHES_OCUPADO, code: ERROR_CODES.LOGIN_BUSY });
    await expect(second).rejects.toMatchObject({ status: 503 });
    expect(limiter.load).toEqual({ running: 1, waiting: 0 });
    release();
    await first;
    expect(await limiter.run(async () => 'libre')).toBe('libre');
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const limiter = new HashLimiter(1, 5, 1_000);
    await expect(limiter.run(async () => Promise.reject(new Error('falla')))).rejects.toThrow('falla');
    expect(await limiter.run(async () => 1)).toBe(1);
  });
});

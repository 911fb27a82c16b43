// Waiting for something that may never answer (a database that stopped answering without closing its connection).
export const TIMED_OUT = Symbol('timed out');

/** The promise's value, or TIMED_OUT when it has not settled within `ms`. A later failure of it is not reported. */
export async function within<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), ms)));
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

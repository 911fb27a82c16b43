// A DATE column is read back as the day that was stored, as its text, on both drivers: their default, a Date at the
// process's local midnight (pg) or UTC's (PGlite), reads as the day before in a process east of UTC.
import { Db } from '../src/database/db.service.js';
import { bootApp, type TestApp } from './helpers.js';

describe('date columns', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hands a date back as its own text, and a timestamp as an instant', async () => {
    const [row] = await t.app.get(Db).query<{ d: unknown; n: unknown; ts: unknown }>(
      `SELECT '2026-01-05'::date AS d, NULL::date AS n, '2026-01-05T01:30:00Z'::timestamptz AS ts`,
    );
    expect(row!.d).toBe('2026-01-05');
    expect(row!.n).toBeNull();
    expect(row!.ts).toBeInstanceOf(Date);
    expect((row!.ts as Date).toISOString()).toBe('2026-01-05T01:30:00.000Z');
  });
});

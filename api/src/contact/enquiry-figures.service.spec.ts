import type { Db } from '../database/db.service.js';
import { EnquiryFigures } from './enquiry-figures.service.js';

function fakeDb(answer: unknown[]) {
  const calls: { sql: string; params: unknown[] }[] = [];
  const run = async (sql: string, params: unknown[] = []) => (calls.push({ sql, params }), answer);
  const db = { query: run, one: async (sql: string, params: unknown[] = []) => (await run(sql, params))[0] ?? null } as unknown as Db;
  return { db, calls };
}

describe('EnquiryFigures', () => {
  it('counts the enquiries of each month by channel, in Argentina’s calendar', async () => {
    const { db, calls } = fakeDb([{ mes: '2026-02', canal: 'Web', cantidad: '7' }]);
    expect(await new EnquiryFigures(db).perChannel(3)).toEqual([{ mes: '2026-02', canal: 'Web', cantidad: 7 }]);
    expect(calls[0]!.sql).toContain('America/Argentina/Buenos_Aires');
    expect(calls[0]!.params).toEqual([3]);
  });

  it('counts one listing’s enquiries per month for its owner’s report', async () => {
    const { db, calls } = fakeDb([{ mes: '2026-01', cantidad: '4' }]);
    expect(await new EnquiryFigures(db).perMonthOfProperty('p1')).toEqual([{ mes: '2026-01', cantidad: 4 }]);
    expect(calls[0]!.params).toEqual(['p1']);
  });

  it('gives a user with no enquiries zeros, and the unanswered among the assigned', async () => {
    expect(await new EnquiryFigures(fakeDb([]).db).assignedTo('u1')).toEqual({ asignadas: 0, sinResponder: 0 });
    expect(await new EnquiryFigures(fakeDb([{ asignadas: '5', sin_responder: '2' }]).db).assignedTo('u1')).toEqual({ asignadas: 5, sinResponder: 2 });
  });
});

import type { Db } from '../database/db.service.js';
import type { HistoryService } from '../history/history.service.js';
import { ClientPages } from './client-pages.service.js';

function fakeDb(answer: unknown) {
  const calls: { sql: string; params: unknown[] }[] = [];
  const db = {
    one: async (sql: string, params: unknown[] = []) => (calls.push({ sql, params }), answer),
    execute: async (sql: string, params: unknown[] = []) => void calls.push({ sql, params }),
    transaction: <T>(fn: () => Promise<T>) => fn(),
  } as unknown as Db;
  return { db, calls };
}

/** A history that keeps what it is asked to record. */
function fakeHistory() {
  const recorded: unknown[] = [];
  return { history: { record: async (e: unknown) => void recorded.push(e) } as unknown as HistoryService, recorded };
}
const pages = (db: Db) => new ClientPages(db, fakeHistory().history);

describe('ClientPages', () => {
  it('claims for alerts only clients with alerts on, none sent today, for whom the caller’s condition holds', async () => {
    const { db, calls } = fakeDb(null);
    await pages(db).alertQueue('id IN (SELECT client_id FROM pending)').drain(async () => true);
    expect(calls[0]!.sql).toMatch(/FROM clients WHERE id IN \(SELECT client_id FROM pending\) AND alertas AND \(alertas_dia IS NULL OR alertas_dia < /);
    expect(calls[0]!.sql).toContain('FOR UPDATE SKIP LOCKED');
  });

  it('keeps a page’s existing secret and answers null for no client', async () => {
    const { db, calls } = fakeDb({ busqueda_secreto: 'viejo' });
    expect(await pages(db).searchSecret('c1', 'nuevo')).toBe('viejo');
    expect(calls[0]!.sql).toContain('coalesce(busqueda_secreto, $2)');
    expect(await pages(fakeDb(null).db).searchSecret('c1', 'nuevo')).toBeNull();
    expect(await pages(fakeDb(null).db).revokeSearch('c1')).toBe(false);
  });

  it('unsubscribes by the link’s secret and records it in the client’s history once, as done by the client', async () => {
    const on = fakeHistory();
    const { db } = fakeDb({ id: 'c1', nombre: 'Ana', antes: true });
    expect(await new ClientPages(db, on.history).unsubscribe('secreto')).toEqual({ id: 'c1', nombre: 'Ana' });
    expect(on.recorded).toEqual([expect.objectContaining({ entidad: 'cliente', entidadId: 'c1', antes: { alertas: 'Sí' }, despues: { alertas: 'No' }, actor: { id: null, nombre: 'El cliente (enlace de baja del email)' } })]);
    const off = fakeHistory();
    await new ClientPages(fakeDb({ id: 'c1', nombre: 'Ana', antes: false }).db, off.history).unsubscribe('secreto');
    expect(off.recorded).toEqual([]);
    expect(await new ClientPages(fakeDb(null).db, off.history).unsubscribe('nadie')).toBeNull();
  });
});

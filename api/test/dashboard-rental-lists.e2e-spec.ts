// The dashboard's rental lists stay the same size however many contracts there are: 'Inquilinos en mora' and the
// pendings' adjustments and contracts ending answer their first LINEAS_TABLERO lines with how many there are (and the
// debt's total per currency, to the cent); ?todos=1 answers every line; anything else in `todos` is a 400.
import { jest } from '@jest/globals';
import { LINEAS_TABLERO } from '@inmo/contracts';
import { RentalReportsService, type Moroso } from '../src/rental-accounts/reports.service.js';
import { bootApp, loginToken, type TestApp } from './helpers.js';

const MORA = '/api/admin/alquileres/mora';
const PENDIENTES = '/api/admin/alquileres/pendientes';

describe('dashboard rental lists', () => {
  let t: TestApp;
  let token: string;
  const admin = (r: any) => r.set('auth-token', token);
  const n = LINEAS_TABLERO + 3;
  const morosos: Moroso[] = Array.from({ length: n }, (_, i) => ({
    contrato: `c${i}`, inquilino: `Inquilino ${i}`, propiedad: `Moreno ${i}`, moneda: i % 2 ? 'USD' : 'ARS', saldo: 100000.1 + i, desde: `2026-0${1 + (i % 9)}-10`,
  }));
  const ref = (i: number) => ({ contrato: `c${i}`, propiedad: `Casa ${i}`, inquilino: `Inquilino ${i}` });
  const pendientes = {
    ajustes: Array.from({ length: n }, (_, i) => ({ ...ref(i), fecha: '2026-12-20', indice: 'ICL' as const })),
    vencimientos: Array.from({ length: 2 }, (_, i) => ({ ...ref(i), fin: '2027-01-20' })),
    indicesFaltantes: Array.from({ length: n }, (_, i) => ({ ...ref(i), fecha: '2026-10-01', indice: 'IPC' as const })),
  };

  beforeAll(async () => {
    t = await bootApp();
    token = await loginToken(t.http);
    const reports = t.app.get(RentalReportsService);
    jest.spyOn(reports, 'mora').mockImplementation(async () => morosos);
    jest.spyOn(reports, 'pendientes').mockImplementation(async () => pendientes);
  });
  afterAll(() => t?.close());

  it("answers the first lines of 'Inquilinos en mora', how many owe and the total per currency to the cent", async () => {
    const r = await admin(t.http.get(MORA));
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual(morosos.slice(0, LINEAS_TABLERO));
    expect(r.body.total).toBe(n);
    const suma = (moneda: string) => morosos.filter((m) => m.moneda === moneda).reduce((s, m) => s + Math.round(m.saldo * 100), 0) / 100;
    expect(r.body.totales).toEqual([{ moneda: 'ARS', saldo: suma('ARS') }, { moneda: 'USD', saldo: suma('USD') }]);
    expect(String(suma('ARS'))).toMatch(/\.7$/);
    const todos = await admin(t.http.get(`${MORA}?todos=1`));
    expect(todos.body.data).toEqual(morosos);
    expect(todos.body.total).toBe(n);
  });

  it('answers the first adjustments and contracts ending with how many, every missing index value, and all with ?todos=1', async () => {
    const r = await admin(t.http.get(PENDIENTES));
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ ...pendientes, ajustes: pendientes.ajustes.slice(0, LINEAS_TABLERO), totales: { ajustes: n, vencimientos: 2 } });
    const todos = await admin(t.http.get(`${PENDIENTES}?todos=1`));
    expect(todos.body.data).toEqual({ ...pendientes, totales: { ajustes: n, vencimientos: 2 } });
  });

  it('refuses any other todos with a 400 in Spanish', async () => {
    for (const url of [`${MORA}?todos=si`, `${PENDIENTES}?todos=0`]) {
      const r = await admin(t.http.get(url));
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, error: expect.stringContaining('todos=1') });
    }
  });
});

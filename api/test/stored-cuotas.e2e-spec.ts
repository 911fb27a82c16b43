// Each contract's stored cuotas (rental_cuentas, rental_cuotas) equal a fresh computation of its account after every
// kind of write — payments and their voids, charges and theirs, waived interest, a contract created, edited,
// rescinded and renewed, index values loaded and deleted — and 'Inquilinos en mora' and the pendings read from them
// equal their definitions over the accounts computed now, on today and on later days; fast-check: any payments,
// voids, charges (every payer, recurring ones, voided and corrected) and waivers on a contract keep the stored rows
// equal to the account.
import fc from 'fast-check';
import { DIAS_AJUSTE_PROXIMO, DIAS_POR_VENCER, type IndiceAjuste } from '@inmo/contracts';
import { Db } from '../src/database/db.service.js';
import { AccountLoader } from '../src/rental-accounts/account-loader.service.js';
import { RentalReportsService, morosos, type Pendientes } from '../src/rental-accounts/reports.service.js';
import { storedCuotasOf } from '../src/rental-accounts/stored-cuotas.js';
import { ContractReader } from '../src/rentals/contract-reader.service.js';
import { addDays, addMonths, calcular, hoyArgentina, monthStart, periodStarts } from '../src/rentals/schedule.js';
import { bootApp, loginToken, type TestApp } from './helpers.js';

/** Who owes a charge and who paid it: every pair the API takes. */
const QUIENES = [
  { aCargoDe: 'inquilino', pagadoPor: 'inmobiliaria' },
  { aCargoDe: 'propietario', pagadoPor: 'inmobiliaria' },
  { aCargoDe: 'propietario', pagadoPor: 'inquilino' },
  { aCargoDe: 'inquilino', pagadoPor: 'propietario' },
] as const;

describe('stored cuotas', () => {
  let t: TestApp;
  let token: string;
  let propietario: string;
  let inquilino: string;
  const ids: string[] = [];
  const hoy = hoyArgentina();
  const inicio = monthStart(hoy, -14);
  const admin = (req: any) => req.set('auth-token', token);
  let casas = 0;

  beforeAll(async () => {
    t = await bootApp();
    token = await loginToken(t.http);
    const mk = async (nombre: string, dni: string, tel: string) =>
      (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido: 'Ruiz', dni, telefono: tel, mail: null })).body.data._id as string;
    propietario = await mk('Olga', '31999001', '02346 15-490001');
    inquilino = await mk('Iván', '31999002', '02346 15-490002');
  });
  afterAll(async () => {
    await t?.close();
  });

  const casa = async () => {
    const res = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: `Casa guardada ${++casas}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Moreno', altura: 500 + casas, habitaciones: 2, precio: { monto: 1, moneda: 'ARS' } });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const contrato = async (extra: Record<string, unknown> = {}) => {
    const res = await admin(t.http.post('/api/admin/nuevo-contrato')).send({
      propiedad: await casa(), propietario, inquilino, inicio, meses: 36, moneda: 'ARS', montoInicial: 100000, ajuste: { indice: 'NINGUNO' },
      punitorioDiario: 0.5, comisionAdministracion: 8, ...extra,
    });
    expect(res.status).toBe(201);
    ids.push(res.body.data._id);
    return res.body.data._id as string;
  };
  const ok = async (req: any, status = [200, 201]) => {
    const res = await req;
    expect(status).toContain(res.status);
    return res.body.data;
  };
  const pagar = (id: string, fecha: string, monto: number) => ok(admin(t.http.post(`/api/admin/contrato/${id}/pagos`)).send({ fecha, monto, medio: 'efectivo' }));
  const cargar = (indice: string, valores: { fecha: string; valor: string }[]) => ok(admin(t.http.put(`/api/admin/indices/${indice}`)).send({ valores }));

  /** A contract's rows as stored, in the shape storedCuotasOf answers. */
  const stored = async (id: string) => {
    const db = t.app.get(Db);
    const a = await db.one<{ punitorio_diario: string; total: string; vigente: boolean }>(
      `SELECT punitorio_diario::text AS punitorio_diario, total_centavos::text AS total, vigente FROM rental_cuentas WHERE contrato_id = $1`, [id],
    );
    const q = await db.query<Record<string, string | boolean | string[] | null>>(
      `SELECT periodo, vencimiento::text AS vencimiento, monto_centavos::text AS monto, pagado_centavos::text AS pagado, punitorios_centavos::text AS pun,
         punitorios_pagados_centavos::text AS pun_pagados, cargos_centavos::text AS cargos, devengado_hasta::text AS dev, condonado, ajuste_desde::text AS ajuste, faltantes::text[] AS faltantes, falta::text AS falta
       FROM rental_cuotas WHERE contrato_id = $1 ORDER BY periodo`, [id],
    );
    expect(a?.vigente).toBe(true);
    return {
      cuenta: { contratoId: id, punitorioDiario: a!.punitorio_diario, totalCentavos: BigInt(a!.total) },
      cuotas: q.map((r) => ({
        periodo: r.periodo, vencimiento: r.vencimiento, montoCentavos: r.monto === null ? null : BigInt(r.monto as string), pagadoCentavos: BigInt(r.pagado as string),
        cargosCentavos: BigInt(r.cargos as string), punitoriosCentavos: BigInt(r.pun as string), punitoriosPagadosCentavos: BigInt(r.pun_pagados as string), devengadoHasta: r.dev, condonado: r.condonado,
        ajusteDesde: r.ajuste, faltantes: r.faltantes ?? [], falta: r.falta,
      })),
    };
  };

  /** The pendings as defined over the running contracts' schedules computed now (the oracle of the stored query). */
  const pendientesAhora = async (dia: string): Promise<Pendientes> => {
    const found = await t.app.get(ContractReader).find({ activo: true });
    const fin = (c: (typeof found)[number]) => c.row.rescision_fecha ?? c.row.fin;
    found.sort((a, b) => (fin(a) < fin(b) ? -1 : fin(a) > fin(b) ? 1 : a.row.id < b.row.id ? -1 : 1));
    const values = await t.app.get(ContractReader).indexValues(found.map((c) => c.terminos));
    const out: Pendientes = { ajustes: [], vencimientos: [], indicesFaltantes: [] };
    const limiteAjuste = addDays(dia, DIAS_AJUSTE_PROXIMO);
    for (const c of found) {
      const r = c.row;
      const ref = { contrato: r.id, propiedad: r.p_titulo, inquilino: `${r.ci_nombre} ${r.ci_apellido}`.trim() };
      for (const d of periodStarts(c.terminos)) if (d >= dia && d <= limiteAjuste) out.ajustes.push({ ...ref, fecha: d, indice: r.indice });
      if (fin(c) <= addDays(dia, DIAS_POR_VENCER)) out.vencimientos.push({ ...ref, fin: fin(c) });
      const cal = calcular(c.terminos, values.get(r.indice) ?? new Map(), dia);
      const faltan = new Map<string, IndiceAjuste>();
      for (const f of cal.faltantes) if (f.fecha <= dia) faltan.set(f.fecha, f.indice);
      for (const a of cal.ajustes) if (a.falta && a.desde <= limiteAjuste) faltan.set(a.falta, a.indice);
      for (const [fecha, indice] of faltan) out.indicesFaltantes.push({ ...ref, indice, fecha });
    }
    out.ajustes.sort((a, b) => a.fecha.localeCompare(b.fecha));
    out.indicesFaltantes.sort((a, b) => a.fecha.localeCompare(b.fecha));
    return out;
  };

  /** Every contract's stored rows equal its account now; mora and pendings equal their definitions. */
  const check = async (only = ids) => {
    const loader = t.app.get(AccountLoader);
    for (const id of only) expect(await stored(id)).toEqual(storedCuotasOf(await loader.loadOne(id)));
    const reports = t.app.get(RentalReportsService);
    for (const dia of [hoy, addDays(hoy, 45), addDays(hoy, 400)]) expect(await reports.mora(dia)).toEqual(morosos(await loader.load({ activo: true }, dia)));
    expect(await reports.pendientes(hoy)).toEqual(await pendientesAhora(hoy));
  };

  it('stay equal to the account after every kind of write', async () => {
    await cargar('ICL', [{ fecha: inicio, valor: '8,47' }, { fecha: addMonths(inicio, 6), valor: '10,5' }]);
    await cargar('IPC', [monthStart(inicio, -1), monthStart(inicio, 5)].map((fecha, i) => ({ fecha, valor: ['100', '123,4'][i]! })));
    const simple = await contrato();
    const fijo = await contrato({ ajuste: { indice: 'FIJO', cadaMeses: 4, porcentaje: 7.5 }, meses: 24 });
    const icl = await contrato({ ajuste: { indice: 'ICL', cadaMeses: 6 }, punitorioDiario: 0.1234 });
    const ipc = await contrato({ ajuste: { indice: 'IPC', cadaMeses: 6, rezagoMeses: 1 }, meses: 15 });
    const casaPropia = await contrato({ ajuste: { indice: 'CASA_PROPIA', cadaMeses: 6 } });
    expect(casaPropia).toBeTruthy();
    await check();
    expect((await t.app.get(RentalReportsService).mora(hoy)).length).toBeGreaterThan(0);
    expect((await t.app.get(RentalReportsService).pendientes(hoy)).indicesFaltantes.length).toBeGreaterThan(0);

    // Payments: on time, late (interest booked), partial; then a void.
    await pagar(simple, `${inicio.slice(0, 7)}-10`, 100000);
    const tarde = await pagar(simple, `${addMonths(inicio, 1).slice(0, 7)}-25`, 60000);
    await pagar(fijo, addDays(inicio, 40), 250000);
    await pagar(icl, addMonths(inicio, 7), 1000000);
    await check();
    await ok(admin(t.http.post(`/api/admin/pago/${tarde._id}/anular`)).send({ motivo: 'Cargado por error' }));
    await check();
    // Charges (the tenant's and the owner's) and a void of one; waived interest.
    const cargo = await ok(admin(t.http.post(`/api/admin/contrato/${simple}/cargos`)).send({ periodo: addMonths(inicio, 2).slice(0, 7), concepto: 'Expensas', monto: 7000, aCargoDe: 'inquilino' }));
    await ok(admin(t.http.post(`/api/admin/contrato/${fijo}/cargos`)).send({ periodo: addMonths(inicio, 3).slice(0, 7), concepto: 'Arreglos', monto: 3000, aCargoDe: 'propietario' }));
    await check();
    // Who paid: a repair the tenant paid (a credit), a bill the owner paid; recurring expensas into months not started.
    await ok(admin(t.http.post(`/api/admin/contrato/${icl}/cargos`)).send({ periodo: addMonths(inicio, 4).slice(0, 7), concepto: 'Arreglo', monto: 45000.5, aCargoDe: 'propietario', pagadoPor: 'inquilino' }));
    await ok(admin(t.http.post(`/api/admin/contrato/${icl}/cargos`)).send({ periodo: addMonths(inicio, 5).slice(0, 7), concepto: 'Luz', monto: 3000.25, aCargoDe: 'inquilino', pagadoPor: 'propietario' }));
    await ok(admin(t.http.post(`/api/admin/contrato/${simple}/cargos-fijos`)).send({ desde: addMonths(inicio, 10).slice(0, 7), concepto: 'Expensas', monto: 25000, aCargoDe: 'inquilino' }));
    await check();
    await ok(admin(t.http.post(`/api/admin/cargo/${cargo._id}/anular`)).send({ motivo: 'No correspondía' }));
    await ok(admin(t.http.post(`/api/admin/contrato/${icl}/condonar-punitorios`)).send({ periodo: addMonths(inicio, 2).slice(0, 7), motivo: 'Acuerdo' }));
    await check();
    // The contract's terms: edited, rescinded, renewed.
    await ok(admin(t.http.put(`/api/admin/editar-contrato/${ipc}`)).send({
      propietario, inquilino, inicio, meses: 18, moneda: 'ARS', montoInicial: 90000, ajuste: { indice: 'IPC', cadaMeses: 3, rezagoMeses: 2 }, punitorioDiario: 0.3, comisionAdministracion: 8, version: null,
    }));
    await check();
    await ok(admin(t.http.post(`/api/admin/contrato/${fijo}/rescindir`)).send({ fecha: addDays(hoy, 20), motivo: 'Acuerdo de partes' }));
    await check();
    const renovado = await ok(admin(t.http.post(`/api/admin/contrato/${simple}/renovar`)).send({ inicio: monthStart(hoy, -1), meses: 24, moneda: 'ARS', montoInicial: 150000, ajuste: { indice: 'ICL', cadaMeses: 6 } }));
    ids.push(renovado._id);
    await check();
    // Index values loaded (the ICL contract's next adjustment, the renewed one's start) and deleted.
    await cargar('ICL', [{ fecha: addMonths(inicio, 12), valor: '12,25' }, { fecha: monthStart(hoy, -1), valor: '13' }]);
    await check();
    await ok(admin(t.http.delete(`/api/admin/indices/ICL/${addMonths(inicio, 6)}`)));
    await check();
  });

  it('any payments, voids, charges and waivers keep them equal to the account', async () => {
    const periodos = Array.from({ length: 14 }, (_, k) => addMonths(inicio, k).slice(0, 7));
    const dias = Math.round((Date.parse(`${hoy}T00:00:00Z`) - Date.parse(`${inicio}T00:00:00Z`)) / 86400000);
    const op = fc.oneof(
      fc.record({ k: fc.constant('pago' as const), dia: fc.integer({ min: 0, max: dias }), monto: fc.integer({ min: 1, max: 25000000 }) }),
      fc.record({ k: fc.constant('anular' as const), i: fc.nat() }),
      fc.record({ k: fc.constant('cargo' as const), p: fc.constantFrom(...periodos), monto: fc.integer({ min: 1, max: 5000000 }), quien: fc.constantFrom(...QUIENES) }),
      fc.record({ k: fc.constant('fijo' as const), p: fc.constantFrom(...periodos), monto: fc.integer({ min: 1, max: 5000000 }), quien: fc.constantFrom(...QUIENES.filter((q) => q.pagadoPor !== 'inquilino')) }),
      fc.record({ k: fc.constant('anularCargo' as const), i: fc.nat() }),
      fc.record({ k: fc.constant('corregir' as const), i: fc.nat(), monto: fc.integer({ min: 1, max: 5000000 }) }),
      fc.record({ k: fc.constant('condonar' as const), p: fc.constantFrom(...periodos) }),
    );
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
      const id = await contrato({ punitorioDiario: 0.25 });
      const pagos: string[] = [];
      const cargos: string[] = [];
      for (const o of ops) {
        if (o.k === 'pago') pagos.push((await pagar(id, addDays(inicio, o.dia), o.monto / 100))._id);
        else if (o.k === 'anular' && pagos.length) await admin(t.http.post(`/api/admin/pago/${pagos[o.i % pagos.length]}/anular`)).send({ motivo: 'Prueba' });
        else if (o.k === 'cargo') cargos.push((await ok(admin(t.http.post(`/api/admin/contrato/${id}/cargos`)).send({ periodo: o.p, concepto: 'Expensas', monto: o.monto / 100, ...o.quien })))._id);
        else if (o.k === 'fijo') cargos.push(...(await ok(admin(t.http.post(`/api/admin/contrato/${id}/cargos-fijos`)).send({ desde: o.p, concepto: 'ABL', monto: o.monto / 100, ...o.quien }))).cargos.map((g: { _id: string }) => g._id));
        else if (o.k === 'anularCargo' && cargos.length) await admin(t.http.post(`/api/admin/cargo/${cargos[o.i % cargos.length]}/anular`)).send({ motivo: 'Prueba' });
        else if (o.k === 'corregir' && cargos.length) await admin(t.http.post(`/api/admin/cargo/${cargos[o.i % cargos.length]}/corregir`)).send({ monto: o.monto / 100, motivo: 'Prueba' });
        else if (o.k === 'condonar') await admin(t.http.post(`/api/admin/contrato/${id}/condonar-punitorios`)).send({ periodo: o.p, motivo: 'Prueba' });
      }
      await check([id]);
      // Ended so the next run's property and this contract's pendings stay out of the way.
      await ok(admin(t.http.post(`/api/admin/contrato/${id}/rescindir`)).send({ fecha: hoy, motivo: 'Fin de la prueba' }));
      ids.splice(ids.indexOf(id), 1);
    }), { numRuns: 8 });
  });

  it('a write behind the app\'s back to payments marks the contract, recomputed before the next read', async () => {
    const id = await contrato();
    await pagar(id, addDays(inicio, 5), 100000);
    const db = t.app.get(Db);
    await db.execute(`UPDATE rental_payments SET anulado_en = now() WHERE contrato_id = $1`, [id]);
    expect((await db.one<{ vigente: boolean }>(`SELECT vigente FROM rental_cuentas WHERE contrato_id = $1`, [id]))?.vigente).toBe(false);
    const mora = (await admin(t.http.get('/api/admin/alquileres/mora'))).body.data;
    expect(mora).toContainEqual(expect.objectContaining({ contrato: id, desde: `${inicio.slice(0, 7)}-10` }));
    await check();
  });
});

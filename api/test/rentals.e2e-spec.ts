// Rental contracts through the API: ICL and FIJO adjustments to the cent, a missing index value never guessed (and
// on the dashboard's to-do), one running contract per property (the service and the database), validation in
// Spanish, Idempotency-Key, a stale version → 409, rescission and renewal, IPC's lag (1 or 2 months) per contract, the listing leaving the public catalogue
// and coming back hidden, the index series, the list's filters and the contract's history.
import { ERROR_CODES, MENSAJES_CONTRATO } from '@inmo/contracts';
import { Db } from '../src/database/db.service.js';
import { RentalsService } from '../src/rentals/rentals.service.js';
import { addDays, addMonths, hoyArgentina, monthStart } from '../src/rentals/schedule.js';
import { bootApp, expectErrorShape, loginToken, type TestApp } from './helpers.js';

describe('rental contracts', () => {
  let t: TestApp;
  let token: string;
  let propietario: string;
  let inquilino: string;
  const hoy = hoyArgentina();
  // A contract that started 14 months ago, on a month's first day: its first adjustment (12 months) is past.
  const inicio = monthStart(hoy, -14);
  beforeAll(async () => {
    t = await bootApp();
    token = await loginToken(t.http);
    const mk = async (nombre: string, dni: string, tel: string) =>
      (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido: 'Paz', dni, telefono: tel, mail: null })).body.data._id as string;
    propietario = await mk('Olga', '31777001', '02346 15-470001');
    inquilino = await mk('Iván', '31777002', '02346 15-470002');
  });
  afterAll(async () => {
    await t?.close();
  });
  const admin = (req: any) => req.set('auth-token', token);
  let casas = 0;
  const casa = async () => {
    const res = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: `Casa en alquiler ${++casas}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Moreno', altura: 100 + casas, habitaciones: 2, precio: { monto: 400000, moneda: 'ARS' } });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const contrato = (propiedad: string, extra: Record<string, unknown> = {}) =>
    admin(t.http.post('/api/admin/nuevo-contrato')).send({
      propiedad, propietario, inquilino, inicio, meses: 36, moneda: 'ARS', montoInicial: 350000, ajuste: { indice: 'ICL', cadaMeses: 12 },
      comisionAdministracion: 5, garantes: [{ nombre: 'Gala', apellido: 'Ruiz', dni: '20.111.222', tipo: 'propietaria' }], destino: 'vivienda', ...extra,
    });
  const cargar = (indice: string, valores: { fecha: string; valor: string | number }[]) => admin(t.http.put(`/api/admin/indices/${indice}`)).send({ valores });
  const leer = async (id: string) => (await admin(t.http.get(`/api/admin/contrato/${id}`))).body.data;
  const count = async () => Number((await t.app.get(Db).one<{ n: string }>(`SELECT count(*) AS n FROM rental_contracts`))!.n);

  it('ICL: factor = ICL(new period) ÷ ICL(previous period), the rent to the cent; shown with both values and dates', async () => {
    expect((await cargar('ICL', [{ fecha: inicio, valor: '8,47' }, { fecha: addMonths(inicio, 12), valor: 20.13 }])).status).toBe(200);
    const res = await contrato(await casa());
    expect(res.status).toBe(201);
    const c = res.body.data;
    expect(c).toMatchObject({ estado: 'vigente', montoInicial: 350000, moneda: 'ARS', diaVencimiento: 10, punitorioDiario: 0, comisionAdministracion: 5, version: 1 });
    expect(c.garantes).toEqual([{ nombre: 'Gala', apellido: 'Ruiz', dni: '20111222', telefono: '', tipo: 'propietaria' }]);
    expect(c.inquilino).toMatchObject({ _id: inquilino, nombre: 'Iván', telefonoE164: expect.stringMatching(/^\+54/) });
    expect(c.ajustes[0]).toEqual({
      desde: addMonths(inicio, 12), indice: 'ICL', fechaInicio: inicio, fechaFin: addMonths(inicio, 12), valorInicio: '8.47', valorFin: '20.13',
      factor: '2.376623', montoAnterior: 350000, montoNuevo: 831818.18, falta: null, rezagoMeses: null, coeficientes: null,
    });
    expect(c.ajuste).toEqual({ indice: 'ICL', cadaMeses: 12, porcentaje: null, rezagoMeses: null });
    expect(c.cuotas).toHaveLength(36);
    expect(c.cuotas[11]).toMatchObject({ periodo: addMonths(inicio, 11).slice(0, 7), monto: 350000, estado: 'vencida' });
    expect(c.cuotas[12]).toMatchObject({ periodo: addMonths(inicio, 12).slice(0, 7), vencimiento: `${addMonths(inicio, 12).slice(0, 7)}-10`, monto: 831818.18 });
    expect(c.montoActual).toBe(831818.18);
    expect(c.proximoAjuste).toBe(addMonths(inicio, 24));
    expect(c.convencion).toContain('dos meses anterior');
    // The second adjustment's value (22 months from now) is not published: never guessed.
    expect(c.cuotas[24]).toMatchObject({ monto: null, estado: 'falta índice' });
  });

  it('FIJO: factor 1 + porcentaje/100 on each period’s rounded rent', async () => {
    const res = await contrato(await casa(), { montoInicial: '123456,78', ajuste: { indice: 'FIJO', cadaMeses: 4, porcentaje: 7.5 }, meses: 12 });
    expect(res.status).toBe(201);
    expect(res.body.data.ajustes.map((a: any) => [a.factor, a.montoAnterior, a.montoNuevo])).toEqual([['1.075000', 123456.78, 132716.04], ['1.075000', 132716.04, 142669.74]]);
    expect(res.body.data.cuotas.map((c: any) => c.monto)).toEqual([...Array(4).fill(123456.78), ...Array(4).fill(132716.04), ...Array(4).fill(142669.74)]);
  });

  it('a missing index value is never guessed: its cuotas have no amount, the dashboard names index and date, loading it fills them', async () => {
    const inicioUva = monthStart(hoy, -13);
    await cargar('UVA', [{ fecha: inicioUva, valor: '1.000,00' }, { fecha: addMonths(inicioUva, 6), valor: '1.250,50' }]);
    const c = (await contrato(await casa(), { inicio: inicioUva, montoInicial: 200000, ajuste: { indice: 'UVA', cadaMeses: 6 } })).body.data;
    expect(c.ajustes[0]).toMatchObject({ montoNuevo: 250100, factor: '1.250500' });
    expect(c.ajustes[1]).toMatchObject({ desde: addMonths(inicioUva, 12), valorFin: null, factor: null, montoNuevo: null, falta: addMonths(inicioUva, 12) });
    expect(c.cuotas.slice(12).every((q: any) => q.monto === null && q.estado === 'falta índice')).toBe(true);
    expect(c.montoActual).toBeNull();
    const todo = (await admin(t.http.get('/api/admin/alquileres/pendientes'))).body.data;
    expect(todo.indicesFaltantes).toContainEqual({ contrato: c._id, propiedad: expect.any(String), inquilino: 'Iván Paz', indice: 'UVA', fecha: addMonths(inicioUva, 12) });
    await cargar('UVA', [{ fecha: addMonths(inicioUva, 12), valor: 1500.6 }]);
    const after = await leer(c._id);
    // 250,100 × 1500.6 / 1250.5 = 300,120.00
    expect(after.ajustes[1]).toMatchObject({ valorInicio: '1250.50', valorFin: '1500.6', montoAnterior: 250100, montoNuevo: 300120 });
    expect(after.cuotas[12]).toMatchObject({ monto: 300120 });
    expect(after.montoActual).toBe(300120);
    const todo2 = (await admin(t.http.get('/api/admin/alquileres/pendientes'))).body.data;
    expect(todo2.indicesFaltantes.some((f: any) => f.contrato === c._id)).toBe(false);
  });

  it('one running contract per property: the API answers 409, the database refuses it too', async () => {
    const p = await casa();
    const first = await contrato(p);
    expect(first.status).toBe(201);
    const second = await contrato(p, { inicio: addMonths(inicio, 1) });
    expect(second.status).toBe(409);
    expectErrorShape(second.body);
    expect(second.body).toMatchObject({ code: ERROR_CODES.CONTRACT_PROPERTY_TAKEN, error: MENSAJES_CONTRATO.propiedadOcupada });
    await expect(t.app.get(Db).execute(
      `INSERT INTO rental_contracts (propiedad_id, propietario_id, inquilino_id, inicio, meses, fin, moneda, monto_inicial_centavos, indice, cada_meses)
       VALUES ($1, $2, $3, '2026-01-01', 24, '2028-01-01', 'ARS', 100, 'NINGUNO', 12)`, [p, propietario, inquilino],
    )).rejects.toThrow(/uq_rental_contracts_running/);
  });

  it('refuses bad input with a 4xx and a Spanish message per field, writing nothing', async () => {
    const p = await casa();
    const before = await count();
    const bad = async (extra: Record<string, unknown>) => {
      const res = await contrato(p, extra);
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
      return res.body.errors;
    };
    expect(await bad({ inquilino: propietario })).toEqual({ inquilino: MENSAJES_CONTRATO.partesIguales });
    expect(await bad({ ajuste: { indice: 'DOLAR', cadaMeses: 12 } })).toEqual({ 'ajuste.indice': expect.stringContaining('Seleccioná el índice') });
    expect(await bad({ ajuste: { indice: 'FIJO', cadaMeses: 6 } })).toEqual({ 'ajuste.porcentaje': MENSAJES_CONTRATO.porcentajeRequerido });
    expect(await bad({ diaVencimiento: 31 })).toEqual({ diaVencimiento: 'Día de vencimiento es demasiado grande' });
    expect(await bad({ inicio: '2025-02-30', montoInicial: null })).toEqual({ inicio: 'La fecha de inicio no es válida', montoInicial: 'Indicá el monto inicial del alquiler' });
    expect(await bad({ moneda: 'EUR', meses: 0 })).toMatchObject({ moneda: 'Moneda: ARS o USD', meses: expect.stringMatching(/no puede ser menor/) });
    expect(await bad({ garantes: [{ nombre: 'X', apellido: 'Y', dni: '12', tipo: 'otra' }] })).toEqual({ 'garantes.0.dni': 'El DNI del garante 1 debe tener entre 6 y 9 dígitos' });
    expect(await bad({ propietario: '7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f' })).toEqual({ propietario: MENSAJES_CONTRATO.propietarioInexistente });
    expect(await bad({ propiedad: '7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f' })).toEqual({ propiedad: MENSAJES_CONTRATO.propiedadInexistente });
    const notObject = await admin(t.http.post('/api/admin/nuevo-contrato')).send([1]);
    expect(notObject.status).toBe(400);
    expect(await count()).toBe(before);
    expect((await admin(t.http.get('/api/admin/contrato/no-es-un-id'))).status).toBe(404);
    expect((await admin(t.http.get('/api/admin/contratos?estado=raro'))).body.errors).toEqual({ estado: expect.stringContaining('vigente, por-vencer') });
  });

  it('honours Idempotency-Key: the same request twice creates one contract', async () => {
    const p = await casa();
    const before = await count();
    const send = () => contrato(p).set('Idempotency-Key', 'contrato-unico-0001');
    const a = await send();
    const b = await send();
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers['idempotency-replayed']).toBe('true');
    expect(b.body.data._id).toBe(a.body.data._id);
    expect(await count()).toBe(before + 1);
  });

  it('edits with the version read (a stale one → 409) and keeps the history', async () => {
    const c = (await contrato(await casa(), { ajuste: { indice: 'NINGUNO' } })).body.data;
    expect(c.ajustes).toEqual([]);
    const body = { propietario, inquilino, inicio, meses: 36, moneda: 'ARS', montoInicial: 360000, ajuste: { indice: 'NINGUNO' }, version: 1 };
    const ok = await admin(t.http.put(`/api/admin/editar-contrato/${c._id}`)).send(body);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ montoInicial: 360000, version: 2 });
    const stale = await admin(t.http.put(`/api/admin/editar-contrato/${c._id}`)).send({ ...body, montoInicial: 1 });
    expect(stale.status).toBe(409);
    expectErrorShape(stale.body);
    expect(stale.body.code).toBe(ERROR_CODES.CONTRACT_VERSION_CONFLICT);
    expect((await leer(c._id)).montoInicial).toBe(360000);
    const h = (await admin(t.http.get(`/api/admin/historial/contrato/${c._id}`))).body.data;
    expect(h.map((e: any) => e.accion)).toEqual(['editar', 'crear']);
    expect(h[0].cambios).toContainEqual({ campo: 'montoInicial', antes: '$ 350.000,00 ARS', despues: '$ 360.000,00 ARS' });
  });

  it('the listing follows: a running contract takes it off the public catalogue (Alquilada); rescinded, it comes back hidden', async () => {
    const p = await casa();
    expect((await t.http.get(`/api/user/propiedad/${p}`)).status).toBe(200);
    const c = (await contrato(p)).body.data;
    expect(c.propiedad.estado).toBe('Alquilada');
    expect((await t.http.get(`/api/user/propiedad/${p}`)).status).toBe(404);
    const catalogo = (await t.http.get('/api/user/propiedades-publicas?limit=100')).body;
    expect(JSON.stringify(catalogo)).not.toContain(p);
    // Rescinded today: finished now; the listing is Disponible but hidden, for staff to publish again.
    const bad = await admin(t.http.post(`/api/admin/contrato/${c._id}/rescindir`)).send({ fecha: addMonths(inicio, 40) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ fecha: MENSAJES_CONTRATO.rescisionFueraDeContrato });
    const r = await admin(t.http.post(`/api/admin/contrato/${c._id}/rescindir`)).send({ fecha: hoy, motivo: 'Acuerdo de partes' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ estado: 'finalizado', rescision: { fecha: hoy, motivo: 'Acuerdo de partes' }, montoActual: null });
    expect(r.body.data.cuotas.every((q: any) => q.periodo <= hoy.slice(0, 7))).toBe(true);
    expect(await t.app.get(Db).one(`SELECT estado, visible FROM properties WHERE id = $1`, [p])).toEqual({ estado: 'Disponible', visible: false });
    expect((await t.http.get(`/api/user/propiedad/${p}`)).status).toBe(404);
    const again = await admin(t.http.post(`/api/admin/contrato/${c._id}/rescindir`)).send({ fecha: hoy });
    expect(again.status).toBe(409);
    expect((await admin(t.http.put(`/api/admin/editar-contrato/${c._id}`)).send({ propietario, inquilino, inicio, meses: 36, moneda: 'ARS', montoInicial: 1, ajuste: { indice: 'NINGUNO' } })).status).toBe(409);
    // The property is free again: a new contract may start.
    expect((await contrato(p, { inicio: hoy })).status).toBe(201);
  });

  it('a contract whose end passes is finished on a later read: the listing comes back hidden, the history says so', async () => {
    const p = await casa();
    const c = (await contrato(p)).body.data;
    expect(c.propiedad.estado).toBe('Alquilada');
    // Its agreed end moved to today, as if the days had passed.
    await t.app.get(Db).execute(`UPDATE rental_contracts SET fin = $2 WHERE id = $1`, [c._id, hoy]);
    await t.app.get(RentalsService).sweep(true);
    expect(await leer(c._id)).toMatchObject({ estado: 'finalizado', montoActual: null, proximoAjuste: null });
    expect(await t.app.get(Db).one(`SELECT estado, visible FROM properties WHERE id = $1`, [p])).toEqual({ estado: 'Disponible', visible: false });
    const h = (await admin(t.http.get(`/api/admin/historial/contrato/${c._id}`))).body.data;
    expect(h[0]).toMatchObject({ accion: 'editar', usuario: { nombre: 'Sistema' }, cambios: [{ campo: 'estado', antes: 'Vigente', despues: 'Finalizado' }] });
    const hp = (await admin(t.http.get(`/api/admin/historial/propiedad/${p}`))).body.data;
    expect(hp[0].cambios).toEqual(expect.arrayContaining([{ campo: 'estado', antes: 'Alquilada', despues: 'Disponible' }, { campo: 'visible', antes: true, despues: false }]));
    // A rescission dated in the future keeps it running until then.
    const p2 = await casa();
    const c2 = (await contrato(p2)).body.data;
    const later = (await admin(t.http.post(`/api/admin/contrato/${c2._id}/rescindir`)).send({ fecha: addDays(hoy, 20) })).body.data;
    expect(later).toMatchObject({ estado: 'por-vencer', rescision: { fecha: addDays(hoy, 20) } });
    expect(later.propiedad.estado).toBe('Alquilada');
  });

  it('renews: a new contract for the same property and parties; the old one finished and linked', async () => {
    const p = await casa();
    const old = (await contrato(p, { ajuste: { indice: 'FIJO', porcentaje: 10, cadaMeses: 12 } })).body.data;
    const desde = addMonths(inicio, 36);
    const res = await admin(t.http.post(`/api/admin/contrato/${old._id}/renovar`)).send({ inicio: desde, meses: 24, moneda: 'ARS', montoInicial: 500000, ajuste: { indice: 'ICL', cadaMeses: 6 } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ inicio: desde, renovadoDe: old._id, estado: 'vigente', propietario: { _id: propietario }, garantes: old.garantes });
    expect(res.body.data.propiedad.estado).toBe('Alquilada');
    expect(await leer(old._id)).toMatchObject({ estado: 'finalizado', renovadoPor: res.body.data._id });
    expect((await admin(t.http.post(`/api/admin/contrato/${old._id}/renovar`)).send({ inicio: desde, meses: 24, moneda: 'ARS', montoInicial: 1, ajuste: { indice: 'NINGUNO' } })).status).toBe(409);
  });

  it('lists by state and search, and loads index series (monthly ones on first days) showing the last value', async () => {
    const vigentes = (await admin(t.http.get('/api/admin/contratos?estado=vigente'))).body;
    expect(vigentes.success).toBe(true);
    expect(vigentes.data.length).toBeGreaterThan(3);
    expect(vigentes.data.every((c: any) => c.estado !== 'finalizado')).toBe(true);
    const fin = (await admin(t.http.get('/api/admin/contratos?estado=finalizado'))).body.data;
    // The rescinded one, the one whose end passed, the renewed one, and the FIJO one of 12 months that had ended when
    // it was recorded.
    expect(fin.length).toBe(4);
    expect((await admin(t.http.get('/api/admin/contratos?q=ivan%20paz'))).body.total).toBe((await admin(t.http.get('/api/admin/contratos'))).body.total);
    expect((await admin(t.http.get('/api/admin/contratos?q=nadie-asi'))).body.total).toBe(0);
    expect((await admin(t.http.get('/api/admin/contratos?q=Moreno%20102'))).body.data.map((c: any) => c.propiedad.direccion)).toEqual(['Moreno 102, Chivilcoy']);
    const monthly = await cargar('IPC', [{ fecha: '2025-01-01', valor: '100' }, { fecha: '2025-02-15', valor: '101' }]);
    expect(monthly.status).toBe(400);
    expect(monthly.body.errors).toEqual({ 'valores.1.fecha': MENSAJES_CONTRATO.indiceMensual });
    expect((await cargar('IPC', [{ fecha: '2025-01-01', valor: '0' }])).body.errors).toEqual({ 'valores.0.valor': 'El valor 1 debe ser un número mayor que cero' });
    expect((await cargar('DOLAR', [{ fecha: '2025-01-01', valor: '1' }])).status).toBe(400);
    // Values as published, es-AR ('7.864,1257') or JSON numbers; '8052.1' as text is no es-AR number (nor is '1.5').
    expect((await cargar('IPC', [{ fecha: '2025-01-01', valor: '8052.1' }])).body.errors).toEqual({ 'valores.0.valor': 'El valor 1: no es un número. Escribí el número así: 1.234,56' });
    const ok = await cargar('IPC', [{ fecha: '2025-01-01', valor: '7.864,1257' }, { fecha: '2025-02-01', valor: 8052.1 }]);
    expect(ok.body.data).toMatchObject({ cargados: 2, ultimo: { fecha: '2025-02-01', valor: '8052.1' } });
    const read = (await admin(t.http.get('/api/admin/indices/ipc?desde=2025-01-01&hasta=2025-01-31'))).body.data;
    expect(read).toEqual({ indice: 'IPC', valores: [{ fecha: '2025-01-01', valor: '7864.1257' }], ultimo: { fecha: '2025-02-01', valor: '8052.1' } });
  });

  it('the dashboard’s to-do: adjustments within 30 days and contracts ending within 60, each with its contract', async () => {
    const ajusteEn = addDays(hoy, 10);
    const ini = addMonths(ajusteEn, -6);
    const c = (await contrato(await casa(), { inicio: ini, meses: 7, ajuste: { indice: 'FIJO', porcentaje: 5, cadaMeses: 6 } })).body.data;
    const todo = (await admin(t.http.get('/api/admin/alquileres/pendientes'))).body.data;
    expect(todo.ajustes).toContainEqual({ contrato: c._id, propiedad: expect.any(String), inquilino: 'Iván Paz', fecha: ajusteEn, indice: 'FIJO' });
    expect(todo.vencimientos).toContainEqual({ contrato: c._id, propiedad: expect.any(String), inquilino: 'Iván Paz', fin: addMonths(ini, 7) });
    expect(c.estado).toBe('por-vencer');
    expect((await admin(t.http.get('/api/admin/contratos?estado=por-vencer'))).body.data.map((x: any) => x._id)).toContain(c._id);
  });

  it('IPC: each contract chooses its lag (1 or 2 months, 2 by default), kept on edit and shown in each adjustment', async () => {
    // INDEC's published levels; a June 2025 contract of $ 400.000 adjusted quarterly, in September.
    await cargar('IPC', [{ fecha: '2025-04-01', valor: '8.585,6078' }, { fecha: '2025-05-01', valor: '8.714,4871' }, { fecha: '2025-07-01', valor: '9.023,9730' }, { fecha: '2025-08-01', valor: '9.193,2441' }]);
    const terms = { inicio: '2025-06-01', meses: 6, montoInicial: 400000 };
    const uno = await contrato(await casa(), { ...terms, ajuste: { indice: 'IPC', cadaMeses: 3, rezagoMeses: 1 } });
    expect(uno.status).toBe(201);
    expect(uno.body.data.ajuste).toEqual({ indice: 'IPC', cadaMeses: 3, porcentaje: null, rezagoMeses: 1 });
    expect(uno.body.data.ajustes[0]).toMatchObject({ desde: '2025-09-01', fechaInicio: '2025-05-01', fechaFin: '2025-08-01', montoNuevo: 421975.22, rezagoMeses: 1 });
    const dos = (await contrato(await casa(), { ...terms, ajuste: { indice: 'IPC', cadaMeses: 3 } })).body.data;
    expect(dos.ajuste.rezagoMeses).toBe(2);
    expect(dos.ajustes[0]).toMatchObject({ fechaInicio: '2025-04-01', fechaFin: '2025-07-01', montoNuevo: 420423.26, rezagoMeses: 2 });
    // A running contract changes its lag by an edit; the schedule follows.
    const running = (await contrato(await casa(), { inicio: monthStart(hoy, -4), meses: 24, montoInicial: 400000, ajuste: { indice: 'CVS', cadaMeses: 3, rezagoMeses: '1' } })).body.data;
    expect(running.ajuste.rezagoMeses).toBe(1);
    expect(running.ajustes[0]).toMatchObject({ fechaFin: monthStart(hoy, -2), rezagoMeses: 1 });
    const edited = await admin(t.http.put(`/api/admin/editar-contrato/${running._id}`)).send({
      propietario, inquilino, inicio: running.inicio, meses: 24, moneda: 'ARS', montoInicial: 400000, ajuste: { indice: 'CVS', cadaMeses: 3, rezagoMeses: 2 }, version: running.version,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.ajustes[0]).toMatchObject({ fechaFin: monthStart(hoy, -3), rezagoMeses: 2 });
    // Only 1 or 2, named by its field; nothing written.
    const before = await count();
    for (const rezagoMeses of [3, 0, 'dos', 1.5]) {
      const bad = await contrato(await casa(), { ...terms, ajuste: { indice: 'IPC', cadaMeses: 3, rezagoMeses } });
      expect(bad.status).toBe(400);
      expectErrorShape(bad.body);
      expect(bad.body.errors).toEqual({ 'ajuste.rezagoMeses': 'El rezago del índice debe ser de 1 o 2 meses' });
    }
    expect(await count()).toBe(before);
    // Other indices have no lag.
    expect((await contrato(await casa(), { ...terms, ajuste: { indice: 'UVA', cadaMeses: 3, rezagoMeses: 1 } })).body.data.ajuste.rezagoMeses).toBeNull();
  });
});

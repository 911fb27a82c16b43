// Who may touch the money and the index tables, through the API with an admin and an agente: loading or deleting an
// index value is the admins' (403 with the reason in Spanish), no value dated after Argentina's today, a deleted
// value puts the cuotas that read it back to 'falta índice', and every load and deletion is in the index's history
// (who, when, each date's value before → after). Marking a settlement paid, voiding a payment or a charge, waiving
// interest and owners' links are the admins'; agentes still record payments and charges on any contract. A voided
// charge is kept (struck through on the account), leaves the account and the draft settlement, and one a paid
// settlement deducted comes back in the next. Creating, editing, renewing or rescinding a contract needs the right
// to edit its listing.
import { MENSAJE_CONTRATO_AJENO, MENSAJES_CUENTA, SOLO_ADMIN, ERROR_CODES } from '@inmo/contracts';
import { addDays, addMonths, hoyArgentina, monthStart } from '../src/rentals/schedule.js';
import { bootApp, expectErrorShape, loginToken, staffUser, type TestApp } from './helpers.js';

describe('money and index tables by role', () => {
  let t: TestApp;
  let token: string;
  let agente: { id: string; token: string };
  let propietario: string;
  let inquilino: string;
  const hoy = hoyArgentina();
  const inicio = monthStart(hoy, -14);
  const as = (tk: string) => (req: any) => req.set('auth-token', tk);
  const admin = (req: any) => as(token)(req);
  const forbidden = (res: any, message: string) => {
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: message, code: ERROR_CODES.FORBIDDEN });
  };
  let casas = 0;
  const casa = async (tk = token) => {
    const res = await as(tk)(t.http.post('/api/admin/nueva-casa')).send({ titulo: `Casa de roles ${++casas}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Pellegrini', altura: 300 + casas, habitaciones: 2, precio: { monto: 300000, moneda: 'ARS' } });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const nuevoContrato = (tk: string, propiedad: string, extra: Record<string, unknown> = {}) =>
    as(tk)(t.http.post('/api/admin/nuevo-contrato')).send({
      propiedad, propietario, inquilino, inicio, meses: 36, moneda: 'ARS', montoInicial: 300000, ajuste: { indice: 'ICL', cadaMeses: 12 }, comisionAdministracion: 10, ...extra,
    });
  const historial = async (indice: string) => (await admin(t.http.get(`/api/admin/historial/indice/${indice}`))).body.data;

  beforeAll(async () => {
    t = await bootApp();
    token = await loginToken(t.http);
    agente = await staffUser(t, 'agente');
    const mk = async (nombre: string, apellido: string, dni: string, tel: string) =>
      (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido, dni, telefono: tel, mail: null })).body.data._id as string;
    propietario = await mk('Rosa', 'Vidal', '32777001', '02346 15-470001');
    inquilino = await mk('Tomás', 'Gil', '32777002', '02346 15-470002');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('index tables', () => {
    it('an agente may read an index but not load one: 403 naming why, nothing stored', async () => {
      const res = await as(agente.token)(t.http.put('/api/admin/indices/ICL')).send({ valores: [{ fecha: inicio, valor: '10' }] });
      forbidden(res, SOLO_ADMIN.cargarIndices);
      expect((await as(agente.token)(t.http.get('/api/admin/indices/ICL'))).body.data.valores).toEqual([]);
      forbidden(await as(agente.token)(t.http.delete(`/api/admin/indices/ICL/${inicio}`)), SOLO_ADMIN.cargarIndices);
    });

    it('refuses a value dated after Argentina’s today, naming the value and its date; today itself is accepted', async () => {
      const manana = addDays(hoy, 1);
      const res = await admin(t.http.put('/api/admin/indices/ICL')).send({ valores: [{ fecha: hoy, valor: '1' }, { fecha: manana, valor: '2' }] });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
      expect(res.body.errors['valores.1.fecha']).toMatch(/^La fecha del valor 2 \(\d{2}\/\d{2}\/\d{4}\) es posterior a hoy/);
      // A refused load writes nothing, not even today's value.
      expect((await admin(t.http.get(`/api/admin/indices/ICL?desde=${hoy}`))).body.data.valores).toEqual([]);
      expect(await historial('ICL')).toEqual([]);
      const ipc = await admin(t.http.put('/api/admin/indices/IPC')).send({ valores: [{ fecha: `${addMonths(hoy, 1).slice(0, 7)}-01`, valor: '9000' }] });
      expect(ipc.status).toBe(400);
      expect(Object.keys(ipc.body.errors)).toEqual(['valores.0.fecha']);
    });

    it('refuses a value no published index takes (0,000000000001 would take the cuotas to $ 0), naming it; nothing stored', async () => {
      const res = await admin(t.http.put('/api/admin/indices/ICL')).send({ valores: [{ fecha: addDays(hoy, -1), valor: '27,53' }, { fecha: hoy, valor: '0,000000000001' }] });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
      expect(res.body.errors).toEqual({ 'valores.1.valor': 'El valor 2 es demasiado chico: ningún índice publicado vale menos de 0,5' });
      expect((await admin(t.http.get(`/api/admin/indices/ICL?desde=${addDays(hoy, -1)}`))).body.data.valores).toEqual([]);
      expect(await historial('ICL')).toEqual([]);
    });

    it('records each load with who, when and each date’s value before → after; deleting a value puts its cuotas back to falta índice', async () => {
      const ajuste = addMonths(inicio, 12);
      const first = await admin(t.http.put('/api/admin/indices/icl')).send({ valores: [{ fecha: inicio, valor: '8,47' }, { fecha: ajuste, valor: '20,13' }] });
      expect(first.status).toBe(200);
      const c = await nuevoContrato(token, await casa());
      expect(c.status).toBe(201);
      const id = c.body.data._id;
      expect(c.body.data.cuotas[12]).toMatchObject({ monto: 712987.01 });

      // A correction: one date changes, one is the same (not listed), one is new.
      const otra = addMonths(inicio, 1);
      expect((await admin(t.http.put('/api/admin/indices/ICL')).send({ valores: [{ fecha: inicio, valor: '8,47' }, { fecha: ajuste, valor: '21' }, { fecha: otra, valor: '9' }] })).status).toBe(200);
      let h = await historial('ICL');
      expect(h).toHaveLength(2);
      expect(h[0]).toMatchObject({ accion: 'editar', usuario: { nombre: expect.any(String) } });
      expect(h[0].cambios).toEqual(expect.arrayContaining([{ campo: ajuste, antes: '20.13', despues: '21' }, { campo: otra, antes: null, despues: '9' }]));
      expect(h[0].cambios).toHaveLength(2);
      expect(h[1].cambios).toEqual(expect.arrayContaining([{ campo: inicio, antes: null, despues: '8.47' }, { campo: ajuste, antes: null, despues: '20.13' }]));
      expect(Date.now() - Date.parse(h[0].fecha)).toBeLessThan(60_000);

      const del = await admin(t.http.delete(`/api/admin/indices/ICL/${ajuste}`));
      expect(del.status).toBe(200);
      const after = (await admin(t.http.get(`/api/admin/contrato/${id}`))).body.data;
      expect(after.cuotas.slice(0, 12).every((q: any) => q.monto === 300000)).toBe(true);
      expect(after.cuotas.slice(12).every((q: any) => q.monto === null && q.estado === 'falta índice')).toBe(true);
      h = await historial('ICL');
      expect(h[0]).toMatchObject({ accion: 'eliminar', cambios: [{ campo: ajuste, antes: '21', despues: null }] });
      expect(h[0].usuario.nombre).toBe(h[1].usuario.nombre);
      // Loading it again fills them.
      await admin(t.http.put('/api/admin/indices/ICL')).send({ valores: [{ fecha: ajuste, valor: '20,13' }] });
      expect((await admin(t.http.get(`/api/admin/contrato/${id}`))).body.data.cuotas[12]).toMatchObject({ monto: 712987.01 });
    });

    it('deleting a value not loaded is 404, a bad date or index 400, each in Spanish; the history of an unknown index is 400', async () => {
      const none = await admin(t.http.delete('/api/admin/indices/UVA/2020-01-01'));
      expect(none.status).toBe(404);
      expect(none.body.error).toBe('No hay un valor de UVA cargado el 01/01/2020');
      const bad = await admin(t.http.delete('/api/admin/indices/UVA/2020-02-30'));
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ fecha: 'La fecha debe tener el formato AAAA-MM-DD' });
      expect((await admin(t.http.delete('/api/admin/indices/XYZ/2020-01-01'))).status).toBe(400);
      const h = await admin(t.http.get('/api/admin/historial/indice/XYZ'));
      expect(h.status).toBe(400);
      expect(h.body.errors.id).toMatch(/^Seleccioná un índice/);
      // Any member of staff reads the history.
      expect((await as(agente.token)(t.http.get('/api/admin/historial/indice/ICL'))).status).toBe(200);
    });
  });

  describe('the account’s money', () => {
    let contrato: string;
    beforeAll(async () => {
      const c = await nuevoContrato(token, await casa(), { ajuste: { indice: 'NINGUNO' }, inicio: monthStart(hoy, -3), meses: 24, montoInicial: 100000 });
      expect(c.status).toBe(201);
      contrato = c.body.data._id;
    });
    const periodo = (k: number) => addMonths(monthStart(hoy, -3), k).slice(0, 7);
    const cuenta = async () => (await admin(t.http.get(`/api/admin/contrato/${contrato}/cuenta`))).body.data;

    it('an agente records payments and charges on any contract, and is refused every admin-only act with its own reason', async () => {
      const ag = as(agente.token);
      const pago = await ag(t.http.post(`/api/admin/contrato/${contrato}/pagos`)).send({ fecha: `${periodo(0)}-05`, monto: 100000, medio: 'efectivo' });
      expect(pago.status).toBe(201);
      const cargo = await ag(t.http.post(`/api/admin/contrato/${contrato}/cargos`)).send({ periodo: periodo(0), concepto: 'Expensas', monto: 5000, aCargoDe: 'inquilino' });
      expect(cargo.status).toBe(201);
      const liq = await admin(t.http.post('/api/admin/nueva-liquidacion')).send({ propietario, periodo: periodo(0) });
      expect(liq.status).toBe(201);
      forbidden(await ag(t.http.post(`/api/admin/liquidacion/${liq.body.data._id}/pagar`)), SOLO_ADMIN.pagarLiquidacion);
      forbidden(await ag(t.http.post(`/api/admin/pago/${pago.body.data._id}/anular`)).send({ motivo: 'Error' }), SOLO_ADMIN.anularPago);
      forbidden(await ag(t.http.post(`/api/admin/cargo/${cargo.body.data._id}/anular`)).send({ motivo: 'Error' }), SOLO_ADMIN.anularCargo);
      forbidden(await ag(t.http.post(`/api/admin/contrato/${contrato}/condonar-punitorios`)).send({ periodo: periodo(0), motivo: 'Buen pagador' }), SOLO_ADMIN.condonarPunitorios);
      forbidden(await ag(t.http.post(`/api/admin/cliente/${propietario}/enlace-propietario`)), SOLO_ADMIN.enlacePropietario);
      forbidden(await ag(t.http.delete(`/api/admin/cliente/${propietario}/enlace-propietario`)), SOLO_ADMIN.enlacePropietario);
      // Nothing moved: the payment stands, the settlement is a draft.
      const c = await cuenta();
      expect(c.pagos[0].anulado).toBeNull();
      expect(c.cargos[0].anulado).toBeNull();
      expect((await admin(t.http.get(`/api/admin/liquidaciones?periodo=${periodo(0)}`))).body.data[0].pagada).toBeNull();
    });

    it('a voided tenant’s charge is kept, marked, and leaves the balance; twice is 409, no reason 400, unknown 404', async () => {
      const before = await cuenta();
      const cargo = (await admin(t.http.post(`/api/admin/contrato/${contrato}/cargos`)).send({ periodo: periodo(1), concepto: 'Reparación', monto: 999999, aCargoDe: 'inquilino' })).body.data;
      expect((await cuenta()).saldo).toBeCloseTo(before.saldo + 999999, 2);
      const noMotivo = await admin(t.http.post(`/api/admin/cargo/${cargo._id}/anular`)).send({});
      expect(noMotivo.status).toBe(400);
      expect(noMotivo.body.errors.motivo).toBe('Indicá el motivo de la anulación');
      const res = await admin(t.http.post(`/api/admin/cargo/${cargo._id}/anular`)).send({ motivo: 'Cargado por error' });
      expect(res.status).toBe(200);
      expect(res.body.data.anulado).toMatchObject({ motivo: 'Cargado por error', por: expect.any(String) });
      const after = await cuenta();
      expect(after.saldo).toBe(before.saldo);
      expect(after.cargos.find((g: any) => g._id === cargo._id)).toMatchObject({ monto: 999999, anulado: { motivo: 'Cargado por error' } });
      expect(after.movimientos.some((m: any) => m.concepto.includes('Reparación'))).toBe(false);
      const twice = await admin(t.http.post(`/api/admin/cargo/${cargo._id}/anular`)).send({ motivo: 'Otra vez' });
      expect(twice.status).toBe(409);
      expect(twice.body.error).toBe(MENSAJES_CUENTA.cargoYaAnulado);
      const unknown = await admin(t.http.post('/api/admin/cargo/7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f/anular')).send({ motivo: 'x' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe(MENSAJES_CUENTA.cargoNoEncontrado);
      const h = (await admin(t.http.get(`/api/admin/historial/contrato/${contrato}`))).body.data;
      expect(h[0].cambios[0]).toMatchObject({ campo: 'cargoAnulado', despues: expect.stringContaining('Cargado por error') });
    });

    it('an owner’s charge voided leaves the draft settlement; one a paid settlement deducted comes back in the next', async () => {
      const p = periodo(2);
      const a = (await admin(t.http.post(`/api/admin/contrato/${contrato}/cargos`)).send({ periodo: p, concepto: 'Pintura', monto: 20000, aCargoDe: 'propietario' })).body.data;
      const b = (await admin(t.http.post(`/api/admin/contrato/${contrato}/cargos`)).send({ periodo: p, concepto: 'Plomería', monto: 3000, aCargoDe: 'propietario' })).body.data;
      const draft = (await admin(t.http.post('/api/admin/nueva-liquidacion')).send({ propietario, periodo: p })).body.data;
      expect(draft.gastos).toBe(23000);
      await admin(t.http.post(`/api/admin/cargo/${a._id}/anular`)).send({ motivo: 'Lo paga el inquilino' });
      const again = (await admin(t.http.post('/api/admin/nueva-liquidacion')).send({ propietario, periodo: p })).body.data;
      expect(again.gastos).toBe(3000);
      expect(again.detalle.find((d: any) => d.contrato === contrato).cargos.map((g: any) => g.concepto)).toEqual(['Plomería']);
      const paid = await admin(t.http.post(`/api/admin/liquidacion/${again._id}/pagar`));
      expect(paid.status).toBe(200);
      await admin(t.http.post(`/api/admin/cargo/${b._id}/anular`)).send({ motivo: 'No correspondía' });
      const next = (await admin(t.http.post('/api/admin/nueva-liquidacion')).send({ propietario, periodo: periodo(3) })).body.data;
      expect(next.gastos).toBe(-3000);
      expect(next.detalle.find((d: any) => d.contrato === contrato).cargos).toEqual([{ cargo: b._id, periodo: p, concepto: 'Plomería (anulado)', monto: -3000 }]);
      // The paid one is as it was paid.
      const closed = (await admin(t.http.get(`/api/admin/liquidaciones?periodo=${p}`))).body.data[0];
      expect(closed.gastos).toBe(3000);
    });
  });

  describe('contracts follow their listing', () => {
    it('an agente creates a contract on a listing they may edit, and is refused on another’s with the reason', async () => {
      const mine = await casa(agente.token);
      const ok = await nuevoContrato(agente.token, mine, { ajuste: { indice: 'NINGUNO' } });
      expect(ok.status).toBe(201);
      const theirs = await casa();
      forbidden(await nuevoContrato(agente.token, theirs, { ajuste: { indice: 'NINGUNO' } }), MENSAJE_CONTRATO_AJENO);
      const prop = (await admin(t.http.get(`/api/user/propiedad/${theirs}`))).body;
      expect(JSON.stringify(prop)).not.toContain('Alquilada');
    });

    it('an agente may not edit, renew or rescind a contract whose listing they may not edit; an admin may', async () => {
      const c = (await nuevoContrato(token, await casa(), { ajuste: { indice: 'NINGUNO' } })).body.data;
      const ag = as(agente.token);
      const edit = { propietario, inquilino, inicio, meses: 36, moneda: 'ARS', montoInicial: 300000, ajuste: { indice: 'NINGUNO' }, comisionAdministracion: 10, version: c.version };
      forbidden(await ag(t.http.put(`/api/admin/editar-contrato/${c._id}`)).send(edit), MENSAJE_CONTRATO_AJENO);
      forbidden(await ag(t.http.post(`/api/admin/contrato/${c._id}/rescindir`)).send({ fecha: hoy, motivo: 'x' }), MENSAJE_CONTRATO_AJENO);
      forbidden(await ag(t.http.post(`/api/admin/contrato/${c._id}/renovar`)).send({ inicio: addMonths(inicio, 36), meses: 24, moneda: 'ARS', montoInicial: 400000, ajuste: { indice: 'NINGUNO' } }), MENSAJE_CONTRATO_AJENO);
      expect((await admin(t.http.get(`/api/admin/contrato/${c._id}`))).body.data).toMatchObject({ estado: 'vigente', version: c.version });
      expect((await admin(t.http.post(`/api/admin/contrato/${c._id}/rescindir`)).send({ fecha: hoy, motivo: 'Acuerdo' })).status).toBe(200);
    });
  });
});

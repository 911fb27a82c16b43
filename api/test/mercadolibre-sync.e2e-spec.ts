// The agency's MercadoLibre account connected from Portales (OAuth code + PKCE, through the
// stand-in's authorization page), tokens sealed at rest and refreshed, listings published, updated, paused, closed
// and re-published in the background, MercadoLibre's refusals and quota shown with their reason, an unreachable
// MercadoLibre never in the way of staff, and buyers' questions arriving in Consultas. No test reaches the internet:
// scripts/mercadolibre-stand-in.mjs checks what the real API checks, with tables of its own.
import { cuerpoCompleto } from '../../contracts/src/property/fixtures.js';
import { startMercadoLibreStandIn, type MercadoLibreStandIn } from '../../scripts/mercadolibre-stand-in.mjs';
import { Db } from '../src/database/db.service.js';
import { MercadoLibreSync, backoffSeconds } from '../src/portals/mercadolibre-sync.service.js';
import { bootApp, loginToken, type TestApp } from './helpers.js';

const PUBLIC_URL = 'https://inmobiliaria.example';
const RETURN = `${PUBLIC_URL}/api/portales/mercadolibre/autorizado`;

describe('MercadoLibre: account and sync', () => {
  let ml: MercadoLibreStandIn;
  let t: TestApp;
  let db: Db;
  let sync: MercadoLibreSync;
  let token: string;
  const admin = (req: any) => req.set('auth-token', token);

  type Listing = { estado: string; externo_id: string | null; motivo: string | null; codigo_error: string | null; pendiente: boolean; proximo_intento: Date | null };
  const listing = (id: string) => db.one<Listing>(`SELECT estado, externo_id, motivo, codigo_error, pendiente, proximo_intento FROM portal_listings WHERE property_id = $1 AND portal = 'mercadolibre'`, [id]);
  const resumen = async () => (await admin(t.http.get('/api/admin/portales'))).body.data.portales.find((p: any) => p.portal === 'mercadolibre');

  async function casa(extra: Record<string, unknown> = {}) {
    const res = await admin(t.http.post('/api/admin/nueva-casa')).send({
      ...cuerpoCompleto('Casa'), operacion: 'venta', precio: { monto: 150000, moneda: 'USD', visible: true },
      imagenes: [{ url: '/api/media/frente.webp', public_id: 'frente' }], ...extra,
    });
    expect(res.status).toBe(201);
    return res.body.propiedad as { id: string; codigo: string; version: number };
  }
  const editar = (id: string, propiedad: Record<string, unknown>) => admin(t.http.put(`/api/admin/editar-propiedad/${id}`)).send({ tipo: 'Casa', propiedad });

  /** Portales → 'Conectar cuenta' → MercadoLibre's page → 'Autorizar' → back to the API → Portales. */
  async function connect(): Promise<string> {
    const res = await admin(t.http.post('/api/admin/portales/mercadolibre/conectar'));
    expect(res.status).toBe(200);
    const page = await (await fetch(res.body.data.url)).text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!;
    const request = /name="request" value="([^"]+)"/.exec(page)![1]!;
    const decision = await fetch(action, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ request, decision: 'allow' }) });
    const back = new URL(decision.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(RETURN);
    const landed = await t.http.get(`${back.pathname}${back.search}`);
    expect(landed.status).toBe(303);
    return landed.headers.location;
  }

  beforeAll(async () => {
    ml = await startMercadoLibreStandIn({ redirectUri: RETURN, nickname: 'INMOBILIARIA_PRUEBA' });
    t = await bootApp({
      seedDemo: false,
      env: {
        PUBLIC_URL, MERCADOLIBRE_CLIENT_ID: ml.clientId, MERCADOLIBRE_CLIENT_SECRET: ml.clientSecret, MERCADOLIBRE_API_URL: ml.url,
        MERCADOLIBRE_AUTH_URL: ml.authUrl, MERCADOLIBRE_TIMEOUT_MS: '3000', PORTALS_SYNC_INTERVAL_MS: '3600000',
      },
    });
    db = t.app.get(Db);
    sync = t.app.get(MercadoLibreSync);
    token = await loginToken(t.http);
  });
  afterAll(async () => {
    await t?.close();
    await ml?.close();
  });

  it('connects the account through MercadoLibre’s authorization, the tokens sealed at rest', async () => {
    expect(await resumen()).toMatchObject({ configurado: true, conectado: false });
    // A made-up or replayed state is refused, and says so on Portales.
    const forged = await t.http.get('/api/portales/mercadolibre/autorizado?code=abc&state=forjado');
    expect(forged.status).toBe(303);
    expect(forged.headers.location).toMatch(/\/portales\?mercadolibre=error&motivo=/);
    expect(await connect()).toBe(`${PUBLIC_URL}/portales?mercadolibre=conectado`);
    expect(await resumen()).toMatchObject({ conectado: true, cuenta: 'INMOBILIARIA_PRUEBA' });
    const row = await db.one<{ access_token: string; refresh_token: string }>(`SELECT access_token, refresh_token FROM portal_accounts WHERE portal = 'mercadolibre'`);
    expect(row!.access_token).toMatch(/^v1:/);
    expect(row!.refresh_token).toMatch(/^v1:/);
    expect(ml.calls.some((c) => c.method === 'POST' && c.path === '/oauth/token')).toBe(true);
  });

  it('publishes a listing in the right category with its code, updates it, pauses it when hidden, closes it when deleted', async () => {
    const p = await casa({ titulo: 'Casa en venta con parque' });
    await sync.kick();
    const l = (await listing(p.id))!;
    expect(l).toMatchObject({ estado: 'publicada', pendiente: false, motivo: null });
    const item = ml.items.get(l.externo_id!)!;
    expect(item).toMatchObject({ category_id: 'MLA401685', seller_custom_field: p.codigo, status: 'active', price: 150000, currency_id: 'USD' });
    expect(item.pictures.length).toBe(1);
    const states = (await admin(t.http.get(`/api/admin/portales/propiedad/${p.id}`))).body.data;
    expect(states).toContainEqual(expect.objectContaining({ portal: 'mercadolibre', estado: 'publicada', enlace: item.permalink }));

    expect((await editar(p.id, { titulo: 'Casa con parque y pileta' })).status).toBe(200);
    await sync.kick();
    expect(ml.items.get(l.externo_id!)!.title).toBe('Casa con parque y pileta');

    expect((await editar(p.id, { visible: false })).status).toBe(200);
    await sync.kick();
    expect(await listing(p.id)).toMatchObject({ estado: 'pausada' });
    expect(ml.items.get(l.externo_id!)!.status).toBe('paused');
    expect((await editar(p.id, { visible: true })).status).toBe(200);
    await sync.kick();
    expect(ml.items.get(l.externo_id!)!.status).toBe('active');

    // Unticking MercadoLibre takes it off too.
    expect((await editar(p.id, { portales: { mercadolibre: false } })).status).toBe(200);
    await sync.kick();
    expect(ml.items.get(l.externo_id!)!.status).toBe('paused');
    expect((await editar(p.id, { portales: { mercadolibre: true } })).status).toBe(200);
    await sync.kick();

    expect((await admin(t.http.delete(`/api/admin/eliminar-propiedad/${p.id}`))).status).toBe(200);
    await sync.kick();
    expect(await listing(p.id)).toMatchObject({ estado: 'cerrada' });
    expect(ml.items.get(l.externo_id!)!.status).toBe('closed');
    // Restored: a closed item cannot be opened again, so a new one is published.
    expect((await admin(t.http.post(`/api/admin/restaurar-propiedad/${p.id}`))).status).toBe(200);
    await sync.kick();
    const again = (await listing(p.id))!;
    expect(again.estado).toBe('publicada');
    expect(again.externo_id).not.toBe(l.externo_id);
  });

  it('pauses a reserved listing when the agency stops showing reserved ones, and publishes it again when it shows them', async () => {
    const p = await casa({ titulo: 'Casa reservada en portales' });
    await sync.kick();
    const l = (await listing(p.id))!;
    expect(l.estado).toBe('publicada');
    expect((await admin(t.http.put(`/api/admin/estado-propiedad/${p.id}`)).send({ estado: 'Reservada', motivo: 'Seña' })).status).toBe(200);
    await sync.kick();
    expect(ml.items.get(l.externo_id!)!.status).toBe('active');
    // The listing's version does not move: the agency's setting alone takes it off the public site and the portal.
    expect((await admin(t.http.put('/api/admin/inmobiliaria')).send({ reservadaPublica: false })).status).toBe(200);
    await sync.kick();
    expect(await listing(p.id)).toMatchObject({ estado: 'pausada', pendiente: false });
    expect(ml.items.get(l.externo_id!)!.status).toBe('paused');
    expect((await admin(t.http.put('/api/admin/inmobiliaria')).send({ reservadaPublica: true })).status).toBe(200);
    await sync.kick();
    expect(await listing(p.id)).toMatchObject({ estado: 'publicada', pendiente: false });
    expect(ml.items.get(l.externo_id!)!.status).toBe('active');
    // Nothing changed since: the next run sends nothing.
    const before = ml.calls.length;
    await sync.kick();
    expect(ml.calls.length).toBe(before);
  });

  it('shows MercadoLibre’s refusal with its reason, and the quota as pack_quota_exceeded, errors first on Portales', async () => {
    const incompleta = await casa({ titulo: 'Casa sin superficie cubierta', superficieCubierta: null });
    await sync.kick();
    const l = (await listing(incompleta.id))!;
    expect(l).toMatchObject({ estado: 'error', pendiente: false });
    expect(l.motivo).toContain('Superficie cubierta');

    ml.setQuota(0);
    const sinCupo = await casa({ titulo: 'Casa sin cupo' });
    await sync.kick();
    expect(await listing(sinCupo.id)).toMatchObject({ estado: 'error', codigo_error: 'pack_quota_exceeded' });
    const page = (await admin(t.http.get('/api/admin/portales'))).body;
    const first = page.data.publicaciones.slice(0, 2).map((p: any) => [p.propiedad._id, p.estado]);
    expect(first).toEqual(expect.arrayContaining([[incompleta.id, 'error'], [sinCupo.id, 'error']]));
    expect((await resumen()).conError).toBe(2);
    // Room in the package again: 'Sincronizar ahora' publishes it anew.
    ml.setQuota(1000);
    expect((await admin(t.http.post('/api/admin/portales/mercadolibre/sincronizar'))).status).toBe(200);
    // The run 'Sincronizar ahora' starts publishes it (a kick waits for the run under way, and one more after it).
    await sync.kick();
    expect(await listing(sinCupo.id)).toMatchObject({ estado: 'publicada', codigo_error: null });
  });

  it('refreshes an access token MercadoLibre no longer takes, with the single-use refresh token', async () => {
    const p = await casa({ titulo: 'Casa para renovar el token' });
    const refreshes = () => ml.calls.filter((c) => c.path === '/oauth/token').length;
    const before = refreshes();
    ml.expireTokens();
    await sync.kick();
    expect(await listing(p.id)).toMatchObject({ estado: 'publicada' });
    expect(refreshes()).toBe(before + 1);
  });

  it('keeps staff working while MercadoLibre is unreachable: the edit answers at once, the listing waits with a retry time', async () => {
    const p = await casa({ titulo: 'Casa con MercadoLibre caído' });
    await sync.kick();
    ml.setDown(true);
    try {
      const started = Date.now();
      const edit = await editar(p.id, { titulo: 'Casa con MercadoLibre caído (editada)' });
      expect(edit.status).toBe(200);
      const portales = await admin(t.http.get('/api/admin/portales'));
      expect(portales.status).toBe(200);
      // MercadoLibre answers nothing: a call to it would take the whole 3 s time limit.
      expect(Date.now() - started).toBeLessThan(2000);
      await sync.kick();
      const l = (await listing(p.id))!;
      expect(l).toMatchObject({ estado: 'publicada', pendiente: true, codigo_error: 'unreachable' });
      expect(l.motivo).toContain('MercadoLibre no responde');
      expect(l.proximo_intento!.getTime()).toBeGreaterThan(Date.now() + 20_000);
      expect((await resumen()).ultimoError).toContain('MercadoLibre no responde');
    } finally {
      ml.setDown(false);
    }
    await db.execute(`UPDATE portal_listings SET proximo_intento = now() WHERE property_id = $1`, [p.id]);
    await sync.kick();
    expect(await listing(p.id)).toMatchObject({ pendiente: false, motivo: null });
    expect((await resumen()).ultimoError).toBeNull();
    expect([1, 2, 3, 8, 20].map(backoffSeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });

  it('turns a buyer’s question into an enquiry of channel MercadoLibre about the listing', async () => {
    const p = await casa({ titulo: 'Casa con preguntas' });
    await sync.kick();
    const itemId = (await listing(p.id))!.externo_id!;
    const qid = ml.addQuestion(itemId, '¿Acepta permuta por un departamento?');
    const url = new URL((await resumen()).consultasUrl);
    const notice = { resource: `/questions/${qid}`, user_id: Number(ml.userId), topic: 'questions', application_id: ml.clientId };
    expect((await t.http.post(url.pathname).send(notice)).status).toBe(200);
    expect((await t.http.post(url.pathname).send(notice)).status).toBe(200); // delivered twice, stored once
    const res = await admin(t.http.get('/api/admin/consultas?canal=MercadoLibre'));
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ canal: 'MercadoLibre', mensaje: '¿Acepta permuta por un departamento?', propiedad: { _id: p.id } });
  });

  it('disconnects the account (admins only)', async () => {
    const res = await admin(t.http.post('/api/admin/portales/mercadolibre/desconectar'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ conectado: false, cuenta: null });
    expect((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM portal_accounts WHERE access_token IS NOT NULL OR refresh_token IS NOT NULL`))!.n).toBe(0);
  });
});

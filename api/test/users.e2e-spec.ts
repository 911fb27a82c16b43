// Staff accounts: users and roles, the password rule, temporary passwords, sessions that end (logout,
// password change, deactivation, reset links), the last admin, the second factor, and login throttles that a made-up
// X-Forwarded-For cannot dodge.
import { generate } from 'otplib';
import { ERROR_CODES, MENSAJES, NO_AUTO_DESACTIVAR } from '@inmo/contracts';
import { LOGIN_MAX_FALLOS_CUENTA, LOGIN_MAX_FALLOS_IP, LOGIN_MAX_FALLOS_TODOS } from '../src/auth/auth.service.js';
import { Db } from '../src/database/db.service.js';
import { TotpService } from '../src/auth/totp.service.js';
import { ADMIN_PASSWORD, ADMIN_USER, bootApp, eventually, loginToken, staffUser, visitor, type TestApp } from './helpers.js';

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

describe('staff accounts', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    admin = await loginToken(t.http);
  });
  afterAll(() => t.close());

  const as = (token: string) => ({
    get: (url: string) => t.http.get(url).set('auth-token', token),
    post: (url: string, body: object = {}) => t.http.post(url).set('auth-token', token).send(body),
    put: (url: string, body: object) => t.http.put(url).set('auth-token', token).send(body),
  });
  const login = (usuario: string, contraseña: string, from = usuario, codigo?: string) =>
    t.http.post('/api/user/login').agent(visitor(from)).send({ usuario, contraseña, ...(codigo ? { codigo } : {}) });

  it('lists users without hashes or secrets, and answers an agente 403 in Spanish', async () => {
    const list = await as(admin).get('/api/admin/usuarios');
    expect(list.status).toBe(200);
    const me = list.body.data.find((u: { usuario: string }) => u.usuario === ADMIN_USER);
    expect(Object.keys(me).sort()).toEqual(['_id', 'activo', 'debeCambiarContrasena', 'email', 'nombre', 'rol', 'segundoFactor', 'segundoFactorExigido', 'ultimoAcceso', 'usuario']);
    expect(me).toMatchObject({ rol: 'admin', activo: true });
    expect(Date.parse(me.ultimoAcceso)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(list.body)).not.toMatch(/argon2|totp/i);
    const agente = await staffUser(t, 'agente');
    const refused = await as(agente.token).get('/api/admin/usuarios');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, error: MENSAJES.prohibido, code: ERROR_CODES.FORBIDDEN });
  });

  it('refuses short, common and name-containing passwords with Spanish messages, and a taken user name with 409', async () => {
    const create = (body: object) => as(admin).post('/api/admin/nuevo-usuario', { usuario: 'lucia', nombre: 'Lucía Pérez', rol: 'agente', ...body });
    const short = await create({ contraseña: 'corta-11chr' });
    expect(short.status).toBe(400);
    expect(short.body.errors.contraseña).toBe('La contraseña debe tener al menos 12 caracteres');
    const common = await create({ contraseña: 'Qwerty123456' });
    expect(common.status).toBe(400);
    expect(common.body.errors.contraseña).toMatch(/demasiado común/);
    const named = await create({ contraseña: 'soy-lucia-de-chivilcoy' });
    expect(named.status).toBe(400);
    expect(named.body.errors.contraseña).toBe('La contraseña no puede contener el nombre de usuario');
    const badRole = await create({ contraseña: 'pampa-trigal-2026', rol: 'dueño' });
    expect(badRole.status).toBe(400);
    expect(badRole.body.errors.rol).toBe('Elegí un rol válido');
    const ok = await create({ contraseña: 'pampa-trigal-2026', email: 'lucia@inmo.example' });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ usuario: 'lucia', nombre: 'Lucía Pérez', email: 'lucia@inmo.example', rol: 'agente', activo: true, debeCambiarContrasena: true, ultimoAcceso: null });
    const again = await create({ usuario: 'LUCIA', contraseña: 'otra-pampa-2026' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: ERROR_CODES.USER_TAKEN, error: MENSAJES.usuarioRepetido });
  });

  it('makes a new user change the temporary password before anything else; the change ends the other sessions', async () => {
    const created = await as(admin).post('/api/admin/nuevo-usuario', { usuario: 'martin', nombre: 'Martín Gómez', rol: 'agente', contraseña: 'temporal-del-admin-1' });
    expect(created.status).toBe(201);
    const first = await login('martin', 'temporal-del-admin-1');
    expect(first.status).toBe(200);
    const temp = first.body.data.token;
    expect(claims(temp).cambiar).toBe(true);
    const blocked = await as(temp).get('/api/admin/clientes');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ success: false, error: MENSAJES.debeCambiarContraseña, code: ERROR_CODES.PASSWORD_CHANGE_REQUIRED });
    expect((await as(temp).get('/api/user/cuenta')).body.data).toMatchObject({ usuario: 'martin', debeCambiarContrasena: true });
    const other = (await login('martin', 'temporal-del-admin-1', 'martin-celular')).body.data.token;

    const wrong = await as(temp).post('/api/user/cambiar-contrasena', { actual: 'no-es-esta-clave', nueva: 'mi-clave-de-martin-9' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ actual: MENSAJES.contraseñaActualIncorrecta });
    const same = await as(temp).post('/api/user/cambiar-contrasena', { actual: 'temporal-del-admin-1', nueva: 'temporal-del-admin-1' });
    expect(same.status).toBe(400);
    const changed = await as(temp).post('/api/user/cambiar-contrasena', { actual: 'temporal-del-admin-1', nueva: 'otoño-en-la-pampa-7' });
    expect(changed.status).toBe(200);
    const fresh = changed.body.data.token;
    expect(claims(fresh).cambiar).toBeUndefined();
    expect((await as(fresh).get('/api/admin/clientes')).status).toBe(200);
    // Every other session of the user ended, the one that made the change included (it goes on with `fresh`).
    for (const old of [temp, other]) expect((await as(old).get('/api/user/cuenta')).status).toBe(401);
    expect((await login('martin', 'temporal-del-admin-1')).status).toBe(401);
    expect((await login('martin', 'otoño-en-la-pampa-7')).status).toBe(200);
  });

  it('logout refuses that token from the next request, and only that one', async () => {
    const one = await login(ADMIN_USER, ADMIN_PASSWORD, 'oficina');
    const two = await login(ADMIN_USER, ADMIN_PASSWORD, 'casa');
    const [a, b] = [one.body.data.token, two.body.data.token];
    expect((await as(a).post('/api/user/logout')).status).toBe(200);
    const after = await as(a).get('/api/admin/metricas');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, error: MENSAJES.noAutorizado, code: ERROR_CODES.UNAUTHORIZED });
    expect((await as(b).get('/api/admin/metricas')).status).toBe(200);
    // The public page of a hidden property no longer treats the logged-out token as staff either.
    expect((await as(a).post('/api/user/logout')).status).toBe(401);
  });

  it('checks revocations in memory: a request with a live token costs no statement once the notices are in', async () => {
    const db = t.app.get(Db);
    const token = (await login(ADMIN_USER, ADMIN_PASSWORD, 'memoria')).body.data.token;
    await as(token).post('/api/user/logout');
    const live = (await login(ADMIN_USER, ADMIN_PASSWORD, 'memoria')).body.data.token;
    const free = async () => {
      await as(live).get('/api/admin/equipo');
      const before = db.statements;
      const ok = (await as(live).get('/api/admin/equipo')).status === 200;
      return ok && db.statements === before;
    };
    expect(await eventually(free)).toBe(true);
  });

  it('deactivating a user ends their sessions at once and refuses their logins; turned back on, old tokens stay dead', async () => {
    const user = await staffUser(t, 'agente');
    expect((await as(user.token).get('/api/admin/clientes')).status).toBe(200);
    const off = await as(admin).put(`/api/admin/editar-usuario/${user.id}`, { activo: false });
    expect(off.status).toBe(200);
    expect(off.body.data.activo).toBe(false);
    expect((await as(user.token).get('/api/admin/clientes')).status).toBe(401);
    const refused = await login(user.username, user.password);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe(MENSAJES.loginFallido);
    expect((await as(admin).put(`/api/admin/editar-usuario/${user.id}`, { activo: true })).status).toBe(200);
    expect((await as(user.token).get('/api/admin/clientes')).status).toBe(401);
    expect((await login(user.username, user.password)).status).toBe(200);
  });

  it('a role change applies on the next request', async () => {
    const user = await staffUser(t, 'agente');
    expect((await as(user.token).get('/api/admin/usuarios')).status).toBe(403);
    expect((await as(admin).put(`/api/admin/editar-usuario/${user.id}`, { rol: 'admin' })).status).toBe(200);
    expect((await as(user.token).get('/api/admin/usuarios')).status).toBe(200);
    expect((await as(admin).put(`/api/admin/editar-usuario/${user.id}`, { rol: 'agente' })).status).toBe(200);
    expect((await as(user.token).get('/api/admin/usuarios')).status).toBe(403);
  });

  it('never leaves the agency without an active admin', async () => {
    const db = t.app.get(Db);
    // Only the first admin is an active admin now.
    await db.execute(`UPDATE users SET activo = false WHERE rol = 'admin' AND lower(username) <> $1`, [ADMIN_USER]);
    const me = claims(admin).sub;
    const r = await as(admin).put(`/api/admin/editar-usuario/${me}`, { rol: 'agente' });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ success: false, error: MENSAJES.ultimoAdmin, code: ERROR_CODES.LAST_ADMIN });
    // With a second active admin, the first may step down.
    const second = await staffUser(t, 'admin');
    const down = await as(second.token).put(`/api/admin/editar-usuario/${me}`, { rol: 'agente' });
    expect(down.status).toBe(200);
    expect((await as(second.token).put(`/api/admin/editar-usuario/${second.id}`, { activo: false })).status).toBe(409);
    expect((await as(second.token).put(`/api/admin/editar-usuario/${me}`, { rol: 'admin' })).status).toBe(200);
    expect((await as(admin).get('/api/admin/usuarios')).status).toBe(200);
  });

  it('an admin cannot deactivate their own account (409 in Spanish, nothing changed); another admin can', async () => {
    const first = await staffUser(t, 'admin');
    const second = await staffUser(t, 'admin');
    const own = await as(first.token).put(`/api/admin/editar-usuario/${first.id}`, { activo: false });
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ success: false, error: NO_AUTO_DESACTIVAR });
    // Still active: the session works and the list says so.
    const list = await as(first.token).get('/api/admin/usuarios');
    expect(list.status).toBe(200);
    expect(list.body.data.find((u: { _id: string }) => u._id === first.id).activo).toBe(true);
    // Other changes to oneself still go through; another admin may deactivate the account.
    expect((await as(first.token).put(`/api/admin/editar-usuario/${first.id}`, { nombre: 'Admin renombrado' })).status).toBe(200);
    expect((await as(second.token).put(`/api/admin/editar-usuario/${first.id}`, { activo: false })).status).toBe(200);
    expect((await as(first.token).get('/api/admin/usuarios')).status).toBe(401);
  });

  it('a one-time reset link sets a new password within 24 h, once, and ends every session', async () => {
    const user = await staffUser(t, 'agente');
    const link = await as(admin).post(`/api/admin/usuarios/${user.id}/restablecer`);
    expect(link.status).toBe(200);
    expect(link.body.data.enlace).toMatch(/^\/login\?restablecer=[A-Za-z0-9_-]{40,}$/);
    expect(Date.parse(link.body.data.vence) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const token = new URLSearchParams(link.body.data.enlace.split('?')[1]).get('restablecer')!;
    const weak = await t.http.post('/api/user/restablecer-contrasena').send({ token, nueva: '123456789012' });
    expect(weak.status).toBe(400);
    const ok = await t.http.post('/api/user/restablecer-contrasena').send({ token, nueva: 'nueva-clave-del-lunes' });
    expect(ok.status).toBe(200);
    expect((await as(user.token).get('/api/admin/clientes')).status).toBe(401);
    expect((await login(user.username, 'nueva-clave-del-lunes')).status).toBe(200);
    const reused = await t.http.post('/api/user/restablecer-contrasena').send({ token, nueva: 'otra-clave-del-martes' });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error: MENSAJES.enlaceInvalido, code: ERROR_CODES.RESET_LINK_INVALID });
    // A link past its 24 hours is refused too.
    const late = await as(admin).post(`/api/admin/usuarios/${user.id}/restablecer`);
    const lateToken = new URLSearchParams(late.body.data.enlace.split('?')[1]).get('restablecer')!;
    await t.app.get(Db).execute(`UPDATE password_resets SET vence = now() - interval '1 minute' WHERE user_id = $1`, [user.id]);
    expect((await t.http.post('/api/user/restablecer-contrasena').send({ token: lateToken, nueva: 'otra-clave-del-martes' })).status).toBe(400);
  });

  it('a reset link dies when the password changes by another route, on deactivation, and when a newer link is made', async () => {
    const user = await staffUser(t, 'agente');
    const linkFor = async (id: string) => new URLSearchParams((await as(admin).post(`/api/admin/usuarios/${id}/restablecer`)).body.data.enlace.split('?')[1]).get('restablecer')!;
    const redeem = (token: string, nueva: string) => t.http.post('/api/user/restablecer-contrasena').send({ token, nueva });
    // The user changes their own password: the admin's link is void.
    const before = await linkFor(user.id);
    const changed = await as(user.token).post('/api/user/cambiar-contrasena', { actual: user.password, nueva: 'clave-propia-del-miercoles' });
    expect(changed.status).toBe(200);
    const r1 = await redeem(before, 'clave-del-atacante-jueves');
    expect(r1.status).toBe(400);
    expect(r1.body).toMatchObject({ error: MENSAJES.enlaceInvalido, code: ERROR_CODES.RESET_LINK_INVALID });
    // Deactivated and reactivated: a link made before is void.
    const old = await linkFor(user.id);
    expect((await as(admin).put(`/api/admin/editar-usuario/${user.id}`, { activo: false })).status).toBe(200);
    expect((await as(admin).put(`/api/admin/editar-usuario/${user.id}`, { activo: true })).status).toBe(200);
    expect((await redeem(old, 'clave-del-atacante-jueves')).status).toBe(400);
    // A newer link voids the older one; the newer works.
    const first = await linkFor(user.id);
    const second = await linkFor(user.id);
    expect((await redeem(first, 'clave-del-atacante-jueves')).status).toBe(400);
    expect((await redeem(second, 'clave-nueva-del-viernes')).status).toBe(200);
    expect((await login(user.username, 'clave-nueva-del-viernes')).status).toBe(200);
  });

  it('a token of an account still in setup reads the public property page as a visitor does', async () => {
    const hidden = await as(admin).post('/api/admin/nueva-casa', { titulo: 'Oculta de setup', operacion: 'venta', localidad: 'Lobos', habitaciones: 2, visible: false, contacto: 'Dueño: 2346 44-1234' });
    expect(hidden.status).toBe(201);
    const shown = await as(admin).post('/api/admin/nueva-casa', { titulo: 'Visible de setup', operacion: 'alquiler', localidad: 'Lobos', habitaciones: 2, visible: true, contacto: 'Dueño: 2346 44-5678' });
    const created = await as(admin).post('/api/admin/nuevo-usuario', { usuario: 'setup-lectora', nombre: 'Lectora Setup', rol: 'agente', contraseña: 'temporal-de-setup-1' });
    expect(created.status).toBe(201);
    const temp = (await login('setup-lectora', 'temporal-de-setup-1')).body.data.token;
    expect(claims(temp).cambiar).toBe(true);
    // Staff see the hidden listing and its staff-only fields; the account in setup does not.
    expect((await as(admin).get(`/api/user/propiedad/${hidden.body.propiedad.id}`)).status).toBe(200);
    const denied = await as(temp).get(`/api/user/propiedad/${hidden.body.propiedad.id}`);
    expect(denied.status).toBe(404);
    expect(JSON.stringify(denied.body)).not.toContain('2346 44-1234');
    const visible = await as(temp).get(`/api/user/propiedad/${shown.body.propiedad.id}`);
    expect(visible.status).toBe(200);
    expect(JSON.stringify(visible.body)).not.toContain('2346 44-5678');
    expect(JSON.stringify(visible.body)).not.toContain('facturacionMensual');
  });

  /** A code of the secret for the next 30-second step: accepted (one step of drift) and not yet used. */
  const nextCode = (secret: string, steps = 1) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

  it('asks for the authenticator code of a user with a second factor', async () => {
    const user = await staffUser(t, 'agente');
    const start = await as(user.token).post('/api/user/segundo-factor', { contraseña: user.password });
    expect(start.status).toBe(200);
    expect(start.body.data.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(start.body.data.qr).toMatch(/^<svg/);
    // Not on until a code of the new secret is typed.
    expect((await login(user.username, user.password)).status).toBe(200);
    expect((await as(user.token).post('/api/user/segundo-factor/confirmar', { codigo: '000000' })).status).toBe(400);
    const code = await generate({ secret: start.body.data.secreto });
    const on = await as(user.token).post('/api/user/segundo-factor/confirmar', { codigo: code });
    expect(on.status).toBe(200);
    expect(on.body.data.usuario.segundoFactor).toBe(true);
    expect(on.body.data.codigosRecuperacion).toHaveLength(10);
    const without = await login(user.username, user.password);
    expect(without.status).toBe(401);
    expect(without.body).toEqual({ success: false, error: MENSAJES.segundoFactorRequerido, code: ERROR_CODES.TOTP_REQUIRED });
    const wrongCode = await login(user.username, user.password, user.username, code === '123456' ? '654321' : '123456');
    expect(wrongCode.body.code).toBe(ERROR_CODES.TOTP_INVALID);
    // A right code with a wrong password is still a wrong password.
    const next = await nextCode(start.body.data.secreto);
    expect((await login(user.username, 'no-es-la-clave-99', user.username, next)).body.code).toBe(ERROR_CODES.LOGIN_FAILED);
    expect((await login(user.username, user.password, user.username, next)).status).toBe(200);
  });

  it('takes each code once, keeps the secret sealed, and asks for the password or a code before the factor changes', async () => {
    const user = await staffUser(t, 'agente');
    // Starting needs the password again (a session token alone is not enough).
    const bare = await as(user.token).post('/api/user/segundo-factor', {});
    expect(bare.status).toBe(400);
    expect(bare.body.errors.contraseña).toBe(MENSAJES.confirmarIdentidad);
    expect((await as(user.token).post('/api/user/segundo-factor', { contraseña: 'no-es-la-clave-99' })).status).toBe(400);
    const first = (await as(user.token).post('/api/user/segundo-factor', { contraseña: user.password })).body.data.secreto as string;
    const on = await as(user.token).post('/api/user/segundo-factor/confirmar', { codigo: await generate({ secret: first }) });
    expect(on.status).toBe(200);
    const recovery: string[] = on.body.data.codigosRecuperacion;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    for (const c of recovery) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Stored sealed: neither the secret nor a recovery code is in the database as typed.
    const row = await t.app.get(Db).one<{ totp_secreto: string }>(`SELECT totp_secreto FROM users WHERE id = $1`, [user.id]);
    expect(row!.totp_secreto.startsWith('v1:')).toBe(true);
    expect(row!.totp_secreto).not.toContain(first);
    const hashes = await t.app.get(Db).query<{ code_hash: string }>(`SELECT code_hash FROM totp_recovery_codes WHERE user_id = $1`, [user.id]);
    expect(hashes.map((h) => h.code_hash)).not.toContain(recovery[0]!.replace('-', ''));

    // The same code twice in a row: the second is refused.
    const code = await nextCode(first);
    expect((await login(user.username, user.password, user.username, code)).status).toBe(200);
    const replay = await login(user.username, user.password, user.username, code);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe(ERROR_CODES.TOTP_INVALID);

    // A recovery code opens the account once.
    expect((await login(user.username, user.password, user.username, recovery[0]!.toUpperCase())).status).toBe(200);
    expect((await login(user.username, user.password, user.username, recovery[0]!)).status).toBe(401);

    // Replacing: the old factor stays until the new one is confirmed.
    const sealedBefore = row!.totp_secreto;
    const replacing = await as(user.token).post('/api/user/segundo-factor', { codigo: recovery[1] });
    expect(replacing.status).toBe(200);
    const second = replacing.body.data.secreto as string;
    const during = await t.app.get(Db).one<{ totp_secreto: string; totp_activo: boolean }>(`SELECT totp_secreto, totp_activo FROM users WHERE id = $1`, [user.id]);
    expect(during).toEqual({ totp_secreto: sealedBefore, totp_activo: true });
    expect((await login(user.username, user.password, user.username, await nextCode(second))).status).toBe(401);
    expect((await as(user.token).post('/api/user/segundo-factor/confirmar', { codigo: await generate({ secret: second }) })).status).toBe(200);
    expect((await login(user.username, user.password, user.username, await nextCode(second))).status).toBe(200);
    // The old recovery codes went with the old factor.
    expect((await login(user.username, user.password, user.username, recovery[2]!)).status).toBe(401);

    // Removing asks again too.
    expect((await as(user.token).post('/api/user/segundo-factor/desactivar', {})).status).toBe(400);
    const off = await as(user.token).post('/api/user/segundo-factor/desactivar', { contraseña: user.password });
    expect(off.status).toBe(200);
    expect(off.body.data.segundoFactor).toBe(false);
    expect((await login(user.username, user.password)).status).toBe(200);
  });

  it('seals at start a secret stored in clear by an older build, and the factor keeps working', async () => {
    const user = await staffUser(t, 'agente');
    const { generateSecret } = await import('otplib');
    const clear = generateSecret();
    await t.app.get(Db).execute(`UPDATE users SET totp_secreto = $2, totp_activo = true WHERE id = $1`, [user.id, clear]);
    await t.app.get(TotpService).onApplicationBootstrap();
    const row = await t.app.get(Db).one<{ totp_secreto: string }>(`SELECT totp_secreto FROM users WHERE id = $1`, [user.id]);
    expect(row!.totp_secreto.startsWith('v1:')).toBe(true);
    expect(row!.totp_secreto).not.toContain(clear);
    expect((await login(user.username, user.password, user.username, await generate({ secret: clear }))).status).toBe(200);
  });

  it("lets an admin reset another user's second factor, recorded in that user's history; the user's sessions end", async () => {
    const user = await staffUser(t, 'agente');
    const secret = (await as(user.token).post('/api/user/segundo-factor', { contraseña: user.password })).body.data.secreto as string;
    expect((await as(user.token).post('/api/user/segundo-factor/confirmar', { codigo: await generate({ secret }) })).status).toBe(200);
    const agente = await staffUser(t, 'agente');
    expect((await as(agente.token).post(`/api/admin/usuarios/${user.id}/segundo-factor/restablecer`)).status).toBe(403);
    const reset = await as(admin).post(`/api/admin/usuarios/${user.id}/segundo-factor/restablecer`);
    expect(reset.status).toBe(200);
    expect(reset.body.data.segundoFactor).toBe(false);
    expect((await as(user.token).get('/api/user/cuenta')).status).toBe(401);
    expect((await login(user.username, user.password)).status).toBe(200);
    const again = await as(admin).post(`/api/admin/usuarios/${user.id}/segundo-factor/restablecer`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MENSAJES.sinSegundoFactor);
    const history = await as(admin).get(`/api/admin/historial/usuario/${user.id}`);
    expect(history.status).toBe(200);
    expect(history.body.data).toHaveLength(1);
    expect(history.body.data[0]).toMatchObject({ accion: 'editar', cambios: [{ campo: 'segundoFactor', antes: true, despues: false }] });
  });

  it("requires admins to turn on the second factor when the admins' setting says so, and only admins", async () => {
    const second = await staffUser(t, 'admin');
    const start = await as(second.token).post('/api/user/segundo-factor', { contraseña: second.password });
    expect((await as(second.token).post('/api/user/segundo-factor/confirmar', { codigo: await generate({ secret: start.body.data.secreto }) })).status).toBe(200);
    const agente = await staffUser(t, 'agente');
    expect((await as(agente.token).put('/api/admin/seguridad', { exigirSegundoFactorAdmins: true })).status).toBe(403);
    const on = await as(admin).put('/api/admin/seguridad', { exigirSegundoFactorAdmins: true });
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ exigirSegundoFactorAdmins: true });
    // The admin without a second factor may only set one up (and read their account) from the next request on.
    const blocked = await as(admin).get('/api/admin/clientes');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ success: false, error: MENSAJES.debeActivarSegundoFactor, code: ERROR_CODES.TOTP_SETUP_REQUIRED });
    expect((await as(admin).get('/api/user/cuenta')).body.data).toMatchObject({ segundoFactor: false, segundoFactorExigido: true });
    expect((await as(admin).put('/api/admin/seguridad', { exigirSegundoFactorAdmins: false })).status).toBe(403);
    // An admin who has one, and an agente, go on as before; the admin cannot turn theirs off meanwhile.
    expect((await as(second.token).get('/api/admin/clientes')).status).toBe(200);
    expect((await as(agente.token).get('/api/admin/clientes')).status).toBe(200);
    expect((await as(second.token).post('/api/user/segundo-factor/desactivar')).body.code).toBe(ERROR_CODES.TOTP_SETUP_REQUIRED);
    expect((await as(second.token).put('/api/admin/seguridad', { exigirSegundoFactorAdmins: false })).status).toBe(200);
    expect((await as(admin).get('/api/admin/clientes')).status).toBe(200);
  });

  describe('login throttles', () => {
    it('counts a client that is not a trusted proxy by its own address, whatever X-Forwarded-For it sends', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const r = await t.http.post('/api/user/login').agent(visitor('falsificador')).set('x-forwarded-for', `198.51.100.${i}`).send({ usuario: ADMIN_USER, contraseña: `mal-${i}` });
        statuses.push(r.status);
      }
      expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
      // The addresses it made up were never counted: the key is the connection's own.
      const keys = await t.app.get(Db).query<{ key: string }>(`SELECT DISTINCT key FROM rate_limit_events WHERE bucket = 'login-ip' AND key LIKE '%198.51.100.%'`);
      expect(keys).toEqual([]);
    });

    it('never locks a user out of a browser they logged in from: strangers failing from the same office address do not', async () => {
      const user = await staffUser(t, 'agente');
      const office = `oficina-${user.username}`;
      const first = await login(user.username, user.password, office);
      expect(first.status).toBe(200);
      const cookie = String(first.headers['set-cookie']).split(';')[0]!;
      expect(cookie).toMatch(/^inmo_disp_[A-Za-z0-9_-]{22}=1$/);
      expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);
      expect(String(first.headers['set-cookie'])).toMatch(/SameSite=Strict/i);
      // Someone at the same address tries 50 made-up names: the address is locked…
      for (let i = 0; i < LOGIN_MAX_FALLOS_IP; i++) expect((await login(`inventado-${i}-${user.username}`, 'x-123456789', office)).status).toBe(401);
      expect((await login(user.username, user.password, office)).status).toBe(429);
      // …but not for the user's own browser, nor does another user's cookie (or a made-up one) open it.
      const withCookie = (c: string) => t.http.post('/api/user/login').agent(visitor(office)).set('cookie', c).send({ usuario: user.username, contraseña: user.password });
      expect((await withCookie(cookie)).status).toBe(200);
      expect((await withCookie('inmo_disp_AAAAAAAAAAAAAAAAAAAAAA=1')).status).toBe(429);
      const other = await staffUser(t, 'agente');
      const otherCookie = String((await login(other.username, other.password, `casa-${other.username}`)).headers['set-cookie']).split(';')[0]!;
      expect((await withCookie(otherCookie)).status).toBe(429);
    });

    it(`stops logins over the whole site past ${LOGIN_MAX_FALLOS_TODOS} failures in 15 minutes, but not from known addresses or browsers`, async () => {
      const user = await staffUser(t, 'agente');
      const cookie = String((await login(user.username, user.password, `casa-${user.username}`)).headers['set-cookie']).split(';')[0]!;
      const db = t.app.get(Db);
      await db.execute(`INSERT INTO rate_limit_events (bucket, key) SELECT 'login-todos', 'todos' FROM generate_series(1, $1)`, [LOGIN_MAX_FALLOS_TODOS]);
      try {
        const stranger = await login(user.username, user.password, `lejos-${user.username}`);
        expect(stranger.status).toBe(429);
        expect(stranger.body.code).toBe(ERROR_CODES.LOGIN_THROTTLED);
        // The address the user logged in from before, and the browser they used, still open.
        expect((await login(user.username, user.password, `casa-${user.username}`)).status).toBe(200);
        const fromBrowser = await t.http.post('/api/user/login').agent(visitor(`cafe-${user.username}`)).set('cookie', cookie).send({ usuario: user.username, contraseña: user.password });
        expect(fromBrowser.status).toBe(200);
      } finally {
        await db.execute(`DELETE FROM rate_limit_events WHERE bucket = 'login-todos'`);
      }
    });

    it(`slows guesses spread over many addresses (${LOGIN_MAX_FALLOS_CUENTA} per account in 15 minutes) but never locks the user out of an address they used`, async () => {
      const user = await staffUser(t, 'agente');
      // The user's own office, where they logged in before (staffUser logged in from visitor(username)).
      for (let i = 0; i < LOGIN_MAX_FALLOS_CUENTA; i++) {
        const r = await login(user.username, `adivinanza-${i}`, `botnet-${i}`);
        expect(r.status).toBe(401);
      }
      const stranger = await login(user.username, user.password, 'botnet-nuevo');
      expect(stranger.status).toBe(429);
      expect(stranger.body.code).toBe(ERROR_CODES.LOGIN_THROTTLED);
      expect((await login(user.username, user.password, user.username)).status).toBe(200);
      // Another account is not affected.
      expect((await login(ADMIN_USER, ADMIN_PASSWORD, 'botnet-nuevo')).status).toBe(200);
    });
  });
});

describe('the first admin', () => {
  it('comes from ADMIN_USER/ADMIN_PASSWORD on an empty database, and must change a password the rule refuses', async () => {
    const t = await bootApp({ seedDemo: false, env: { ADMIN_USER: 'Dueña', ADMIN_PASSWORD: 'corta123' } });
    try {
      const r = await t.http.post('/api/user/login').send({ usuario: 'dueña', contraseña: 'corta123' });
      expect(r.status).toBe(200);
      expect(claims(r.body.data.token)).toMatchObject({ rol: 'admin', cambiar: true });
      expect((await t.http.get('/api/admin/metricas').set('auth-token', r.body.data.token)).status).toBe(403);
    } finally {
      await t.close();
    }
  });
});

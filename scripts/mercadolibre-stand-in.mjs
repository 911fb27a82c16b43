// A local MercadoLibre for tests and a manual try (`node scripts/mercadolibre-stand-in.mjs`): the authorization
// page (a form a browser test can click through), the token endpoint (code + PKCE, single-use codes and refresh
// tokens), and the routes the agency's publisher uses (users/me, items, questions), checking what the real one checks
// and refusing in its shape ({message, error, status, cause: [{code, message}]}). Plain Node, no dependencies.
// Knobs: setQuota(n) (over it, items are created 'closed' / 'pack_quota_exceeded'), setDown(true | 'reset') (answers
// nothing, or drops connections), expireTokens(), addQuestion(itemId, text) (and its notification, if
// `notificationsUrl` is given).
import { createServer } from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { CATEGORIES, itemProblems, mergeAttributes } from './mercadolibre-stand-in-catalog.mjs';

const GRANT_ERROR = 'Error validating grant. Your authorization code or refresh token may be expired or it was already used';
const rand = () => randomBytes(12).toString('hex');
const s256 = (v) => createHash('sha256').update(v).digest('base64url');
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fail = (status, error, message, cause = []) => ({ status, body: { message, error, status, cause } });
const refusal = (causes) =>
  fail(400, 'validation_error', 'Validation error', causes.map(([code, message]) => ({ department: 'items', type: 'error', code, references: [], message })));

export async function startMercadoLibreStandIn(opts = {}) {
  const cfg = {
    host: '127.0.0.1',
    port: 0,
    clientId: 'stand-in-app',
    clientSecret: 'stand-in-secret',
    redirectUri: null,
    userId: 123456789,
    nickname: 'INMOBILIARIA_TEST',
    expiresIn: 21600,
    notificationsUrl: null,
    ...opts,
  };
  let quota = opts.quota ?? 1000;
  let down = false;
  let seq = 1500000000;
  const pending = new Map(); // authorization request id → its parameters, until the user decides
  const codes = new Map(); // code → { clientId, redirectUri, challenge, expiresAt, used }
  const tokens = new Map(); // access token → { expiresAt }
  const refreshTokens = new Map(); // refresh token → { used }
  const items = new Map();
  const questions = new Map();
  const calls = [];
  const notifications = [];
  let base = '';

  function issueTokens() {
    const access = `APP_USR-${cfg.clientId}-${rand()}-${cfg.userId}`;
    const refresh = `TG-${rand()}-${cfg.userId}`;
    tokens.set(access, { expiresAt: Date.now() + cfg.expiresIn * 1000 });
    refreshTokens.set(refresh, { used: false });
    const body = { access_token: access, token_type: 'bearer', expires_in: cfg.expiresIn, scope: 'offline_access read write', user_id: cfg.userId, refresh_token: refresh };
    return { status: 200, body };
  }

  function authorizationPage(q) {
    const problem =
      (q.get('response_type') !== 'code' && 'response_type must be code') ||
      (q.get('client_id') !== cfg.clientId && 'unknown client_id') ||
      (!/^https?:\/\//.test(q.get('redirect_uri') ?? '') && 'invalid redirect_uri') ||
      (cfg.redirectUri && q.get('redirect_uri') !== cfg.redirectUri && 'redirect_uri does not match the application') ||
      (!q.get('code_challenge') && 'code_challenge is required (PKCE)') ||
      (q.get('code_challenge_method') !== 'S256' && 'code_challenge_method must be S256');
    if (problem) return { status: 400, html: `<h1>Error</h1><p>${esc(problem)}</p>` };
    const id = rand();
    pending.set(id, { redirectUri: q.get('redirect_uri'), state: q.get('state') ?? '', challenge: q.get('code_challenge') });
    const html =
      `<h1>Autorizar aplicación</h1><p>La aplicación <b>${esc(cfg.clientId)}</b> quiere publicar con tu cuenta <b>${esc(cfg.nickname)}</b>.</p>` +
      `<form method="post" action="${base}/auth/authorization/decision"><input type="hidden" name="request" value="${id}">` +
      `<button type="submit" name="decision" value="allow">Autorizar</button> <button type="submit" name="decision" value="deny">Cancelar</button></form>`;
    return { status: 200, html };
  }

  function decide(form) {
    const req = pending.get(form.get('request') ?? '');
    if (!req) return { status: 400, html: '<h1>Error</h1><p>La solicitud de autorización venció</p>' };
    pending.delete(form.get('request'));
    const to = new URL(req.redirectUri);
    if (form.get('decision') === 'allow') {
      const code = `TG-${rand()}-${cfg.userId}`;
      codes.set(code, { redirectUri: req.redirectUri, challenge: req.challenge, expiresAt: Date.now() + 10 * 60000, used: false });
      to.searchParams.set('code', code);
    } else to.searchParams.set('error', 'access_denied');
    if (req.state) to.searchParams.set('state', req.state);
    return { status: 302, location: to.href };
  }

  function token(req, raw) {
    if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return fail(400, 'invalid_request', 'The request must be application/x-www-form-urlencoded');
    }
    const f = new URLSearchParams(raw);
    if (f.get('client_id') !== cfg.clientId || f.get('client_secret') !== cfg.clientSecret) return fail(401, 'invalid_client', 'invalid client_id or client_secret.');
    if (f.get('grant_type') === 'authorization_code') {
      const c = codes.get(f.get('code') ?? '');
      const valid = c && !c.used && c.expiresAt > Date.now() && c.redirectUri === f.get('redirect_uri') && s256(f.get('code_verifier') ?? '') === c.challenge;
      if (!valid) return fail(400, 'invalid_grant', GRANT_ERROR);
      c.used = true;
      return issueTokens();
    }
    if (f.get('grant_type') === 'refresh_token') {
      const r = refreshTokens.get(f.get('refresh_token') ?? '');
      if (!r || r.used) return fail(400, 'invalid_grant', GRANT_ERROR);
      r.used = true;
      return issueTokens();
    }
    return fail(400, 'unsupported_grant_type', `Unsupported grant_type [${f.get('grant_type')}]`);
  }

  const slug = (t) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

  function createItem(body) {
    const causes = itemProblems(body);
    if (causes.length > 0) return refusal(causes);
    const id = `MLA${++seq}`;
    // ML's documented behaviour: over the account's quota the item IS created, closed with 'pack_quota_exceeded'.
    const over = [...items.values()].filter((i) => i.status !== 'closed').length >= quota;
    const now = new Date().toISOString();
    const item = {
      ...body,
      id,
      site_id: 'MLA',
      seller_id: cfg.userId,
      status: over ? 'closed' : 'active',
      sub_status: over ? ['pack_quota_exceeded'] : [],
      permalink: `${base}/MLA-${id.slice(3)}-${slug(body.title)}-_JM`,
      pictures: body.pictures.map((p, n) => ({ id: `${id}-${n}`, url: p.source, secure_url: p.source })),
      attributes: body.attributes.map((a) => ({ id: a.id, value_name: a.value_name })),
      date_created: now,
      last_updated: now,
    };
    items.set(id, item);
    return { status: 201, body: item };
  }

  function updateItem(item, body) {
    const causes = itemProblems(body, item);
    if (causes.length > 0) return refusal(causes);
    const { attributes, pictures, ...rest } = body;
    Object.assign(item, rest, { last_updated: new Date().toISOString() });
    if (attributes) item.attributes = mergeAttributes(item.attributes, attributes);
    if (pictures) item.pictures = pictures.map((p, n) => ({ id: `${item.id}-u${n}`, url: p.source, secure_url: p.source }));
    if ('status' in body) item.sub_status = [];
    return { status: 200, body: item };
  }

  function route(req, url, raw) {
    const p = url.pathname;
    if (req.method === 'GET' && p === '/auth/authorization') return authorizationPage(url.searchParams);
    if (req.method === 'POST' && p === '/auth/authorization/decision') return decide(new URLSearchParams(raw));
    if (req.method === 'POST' && p === '/oauth/token') return token(req, raw);
    const page = /^\/MLA-(\d+)-/.exec(p);
    if (req.method === 'GET' && page && items.has(`MLA${page[1]}`)) {
      const i = items.get(`MLA${page[1]}`);
      return { status: 200, html: `<h1>${esc(i.title)}</h1><p>${esc(i.currency_id)} ${esc(i.price)}</p><p>Estado: ${esc(i.status)}</p>` };
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !(tokens.get(bearer)?.expiresAt > Date.now())) return fail(401, 'unauthorized', 'invalid access token');
    if (req.method === 'GET' && p === '/users/me') return { status: 200, body: { id: cfg.userId, nickname: cfg.nickname, site_id: 'MLA', country_id: 'AR' } };
    let body;
    if (req.method === 'POST' || req.method === 'PUT') {
      try {
        body = JSON.parse(raw);
      } catch {
        return fail(400, 'bad_request', 'body is not a valid json');
      }
    }
    if (req.method === 'POST' && p === '/items') return createItem(body);
    const item = /^\/items\/([^/]+)$/.exec(p) && items.get(decodeURIComponent(p.slice(7)));
    if (/^\/items\/[^/]+$/.test(p) && !item) return fail(404, 'not_found', `Item with id ${decodeURIComponent(p.slice(7))} not found`);
    if (item && req.method === 'GET') return { status: 200, body: item };
    if (item && req.method === 'PUT') return updateItem(item, body);
    const q = /^\/questions\/(\d+)$/.exec(p);
    if (q && req.method === 'GET') return questions.has(q[1]) ? { status: 200, body: questions.get(q[1]) } : fail(404, 'not_found', `Question ${q[1]} not found`);
    return fail(404, 'not_found', `Resource ${req.method} ${p} not found`);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    calls.push({ method: req.method, path: url.pathname });
    if (down === 'reset') return req.socket.destroy();
    if (down) return; // answers nothing: the caller's time limit is what ends the call
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > 2_000_000) req.socket.destroy();
      else chunks.push(c);
    });
    req.on('end', () => {
      const out = route(req, url, Buffer.concat(chunks).toString('utf8'));
      if (out.location) res.writeHead(out.status, { location: out.location }).end();
      else if (out.html !== undefined) {
        const page = `<!doctype html><html lang="es"><meta charset="utf-8"><title>MercadoLibre (simulado)</title><body>${out.html}</body></html>`;
        res.writeHead(out.status, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      } else res.writeHead(out.status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(out.body));
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(cfg.port, cfg.host, resolve);
  });
  base = `http://${cfg.host}:${server.address().port}`;

  return {
    url: base,
    authUrl: `${base}/auth`,
    clientId: cfg.clientId,
    clientSecret: cfg.clientSecret,
    userId: String(cfg.userId),
    categories: Object.keys(CATEGORIES),
    items,
    calls,
    notifications,
    setQuota: (n) => void (quota = n),
    setDown: (v) => void (down = v === 'reset' ? 'reset' : Boolean(v)),
    expireTokens: () => tokens.forEach((t) => void (t.expiresAt = 0)),
    addQuestion(itemId, text, fromId = 987654321) {
      const id = String(++seq);
      questions.set(id, { id: Number(id), seller_id: cfg.userId, item_id: itemId, text, status: 'UNANSWERED', date_created: new Date().toISOString(), from: { id: fromId }, answer: null });
      if (cfg.notificationsUrl) {
        const note = { resource: `/questions/${id}`, user_id: cfg.userId, topic: 'questions', application_id: cfg.clientId, attempts: 1, sent: new Date().toISOString() };
        const sent = fetch(cfg.notificationsUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(note), signal: AbortSignal.timeout(5000) });
        notifications.push({ ...note, delivered: sent.then((r) => r.status, () => null) });
      }
      return id;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ml = await startMercadoLibreStandIn({ port: Number(process.env.PORT ?? 0), redirectUri: process.env.ML_REDIRECT_URI ?? null });
  console.log(`MercadoLibre simulado
  apiUrl:             ${ml.url}
  authUrl:            ${ml.authUrl}   (la página: ${ml.authUrl}/authorization)
  client_id / secret: ${ml.clientId} / ${ml.clientSecret}
Ctrl+C para terminar.`);
  process.on('SIGINT', () => ml.close().then(() => process.exit(0)));
}

// MercadoLibre's REST API as the agency uses it: authorization (OAuth 2.0 code + PKCE, single-use refresh tokens),
// the listings (items) and the questions buyers ask. Every call has a time limit; every failure becomes an MlError
// whose message staff can read (Spanish) and whose `retryable` tells a queue whether trying again can help.
// No state here: tokens are the caller's to keep (sealed, see ../secret-box.ts) and to refresh.
import { createHash, randomBytes } from 'node:crypto';

export interface MlConfig {
  /** https://api.mercadolibre.com */
  apiUrl: string;
  /** https://auth.mercadolibre.com.ar (the country's site: Argentina) */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Per call, connection to last byte (default 5000). */
  timeoutMs?: number;
}

export interface MlTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  userId: string;
}

export interface MlItem {
  id: string;
  status: string;
  subStatus: string[];
  permalink: string | null;
}

export interface MlQuestion {
  id: string;
  text: string;
  itemId: string;
  fromId: string;
  date: string;
}

export type MlStatus = 'active' | 'paused' | 'closed';

/** Attribute ids ML names in its refusals, as the back office calls them. */
const ATTRIBUTE_LABELS: Record<string, string> = {
  TOTAL_AREA: 'Superficie total',
  COVERED_AREA: 'Superficie cubierta',
  ROOMS: 'Ambientes',
  BEDROOMS: 'Dormitorios',
  FULL_BATHROOMS: 'Baños',
  PARKING_LOTS: 'Cocheras',
  LAND_ACCESS: 'Acceso',
  GUESTS: 'Huéspedes',
};

export class MlError extends Error {
  constructor(
    /** ML's HTTP status; null: it could not be reached or did not answer in time. */
    readonly status: number | null,
    /** ML's cause code or error ('item.attributes.missing_required', 'invalid_grant', 'unauthorized'…) or ours ('unreachable'). */
    readonly code: string,
    /** Network errors, time-outs, 429 and 5xx: the same call may succeed later. */
    readonly retryable: boolean,
    /** Spanish, fit to show staff. */
    message: string,
  ) {
    super(message);
    this.name = 'MlError';
  }
}

type MlErrorBody = { message?: unknown; error?: unknown; status?: unknown; cause?: unknown };

function causes(body: MlErrorBody): { code: string; message: string }[] {
  if (!Array.isArray(body.cause)) return [];
  return body.cause
    .filter((c): c is Record<string, unknown> => typeof c === 'object' && c !== null)
    .map((c) => ({ code: String(c.code ?? ''), message: String(c.message ?? '') }));
}

/** The Spanish message of one of ML's refusals. */
function spanishMessage(status: number, code: string, body: MlErrorBody, causeMessage: string | undefined): string {
  if (code === 'item.attributes.missing_required') {
    const ids = /\[([^\]]+)\]/.exec(causeMessage ?? '')?.[1]?.split(',').map((s) => s.trim()) ?? [];
    const names = ids.map((id) => ATTRIBUTE_LABELS[id] ?? id);
    return names.length > 0
      ? `MercadoLibre exige datos que la propiedad no tiene: ${names.join(', ')}`
      : 'MercadoLibre exige datos que la propiedad no tiene';
  }
  if (code === 'invalid_grant') return 'MercadoLibre rechazó la autorización: conectá de nuevo la cuenta';
  if (code === 'invalid_client') return 'MercadoLibre no reconoce la aplicación: revisá el ID y el secreto configurados';
  if (status === 401) return 'La sesión con MercadoLibre no es válida: conectá de nuevo la cuenta';
  if (status === 403) return 'MercadoLibre no permite esta operación con la cuenta conectada';
  if (status === 404) return 'La publicación no existe en MercadoLibre';
  if (status === 429) return 'MercadoLibre recibió demasiados pedidos: se reintenta en unos minutos';
  if (status >= 500) return 'MercadoLibre tuvo un error: se reintenta más tarde';
  const own = causeMessage || (typeof body.message === 'string' ? body.message : '');
  return own ? `MercadoLibre rechazó el pedido: ${own}` : 'MercadoLibre rechazó el pedido';
}

async function errorFrom(res: Response): Promise<MlError> {
  let body: MlErrorBody = {};
  try {
    const parsed: unknown = await res.json();
    if (typeof parsed === 'object' && parsed !== null) body = parsed as MlErrorBody;
  } catch {
    // An HTML page from a proxy, or nothing: the status is all there is.
  }
  const first = causes(body).find((c) => c.code !== '');
  const code = first?.code ?? (typeof body.error === 'string' && body.error ? body.error : `http_${res.status}`);
  const retryable = res.status === 429 || res.status >= 500;
  return new MlError(res.status, code, retryable, spanishMessage(res.status, code, body, first?.message));
}

const base64url = (b: Buffer) => b.toString('base64url');
/** A path under a base that may itself have one (new URL('/x', base) would drop it). */
const under = (base: string, path: string) => new URL(base.replace(/\/+$/, '') + path);

/** A PKCE pair (RFC 7636, S256): the verifier stays with us, the challenge goes in the authorization URL. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = base64url(randomBytes(32));
  return { verifier, challenge: base64url(createHash('sha256').update(verifier).digest()) };
}

/** The `state` that ties ML's redirect back to the authorization we started. */
export function newState(): string {
  return base64url(randomBytes(24));
}

function itemFrom(raw: Record<string, unknown>): MlItem {
  return {
    id: String(raw.id),
    status: String(raw.status ?? ''),
    subStatus: Array.isArray(raw.sub_status) ? raw.sub_status.map(String) : [],
    permalink: typeof raw.permalink === 'string' && raw.permalink ? raw.permalink : null,
  };
}

export class MercadoLibreClient {
  private readonly timeoutMs: number;

  constructor(
    private readonly cfg: MlConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.timeoutMs = cfg.timeoutMs ?? 5000;
  }

  /** Where to send the agency's administrator to authorize the application. */
  authorizationUrl(state: string, codeChallenge: string): string {
    const url = under(this.cfg.authUrl, '/authorization');
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.cfg.clientId,
      redirect_uri: this.cfg.redirectUri,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.href;
  }

  exchangeCode(code: string, codeVerifier: string): Promise<MlTokens> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: this.cfg.redirectUri, code_verifier: codeVerifier });
  }

  /** Refresh tokens are single-use: keep the new one the answer brings, the old one is spent. */
  refresh(refreshToken: string): Promise<MlTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  async me(token: string): Promise<{ id: string; nickname: string }> {
    const raw = await this.call('GET', '/users/me', token);
    return { id: String(raw.id), nickname: String(raw.nickname ?? '') };
  }

  /**
   * Publishes. The item is created even over the account's quota: it then comes back 'closed' with sub-status
   * 'pack_quota_exceeded' (ML's documented behaviour), which the caller must look at. A time-out here is retryable
   * but ambiguous (the item may exist): look it up by seller_custom_field before publishing again.
   */
  async createItem(token: string, body: Record<string, unknown>): Promise<MlItem> {
    return itemFrom(await this.call('POST', '/items', token, body));
  }

  async updateItem(token: string, id: string, body: Record<string, unknown>): Promise<MlItem> {
    return itemFrom(await this.call('PUT', `/items/${encodeURIComponent(id)}`, token, body));
  }

  /** Pause, reactivate or close (closing is final: a closed item cannot be reactivated). */
  async setStatus(token: string, id: string, status: MlStatus): Promise<MlItem> {
    return itemFrom(await this.call('PUT', `/items/${encodeURIComponent(id)}`, token, { status }));
  }

  async getItem(token: string, id: string): Promise<MlItem> {
    return itemFrom(await this.call('GET', `/items/${encodeURIComponent(id)}`, token));
  }

  /** A buyer's question (what a 'questions' notification points to). */
  async getQuestion(token: string, id: string): Promise<MlQuestion> {
    const raw = await this.call('GET', `/questions/${encodeURIComponent(id)}`, token);
    const from = (raw.from ?? {}) as Record<string, unknown>;
    return { id: String(raw.id), text: String(raw.text ?? ''), itemId: String(raw.item_id ?? ''), fromId: String(from.id ?? ''), date: String(raw.date_created ?? '') };
  }

  private async token(grant: Record<string, string>): Promise<MlTokens> {
    const form = new URLSearchParams({ ...grant, client_id: this.cfg.clientId, client_secret: this.cfg.clientSecret });
    const raw = await this.send(under(this.cfg.apiUrl, '/oauth/token'), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    if (typeof raw.access_token !== 'string' || typeof raw.refresh_token !== 'string') {
      throw new MlError(200, 'invalid_token_response', false, 'MercadoLibre respondió la autorización sin los datos esperados');
    }
    const expiresIn = Number(raw.expires_in);
    return {
      accessToken: raw.access_token,
      refreshToken: raw.refresh_token,
      expiresAt: new Date(Date.now() + (Number.isFinite(expiresIn) ? expiresIn : 0) * 1000),
      userId: String(raw.user_id),
    };
  }

  private call(method: string, path: string, token: string, body?: Record<string, unknown>): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
    if (body) headers['content-type'] = 'application/json';
    return this.send(under(this.cfg.apiUrl, path), { method, headers, body: body ? JSON.stringify(body) : undefined });
  }

  private async send(url: URL, init: RequestInit): Promise<Record<string, unknown>> {
    let res: Response | undefined;
    try {
      // The same signal bounds the body's reading: a server that sends headers and then stalls is caught too.
      res = await this.fetchImpl(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
      if (!res.ok) throw await errorFrom(res);
      const parsed: unknown = await res.json();
      if (typeof parsed !== 'object' || parsed === null) throw new MlError(res.status, 'invalid_response', true, 'MercadoLibre respondió algo inesperado');
      return parsed as Record<string, unknown>;
    } catch (e) {
      if (e instanceof MlError) throw e;
      if (e instanceof SyntaxError) throw new MlError(res?.status ?? null, 'invalid_response', true, 'MercadoLibre respondió algo inesperado');
      throw new MlError(null, 'unreachable', true, 'MercadoLibre no responde');
    }
  }
}

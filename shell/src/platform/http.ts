// The one HTTP client of the product (spec §6, §7, §8): base '/api', JSON bodies, the stored token in the
// 'auth-token' header, and on a 401 to the session still stored the token is removed and the visitor sent to
// /login?sessionExpired=true. A 401 to a request sent with a token that is gone or changed since (a logout while the
// dashboard was loading, a new login) is that request's alone: the logout's own landing, the home, stands.
// A create sent with an Idempotency-Key (submit-key.ts) is retried with that same key when no answer came back or
// the API was out of reach or still busy with it: the API answers the first reply, never a second row.
import { AUTH_HEADER, ERROR_CODES, IDEMPOTENCY_HEADER, type ApiErrorBody, type ErrorCode } from '@inmo/contracts';
import { clearToken, getToken } from './token.js';

export const API_BASE = '/api';
export const SESSION_EXPIRED_PATH = '/login?sessionExpired=true';

/** An HTTP failure carrying the server's {error, code, errors} when it sent them. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: ErrorCode;
  readonly errors?: Record<string, string>;
  /** The server's own message, when it sent one (display it as is). */
  readonly serverError?: string;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const b = (body && typeof body === 'object' ? body : {}) as Partial<ApiErrorBody> & { message?: unknown };
    const serverError = typeof b.error === 'string' ? b.error : typeof b.message === 'string' ? b.message : undefined;
    super(serverError ?? `Error ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverError = serverError;
    this.code = b.code;
    this.errors = b.errors && typeof b.errors === 'object' ? b.errors : undefined;
  }
}

export interface RequestOptions {
  /** Do not treat a 401 as an expired session (the login call: a wrong password is a 401 too). */
  skipAuthRedirect?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** A create's Idempotency-Key (one per submit: useSubmitKey), sent as is and kept by the retries. */
  idempotencyKey?: string;
}

/** Waits before each retry of a keyed create (ms); tests shorten them. */
export const RETRY_DELAYS_MS = [400, 1200];

/** Whether a keyed create may be sent again: no reply, the API out of reach, or the first one still running. */
function worthRetrying(res: Response | null, data: unknown): boolean {
  if (!res) return true;
  if (res.status === 502 || res.status === 503 || res.status === 504) return true;
  return res.status === 409 && (data as { code?: unknown } | null)?.code === ERROR_CODES.IDEMPOTENCY_IN_FLIGHT;
}

const isAbort = (err: unknown) => (err as { name?: unknown } | null)?.name === 'AbortError';

type Navigate = (to: string) => void;
let navigateToLogin: Navigate | null = null;

/** The shell registers its router's navigate here; without it the client falls back to a hard navigation. */
export function setUnauthorizedNavigator(fn: Navigate | null): void {
  navigateToLogin = fn;
}

function handleUnauthorized(): void {
  clearToken({ redirectTo: SESSION_EXPIRED_PATH });
  if (typeof window === 'undefined') return;
  if (navigateToLogin) navigateToLogin(SESSION_EXPIRED_PATH);
  else window.location.assign(SESSION_EXPIRED_PATH);
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function request<T>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  const token = getToken();
  if (token) headers[AUTH_HEADER] = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (opts.idempotencyKey) headers[IDEMPOTENCY_HEADER] = opts.idempotencyKey;
  const send = () =>
    fetch(`${API_BASE}${path.startsWith('/') ? path : `/${path}`}`, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: opts.signal,
    });
  let res: Response;
  let data: unknown;
  for (let attempt = 0; ; attempt++) {
    const retry = opts.idempotencyKey !== undefined && attempt < RETRY_DELAYS_MS.length;
    let sent: Response | null = null;
    try {
      sent = await send();
    } catch (err) {
      if (!retry || isAbort(err)) throw err;
    }
    data = sent ? await readBody(sent) : null;
    if (sent && (!retry || !worthRetrying(sent, data))) {
      res = sent;
      break;
    }
    await new Promise((r) => setTimeout(r, RETRY_DELAYS_MS[attempt]));
  }
  if (res.status === 401 && !opts.skipAuthRedirect) {
    if (token !== null && getToken() === token) handleUnauthorized();
    throw new ApiError(401, data);
  }
  if (!res.ok) throw new ApiError(res.status, data);
  return data as T;
}

export const api = {
  get: <T = unknown>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
  post: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body, opts),
  put: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body, opts),
  patch: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, body, opts),
  del: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('DELETE', path, body, opts),
};

/** SWR fetcher: the key is the API path (without '/api'). */
export const swrFetcher = <T = unknown>(path: string): Promise<T> => api.get<T>(path);

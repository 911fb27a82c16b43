// What the tests know of the product started by global-setup, and a browser to drive it.
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PRERENDER } from '@inmo/contracts';
import { ROOT } from './product.mjs';

export interface ProductState {
  baseUrl: string;
  dataDir: string;
  remotesFile: string;
  adminUser: string;
  adminPassword: string;
  /** Where the invoicing test starts the ARCA stand-in; the product's ARCA_WSAA_URL and ARCA_WSFE_URL point there. */
  arcaPort: number;
}

export function product(): ProductState {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'e2e/.e2e-tmp/product.json'), 'utf8'));
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * Each browser context is a different visitor, as in real life each has its own address: the API's per-client
 * throttles (login, contact) then count per test, not for the whole run. The address comes from the
 * benchmarking range 198.18.0.0/15 and only travels as a header to our own gateway on loopback, which the API
 * trusts to report the client's address.
 */
export function visitorAddress(): string {
  const n = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${n()}.${n()}`;
}

/**
 * A DNI no other client of this run has: the API refuses a second client with one, and every browser
 * suite shares one product.
 */
export function nuevoDni(): string {
  return String(20_000_000 + Math.floor(Math.random() * 70_000_000));
}

/** The two sizes every flow is tried at: a laptop and a phone (touch). */
export const SIZES = [
  { name: '1366×768', width: 1366, height: 768, touch: false },
  { name: '390×844', width: 390, height: 844, touch: true },
] as const;
export type Size = (typeof SIZES)[number];

/** Where a page opens and an API call goes: the suite's shared product, unless a test started its own (`baseUrl`). */
export interface PageOptions {
  width?: number;
  height?: number;
  touch?: boolean;
  baseUrl?: string;
}

/** A member of staff's fresh context and page at `size`, logged in with `token`. */
export async function staffPage(browser: Browser, token: string, size: PageOptions): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, size);
  await storeToken(context, token);
  return { context, page };
}

/** A visitor's fresh context and page; `touch`: a phone's (touch events, mobile viewport meta). */
export async function newPage(browser: Browser, opts: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: opts.baseUrl ?? product().baseUrl,
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    locale: 'es-AR',
    ...(opts.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Waits until the app has taken over the server's first paint of a public page (contracts/src/prerender.ts): until
 * then what is on screen is the server's inert copy, which takes no typing, clicks or focus.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction((main) => !document.querySelector(`[${main}]`), PRERENDER.mainAttr);
}

/** page.goto, then appReady: for tests that act on a public page as soon as it is open. */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await appReady(page);
}

/** Logs in through the API and returns the token (browser tests of the login form do it through the UI). */
export async function apiLogin(): Promise<string> {
  const p = product();
  const r = await fetch(`${p.baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
    body: JSON.stringify({ usuario: p.adminUser, contraseña: p.adminPassword }),
  });
  const body = (await r.json()) as { success: boolean; data?: { token: string } };
  if (!body.success || !body.data) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/**
 * A JSON call to the API with a staff token (null: none), as a visitor of its own; a non-2xx answer throws with its
 * body. `baseUrl`: a product the test started itself.
 */
export async function adminApi<T = any>(token: string | null, method: string, path: string, body?: unknown, baseUrl = product().baseUrl): Promise<T> {
  const r = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), 'x-forwarded-for': visitorAddress(), ...(token ? { 'auth-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await r.json();
  if (!r.ok) throw new Error(`${method} ${path} → ${r.status} ${JSON.stringify(json)}`);
  return json as T;
}

/** Stores a token in the page's origin before any app code runs. */
export async function storeToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((t) => {
    if (!sessionStorage.getItem('__e2e_token_set')) {
      localStorage.setItem('auth-token', t);
      sessionStorage.setItem('__e2e_token_set', '1');
    }
  }, token);
}

/** A JWT-shaped token that no server signed: header.payload.signature with the given payload. */
export function fakeToken(payload: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64(header)}.${b64(payload)}.${Buffer.from('firma-falsa').toString('base64url')}`;
}

/**
 * Requests to `url` in `context` reach the API, but the first one's reply is lost on the way (the connection is
 * reset once the API has answered). Answers the Idempotency-Key header of every request, in order.
 */
export async function loseFirstReply(context: BrowserContext, url: string): Promise<(string | undefined)[]> {
  const keys: (string | undefined)[] = [];
  await context.route(url, async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  return keys;
}

/**
 * `read`'s value once it equals `expected`, or its last value after `timeout` ms (for the assertion to print). For
 * state the page draws from the address: the router renders a navigation in a React transition, so the address
 * changes first and the page a moment later.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeout = 5_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (isDeepStrictEqual(value, expected) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A code of a TOTP secret the API has not seen yet: each code is accepted once (per user and 30-second step), so a
 * login right after a confirmation needs the next step's code (one step of drift is accepted); past that, it waits.
 */
const lastStep = new Map<string, number>();
export async function freshTotp(secret: string): Promise<string> {
  const { generate } = await import('otplib');
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, (lastStep.get(secret) ?? 0) + 1);
    if (step <= now + 1) {
      lastStep.set(secret, step);
      return generate({ secret, epoch: step * 30 });
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

// What the back office's browser tests of one file share: one browser and an admin's token for the file (opened
// before its tests, closed after; the browser also opens visitors' pages), the API called as that admin, a staff
// page at a size, Argentina's today and month arithmetic, and the no-side-scroll check.
import type { Browser, Page } from 'playwright-core';
import { hoyArgentina } from '@inmo/contracts';
import { adminApi, apiLogin, launch, staffPage, type PageOptions } from './env.js';

export function staffSuite() {
  let browser: Browser | undefined;
  let token = '';
  beforeAll(async () => {
    browser = await launch();
    token = await apiLogin();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    call: <T = any>(method: string, path: string, body?: unknown) => adminApi<T>(token, method, path, body),
    page: (size: PageOptions) => staffPage(browser!, token, size),
    /** The file's browser, for a visitor's page (env.ts newPage). */
    browser: () => browser!,
  };
}

/** Argentina's today ('YYYY-MM-DD') when the file was loaded. */
export const hoy = hoyArgentina();

/** The first day of the month `n` months from `fecha`'s month. */
export function mesesDespues(fecha: string, n: number): string {
  const [y, m] = fecha.split('-').map(Number) as [number, number];
  const t = y * 12 + (m - 1) + n;
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}-01`;
}

/** True when the page does not scroll sideways. */
export const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

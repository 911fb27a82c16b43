// Accessibility (issue: no axe-core violation of serious or critical impact on any public page), in both themes.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from '../support/product.mjs';
import { launch, newPage } from '../support/env.js';
import { anyPublicPropertyId, stubMaps } from './public-support.js';

const AXE = fs.readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

let browser: Browser;
let propertyId: string;
beforeAll(async () => {
  browser = await launch();
  propertyId = await anyPublicPropertyId();
});
afterAll(async () => {
  await browser?.close();
});

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the site's CSP (script-src 'self') rightly refuses inline scripts.
  await page.evaluate(AXE);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: unknown[] }> } }).axe;
    // The top bar is the shell's (its own tests cover it); this checks what the public remote renders.
    return (await axe.run({ include: [['main']] }, { resultTypes: ['violations'] })).violations;
  })) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

const PAGES = (): [string, (page: Page) => Promise<void>][] => [
  ['/', (page) => page.getByRole('heading', { name: 'Nuestros servicios' }).waitFor()],
  ['/about', (page) => page.getByRole('heading', { name: 'Sobre nosotros' }).waitFor()],
  ['/contacto', (page) => page.getByRole('button', { name: 'Enviar consulta' }).waitFor()],
  ['/propiedades-publicas', (page) => page.getByRole('list', { name: 'Listado de propiedades' }).waitFor()],
  [`/propiedad/${propertyId}`, (page) => page.getByRole('heading', { level: 1 }).waitFor()],
  ['/propiedad/00000000-0000-4000-8000-000000000000', (page) => page.getByRole('heading', { name: 'Propiedad no encontrada' }).waitFor()],
];

describe.each(['customDark', 'light'])('axe-core, theme %s', (theme) => {
  it('finds no serious or critical violation on any public page', async () => {
    const { context, page } = await newPage(browser);
    await stubMaps(context);
    await context.addInitScript((t) => localStorage.setItem('tema', t), theme);
    const found: string[] = [];
    for (const [route, ready] of PAGES()) {
      await page.goto(route);
      await ready(page);
      await page.waitForTimeout(300);
      for (const v of await seriousViolations(page)) found.push(`${route}: ${v}`);
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it('finds none in the contact form with its errors, nor in the open lightbox', async () => {
    const { context, page } = await newPage(browser);
    await stubMaps(context);
    await context.addInitScript((t) => localStorage.setItem('tema', t), theme);
    const found: string[] = [];
    await page.goto('/contacto');
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await page.getByText('Ingrese su nombre completo').waitFor();
    found.push(...(await seriousViolations(page)));
    await page.goto(`/propiedad/${propertyId}`);
    await page.getByRole('button', { name: /en pantalla completa/ }).click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await seriousViolations(page)));
    expect(found).toEqual([]);
    await context.close();
  });
});

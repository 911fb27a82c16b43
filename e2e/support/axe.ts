// axe-core in the page, for the accessibility tests: the serious and critical violations inside one element.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './product.mjs';

const AXE = fs.readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The serious and critical violations inside `include` (the page's `main` by default: the shell's top bar has its
 * own tests), one line each. axe is evaluated through the DevTools protocol: the site's CSP rightly refuses inline
 * scripts.
 */
export async function seriousViolations(page: Page, include = 'main'): Promise<string[]> {
  await page.evaluate(AXE);
  const violations = (await page.evaluate(async (sel) => {
    const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run({ include: [[sel]] }, { resultTypes: ['violations'] })).violations;
  }, include)) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

/** The WCAG 2.x level A and AA rules (2.0, 2.1, 2.2), as axe tags them. */
export const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every violation of a WCAG A or AA rule in the whole page (top bar, footer and open dialogs included), whatever its
 * impact, one line each.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = (await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
  }, WCAG_A_AA)) as AxeViolation[];
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

// Tap targets on a phone: at 390×844 every link, button and form control a visitor can reach on
// a public page is at least 44×44 px, measured by its bounding box; also in the compact menu, the catalogue's
// 'Filtrar' sheet and the lightbox. Links inside running text are excepted, as WCAG 2.5.8 allows: a link whose
// paragraph (or list item, or table cell) holds other text beside it.
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, openApp } from '../support/env.js';
import { anyPublicPropertyId, stubMaps } from './public-support.js';

const MIN = 44;

let browser: Browser;
let propertyId: string;
beforeAll(async () => {
  browser = await launch();
  propertyId = await anyPublicPropertyId();
});
afterAll(async () => {
  await browser?.close();
});

/** Every visible target smaller than 44×44 px, as 'element "name" w×h'. */
function tooSmall(page: Page): Promise<string[]> {
  return page.evaluate(
    (min) => {
      const inRunningText = (el: Element) => {
        if (el.tagName !== 'A') return false;
        const block = el.parentElement?.closest('p, li, td, dd, span, label');
        return !!block && (block.textContent ?? '').trim() !== (el.textContent ?? '').trim();
      };
      const out: string[] = [];
      for (const el of document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]')) {
        if (el.closest('[aria-hidden="true"], [inert]') || inRunningText(el)) continue;
        if (!(el as HTMLElement).checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const r = el.getBoundingClientRect();
        if (r.width >= min && r.height >= min) continue;
        const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim().slice(0, 40);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
      return out;
    },
    MIN,
  );
}

describe('tap targets at 390×844', () => {
  it('are 44×44 px or more on every public page, and in the menu, the filters and the lightbox', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844, touch: true });
    await stubMaps(context);
    const found: string[] = [];
    const measure = async (what: string) => found.push(...(await tooSmall(page)).map((t) => `${what}: ${t}`));
    const routes = [
      '/',
      '/about',
      '/contacto',
      '/propiedades-publicas',
      `/propiedad/${propertyId}`,
      '/esta-pagina-no-existe',
      '/propiedad/00000000-0000-4000-8000-000000000000',
      '/login',
    ];
    for (const route of routes) {
      await openApp(page, route);
      await page.locator('main h1').first().waitFor();
      // What loads after the page (pictures, the map's frame) settles.
      await page.waitForTimeout(300);
      await measure(route);
    }

    await openApp(page, '/propiedades-publicas');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.locator('#menu-principal').waitFor();
    await measure('compact menu');
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByRole('dialog', { name: 'Filtros' }).waitFor();
    await measure('Filtrar sheet');

    await openApp(page, `/propiedad/${propertyId}`);
    await page.getByRole('button', { name: /en pantalla completa/ }).click();
    await page.getByRole('dialog').waitFor();
    await measure('lightbox');

    expect(found).toEqual([]);
    await context.close();
  });
});

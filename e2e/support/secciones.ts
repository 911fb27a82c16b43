// The back office's sections as staff reach them at a page's size: the sidebar ('Panel de administración') on a laptop,
// the top bar's ☰ menu below 768 px (opened here when it is closed).
import type { Locator, Page } from 'playwright-core';

export async function secciones(page: Page): Promise<Locator> {
  const sidebar = page.getByRole('navigation', { name: 'Panel de administración' });
  if ((page.viewportSize()?.width ?? 1280) >= 768) return sidebar;
  const menu = page.locator('#menu-principal');
  // The back office lends its sections to the menu once its layout is on screen.
  await page.getByTestId('admin-user-name').waitFor();
  if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Abrir menú' }).click();
  await menu.getByRole('link', { name: 'Propiedades' }).waitFor();
  return menu;
}

// The second factor required of admins, at 1366×768 and 390×844: an admin turns on 'Exigir segundo factor a los administradores' on
// 'Usuarios'; another admin without one is sent to 'Mi cuenta' on their next page and can go nowhere else until the
// authenticator's code turns it on; the setting cannot be left on by an admin who has none (they set theirs up
// first). The setting holds for every admin of a product, so this file starts a product of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SIZES, adminApi, freshTotp, launch, staffPage } from '../support/env.js';
import { startProduct, type Product } from '../support/product.mjs';

let dataDir: string;
let product: Product;
let browser: Browser;

const call = <T = any>(method: string, url: string, token: string | null, body?: unknown) => adminApi<T>(token, method, url, body, product.baseUrl);
const login = async (usuario: string, contraseña: string, codigo?: string) =>
  (await call<{ data: { token: string } }>('POST', '/user/login', null, { usuario, contraseña, ...(codigo ? { codigo } : {}) })).data.token;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-2fa-'));
  product = await startProduct({ dataDir, env: { SEED_DEMO: '0' } });
  browser = await launch();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop('SIGINT');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function pageWith(token: string, size: (typeof SIZES)[number]): Promise<Page> {
  return (await staffPage(browser, token, { ...size, baseUrl: product.baseUrl })).page;
}

describe.each(SIZES)('a second factor required of admins at $name', (size) => {
  it('sends an admin without one to Mi cuenta until it is on, and lets them work again after', async () => {
    // The first admin sets up a second factor (so they may keep working once the setting is on).
    let first = await login(product.adminUser, product.adminPassword, size === SIZES[0] ? undefined : await secretCode());
    if (size === SIZES[0]) {
      const alta = await call<{ data: { secreto: string } }>('POST', '/user/segundo-factor', first, { contraseña: product.adminPassword });
      firstSecret = alta.data.secreto;
      await call('POST', '/user/segundo-factor/confirmar', first, { codigo: await freshTotp(firstSecret) });
      first = await login(product.adminUser, product.adminPassword, await secretCode());
    }
    // A second admin, with a password of their own.
    const usuario = `admin${size.width}`;
    await call('POST', '/admin/nuevo-usuario', first, { usuario, nombre: `Admin ${size.width}`, rol: 'admin', contraseña: `temporal-${size.width}-admin` });
    const temp = await login(usuario, `temporal-${size.width}-admin`);
    const own = (await call<{ data: { token: string } }>('POST', '/user/cambiar-contrasena', temp, { actual: `temporal-${size.width}-admin`, nueva: `propia-${size.width}-del-admin` })).data.token;

    // The first admin turns the setting on, on the Usuarios page.
    const page = await pageWith(first, size);
    await page.goto('/usuarios');
    const check = page.getByLabel('Exigir segundo factor a los administradores');
    await check.waitFor();
    if (await check.isChecked()) await check.uncheck();
    await check.check();
    await page.getByText('Los administradores deberán usar el segundo factor').waitFor();
    await page.getByTestId(`usuario-${usuario}`).getByText('Debe activar el segundo factor').waitFor();

    // The second admin, on their next page, can only set theirs up.
    const other = await pageWith(own, size);
    await other.goto('/clientes');
    await other.waitForURL('**/cuenta');
    await other.getByText('Los administradores deben activar el segundo factor antes de continuar.').waitFor();
    await other.goto('/propiedades');
    await other.waitForURL('**/cuenta');
    await other.getByRole('button', { name: 'Activar segundo factor' }).click();
    await other.getByLabel('Tu contraseña').fill(`propia-${size.width}-del-admin`);
    await other.getByRole('button', { name: 'Continuar' }).click();
    const secret = (await other.getByTestId('clave-segundo-factor').textContent())!;
    await other.getByLabel('Código de 6 dígitos').fill(await freshTotp(secret));
    await other.getByRole('button', { name: 'Activar', exact: true }).click();
    // The ten recovery codes, shown this once.
    await other.getByTestId('codigos-recuperacion').waitFor();
    expect(await other.getByTestId('codigos-recuperacion').getByRole('listitem').count()).toBe(10);
    await other.getByRole('button', { name: 'Ya los guardé' }).click();
    await other.getByText('Los administradores deben usarlo: no se puede desactivar mientras el ajuste esté activo.').waitFor();
    expect(await other.getByRole('button', { name: 'Desactivar segundo factor' }).count()).toBe(0);
    await other.goto('/clientes');
    await other.getByRole('heading', { name: 'Clientes', level: 1 }).waitFor();
    expect(new URL(other.url()).pathname).toBe('/clientes');

    // Off again, for the next size.
    await check.uncheck();
    await page.getByText('El segundo factor vuelve a ser opcional').waitFor();
    await page.context().close();
    await other.context().close();
  });
});

let firstSecret = '';
const secretCode = () => freshTotp(firstSecret);

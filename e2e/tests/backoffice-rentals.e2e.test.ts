// Rentals as staff meet them at 1366×768 and 390×844: they paste the ICL series in Índices, upload a spreadsheet as
// the BCRA publishes it (fixtures/icl-bcra.xlsx) and see the last value loaded, create a contract in /nuevo-contrato picking property, owner and tenant with the searches, and read its
// adjustment on the contract's page — both index values and dates, the factor, both amounts to the cent — with
// 'Avisar al inquilino' opening WhatsApp to the tenant with that explanation. The listing leaves the catalogue
// ('Alquilada'), the contract is in /alquileres is renewed and corrected from its page, the dashboard has the rentals' to-do,
// an IPC contract shows its lag and the two months each adjustment read, and nothing scrolls sideways.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { formatFecha, formatPeriodo } from '@inmo/contracts';
import { seriousViolations } from '../support/axe.js';
import { SIZES, nuevoDni } from '../support/env.js';
import { hoy, mesesDespues, noSideScroll, staffSuite } from '../support/staff-suite.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
const suite = staffSuite();
const call = suite.call;

const dmy = (f: string) => f.split('-').reverse().join('/');
// A contract that started 14 months ago: its yearly ICL adjustment (12 months in) is past.
const inicio = mesesDespues(hoy, -14);
const ajuste = mesesDespues(inicio, 12);

/** What overlaps among the chosen party cards of Nuevo contrato: two cards, or a card's content outside its box. */
const partesSuperpuestas = (page: Page) =>
  page.evaluate(() => {
    const cards = [...document.querySelectorAll('[data-testid^="elegido-"]')].map((e) => ({ nombre: e.getAttribute('data-testid')!, e, r: e.getBoundingClientRect() }));
    const out: string[] = [];
    cards.forEach((a, i) => {
      for (const hijo of a.e.querySelectorAll('*')) {
        const h = hijo.getBoundingClientRect();
        if (h.left < a.r.left - 0.5 || h.right > a.r.right + 0.5 || h.top < a.r.top - 0.5 || h.bottom > a.r.bottom + 0.5) out.push(`${a.nombre}: ${hijo.textContent?.trim().slice(0, 20)} se sale`);
      }
      for (const b of cards.slice(i + 1)) {
        if (a.r.left < b.r.right && b.r.left < a.r.right && a.r.top < b.r.bottom && b.r.top < a.r.bottom) out.push(`${a.nombre} y ${b.nombre} se superponen`);
      }
    });
    return cards.length === 3 ? out : [`${cards.length} tarjetas`];
  });

describe.each(SIZES)('rentals at $name', (size) => {
  const tag = `${RUN}${size.width}`;

  it('loads the ICL, creates a contract with the searches, reads its adjustment to the cent and tells the tenant', async () => {
    const titulo = `Depto alquiler ${tag}`;
    const created = await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', {
      titulo, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Rentas', altura: size.width, habitaciones: 2, precio: { monto: 350000, moneda: 'ARS' },
    });
    const propiedadId = created.propiedad.id;
    const cliente = (nombre: string, telefono: string, mail: string | null = null) => call('POST', '/admin/nuevo-cliente', { nombre, apellido: `Renta${tag}`, dni: nuevoDni(), telefono, mail });
    await cliente('Olegario', '2346 400301');
    await cliente('Inés', '2346 400302', `ines-inquilina-${tag}@example.com`);

    const { context, page } = await suite.page(size);
    // Índices: the series pasted as the BCRA's page copies it.
    await page.goto('/indices');
    await page.getByLabel('Índice', { exact: true }).selectOption('ICL');
    await page.getByLabel('O pegá la serie (fecha y valor por línea)').fill(`Fecha;ICL\n${dmy(inicio)};8,47\n${dmy(ajuste)};20,13\n`);
    await page.getByRole('status').filter({ hasText: '2 valores leídos' }).waitFor();
    await page.getByRole('button', { name: 'Cargar valores' }).click();
    await page.getByText(/Último valor cargado: /).filter({ hasText: /\d/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // A spreadsheet as the BCRA publishes its daily series (title rows, date cells, numbers stored as binary
    // doubles: '8.4700000000000006' is read back as 8,47).
    await page.getByLabel('Índice', { exact: true }).selectOption('UVA');
    await page.getByLabel('Archivo (.xlsx o .csv)').setInputFiles(path.join(FIXTURES, 'icl-bcra.xlsx'));
    await page.getByRole('status').filter({ hasText: '3 valores leídos (del 01/03/2024 al 03/03/2024)' }).waitFor();
    await page.getByRole('button', { name: 'Cargar valores' }).click();
    await page.getByText('Último valor cargado: 8,49 (03/03/2024)').waitFor();
    expect((await call<{ data: { valores: { fecha: string; valor: string }[] } }>('GET', '/admin/indices/UVA?desde=2024-03-01&hasta=2024-03-03')).data.valores).toEqual([
      { fecha: '2024-03-01', valor: '8.47' }, { fecha: '2024-03-02', valor: '8.48' }, { fecha: '2024-03-03', valor: '8.49' },
    ]);

    // Nuevo contrato: property, owner and tenant from the searches.
    await page.goto('/nuevo-contrato');
    await page.getByRole('combobox', { name: 'Propiedad' }).fill(titulo.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(titulo) }).click();
    await page.getByRole('combobox', { name: 'Propietario' }).fill(`Olegario Renta${tag}`);
    await page.getByRole('option', { name: new RegExp(`Olegario Renta${tag}`) }).click();
    await page.getByRole('combobox', { name: 'Inquilino' }).fill(`Inés Renta${tag}`);
    await page.getByRole('option', { name: new RegExp(`Inés Renta${tag}`) }).click();
    // The three party cards side by side (or stacked on a phone) never overlap, and each keeps its 'Cambiar' inside.
    expect(await partesSuperpuestas(page)).toEqual([]);
    await page.getByLabel('Inicio', { exact: true }).fill(inicio);
    await page.getByLabel('Monto inicial', { exact: true }).fill('350000');
    expect(await page.getByLabel('Índice', { exact: true }).inputValue()).toBe('ICL');
    expect(await page.getByLabel('Cada cuántos meses', { exact: true }).inputValue()).toBe('12');
    await page.getByText(/dos meses anterior/).first().waitFor();
    const destino = page.getByLabel('Destino', { exact: true });
    expect(await destino.locator('option').allTextContents()).toEqual(['Sin indicar', 'Vivienda', 'Comercial']);
    await destino.selectOption({ label: 'Comercial' });
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Crear contrato' }).click();
    await page.waitForURL(/\/contrato\/[0-9a-f-]{36}$/);

    // The adjustment, explained: 350,000.00 × 20.13 / 8.47 = 831,818.18.
    const ajustes = page.getByRole('region', { name: 'Ajustes' });
    const item = ajustes.getByRole('listitem', { name: `Ajuste desde ${formatFecha(ajuste)}` });
    await item.waitFor();
    expect(await item.textContent()).toContain(`ICL: 20,13 (${formatFecha(ajuste)}) ÷ 8,47 (${formatFecha(inicio)}) = factor 2,376623`);
    expect(await item.textContent()).toContain('$ 350.000,00 ARS → $ 831.818,18 ARS');
    const aviso = item.getByRole('link', { name: 'Avisar al inquilino' });
    const href = (await aviso.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/5492346400302?text=')).toBe(true);
    const texto = decodeURIComponent(href.split('?text=')[1]!);
    expect(texto).toContain('Hola Inés');
    expect(texto).toContain('$ 831.818,18 ARS');
    expect(texto).toContain('20,13 ÷ 8,47 = 2,376623');
    // The schedule: cuotas before the adjustment at the initial rent, from it on the new one.
    const cuotas = page.getByRole('region', { name: 'Cuotas' });
    expect(await cuotas.getByRole('row').filter({ hasText: formatPeriodo(ajuste) }).textContent()).toContain('$ 831.818,18 ARS');
    expect(await page.getByRole('region', { name: 'Condiciones' }).textContent()).toContain('Alquilada');
    expect(await page.getByRole('region', { name: 'Condiciones' }).textContent()).toContain('DestinoComercial');
    await page.getByTestId('historial').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // In Alquileres, found by the tenant's name; the listing is off the public site.
    await page.goto('/alquileres');
    await page.getByLabel('Buscar', { exact: true }).fill(`Inés Renta${tag}`);
    await page.getByRole('article', { name: `Contrato: ${titulo}` }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    const publico = await fetch(`${new URL(page.url()).origin}/api/user/propiedad/${propiedadId}`);
    expect(publico.status).toBe(404);

    // Renewed from its page: a new contract from the old one's end, linked both ways.
    await page.getByRole('article', { name: `Contrato: ${titulo}` }).getByRole('link').click();
    await page.getByRole('button', { name: 'Renovar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Renovar contrato' });
    expect(await dialog.getByLabel('Inicio del nuevo contrato').inputValue()).toBe(mesesDespues(inicio, 24));
    expect(await dialog.getByLabel('Monto inicial').inputValue()).toBe('831.818,18');
    await dialog.getByRole('button', { name: 'Renovar' }).click();
    await page.getByRole('link', { name: 'Contrato anterior' }).waitFor();
    expect(await page.getByRole('region', { name: 'Condiciones' }).textContent()).toContain(formatFecha(mesesDespues(inicio, 24)));
    expect(await noSideScroll(page)).toBe(true);
    // Its terms corrected: the history names the change.
    await page.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar contrato' });
    await edit.getByLabel('Monto inicial').fill('900000');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('region', { name: 'Condiciones' }).getByText('$ 900.000,00 ARS').first().waitFor();
    await page.getByTestId('historial').getByText(/Monto inicial/).first().waitFor();

    // The dashboard has the rentals' to-do.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Alquileres: pendientes del mes' }).waitFor();
    await context.close();
  });

  it('an IPC contract shows its lag and each adjustment names the two months it read', async () => {
    // INDEC's levels; a June 2025 contract of $ 400.000 adjusted quarterly with a lag of 1 month (May and August).
    await call('PUT', '/admin/indices/IPC', { valores: [{ fecha: '2025-05-01', valor: 8714.4871 }, { fecha: '2025-08-01', valor: 9193.2441 }] });
    const casa = await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', {
      titulo: `Depto IPC ${tag}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Rezago', altura: size.width, habitaciones: 1, precio: { monto: 400000, moneda: 'ARS' },
    });
    const parte = async (nombre: string, telefono: string) => (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: `Ipc${tag}`, dni: nuevoDni(), telefono, mail: null })).data._id;
    const c = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-contrato', {
      propiedad: casa.propiedad.id, propietario: await parte('Ofelia', '2346 400311'), inquilino: await parte('Ismael', '2346 400312'),
      inicio: '2025-06-01', meses: 6, moneda: 'ARS', montoInicial: 400000, ajuste: { indice: 'IPC', cadaMeses: 3, rezagoMeses: 1 },
    });
    const { context, page } = await suite.page(size);
    await page.goto(`/contrato/${c.data._id}`);
    await page.getByRole('region', { name: 'Condiciones' }).getByText('IPC (INDEC), cada 3 meses, rezago de 1 mes').waitFor();
    const item = page.getByRole('region', { name: 'Ajustes' }).getByRole('listitem', { name: 'Ajuste desde 01/09/2025' });
    expect(await item.textContent()).toContain('IPC de agosto de 2025 (9.193,2441) ÷ IPC de mayo de 2025 (8.714,4871) = factor 1,054938 (rezago de 1 mes)');
    expect(await item.textContent()).toContain('$ 400.000,00 ARS → $ 421.975,22 ARS');
    expect(await noSideScroll(page)).toBe(true);
    // The form offers the lag only for IPC and CVS, 2 months unless chosen.
    await page.goto('/nuevo-contrato');
    expect(await page.getByLabel('Rezago del índice').count()).toBe(0);
    await page.getByLabel('Índice', { exact: true }).selectOption('IPC');
    expect(await page.getByLabel('Rezago del índice').inputValue()).toBe('2');
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

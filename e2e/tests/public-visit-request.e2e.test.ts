// 'Pedir visita' on a listing's page, as a visitor meets it at 1366×768 and 390×844: its form is downloaded only when
// tapped; it offers the listing's free turns (a day, then its hours, inside the agency's hours) and sends the
// request, which staff find as a visit 'Pendiente de confirmar'; it says staff will call to confirm before any e-mail;
// a turn taken meanwhile is said, in Spanish, and so is a third request of the same phone while two wait.
import type { Browser } from 'playwright-core';
import { MENSAJES_VISITA, horaLocalAR } from '@inmo/contracts';
import { SIZES, adminApi, eventually, launch, newPage } from '../support/env.js';
import { adminToken, createProperty, stubMaps, unique } from './public-support.js';

let browser: Browser;
let casaId: string;
let titulo: string;

beforeAll(async () => {
  browser = await launch();
  titulo = unique('Casa para pedir visita');
  casaId = await createProperty('Casa', { titulo, habitaciones: 2, precio: { monto: 90000, moneda: 'USD', visible: true } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe.each(SIZES)('Pedir visita at $name', (size) => {
  it('loads the form when tapped, offers free turns inside the agency hours and sends the request', async () => {
    const { context, page } = await newPage(browser, size);
    await stubMaps(context);
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/pedir-visita\.[0-9a-f]+\.js/.test(r.url())) chunks.push(r.url());
    });
    await page.goto(`/propiedad/${casaId}`);
    const boton = page.getByRole('button', { name: 'Pedir visita' });
    await boton.waitFor();
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    await boton.click();
    const dialog = page.getByRole('dialog', { name: 'Pedir visita' });
    await dialog.waitFor();
    expect(chunks).toHaveLength(1);
    const horas = dialog.getByRole('group', { name: 'Horario' });
    await horas.getByRole('button').first().waitFor();
    // Every hour offered is inside the agency's hours of its day.
    const dia = await dialog.getByLabel('Día').inputValue();
    const horario = (await adminApi<{ data: { horarioVisitas: ([number, number] | null)[] } }>(null, 'GET', '/user/inmobiliaria')).data.horarioVisitas;
    const semana = horario[new Date(`${dia}T12:00:00Z`).getUTCDay()]!;
    for (const h of await horas.getByRole('button').allTextContents()) {
      const n = Number(h.slice(0, 2));
      expect([h, n >= semana[0] && n < semana[1]]).toEqual([h, true]);
    }
    const elegida = (await horas.getByRole('button').first().textContent())!;
    await horas.getByRole('button', { name: elegida }).click();
    await dialog.getByLabel('Nombre y apellido').fill(`Visitante ${size.width}`);
    await dialog.getByLabel('Teléfono').fill('2346 400310');
    // How it goes on, said before sending.
    expect(await dialog.getByTestId('como-confirmamos').textContent()).toBe(MENSAJES_VISITA.comoConfirmamos);
    expect(MENSAJES_VISITA.comoConfirmamos).toMatch(/^Te vamos a llamar para confirmar la visita\./);
    await dialog.getByRole('button', { name: 'Pedir visita' }).click();
    await dialog.getByText('Recibimos tu pedido de visita. Te vamos a llamar para confirmarlo; cuando lo confirmemos, te enviamos la confirmación por email.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

    const agenda = await adminApi<{ data: { inicio: string; estado: string; visitante: { nombre: string } | null; propiedad: { _id: string } }[] }>(await adminToken(), 'GET', `/admin/visitas?desde=${dia}&hasta=${dia}`);
    const mia = agenda.data.find((v) => v.visitante?.nombre === `Visitante ${size.width}`);
    expect(mia).toMatchObject({ estado: 'pendiente', propiedad: { _id: casaId } });
    expect(horaLocalAR(mia!.inicio).slice(11, 16)).toBe(elegida);
    await context.close();
  });

  it('says so when the turn was taken meanwhile, and offers the others', async () => {
    const { context, page } = await newPage(browser, size);
    await stubMaps(context);
    await page.goto(`/propiedad/${casaId}`);
    await page.getByRole('button', { name: 'Pedir visita' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pedir visita' });
    const horas = dialog.getByRole('group', { name: 'Horario' });
    await horas.getByRole('button').first().waitFor();
    const dia = await dialog.getByLabel('Día').inputValue();
    const elegida = (await horas.getByRole('button').first().textContent())!;
    // Someone else takes it first.
    await adminApi(null, 'POST', '/user/pedir-visita', { propiedad: casaId, inicio: new Date(`${dia}T${elegida}:00-03:00`).toISOString(), nombre: 'Más rápido', telefono: '2346 400311' });
    await horas.getByRole('button', { name: elegida }).click();
    await dialog.getByLabel('Nombre y apellido').fill('Más lento');
    await dialog.getByLabel('Teléfono').fill('2346 400312');
    await dialog.getByRole('button', { name: 'Pedir visita' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Ese horario ya no está disponible. Elegí otro.' }).waitFor();
    // The turns are read again: that turn is gone (when it was its day's last, the next day with turns shows), the
    // others stay.
    const ofrecida = async () => (await dialog.getByLabel('Día').inputValue()) === dia && (await horas.getByRole('button', { name: elegida, exact: true }).count()) > 0;
    expect(await eventually(ofrecida, false, 10_000)).toBe(false);
    expect(await horas.getByRole('button').count()).toBeGreaterThan(0);
    await context.close();
  });
});

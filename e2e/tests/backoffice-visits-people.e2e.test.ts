// Visits and people as staff and visitors meet them at 1366×768 and 390×844: the Agenda's week fits the screen;
// 'Pedir visita' sits in a phone's sticky bar, and the request mails the listing's agent as a new enquiry does;
// confirming a request without an agent gives it the confirmer and answers its enquiry; a possible duplicate client
// is named before saving (and may be saved anyway); the catalogue says the words searched; a valuation's suggested
// value lies inside its range, and 'Convertir en propiedad' asks first and fills only what the valuation knows.
import type { Page } from 'playwright-core';
import { horaLocalAR } from '@inmo/contracts';
import { SIZES, adminApi, appReady, newPage, nuevoDni } from '../support/env.js';
import { hoy, noSideScroll, staffSuite } from '../support/staff-suite.js';
import { stubMaps } from './public-support.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
const suite = staffSuite();
const call = suite.call;
const DIAS = ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'];
/** The agenda's label of an Argentine day ('Lun 30/11'). */
const etiqueta = (dia: string) => `${DIAS[new Date(`${dia}T12:00:00Z`).getUTCDay()]} ${dia.slice(8, 10)}/${dia.slice(5, 7)}`;
const lunes = (d: string) => {
  const t = Date.parse(`${d}T12:00:00Z`);
  return new Date(t - ((new Date(t).getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
};

/** The week grid (laptop) scrolls neither the page nor itself sideways, and no card or button reaches out of its day. */
const weekFits = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('table[aria-label="Visitas de la semana por agente"]');
    const box = table?.parentElement;
    const insideTheirDay = [...(table?.querySelectorAll('td') ?? [])].every((td) => {
      const day = td.getBoundingClientRect();
      return [...td.querySelectorAll('article, button')].every((el) => {
        const r = el.getBoundingClientRect();
        return r.left >= day.left && r.right <= day.right;
      });
    });
    return !!box && insideTheirDay && box.scrollWidth <= box.clientWidth && document.documentElement.scrollWidth <= window.innerWidth;
  });

/** Opens the Agenda on the week (and, on a phone, the day) of `inicio`; the card of the visit at that hour of `codigo`. */
async function agendaCard(page: Page, inicio: string, codigo: string, phone: boolean) {
  const dia = horaLocalAR(inicio).slice(0, 10);
  await page.goto('/agenda');
  await page.getByRole('heading', { name: 'Agenda' }).waitFor();
  if (lunes(dia) !== lunes(hoy)) await page.getByRole('button', { name: 'Semana siguiente' }).click();
  if (phone) await page.getByRole('group', { name: 'Día' }).getByRole('button', { name: etiqueta(dia) }).click();
  const card = page.getByRole('article', { name: `Visita ${horaLocalAR(inicio).slice(11, 16)} ${codigo}` }).filter({ visible: true });
  await card.waitFor();
  return card;
}

async function casa(titulo: string, asignadoA: string | null) {
  const id = (await call<{ id: string }>('POST', '/admin/nueva-casa', { titulo, operacion: 'venta', calle: 'Avenida Presidente Hipólito Yrigoyen', altura: 1234, localidad: 'Chivilcoy', habitaciones: 2, visible: true, precio: { monto: 95000, moneda: 'USD', visible: true } })).id;
  if (asignadoA) await call('PUT', `/admin/propiedad/${id}/asignar`, { usuario: asignadoA });
  const codigo = (await call<{ propiedad: { codigo: string } }>('GET', `/user/propiedad/${id}`)).propiedad.codigo;
  return { id, codigo };
}

describe.each(SIZES)('visits and people at $name', (size) => {
  const phone = size.width < 700;
  const tag = `${RUN}${size.width}`;

  it("sends 'Pedir visita' from the listing (a phone's sticky bar), mailing the listing's agent as a new enquiry", async () => {
    const mail = `agente.${tag}@example.com`;
    const usuario = `ag${tag}`.slice(0, 20);
    await call('POST', '/admin/nuevo-usuario', { usuario, nombre: `Agente ${tag}`, email: mail, rol: 'agente', contraseña: 'clave-temporal-2026x' });
    const agente = (await call<{ data: { _id: string; usuario?: string; username?: string; nombre: string }[] }>('GET', '/admin/usuarios')).data.find((u) => u.nombre === `Agente ${tag}`)!;
    const { id } = await casa(`Casa con agente ${tag}`, agente._id);

    const { context, page } = await newPage(suite.browser(), size);
    await stubMaps(context);
    await page.goto(`/propiedad/${id}`);
    await appReady(page);
    const boton = page.getByRole('button', { name: 'Pedir visita' });
    await boton.waitFor();
    // One 'Pedir visita' on screen: on a phone in the bar fixed at the bottom, in sight without scrolling.
    expect(await boton.count()).toBe(1);
    const enBarra = page.getByRole('region', { name: 'Consultar por esta propiedad' }).getByRole('button', { name: 'Pedir visita' });
    expect(await enBarra.isVisible()).toBe(phone);
    if (phone) {
      const box = (await enBarra.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    expect(await noSideScroll(page)).toBe(true);
    await boton.click();
    const dialog = page.getByRole('dialog', { name: 'Pedir visita' });
    const horas = dialog.getByRole('group', { name: 'Horario' });
    await horas.getByRole('button').first().click();
    await dialog.getByLabel('Nombre y apellido').fill(`Visitante ${tag}`);
    await dialog.getByLabel('Teléfono').fill(`2346 4${String(size.width).padStart(5, '0')}`);
    await dialog.getByRole('button', { name: 'Pedir visita' }).click();
    await dialog.getByText(/^Recibimos tu pedido de visita\./).waitFor();
    await context.close();

    // The agent's notice, as any new enquiry's.
    let aviso: { _id: string; para: string; asunto: string } | undefined;
    for (const end = Date.now() + 15_000; !aviso && Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
      aviso = (await call<{ data: { _id: string; para: string; asunto: string }[] }>('GET', '/admin/correos')).data.find((m) => m.para === mail);
    }
    expect(aviso?.asunto).toMatch(new RegExp(`^Nueva consulta por Casa con agente ${tag}`));
    const texto = (await call<{ data: { texto: string } }>('GET', `/admin/correo/${aviso!._id}`)).data.texto;
    expect(texto).toContain(`Visitante ${tag}`);
    expect(texto).toContain('Pedido de visita');
  });

  it('gives a confirmed request without an agent to whoever confirms it, answers its enquiry, and the week fits', async () => {
    const { id, codigo } = await casa(`Casa sin agente ${tag}`, null);
    const turnos = (await call<{ data: { inicio: string }[] }>('GET', `/user/propiedad/${id}/turnos`)).data;
    // Each size its own turn: the confirmer may not have two visits at one hour.
    const inicio = turnos[phone ? 1 : 0]!.inicio;
    const nombre = `Pedido sin agente ${tag}`;
    await adminApi(null, 'POST', '/user/pedir-visita', { propiedad: id, inicio, nombre, telefono: `2346 5${String(size.width).padStart(5, '0')}`, email: '' });
    const { context, page } = await suite.page(size);
    const card = await agendaCard(page, inicio, codigo, phone);
    if (!phone) {
      // 'Sin agente' until confirmed; the week fits the laptop's screen.
      await page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Sin agente' }) }).filter({ has: card }).waitFor();
      expect(await weekFits(page)).toBe(true);
    }
    expect(await noSideScroll(page)).toBe(true);
    await card.getByRole('button', { name: 'Confirmar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar pedido de visita' });
    await dialog.getByLabel('Confirmado por teléfono').check();
    await dialog.getByRole('button', { name: 'Confirmar visita' }).click();
    await page.locator('[data-toast="success"]', { hasText: 'Visita confirmada' }).waitFor();
    await card.getByText('Programada', { exact: true }).waitFor();

    const dia = horaLocalAR(inicio).slice(0, 10);
    const visita = (await call<{ data: { _id: string; consulta: string; agente: { _id: string; nombre: string } | null; visitante: { nombre: string } | null }[] }>('GET', `/admin/visitas?desde=${dia}&hasta=${dia}`)).data.find((v) => v.visitante?.nombre === nombre)!;
    expect(visita.agente).not.toBeNull();
    // On screen: in the confirmer's row (laptop) or named under the card (phone).
    if (phone) await page.getByText(`Agente: ${visita.agente!.nombre}`).filter({ visible: true }).first().waitFor();
    else {
      await page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: visita.agente!.nombre, exact: true }) }).filter({ has: card }).waitFor();
      expect(await weekFits(page)).toBe(true);
    }
    const consultas = (await call<{ data: { _id: string; respondida: boolean; asignadoA: { _id: string } | null }[] }>('GET', `/admin/consultas?q=${encodeURIComponent(nombre)}`)).data;
    expect(consultas.find((c) => c._id === visita.consulta)).toMatchObject({ respondida: true, asignadoA: { _id: visita.agente!._id } });
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });

  it('names a possible duplicate client before saving, and saves anyway when asked', async () => {
    const apellido = `Duplicada${tag}`;
    const existente = (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre: 'Marta', apellido, dni: nuevoDni(), telefono: '02346 15-430001', mail: `marta.${tag}@example.com` })).data._id;
    const { context, page } = await suite.page(size);
    await page.goto('/nuevo-cliente');
    const form = page.getByRole('form', { name: 'Nuevo cliente' });
    // Same name and the same phone written another way.
    await form.getByLabel('Nombre').fill('Marta');
    await form.getByLabel('Apellido').fill(apellido);
    await form.getByLabel('Teléfono').fill('+54 9 2346 43-0001');
    await form.getByRole('button', { name: 'Crear Cliente' }).click();
    const aviso = form.getByTestId('posible-duplicado');
    await aviso.waitFor();
    expect(await aviso.textContent()).toContain(`Marta ${apellido} (mismo nombre y teléfono)`);
    expect(await aviso.getByRole('link', { name: `Marta ${apellido}` }).getAttribute('href')).toBe(`/cliente/${existente}`);
    expect(await noSideScroll(page)).toBe(true);
    // Nothing was saved yet.
    const antes = (await call<{ total: number }>('GET', `/admin/clientes?page=1&q=${apellido}`)).total;
    expect(antes).toBe(1);

    // Another person with the same e-mail is named too.
    await form.getByLabel('Nombre').fill('Otra');
    await form.getByLabel('Teléfono').fill('2346 439999');
    await form.getByLabel(/Email/).fill(`MARTA.${tag}@example.com`);
    await form.getByRole('button', { name: 'Crear Cliente' }).click();
    await aviso.getByText('(mismo email)').waitFor();

    await aviso.getByRole('button', { name: 'Crear igual' }).click();
    await page.locator('[data-toast="success"]').waitFor();
    expect((await call<{ total: number }>('GET', `/admin/clientes?page=1&q=${apellido}`)).total).toBe(2);
    await context.close();
  });

  it('says the words searched above the catalogue', async () => {
    const { context, page } = await newPage(suite.browser(), size);
    await page.goto('/propiedades-publicas?q=panadería');
    await appReady(page);
    await page.getByRole('heading', { name: 'Resultados para «panadería»' }).waitFor();
    // Searching again from the box says the new words.
    if (phone) await page.getByRole('button', { name: /^Filtrar/ }).click();
    const buscar = page.getByRole('search', { name: 'Filtrar propiedades' }).getByLabel('Buscar');
    await buscar.fill(`casa ${tag}`);
    await buscar.press('Enter');
    await page.getByRole('heading', { name: `Resultados para «casa ${tag}»` }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });

  it("keeps a valuation's suggested value inside its range, and converts it only after asking what it does not know", async () => {
    const owner = (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre: 'Olga', apellido: `Tasada${tag}`, dni: nuevoDni(), telefono: '02346 15-430002', mail: null })).data._id;
    const manual = { fuente: 'manual', precio: 86280, moneda: 'USD', superficieCubierta: 100 };
    const t = (await call<{ data: { _id: string } }>('POST', '/admin/nueva-tasacion', {
      sujeto: { tipo: 'Casa', localidad: 'Chivilcoy', direccion: `Moreno ${size.width}`, superficieCubierta: 150, ambientes: 4 }, moneda: 'USD', cliente: owner, comparables: [manual, manual, manual],
    })).data;
    const { context, page } = await suite.page(size);
    await page.goto(`/tasacion/${t._id}`);
    const valor = page.getByRole('region', { name: 'Valor de la tasación' });
    await valor.getByTestId('valor-sugerido').filter({ hasText: 'USD 129.420' }).waitFor();
    expect(await valor.textContent()).toContain('Rango: USD 129.400 a USD 129.500');

    await valor.getByRole('button', { name: 'Convertir en propiedad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convertir en propiedad' });
    const datos = await dialog.getByTestId('datos-de-la-tasacion').textContent();
    expect(datos).toContain('Ambientes: 4');
    expect(datos).toContain('Precio: USD 129.420');
    expect(datos).not.toMatch(/Dormitorios/);
    // Nothing is created until staff say how many bedrooms it has.
    await dialog.getByRole('button', { name: 'Crear la propiedad' }).click();
    await dialog.getByText('Indicá los dormitorios: la tasación no los tiene').waitFor();
    expect((await call<{ data: { propiedadCreada: string | null } }>('GET', `/admin/tasacion/${t._id}`)).data.propiedadCreada).toBeNull();
    expect(await noSideScroll(page)).toBe(true);
    await dialog.getByLabel('Dormitorios').fill('2');
    await dialog.getByRole('button', { name: 'Crear la propiedad' }).click();
    await page.locator('[data-toast="success"]', { hasText: 'Propiedad creada (oculta)' }).waitFor();
    await valor.getByRole('link', { name: 'Ver la propiedad creada' }).waitFor();
    const creada = (await call<{ data: { propiedadCreada: string } }>('GET', `/admin/tasacion/${t._id}`)).data.propiedadCreada;
    const p = (await call<{ propiedad: Record<string, unknown> }>('GET', `/user/propiedad/${creada}`)).propiedad;
    expect(p).toMatchObject({ habitaciones: 2, ambientes: 4, superficieCubierta: 150, visible: false });
    expect(p.baños ?? null).toBeNull();
    await context.close();
  });
});

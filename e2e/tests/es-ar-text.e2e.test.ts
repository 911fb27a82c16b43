// Every staff page and the main public pages, at 1366×768 and 390×844, with data on them (a listing whose price was
// edited, an owner and a tenant, an IPC contract with payments and charges — one of each voided —, waived interest, a
// paid settlement, a Casa Propia contract, an operation with cents, a visit, a visitor's request, a contact enquiry,
// a valuation, the private pages): what a person reads (document.body.innerText, every <details> opened) shows no raw
// key ('pagoAnulado:'), no UPPER_SNAKE name ('CASA_PROPIA'), no period as 'YYYY-MM', no 12-hour time ('a. m.'), no
// point as a decimal mark, no percentage glued to its figure and no money with one decimal. One browser context per
// size and kind of visitor; the data is made once for the file.
import type { BrowserContext, Page } from 'playwright-core';
import { SIZES, adminApi, newPage, nuevoDni } from '../support/env.js';
import { hoy, mesesDespues, staffSuite } from '../support/staff-suite.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
const suite = staffSuite();
const call = suite.call;

/**
 * What es-AR would not write, found in a page's text. Left out first: map coordinates (typed and shown with points,
 * 'lat,lng' as spec §5 reads them; Argentina's are negative) and the two server settings Correo saliente names for
 * the administrator.
 */
function textosCrudos(texto: string): string[] {
  const t = texto.replace(/-?\d{1,3}\.\d+,\s?-?\d{1,3}\.\d+/g, ' ').replace(/-\d{1,3}\.\d{4,}/g, ' ').replace(/\b(SMTP_URL|PUBLIC_URL)\b/g, ' ');
  const reglas: [string, RegExp][] = [
    ['clave sin etiqueta', /\b[a-z]+[A-Z][A-Za-z]*\s?:/],
    ['nombre en MAYÚSCULAS_CON_GUION', /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/],
    ['período AAAA-MM', /\b(19|20)\d\d-(0[1-9]|1[0-2])\b/],
    ['hora de 12 horas', /\b[ap]\.\s?m\./],
    // A point between digits is a thousands mark only before exactly three digits ('650.000').
    ['punto decimal', /\d\.(\d{1,2}|\d{4,})(?!\d)/],
    ['porcentaje pegado', /\d%/],
    ['dinero con un decimal', /(\$|USD)\s?\d{1,3}(\.\d{3})*,\d(?!\d)/],
  ];
  return reglas.flatMap(([nombre, re]) => {
    const m = re.exec(t);
    return m ? [`${nombre}: «${t.slice(Math.max(0, m.index - 40), m.index + 30).replace(/\s+/g, ' ')}»`] : [];
  });
}

interface Datos {
  casa: string;
  /** A listing on the market (the others are rented). */
  visitada: string;
  propietario: string;
  inquilino: string;
  contrato: string;
  contratoCasaPropia: string;
  operacion: string;
  tasacion: string;
  paginaPropietario: string;
  miBusqueda: string;
  informe: string;
  tag: string;
}

let datos: Datos;

/** The file's data, made once through the API. */
async function sembrar(): Promise<Datos> {
  const tag = RUN;
  const casaNueva = async (titulo: string, monto: number) =>
    (await call<{ propiedad: { id: string; version: number } }>('POST', '/admin/nueva-casa', {
      titulo, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Moreno', altura: 120, habitaciones: 2, visible: true, precio: { monto, moneda: 'ARS', visible: true },
    })).propiedad;
  const casa = await casaNueva(`Casa es-AR ${tag}`, 650000);
  await call('PUT', `/admin/editar-propiedad/${casa.id}`, { version: casa.version, propiedad: { precio: { monto: 700000, moneda: 'ARS', visible: true } } });
  const cliente = async (nombre: string, mail: string | null = null) =>
    (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', {
      nombre, apellido: `Esar${tag}`, dni: nuevoDni(), telefono: '2346 400501', mail,
      preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: 'Alquiler', presupuesto: 800000, localidades: ['Chivilcoy'] }],
    })).data._id;
  const propietario = await cliente('Olga');
  const inquilino = await cliente('Iván', `ivan-${tag}@example.com`);

  // An IPC contract (index levels near 10.413) with two adjustments computed and one waiting for its index.
  const inicio = mesesDespues(hoy, -8);
  await call('PUT', '/admin/indices/IPC', { valores: [-3, -2, -1, 0, 1, 2, 3, 4, 5].map((k) => ({ fecha: mesesDespues(inicio, k), valor: Number((10413.0309 * (1 + 0.02 * (k + 3))).toFixed(4)) })) });
  const contrato = (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-contrato', {
    propiedad: casa.id, propietario, inquilino, inicio, meses: 12, moneda: 'ARS', montoInicial: 650000, ajuste: { indice: 'IPC', cadaMeses: 3 }, punitorioDiario: 0.1, comisionAdministracion: 6.5,
  })).data._id;
  await call('POST', `/admin/contrato/${contrato}/pagos`, { fecha: hoy, monto: 650000, medio: 'transferencia', nota: '' });
  const anulado = await call<{ data: { _id: string } }>('POST', `/admin/contrato/${contrato}/pagos`, { fecha: hoy, monto: '4.296,40', medio: 'efectivo', nota: '' });
  await call('POST', `/admin/pago/${anulado.data._id}/anular`, { motivo: 'Cargado dos veces' });
  await call('POST', `/admin/contrato/${contrato}/cargos`, { periodo: hoy.slice(0, 7), concepto: 'Expensas', monto: '12.345,60', aCargoDe: 'propietario' });
  const cargo = await call<{ data: { _id: string } }>('POST', `/admin/contrato/${contrato}/cargos`, { periodo: hoy.slice(0, 7), concepto: 'ABL', monto: '1.000,50', aCargoDe: 'inquilino' });
  await call('POST', `/admin/cargo/${cargo.data._id}/anular`, { motivo: 'Dos veces' });
  await call('POST', `/admin/contrato/${contrato}/condonar-punitorios`, { periodo: mesesDespues(hoy, -1).slice(0, 7), motivo: 'Buen inquilino' });
  const liquidacion = await call<{ data: { _id: string } }>('POST', '/admin/nueva-liquidacion', { propietario, periodo: hoy.slice(0, 7), moneda: null });
  await call('POST', `/admin/liquidacion/${liquidacion.data._id}/pagar`);
  const paginaPropietario = (await call<{ data: { url: string } }>('POST', `/admin/cliente/${propietario}/enlace-propietario`)).data.url;

  // A Casa Propia contract: the index's name is never shown raw.
  await call('PUT', '/admin/indices/CASA_PROPIA', { valores: [0, 1, 2, 3, 4, 5].map((k) => ({ fecha: mesesDespues(inicio, k), valor: '1,0312' })) });
  const casaPropia = await casaNueva(`Casa propia ${tag}`, 100000);
  const contratoCasaPropia = (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-contrato', {
    propiedad: casaPropia.id, propietario, inquilino: await cliente('Iris'), inicio, meses: 12, moneda: 'ARS', montoInicial: 100000, ajuste: { indice: 'CASA_PROPIA', cadaMeses: 6 }, punitorioDiario: 0.1, comisionAdministracion: 6,
  })).data._id;

  // A visitor's request for a free turn (its enquiry names the day and hour), a contact enquiry, a staff visit at 15:00.
  const visitada = await casaNueva(`Casa visitada ${tag}`, 300000);
  const turnos = (await adminApi<{ data: { inicio: string }[] }>(null, 'GET', `/user/propiedad/${visitada.id}/turnos`)).data;
  await adminApi(null, 'POST', '/user/pedir-visita', { propiedad: visitada.id, inicio: turnos[0]!.inicio, nombre: `Pedro Pedido ${tag}`, telefono: '2346 400302', email: 'pedro@example.com' });
  await adminApi(null, 'POST', '/user/contacto', { nombre: `Ana Consulta ${tag}`, email: 'ana@example.com', telefono: '', asunto: 'Consulta general', mensaje: 'Hola' });
  await call('POST', '/admin/nueva-visita', { propiedad: casa.id, cliente: inquilino, inicio: new Date(`${hoy}T15:00:00-03:00`).toISOString(), minutos: 60 });

  // An operation with cents, a valuation, and the clients' and listing's private pages.
  const comprador = await cliente('Carla');
  const operacion = (await call<{ data: { _id: string } }>('POST', '/admin/nueva-operacion', {
    operacion: 'alquiler', propiedad: casaPropia.id, oferente: propietario, receptor: comprador, montoDinero: 4296.4, moneda: 'USD', descripcion: `Con centavos ${tag}`, fechaConcretada: hoy,
  })).data._id;
  const comparable = { fuente: 'manual', precio: 86280.5, moneda: 'USD', superficieCubierta: 100 };
  const tasacion = (await call<{ data: { _id: string } }>('POST', '/admin/nueva-tasacion', {
    sujeto: { tipo: 'Casa', localidad: 'Chivilcoy', direccion: `Moreno ${tag}`, superficieCubierta: 150.5, ambientes: 4 }, moneda: 'USD', cliente: propietario, comparables: [comparable, comparable, comparable],
  })).data._id;
  const miBusqueda = (await call<{ data: { url: string } }>('POST', `/admin/cliente/${inquilino}/enlace-busqueda`)).data.url;
  const informe = (await call<{ data: { url: string } }>('POST', `/admin/propiedad/${casa.id}/enlace-informe`)).data.url;
  return { casa: casa.id, visitada: visitada.id, propietario, inquilino, contrato, contratoCasaPropia, operacion, tasacion, paginaPropietario, miBusqueda, informe, tag };
}

beforeAll(async () => {
  datos = await sembrar();
}, 120_000);

/** The page once it has drawn its data: no spinner or busy region, `espera` on screen, every <details> opened. */
async function leer(page: Page, url: string, espera?: string | RegExp): Promise<string> {
  await page.goto(url);
  if (espera) await page.getByText(espera).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="status"][aria-label^="Cargando"]') && !/Cargando/.test(document.body.innerText));
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  return page.evaluate(() => document.body.innerText);
}

describe('what es-AR would not write', () => {
  it('finds raw keys, periods, 12-hour times, decimal points, glued percentages and one-decimal money', () => {
    expect(textosCrudos('Pago anulado: — → Recibo N.º 2 · $ 650.000,00 ARS · 6,5 % · 10.413,0309 · 02/12/2026 15:00 · 11/2026')).toEqual([]);
    expect(textosCrudos('Ubicación -36.01,-59.10 · por ejemplo -34.8956 · (SMTP_URL)')).toEqual([]);
    for (const malo of ['pagoAnulado: —', 'CASA_PROPIA', '2026-11', '11:00 a. m.', 'punitorio 0.1', '10413.0309', '37% en venta', '$4.296,4 USD', 'USD 86.280,5']) {
      expect([malo, textosCrudos(malo).length]).toEqual([malo, 1]);
    }
  });
});

describe.each(SIZES)('es-AR text at $name', (size) => {
  it('no staff page shows a raw key, a YYYY-MM period, a 12-hour time or a decimal point', async () => {
    const d = datos;
    const paginas: [string, (string | RegExp)?][] = [
      ['/dashboard', 'Monto total'], ['/propiedades'], ['/nueva-propiedad'], ['/operaciones', `Con centavos ${d.tag}`], ['/nueva-operacion'],
      [`/operacion/${d.operacion}`, 'Datos iniciales'], ['/alquileres', 'Vigencia'], ['/nuevo-contrato'],
      [`/contrato/${d.contrato}`, 'Pago anulado'], [`/contrato/${d.contratoCasaPropia}`, 'Casa Propia'], ['/indices'], ['/liquidaciones'],
      ['/facturas'], ['/nueva-factura'], ['/clientes'], [`/cliente/${d.propietario}`, 'Liquidación pagada'], [`/cliente/${d.inquilino}`, 'Presupuesto'],
      ['/nuevo-cliente'], ['/consultas', `Pedro Pedido ${d.tag}`], ['/agenda'], ['/reportes', 'Cantidad'], ['/tasaciones'], ['/nueva-tasacion'],
      [`/tasacion/${d.tasacion}`, 'Valor sugerido'], ['/portales'], ['/inmobiliaria'], ['/usuarios', 'Último acceso'], ['/correo-saliente'], ['/cuenta'],
      [`/propiedad/${d.casa}`, 'Historial de precios'],
    ];
    const { context, page } = await suite.page(size);
    const crudos: string[] = [];
    for (const [url, espera] of paginas) crudos.push(...textosCrudos(await leer(page, url, espera)).map((t) => `${url} ${t}`));
    await context.close();
    expect(crudos).toEqual([]);
  });

  it('no public page shows them either, nor the private pages of owners and clients', async () => {
    const d = datos;
    const paginas: [string, (string | RegExp)?][] = [
      ['/', 'Operación'], ['/about'], ['/contacto'], ['/propiedades-publicas', `Casa visitada ${d.tag}`], [`/propiedad/${d.visitada}`, `Casa visitada ${d.tag}`],
      [new URL(d.miBusqueda, 'http://x').pathname, `Casa visitada ${d.tag}`], [new URL(d.informe, 'http://x').pathname, 'Historial de precio'],
      [d.paginaPropietario, /Hola, Olga/],
    ];
    const { context, page }: { context: BrowserContext; page: Page } = await newPage(suite.browser(), size);
    const crudos: string[] = [];
    for (const [url, espera] of paginas) crudos.push(...textosCrudos(await leer(page, url, espera)).map((t) => `${url} ${t}`));
    await context.close();
    expect(crudos).toEqual([]);
  });
});

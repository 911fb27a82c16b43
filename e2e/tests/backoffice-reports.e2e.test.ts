// Back office, Reportes as a person reads them: at a laptop's 1366×768 and a phone's 390×844 every chart
// label is whole (no ellipsis, nothing clipped, no two texts on top of each other) and its text is at least 12 px as
// drawn (a chart scaled down draws its text smaller than its CSS says: the size is measured with the scale); the CSV
// exports open in a spreadsheet set to Argentina (';' between cells, decimal comma, quoting, UTF-8 BOM).
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { OPERACION_LABELS, type Operacion, type ReportesResponse } from '@inmo/contracts';
import { adminApi, apiLogin, launch, nuevoDni, staffPage } from '../support/env.js';

const RUN = Date.now().toString(36).slice(-6);
const TITULO = `Casa "Reporte"; ${RUN}`;
/** A planted spreadsheet formula (OWASP CSV injection). */
const FORMULA = `=HYPERLINK("https://malo.example/${RUN}","Ver")`;
// The longest label the product can draw: the type and the operation with the longest names.
const ETIQUETA_LARGA = 'Fondo de Comercio · Alquiler temporal';
const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

let browser: Browser;
let token: string;
const call = <T = any>(method: string, path: string, body?: unknown) => adminApi<T>(token, method, path, body);

beforeAll(async () => {
  browser = await launch();
  token = await apiLogin();
  await call('POST', '/admin/nuevo-fondo', {
    titulo: `Fondo reporte ${RUN}`,
    operacion: 'alquiler temporal',
    localidad: 'Lobos',
    nombreComercio: 'Kiosco',
    rubro: 'Kiosco',
    precioVenta: 5000,
    visible: true,
    precio: { monto: 5000, moneda: 'ARS', visible: true },
  });
  const casa = await call<{ id: string }>('POST', '/admin/nueva-casa', { titulo: TITULO, operacion: 'venta', localidad: 'Lobos', habitaciones: 3, visible: true, precio: { monto: 70000, moneda: 'USD', visible: true } });
  const cliente = async (nombre: string, dni: string) =>
    (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: 'Reporte', dni, telefono: '2227 45-0000', mail: `${nombre.toLowerCase()}@ejemplo.com` })).data._id;
  const oferente = await cliente(`Olga${RUN}`, nuevoDni());
  const receptor = await cliente(`Raúl${RUN}`, nuevoDni());
  // Cents: the CSV must carry a decimal comma.
  await call('POST', '/admin/nueva-operacion', { operacion: 'venta', propiedad: casa.id, oferente, receptor, montoDinero: 69000.5, moneda: 'USD', descripcion: '' });
  // A title typed by any agente that a spreadsheet would run as a formula.
  const trampa = await call<{ id: string }>('POST', '/admin/nueva-casa', { titulo: FORMULA, operacion: 'venta', localidad: 'Lobos', habitaciones: 1, visible: false, precio: { monto: 1000, moneda: 'USD', visible: true } });
  await call('POST', '/admin/nueva-operacion', { operacion: 'venta', propiedad: trampa.id, oferente, receptor, montoDinero: 1000, moneda: 'USD', descripcion: '' });
});
afterAll(async () => {
  await browser?.close();
});

/** The labels each chart must show whole, from the same report the page reads. */
async function etiquetasEsperadas(): Promise<Record<string, string[]>> {
  const { data } = await call<ReportesResponse>('GET', '/admin/reportes?meses=12');
  const op = (o: string | null) => OPERACION_LABELS[o as Operacion] ?? o;
  const meses = [...new Set(data.operacionesPorMes.map((r) => r.mes))].sort().map((m) => `${MESES[Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}`);
  return {
    'Operaciones por mes': meses,
    'Ventas por mes': meses,
    'Alquileres por mes': meses,
    'Propiedades por tipo y operación': data.propiedadesPorTipo.map((r) => `${r.tipo} · ${op(r.operacion)}`),
    'Días promedio en el mercado': data.diasEnMercado.map((r) => `${r.tipo} · ${op(r.operacion)}`),
  };
}

interface Grafico {
  titulo: string;
  /** The normalized text of every element of the chart (a label may be split in pieces). */
  textos: string[];
  /** Each piece of text drawn: its font size as rendered (px) and where it is. */
  trazos: { texto: string; fuente: number; fuera: boolean }[];
  /** Pairs of texts drawn over each other. */
  solapados: string[];
  /** Elements of the chart that cut what they hold (overflow hidden/clip with more content than room). */
  recortes: number;
  /** Texts drawn with an ellipsis by CSS. */
  elipsis: number;
}

/** What each chart of the page draws, measured in the browser (HTML or SVG alike). */
function medirGraficos(page: Page): Promise<Grafico[]> {
  return page.evaluate(() => {
    // How much the element is scaled on screen: an SVG's viewBox and transforms (its CTM), or the CSS transforms and
    // scales of the element and its ancestors.
    const escala = (el: Element): number => {
      if (el instanceof SVGGraphicsElement) {
        const m = el.getScreenCTM();
        return m ? Math.hypot(m.a, m.b) : 1;
      }
      let s = 1;
      for (let a: Element | null = el; a; a = a.parentElement) {
        const estilo = getComputedStyle(a);
        if (estilo.transform !== 'none') {
          const m = new DOMMatrix(estilo.transform);
          s *= Math.hypot(m.a, m.b);
        }
        if (estilo.scale !== 'none') s *= parseFloat(estilo.scale);
      }
      return s;
    };
    return [...document.querySelectorAll('main figure')].flatMap((figura) => {
      const plot = figura.querySelector('[role="img"]');
      if (!plot) return [];
      const marco = figura.getBoundingClientRect();
      const todos = [plot, ...plot.querySelectorAll('*')];
      const conTexto = todos.filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''));
      const trazos = conTexto.map((el) => {
        const r = el.getBoundingClientRect();
        return {
          texto: el.textContent!.trim(),
          fuente: Math.round(parseFloat(getComputedStyle(el).fontSize) * escala(el) * 10) / 10,
          fuera: r.left < marco.left - 1 || r.right > marco.right + 1 || r.top < marco.top - 1 || r.bottom > marco.bottom + 1,
          r,
          el,
        };
      });
      const solapados: string[] = [];
      for (let i = 0; i < trazos.length; i++)
        for (let j = i + 1; j < trazos.length; j++) {
          const [a, b] = [trazos[i], trazos[j]];
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
          const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
          if (x > 1 && y > 1) solapados.push(`${a.texto} / ${b.texto}`);
        }
      const recortes = todos.filter((el) => {
        const s = getComputedStyle(el);
        const corta = /hidden|clip|scroll|auto/.test(`${s.overflowX} ${s.overflowY}`);
        return corta && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
      }).length;
      return [
        {
          titulo: figura.querySelector('figcaption')?.textContent?.trim() ?? '',
          textos: todos.map((el) => el.textContent!.replace(/\s+/g, ' ').trim()),
          trazos: trazos.map(({ texto, fuente, fuera }) => ({ texto, fuente, fuera })),
          solapados,
          recortes,
          elipsis: conTexto.filter((el) => getComputedStyle(el).textOverflow === 'ellipsis').length,
        },
      ];
    });
  });
}

/** Cells as a spreadsheet reads a CSV with ';' between cells (RFC 4180 quotes). */
function leerCsv(texto: string): string[][] {
  const filas: string[][] = [];
  let fila: string[] = [];
  let celda = '';
  let comillas = false;
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i];
    if (comillas) {
      if (c === '"' && texto[i + 1] === '"') (celda += '"'), i++;
      else if (c === '"') comillas = false;
      else celda += c;
    } else if (c === '"') comillas = true;
    else if (c === ';') fila.push(celda), (celda = '');
    else if (c === '\r' && texto[i + 1] === '\n') {
      fila.push(celda), filas.push(fila), (fila = []), (celda = ''), i++;
    } else celda += c;
  }
  if (celda !== '' || fila.length) fila.push(celda), filas.push(fila);
  return filas;
}

async function descargar(page: Page, tabla: string): Promise<string> {
  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Exportar CSV: ${tabla}` }).click()]);
  return fs.readFileSync((await descarga.path())!, 'utf8');
}

describe.each([
  ['a laptop', { width: 1366, height: 768 }],
  ['a phone', { width: 390, height: 844, touch: true }],
])('Reportes on %s', (_, tamaño) => {
  it('draws every chart label whole, at 12 px or more as rendered', async () => {
    const { context, page } = await staffPage(browser, token, tamaño);
    await page.goto('/reportes');
    await page.getByRole('img', { name: new RegExp(`^Propiedades por tipo y operación\\. .*${ETIQUETA_LARGA}`) }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    const esperadas = await etiquetasEsperadas();
    const graficos = await medirGraficos(page);

    expect(graficos.map((g) => g.titulo)).toEqual(expect.arrayContaining(Object.keys(esperadas)));
    expect(esperadas['Propiedades por tipo y operación']).toContain(ETIQUETA_LARGA);
    for (const g of graficos) {
      // Every label of the report, whole, as the text of one element of its chart.
      for (const etiqueta of esperadas[g.titulo] ?? []) expect({ grafico: g.titulo, etiqueta, entera: g.textos.includes(etiqueta) }).toEqual({ grafico: g.titulo, etiqueta, entera: true });
      expect({ grafico: g.titulo, conElipsis: g.trazos.filter((t) => t.texto.includes('…')).map((t) => t.texto), elipsis: g.elipsis }).toEqual({ grafico: g.titulo, conElipsis: [], elipsis: 0 });
      expect({ grafico: g.titulo, fuera: g.trazos.filter((t) => t.fuera).map((t) => t.texto), solapados: g.solapados, recortes: g.recortes }).toEqual({ grafico: g.titulo, fuera: [], solapados: [], recortes: 0 });
      expect({ grafico: g.titulo, chicos: g.trazos.filter((t) => t.fuente < 12).map((t) => `${t.texto}: ${t.fuente} px`) }).toEqual({ grafico: g.titulo, chicos: [] });
    }
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it('exports CSV files that a spreadsheet set to Argentina opens one value a cell', async () => {
    const { context, page } = await staffPage(browser, token, tamaño);
    const pedidas: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/admin/operaciones') pedidas.push(url);
    });
    await page.goto('/reportes');
    await page.getByRole('region', { name: 'Operaciones del período', exact: true }).getByRole('cell', { name: TITULO }).waitFor();

    const csv = await descargar(page, 'Operaciones del período');
    // Every operation of the period, however many: asked from the period's first day, with no count limit (a limit
    // of 1,000 dropped the oldest of a busy year without a word).
    const { data } = await call<ReportesResponse>('GET', '/admin/reportes?meses=12');
    const desde = `${data.operacionesPorMes.map((r) => r.mes).sort()[0]}-01`;
    expect([...new Set(pedidas.map((u) => `desde=${u.searchParams.get('desde')} limit=${u.searchParams.get('limit')}`))]).toEqual([`desde=${desde} limit=null`]);
    const delPeriodo = await call<{ total: number }>('GET', `/admin/operaciones?desde=${desde}&estado=vigente&page=1`);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')[0]).toBe('Fecha;Tipo;Propiedad;Oferente;Receptor;Monto;Moneda;Cerrada por');
    // The title holds '"' and ';': quoted, its quotes doubled, and still one cell.
    expect(csv).toContain(`;Venta;"Casa ""Reporte""; ${RUN}";Olga${RUN} Reporte;Raúl${RUN} Reporte;69000,5;USD;Administrador\r\n`);
    const filas = leerCsv(csv.slice(1));
    expect(filas.every((f) => f.length === 8)).toBe(true);
    expect(filas.length - 1).toBe(delPeriodo.total);
    const fila = filas.find((f) => f[2] === TITULO);
    expect(fila?.slice(1)).toEqual(['Venta', TITULO, `Olga${RUN} Reporte`, `Raúl${RUN} Reporte`, '69000,5', 'USD', 'Administrador']);
    // Every amount an es-AR number: digits, a decimal comma, no grouping.
    expect(filas.slice(1).filter((f) => f[5] !== '' && !/^-?\d+(,\d+)?$/.test(f[5]))).toEqual([]);

    // The planted formula reads back as its text, behind the apostrophe that keeps a spreadsheet from running it;
    // no text cell of the file starts as a formula.
    expect(filas.find((f) => f[2].includes('HYPERLINK'))?.[2]).toBe(`'${FORMULA}`);
    expect(filas.flat().filter((c) => /^[=+@\t\r]/.test(c) || (/^-/.test(c) && !/^-\d+(,\d+)?$/.test(c)))).toEqual([]);

    const dias = leerCsv((await descargar(page, 'Días en el mercado')).replace(/^\uFEFF/, ''));
    expect(dias[0]).toEqual(['Operación', 'Tipo', 'Cantidad', 'Promedio de días', 'Mínimo', 'Máximo']);
    expect(dias.slice(1).filter((f) => f.length !== 6 || !/^\d+(,\d)?$/.test(f[3]))).toEqual([]);
    await context.close();
  });
});

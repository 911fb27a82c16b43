// The kit's components as each remote renders them: what differs between the public and the staff card, and the
// field's accessible wiring. Rendered to static markup (the Jest environment is node, no DOM).
import { jest } from '@jest/globals';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Propiedad } from '@inmo/contracts';

// Under native ESM, Jest hands styled-components' CommonJS build over as { default: { default: styled, … } };
// give the components the same `styled` default the bundler gives them.
const sc = (await import('styled-components')) as unknown as Record<string, any>;
const styled = typeof sc.default?.button === 'function' ? sc.default : sc.default.default;
jest.unstable_mockModule('styled-components', () => ({ ...sc, ...sc.default, default: styled }));
const ThemeProvider = sc.ThemeProvider ?? sc.default.ThemeProvider;

const { light } = await import('@inmo/shell/platform');
const { AmountInput, Field, PropertyCard, Button, ListEmpty, hayFiltros, errorDeMonto, vistaMonto } = await import('../index.js');

const html = (el: ReactElement) =>
  renderToStaticMarkup(
    <ThemeProvider theme={light}>
      <MemoryRouter>{el}</MemoryRouter>
    </ThemeProvider>,
  ).replace(/ class="[^"]*"/g, '');

const casa = (extra: Partial<Propiedad> = {}) =>
  ({
    id: 'p1',
    tipo: 'Casa',
    titulo: 'Casa quinta',
    operacion: 'venta',
    visible: false,
    fechaPublicada: '2026-11-21T00:00:00.000Z',
    ubicacion: { calle: 'Belgrano', altura: 450, localidad: 'Rauch' },
    precio: { monto: 125000, moneda: 'USD', visible: false },
    habitaciones: 3,
    imagenes: [],
    ...extra,
  }) as unknown as Propiedad;

describe('PropertyCard', () => {
  it('public: a link to the property, the operation badge, and the public price (a hidden one is Consultar)', () => {
    const m = html(<PropertyCard propiedad={casa()} href="/propiedad/p1" />);
    expect(m).toMatch(/^<li><a href="\/propiedad\/p1"[^>]*>/);
    expect(m).toContain('>Venta</span>');
    expect(m).not.toContain('Oculta');
    expect(m).toContain('<p>Consultar</p>');
    expect(m).toContain('Belgrano 450, Rauch');
    expect(m).toContain('<li>3 dorm.</li>');
    expect(m).toContain('Sin imagen');
  });

  it('staff: the visibility badge and the price as staff see it, with Precio Oculto beside a hidden one', () => {
    const m = html(<PropertyCard propiedad={casa()} href="/propiedad/p1" staff />);
    expect(m).toContain('>Oculta</span>');
    expect(m).toContain('$125.000 USD<span> · Precio Oculto</span>');
    expect(html(<PropertyCard propiedad={casa({ visible: true, precio: { monto: 1, moneda: 'ARS', visible: true } })} staff />)).toContain('>Visible</span>');
  });

  it('the Papelera: no link, and the actions below the card', () => {
    const m = html(<PropertyCard propiedad={casa()} staff actions={<Button>Restaurar</Button>} />);
    expect(m).not.toContain('<a ');
    expect(m).toMatch(/<button type="button">Restaurar<\/button><\/div><\/li>$/);
  });

  it('draws the stored cover crop as is, and a plain picture with its framing and intrinsic size', () => {
    const portada = { url: '/media/c.webp', width: 640, height: 360, srcset: [{ width: 640, url: '/media/c.webp' }] };
    const crop = html(<PropertyCard propiedad={casa({ imagenes: [{ url: '/media/a.webp', portada, offsetX: 1, zoom: 2 }] as never })} href="/x" eager />);
    expect(crop).toMatch(/<img src="\/media\/c.webp"[^>]*width="640" height="360"[^>]*style="object-position:50% 50%;transform-origin:50% 50%" sizes="[^"]+" loading="eager"/);
    const plain = html(<PropertyCard propiedad={casa({ imagenes: [{ url: '/media/a.webp', offsetX: 1, offsetY: 0.5, zoom: 2 }] as never })} href="/x" />);
    expect(plain).toMatch(/<img src="\/media\/a.webp"[^>]*width="640" height="360"[^>]*style="object-position:100% 50%;transform-origin:100% 50%;transform:scale\(2\)"[^>]*loading="lazy"/);
  });
});

describe('AmountInput', () => {
  it('is a text field with the decimal keyboard (never type=number) and shows what an amount will be stored as', () => {
    const out = html(<Field id="pago-monto" label="Monto">{(a) => <AmountInput {...a} nombre="Monto" value="120.000" onChange={() => {}} />}</Field>);
    expect(out).toBe(
      '<div><label for="pago-monto">Monto</label><input id="pago-monto" aria-describedby="pago-monto-valor" type="text" inputMode="decimal" autoComplete="off" value="120.000"/><small id="pago-monto-valor">= $ 120.000,00</small></div>',
    );
    expect(out).not.toContain('type="number"');
  });
  it('keeps the numeric keyboard for whole numbers and no preview for numbers that are not money', () => {
    expect(html(<AmountInput id="m" nombre="Meses" como="entero" value="24" onChange={() => {}} />)).toBe('<input id="m" type="text" inputMode="numeric" autoComplete="off" value="24"/>');
    expect(html(<AmountInput id="s" nombre="Superficie" como="numero" value="1.234,5" onChange={() => {}} />)).toBe('<input id="s" type="text" inputMode="decimal" autoComplete="off" value="1.234,5"/>');
  });
  it('refuses what the API refuses, with the same message, and previews in the field’s currency', () => {
    for (const t of ['1.5', '0x10', '1e3', '1234.56']) expect(errorDeMonto(t, 'Monto')).toBe('Monto: no es un número. Escribí el monto así: 1.234,56');
    expect(errorDeMonto('1.000.000.000', 'Precio')).toBe('Precio no puede superar 999.999.999,99');
    expect(errorDeMonto('2,5', 'Meses', 'entero')).toBe('Meses debe ser un número entero');
    expect(errorDeMonto('', 'Monto')).toBeNull();
    expect(errorDeMonto('1.234,56', 'Monto')).toBeNull();
    expect(vistaMonto(1234.5, 'US$')).toBe('= US$ 1.234,50');
  });
});

describe('Field', () => {
  it('binds its label to the control, and describes it by its hint and its error while in error', () => {
    const m = html(
      <Field id="op-monto" label="Monto" hint="En pesos" error="Monto inválido">
        {(a) => <input {...a} />}
      </Field>,
    );
    expect(m).toBe(
      '<div><label for="op-monto">Monto</label><input id="op-monto" aria-invalid="true" aria-describedby="op-monto-hint op-monto-error"/>' +
        '<small id="op-monto-hint">En pesos</small><small id="op-monto-error">Monto inválido</small></div>',
    );
  });

  it('says nothing of errors when there is none', () => {
    expect(html(<Field id="q" label="Buscar">{(a) => <input {...a} />}</Field>)).toBe('<div><label for="q">Buscar</label><input id="q"/></div>');
  });
});

describe('ListEmpty (a filtered list with nothing to show)', () => {
  const noop = () => {};

  it('with no filter in use, says the list’s own empty text and offers nothing to clear', () => {
    const m = html(<ListEmpty filtered={false} onClear={noop}>No hay clientes registrados.</ListEmpty>);
    expect(m).toBe('<p>No hay clientes registrados.</p>');
  });

  it('with a filter in use, says there are no results and offers Limpiar filtros instead of the list’s text', () => {
    const m = html(<ListEmpty filtered onClear={noop}>No hay clientes registrados.</ListEmpty>);
    expect(m).toBe('<div data-testid="sin-resultados"><p>No hay resultados para esta búsqueda</p><button type="button">Limpiar filtros</button></div>');
  });

  it('counts as filters texts with something in them, chosen options and flags; not the page, blanks or nothing', () => {
    expect(hayFiltros({ q: '', rol: '', page: 3 })).toBe(false);
    expect(hayFiltros({ q: '   ', tipo: undefined, vista: null, soloNuevas: false })).toBe(false);
    expect(hayFiltros({ q: 'galpon', page: 1 })).toBe(true);
    expect(hayFiltros({ q: '', moneda: 'USD' })).toBe(true);
    expect(hayFiltros({ soloNuevas: true })).toBe(true);
    expect(hayFiltros({ q: '', estado: 'x' }, ['estado'])).toBe(false);
  });
});

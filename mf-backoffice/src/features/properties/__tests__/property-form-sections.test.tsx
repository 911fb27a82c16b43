// The shared form sections as each page renders them: ids, labels and texts that the pages, the browser tests and
// screen readers rely on, per type. Rendered to static markup (the Jest environment is node, no DOM).
import { jest } from '@jest/globals';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MONEDAS, MONEDAS_ALTA } from '@inmo/contracts';
import type { FormBinding } from '../components/form-ui.js';

// Under native ESM, Jest hands styled-components' CommonJS build over as { default: { default: styled, … } };
// give the components the same `styled` default the bundler gives them.
const sc = (await import('styled-components')) as unknown as Record<string, any>;
const styled = typeof sc.default?.button === 'function' ? sc.default : sc.default.default;
jest.unstable_mockModule('styled-components', () => ({ ...sc, ...sc.default, default: styled }));
const ThemeProvider = sc.ThemeProvider ?? sc.default.ThemeProvider;

const { light } = await import('@inmo/shell/platform');
const { BasicInfoSection, FeaturesSection, LocationSection, OperacionField } = await import('../components/property-form-sections.js');
const { PortalsSection } = await import('../components/portals-section.js');
const { emptyValues } = await import('../components/property-form-model.js');
const { fieldText } = await import('../components/property-form-model.js');

// Without styled-components' generated class names: what is checked here is structure, ids and texts.
const html = (el: ReactElement) => renderToStaticMarkup(<ThemeProvider theme={light}>{el}</ThemeProvider>).replace(/ class="[^"]*"/g, '');
const binding = (idPrefix: string, values: FormBinding['values'] = {}, errors: Record<string, string> = {}): FormBinding => ({
  values,
  errors,
  set: () => {},
  idPrefix,
});
const label = (markup: string, id: string) => markup.match(new RegExp(`<label for="${id}">([^<]*)</label>`))?.[1];

describe('fieldText', () => {
  it('gives the text of a field, and an empty string for a flag or a missing field', () => {
    expect(fieldText({ titulo: 'Casa quinta', visible: true }, 'titulo')).toBe('Casa quinta');
    expect(fieldText({ visible: true }, 'visible')).toBe('');
    expect(fieldText({}, 'calle')).toBe('');
  });
});

describe('Información básica', () => {
  it('creation: the page’s own fields first, required ones marked, only the currencies a new listing may use', () => {
    const m = html(
      <BasicInfoSection form={binding('np', { titulo: 'Lote', moneda: 'USD' })} markRequired descripcionRows={4} monedas={MONEDAS_ALTA}>
        <OperacionField form={binding('np')} markRequired />
      </BasicInfoSection>,
    );
    expect(m.indexOf('id="np-operacion"')).toBeLessThan(m.indexOf('id="np-titulo"'));
    expect(label(m, 'np-operacion')).toBe('Operación *');
    expect(label(m, 'np-titulo')).toBe('Título *');
    expect(m).toContain('value="Lote"');
    expect(m).toMatch(/<textarea[^>]*id="np-descripcion"[^>]*rows="4"/);
    expect(m).toContain('<option value="USD" selected="">USD</option>');
    expect(m).not.toContain('EUR');
  });

  it('editor: no required marks, every currency, and the API’s price errors next to their fields', () => {
    const errors = { 'precio.monto': 'Precio inválido', 'precio.moneda': 'Moneda inválida' };
    const m = html(<BasicInfoSection form={binding('ed', {}, errors)} markRequired={false} descripcionRows={6} monedas={MONEDAS} />);
    expect(label(m, 'ed-titulo')).toBe('Título');
    expect(m).toMatch(/<textarea[^>]*id="ed-descripcion"[^>]*rows="6"/);
    for (const moneda of MONEDAS) expect(m).toContain(`<option value="${moneda}"`);
    expect(m).toContain('<option value="ARS" selected="">ARS</option>');
    expect(m).toMatch(/id="ed-monto" aria-invalid="true" aria-describedby="ed-monto-error"/);
    expect(m).toContain('<small id="ed-moneda-error">Moneda inválida</small>');
  });
});

describe('Ubicación', () => {
  it('shows street, number and cross streets, with the ids the pages had', () => {
    const m = html(<LocationSection form={binding('np', { calle: 'Belgrano' })} tipo="Casa" markRequired coordenadasHint="Latitud,longitud (por ejemplo -36.01,-59.10)" />);
    for (const id of ['calle', 'altura', 'entre1', 'entre2', 'localidad', 'coordenadas', 'mapa']) expect(m).toContain(`id="np-${id}"`);
    expect(label(m, 'np-localidad')).toBe('Localidad *');
    expect(m).toContain('value="Belgrano"');
    expect(m).toContain('<small id="np-coordenadas-hint">Latitud,longitud (por ejemplo -36.01,-59.10)</small>');
    expect(m).toMatch(/id="np-mapa"[^>]*type="url"/);
  });

  it('Campo: only locality, coordinates and map URL (spec §5)', () => {
    const m = html(<LocationSection form={binding('ed')} tipo="Campo" markRequired={false} coordenadasHint="Latitud,longitud" />);
    expect(m).not.toContain('ed-calle');
    expect(m).not.toContain('ed-entre1');
    expect(label(m, 'ed-localidad')).toBe('Localidad');
    expect(m).toContain('id="ed-mapa"');
  });
});

describe('Ubicación aproximada', () => {
  it('a checkbox under the location, described by what it hides', () => {
    const m = html(<LocationSection form={binding('ed', { ubicacionAproximada: true })} tipo="Casa" markRequired={false} coordenadasHint="" />);
    expect(m).toContain('<label><input type="checkbox" aria-describedby="ed-aproximada-hint" checked=""/>Ubicación aproximada</label>');
    expect(m).toMatch(/<p id="ed-aproximada-hint"[^>]*>La página pública, el mapa y los portales muestran sólo la calle y la zona, sin altura\.<\/p>/);
  });
});

describe('Portales', () => {
  it('a new listing: publish ticked, each portal ticked and enabled, and the help', () => {
    const m = html(<PortalsSection form={binding('np', emptyValues())} />);
    expect(m).toContain('<legend>Portales</legend>');
    expect(m).toContain('<label><input type="checkbox" aria-describedby="np-portales-hint" checked=""/>Publicar en portales</label>');
    expect(m).toContain('<label><input type="checkbox" checked=""/>Zonaprop</label>');
    expect(m).toContain('<label><input type="checkbox" checked=""/>MercadoLibre</label>');
    expect(m).toContain('Una propiedad oculta, en la Papelera o sin tildar sale de los portales en la próxima sincronización.');
    expect(m).not.toContain('Estado en los portales');
  });

  it('publishing off: the portals are kept but cannot be changed', () => {
    const m = html(<PortalsSection form={binding('ed', { publicarEnPortales: false, 'portal.zonaprop': true, 'portal.mercadolibre': false })} />);
    expect(m).toContain('<label><input type="checkbox" aria-describedby="ed-portales-hint"/>Publicar en portales</label>');
    expect(m).toContain('<label><input type="checkbox" disabled="" checked=""/>Zonaprop</label>');
    expect(m).toContain('<label><input type="checkbox" disabled=""/>MercadoLibre</label>');
  });
});

describe('Características', () => {
  it('asks for a type first when none is chosen', () => {
    const m = html(<FeaturesSection form={binding('np')} tipo="" />);
    expect(m).toContain('<p>Elegí el tipo de propiedad para ver sus características.</p>');
    expect(m).not.toContain('Amenities');
  });

  it('Casa: its fields with the prefix, services and amenities checked from the values', () => {
    const m = html(<FeaturesSection form={binding('ed', { 'servicio.agua': true, 'amenity.piscina': true })} tipo="Casa" />);
    expect(label(m, 'ed-habitaciones')).toBe('Dormitorios *');
    expect(m).toContain('<legend style="font-weight:600;padding:0;margin-bottom:6px">Servicios</legend>');
    expect(m).toContain('<label><input type="checkbox" checked=""/>Agua corriente</label>');
    expect(m).toContain('<label><input type="checkbox" checked=""/>Piscina</label>');
    expect(m).toContain('<label><input type="checkbox"/>Parrilla</label>');
  });

  it('Fondo de Comercio: no services, its own amenities', () => {
    const m = html(<FeaturesSection form={binding('np')} tipo="Fondo de Comercio" />);
    expect(m).not.toContain('Servicios');
    expect(m).toContain('Aire acondicionado');
    expect(m).toContain('id="np-nombreComercio"');
  });
});

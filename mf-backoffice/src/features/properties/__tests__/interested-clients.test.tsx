// 'Clientes interesados' as the editor renders it from the call's reply: one entry per client, and the note when the
// API cut the list (INTERESADOS_MAX_CLIENTES of `clientes`). Rendered to static markup (the Jest environment is node).
import { jest } from '@jest/globals';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { INTERESADOS_MAX_CLIENTES, type InteresadosPropiedadResponse } from '@inmo/contracts';

// Under native ESM, Jest hands styled-components' CommonJS build over as { default: { default: styled, … } };
// give the components the same `styled` default the bundler gives them.
const sc = (await import('styled-components')) as unknown as Record<string, any>;
const styled = typeof sc.default?.button === 'function' ? sc.default : sc.default.default;
jest.unstable_mockModule('styled-components', () => ({ ...sc, ...sc.default, default: styled }));
const ThemeProvider = sc.ThemeProvider ?? sc.default.ThemeProvider;

const { SWRConfig } = await import('swr');
const { StaticRouter } = await import('react-router-dom');
const { light } = await import('@inmo/shell/platform');
const { InterestedClients } = await import('../components/interested-clients.js');
const { interesadosKey } = await import('../api/use-interesados.js');

type Interesado = InteresadosPropiedadResponse['data']['interesados'][number];
const interesado = (i: number, altaPrioridad = false): Interesado => ({
  cliente: { _id: `c${i}`, nombre: 'Cliente', apellido: `Número ${i}`, mail: null, telefono: '2346 400000', fechaCreacion: '2026-11-01T00:00:00.000Z' },
  preferencia: {
    _id: `p${i}`, tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: null, moneda: 'USD', descripcion: '', altaPrioridad,
    localidades: [], dormitoriosMin: null, superficieMin: null, superficieMax: null,
  },
});

/** The section for property 'x' with the call answering `interesados` of `clientes` fitting clients. */
function render(interesados: Interesado[], clientes: number): string {
  const reply: InteresadosPropiedadResponse = { success: true, data: { tolerancia: 10, clientes, interesados } };
  const el: ReactElement = (
    <SWRConfig value={{ fallback: { [interesadosKey('x')]: reply } }}>
      <StaticRouter location="/propiedad/x">
        <ThemeProvider theme={light}>
          <InterestedClients propiedadId="x" />
        </ThemeProvider>
      </StaticRouter>
    </SWRConfig>
  );
  return renderToStaticMarkup(el).replace(/ class="[^"]*"/g, '');
}
const entries = (html: string) => html.match(/<li>/g)?.length ?? 0;

describe('Clientes interesados', () => {
  it('says how many clients fit when the API listed only the first of them', () => {
    const shown = Array.from({ length: INTERESADOS_MAX_CLIENTES }, (_, i) => interesado(i, i === 0));
    // A client with two fitting preferences is one entry.
    const html = render([...shown, { ...interesado(5), preferencia: { ...interesado(5).preferencia, _id: 'p5b' } }], 1234);
    expect(entries(html)).toBe(INTERESADOS_MAX_CLIENTES);
    expect(html).toContain('Se muestran los primeros 100 de 1.234 clientes interesados: primero los de alta prioridad, luego por apellido.');
    expect(html).toContain('Alta Prioridad');
  });

  it('says nothing of a cut when every fitting client is listed', () => {
    const html = render([interesado(1), interesado(2)], 2);
    expect(entries(html)).toBe(2);
    expect(html).not.toContain('Se muestran los primeros');
  });

  it('shows the towns, bedrooms and surface the matching preference asks for', () => {
    const base = interesado(1);
    const html = render([{ ...base, preferencia: { ...base.preferencia, presupuesto: 100000, localidades: ['Lobos', 'Navarro'], dormitoriosMin: 3, superficieMax: 150 } }], 1);
    expect(html).toContain('Busca: Casa · Compra · hasta $100.000 USD · en Lobos o Navarro · 3 o más dormitorios · hasta 150 m²');
  });
});

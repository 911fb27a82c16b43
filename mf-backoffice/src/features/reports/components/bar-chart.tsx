// Small bar charts drawn with HTML boxes (no charting library: a few bars are all they need). Their text is the
// page's own text at 0.8125rem (13 px), never scaled: the SVG these replaced shrank with its viewBox (7 px text at
// 1366 px, labels clipped). The arrangement follows the chart's measured width (chart-layout.ts): months in columns
// when each column fits its widest word, otherwise rows with the label beside the bar, or above it on a narrow screen.
// role="img" with a text summary for screen readers; each bar has a tooltip (title) and its value printed beside it.
import { Fragment, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import type { Barra } from './report-data.js';
import { SEPARACION_COLUMNAS, anchoEm, elegirDisposicion, type Disposicion } from './chart-layout.js';

const ALTO_COLUMNAS = 150;

const Figure = styled.figure`
  margin: 0;
  font-size: 0.8125rem;
  line-height: 1.3;
  figcaption {
    font-size: 1rem;
    font-weight: 700;
    margin-bottom: 10px;
  }
`;

const Vacio = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
`;

const Bar = styled.span`
  display: block;
  background: ${(p) => p.theme.colors.primary};
  border-radius: 3px;
  flex: none;
`;

const Valor = styled.span`
  color: ${(p) => p.theme.colors.onSurface};
`;

const Etiqueta = styled.span`
  color: ${(p) => p.theme.colors.onSurface};
  overflow-wrap: anywhere; /* a last resort: a word wider than its room breaks instead of being cut */
`;

/** A piece of a label that wraps as one ('Departamento ·' / 'Alquiler temporal'), inside itself only if longer than a line. */
const Parte = styled.span`
  display: inline-block;
`;

/** 'Departamento · Alquiler temporal' in two pieces, each kept whole where it fits; the text is unchanged. */
function TextoEtiqueta({ texto }: { texto: string }) {
  const partes = texto.split(' · ');
  return partes.map((p, i) => (
    <Fragment key={i}>
      {i > 0 && ' '}
      <Parte>{i < partes.length - 1 ? `${p} ·` : p}</Parte>
    </Fragment>
  ));
}

/** Rows: label | bar and value. `apiladas`: the label above its bar. */
const Filas = styled.div<{ $apiladas: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$apiladas ? 'minmax(0, 1fr)' : 'fit-content(40%) minmax(0, 1fr)')};
  column-gap: 10px;
  row-gap: ${(p) => (p.$apiladas ? '2px' : '6px')};
  align-items: center;
  ${Etiqueta} {
    text-align: ${(p) => (p.$apiladas ? 'start' : 'end')};
  }
  ${(p) => (p.$apiladas ? `${Etiqueta}:not(:first-child) { margin-top: 8px; }` : '')}
`;

const Pista = styled.span`
  display: flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  ${Bar} {
    height: 14px;
  }
  ${Valor} {
    white-space: nowrap;
  }
`;

/** Columns: one per bar, the value above it and the label under the baseline. */
const Columnas = styled.div<{ $n: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.$n}, minmax(0, 1fr));
  grid-template-rows: ${ALTO_COLUMNAS}px auto;
  column-gap: ${SEPARACION_COLUMNAS}px;
  /* the baseline, under the bars and across the gaps */
  background: linear-gradient(${(p) => p.theme.colors.border}, ${(p) => p.theme.colors.border}) 0 ${ALTO_COLUMNAS}px / 100% 1px no-repeat;
  ${Etiqueta} {
    grid-row: 2;
    text-align: center;
    padding-top: 5px;
  }
`;

const Columna = styled.span`
  grid-row: 1;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  align-items: center;
  min-width: 0;
  ${Valor} {
    text-align: center;
    margin-bottom: 3px;
  }
  ${Bar} {
    width: 70%;
  }
`;

/** The width (px) of an element and its font size, kept up to date while it is on the page. */
function useMedida(ref: RefObject<HTMLElement | null>): { ancho: number; fuente: number } {
  const [medida, setMedida] = useState({ ancho: 0, fuente: 13 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const medir = () => {
      const ancho = el.clientWidth;
      const fuente = parseFloat(getComputedStyle(el).fontSize) || 13;
      setMedida((m) => (m.ancho === ancho && m.fuente === fuente ? m : { ancho, fuente }));
    };
    medir();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(medir);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return medida;
}

export function BarChart({
  titulo,
  barras,
  formato = (n) => String(n),
  orientacion = 'vertical',
}: {
  titulo: string;
  barras: Barra[];
  formato?: (n: number) => string;
  orientacion?: 'vertical' | 'horizontal';
}) {
  const ref = useRef<HTMLElement>(null);
  const { ancho, fuente } = useMedida(ref);
  const max = Math.max(1, ...barras.map((b) => b.valor));
  const valores = barras.map((b) => formato(b.valor));
  const resumen = barras.length ? barras.map((b, i) => `${b.etiqueta}: ${valores[i]}`).join('; ') : 'Sin datos';
  const disposicion: Disposicion = elegirDisposicion({ vertical: orientacion === 'vertical', etiquetas: barras.map((b) => b.etiqueta), valores, ancho, fuente });
  // Room (em) kept at the end of the longest bar for its value.
  const reserva = Math.max(0, ...valores.map(anchoEm)) + 0.6;
  const parte = (b: Barra) => b.valor / max;
  const minimo = (b: Barra) => (b.valor > 0 ? '2px' : '0px');

  return (
    <Figure ref={ref}>
      <figcaption>{titulo}</figcaption>
      <div role="img" aria-label={`${titulo}. ${resumen}`}>
        {barras.length === 0 ? (
          <Vacio>Sin datos</Vacio>
        ) : disposicion === 'columnas' ? (
          <Columnas $n={barras.length}>
            {barras.map((b, i) => (
              <Columna key={`${b.etiqueta}-${i}`} title={`${b.etiqueta}: ${valores[i]}`} style={{ gridColumn: i + 1 }}>
                {b.valor > 0 && <Valor>{valores[i]}</Valor>}
                <Bar style={{ height: `max(${minimo(b)}, calc((100% - 3em) * ${parte(b)}))` }} />
              </Columna>
            ))}
            {barras.map((b, i) => (
              <Etiqueta key={`${b.etiqueta}-${i}`} style={{ gridColumn: i + 1 }}>
                <TextoEtiqueta texto={b.etiqueta} />
              </Etiqueta>
            ))}
          </Columnas>
        ) : (
          <Filas $apiladas={disposicion === 'apiladas'}>
            {barras.map((b, i) => [
              <Etiqueta key={`e-${i}`}>
                <TextoEtiqueta texto={b.etiqueta} />
              </Etiqueta>,
              <Pista key={`p-${i}`} title={`${b.etiqueta}: ${valores[i]}`}>
                <Bar style={{ width: `max(${minimo(b)}, calc((100% - ${reserva}em) * ${parte(b)}))` }} />
                <Valor>{valores[i]}</Valor>
              </Pista>,
            ])}
          </Filas>
        )}
      </div>
    </Figure>
  );
}

// Small SVG bar charts, drawn by hand (no charting library: a few rectangles are all they need). role="img" with a
// text summary for screen readers, each bar with a <title> (tooltip) and its value printed beside it.
// 'vertical' suits months (label split on two lines: 'jun' / '2026'); 'horizontal' suits long category names.
import styled, { useTheme } from 'styled-components';
import type { Barra } from './report-data.js';

const Figure = styled.figure`
  margin: 0;
  svg {
    width: 100%;
    height: auto;
    display: block;
  }
  figcaption {
    font-weight: 700;
    margin-bottom: 8px;
  }
`;

const ANCHO = 480;

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
  const theme = useTheme();
  const max = Math.max(1, ...barras.map((b) => b.valor));
  const resumen = barras.length ? barras.map((b) => `${b.etiqueta}: ${formato(b.valor)}`).join('; ') : 'Sin datos';

  if (orientacion === 'horizontal') {
    const FILA = 26;
    const ETIQUETA = 190;
    const alto = Math.max(FILA, barras.length * FILA) + 8;
    const largo = ANCHO - ETIQUETA - 70;
    return (
      <Figure>
        <figcaption>{titulo}</figcaption>
        <svg viewBox={`0 0 ${ANCHO} ${alto}`} role="img" aria-label={`${titulo}. ${resumen}`}>
          {barras.length === 0 && (
            <text x={ANCHO / 2} y={18} textAnchor="middle" fontSize={13} fill={theme.colors.muted}>
              Sin datos
            </text>
          )}
          {barras.map((b, i) => {
            const y = 4 + i * FILA;
            const w = Math.round((largo * b.valor) / max);
            return (
              <g key={`${b.etiqueta}-${i}`}>
                <title>{`${b.etiqueta}: ${formato(b.valor)}`}</title>
                <text x={ETIQUETA - 8} y={y + FILA / 2 + 4} textAnchor="end" fontSize={12} fill={theme.colors.onSurface}>
                  {b.etiqueta.length > 30 ? `${b.etiqueta.slice(0, 29)}…` : b.etiqueta}
                </text>
                <rect x={ETIQUETA} y={y + 4} width={Math.max(w, b.valor > 0 ? 2 : 0)} height={FILA - 8} rx={3} fill={theme.colors.primary} />
                <text x={ETIQUETA + w + 6} y={y + FILA / 2 + 4} fontSize={12} fill={theme.colors.onSurface}>
                  {formato(b.valor)}
                </text>
              </g>
            );
          })}
        </svg>
      </Figure>
    );
  }

  const ALTO = 220;
  const BASE = 178;
  const TOPE = 22;
  const paso = (ANCHO - 10) / Math.max(1, barras.length);
  return (
    <Figure>
      <figcaption>{titulo}</figcaption>
      <svg viewBox={`0 0 ${ANCHO} ${ALTO}`} role="img" aria-label={`${titulo}. ${resumen}`}>
        <line x1={5} x2={ANCHO - 5} y1={BASE} y2={BASE} stroke={theme.colors.border} />
        {barras.map((b, i) => {
          const h = Math.round(((BASE - TOPE) * b.valor) / max);
          const x = 5 + i * paso + paso * 0.15;
          const w = paso * 0.7;
          const [l1, ...resto] = b.etiqueta.split(' ');
          return (
            <g key={`${b.etiqueta}-${i}`}>
              <title>{`${b.etiqueta}: ${formato(b.valor)}`}</title>
              <rect x={x} y={BASE - h} width={w} height={Math.max(h, b.valor > 0 ? 2 : 0)} rx={3} fill={theme.colors.primary} />
              {b.valor > 0 && (
                <text x={x + w / 2} y={BASE - h - 5} textAnchor="middle" fontSize={10} fill={theme.colors.onSurface}>
                  {formato(b.valor)}
                </text>
              )}
              <text x={x + w / 2} y={BASE + 15} textAnchor="middle" fontSize={11} fill={theme.colors.muted}>
                {l1}
                {resto.length > 0 && (
                  <tspan x={x + w / 2} dy={13}>
                    {resto.join(' ')}
                  </tspan>
                )}
              </text>
            </g>
          );
        })}
      </svg>
    </Figure>
  );
}

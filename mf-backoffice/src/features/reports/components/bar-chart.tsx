// A small horizontal-label SVG bar chart: role="img" with a text summary for screen readers, each bar with a
// <title> (tooltip) and its value printed above it. No charting library: a few rectangles are all it needs.
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

const ALTO = 220;
const BASE = 170;
const TOPE = 24;

export function BarChart({ titulo, barras, formato = (n) => String(n) }: { titulo: string; barras: Barra[]; formato?: (n: number) => string }) {
  const theme = useTheme();
  const max = Math.max(1, ...barras.map((b) => b.valor));
  const paso = Math.max(36, Math.min(80, 720 / Math.max(1, barras.length)));
  const ancho = Math.max(320, barras.length * paso + 20);
  const resumen = barras.length ? barras.map((b) => `${b.etiqueta}: ${formato(b.valor)}`).join('; ') : 'Sin datos';
  return (
    <Figure>
      <figcaption>{titulo}</figcaption>
      <svg viewBox={`0 0 ${ancho} ${ALTO}`} role="img" aria-label={`${titulo}. ${resumen}`} preserveAspectRatio="xMinYMin meet">
        <line x1={10} x2={ancho - 10} y1={BASE} y2={BASE} stroke={theme.colors.border} />
        {barras.map((b, i) => {
          const h = Math.round(((BASE - TOPE) * b.valor) / max);
          const x = 10 + i * paso + paso * 0.15;
          const w = paso * 0.7;
          return (
            <g key={`${b.etiqueta}-${i}`}>
              <title>{`${b.etiqueta}: ${formato(b.valor)}`}</title>
              <rect x={x} y={BASE - h} width={w} height={Math.max(h, b.valor > 0 ? 2 : 0)} rx={3} fill={theme.colors.primary} />
              {b.valor > 0 && (
                <text x={x + w / 2} y={BASE - h - 6} textAnchor="middle" fontSize={11} fill={theme.colors.onSurface}>
                  {formato(b.valor)}
                </text>
              )}
              <text x={x + w / 2} y={BASE + 16} textAnchor="middle" fontSize={10} fill={theme.colors.muted}>
                {b.etiqueta.length > 14 ? `${b.etiqueta.slice(0, 13)}…` : b.etiqueta}
              </text>
            </g>
          );
        })}
      </svg>
    </Figure>
  );
}

// A table that is a table on a wide screen and a list of cards on a phone (each cell then reads 'label value', its
// label from the cell's data-label). Amounts (td.num) never wrap inside a figure; other cells wrap rather than push
// the page sideways. The rental screens use it: cuotas, the account's lines, settlements; its phone layout serves
// other tables too.
import styled, { css } from 'styled-components';

/**
 * A table's phone layout, inside the caller's media query: the head hidden (screen readers still read it), each row
 * a card and each cell (`celdas`) a 'label value' line, its label from data-label in a column `etiqueta` wide; a cell
 * with an empty label spans the card, an empty cell is left out.
 */
export const filasComoTarjetas = ({ celdas, fila, etiqueta, celda }: { celdas: string; fila: string; etiqueta: string; celda: string }) => css`
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  tbody {
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  tr {
    display: block;
    padding: ${fila};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.surface};
  }
  ${celdas} {
    display: grid;
    grid-template-columns: ${etiqueta} minmax(0, 1fr);
    gap: 8px;
    padding: ${celda};
    border: 0;
  }
  td::before {
    content: attr(data-label);
    color: ${(p) => p.theme.colors.muted};
    white-space: normal;
  }
  td:empty {
    display: none;
  }
  td[data-label=''] {
    display: block;
  }
  td[data-label='']::before {
    content: none;
  }
`;

export const CardTable = styled.div`
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.92rem;
  }
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    overflow-wrap: anywhere;
    vertical-align: top;
  }
  th.num,
  td.num {
    text-align: right;
    white-space: nowrap;
    overflow-wrap: normal;
  }
  @media (max-width: 760px) {
    ${filasComoTarjetas({ celdas: 'td, td.num', fila: '8px 12px', etiqueta: '7.5em', celda: '3px 0' })}
    td.num {
      text-align: left;
    }
  }
`;

// A list of cards: the catalogue, the staff property list, clients, operations, the dashboard's figures.
import styled from 'styled-components';

/** A list of cards, as many per row as fit at `$min` wide each (280 px by default); faded while it reloads. */
export const CardGrid = styled.ul<{ $min?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? '280px'}, 1fr));
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

// What a filtered list says when it has nothing to show: with a filter or a search in use, 'No hay
// resultados para esta búsqueda' and 'Limpiar filtros' (which clears every filter and the search, then puts the
// focus on the list's first filter, since the button itself goes away); with none, the list's own empty text
// (the spec's 'No hay clientes registrados.', 'No hay operaciones registradas.', …).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button.js';
import { EmptyState } from './empty-state.js';

export const SIN_RESULTADOS = 'No hay resultados para esta búsqueda';
export const LIMPIAR_FILTROS = 'Limpiar filtros';

/**
 * Whether any filter is in use: a text with something other than spaces, a chosen option, a true flag, a number.
 * `ignore` names what is not a filter (the page number, by default).
 */
export function hayFiltros(values: object, ignore: readonly string[] = ['page']): boolean {
  return Object.entries(values).some(([k, v]: [string, unknown]) => {
    if (ignore.includes(k) || v === null || v === undefined || v === false) return false;
    return typeof v === 'string' ? v.trim() !== '' : true;
  });
}

// The empty state's look, as a box that holds a paragraph and a button (rendered as a <div>).
const Box = styled(EmptyState)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  p {
    margin: 0;
  }
`;

export interface ListEmptyProps {
  /** A filter or the search is in use (hayFiltros of the list's filters, as the shown reply was asked for). */
  filtered: boolean;
  /** Clears every filter and the search. */
  onClear: () => void;
  /** The id of the control to focus once cleared (the search field, or the first filter). */
  focusId?: string;
  /** The list's own empty text, for when no filter is in use. */
  children: ReactNode;
}

export function ListEmpty({ filtered, onClear, focusId, children }: ListEmptyProps) {
  if (!filtered) return <EmptyState>{children}</EmptyState>;
  return (
    <Box as="div" data-testid="sin-resultados">
      <p>{SIN_RESULTADOS}</p>
      <Button
        $variant="secondary"
        onClick={() => {
          onClear();
          if (focusId) document.getElementById(focusId)?.focus();
        }}
      >
        {LIMPIAR_FILTROS}
      </Button>
    </Box>
  );
}

// Anterior / numbered pages / Siguiente (spec §2), one look for every paged list of the site and the back office.
// Two ways to move: `hrefFor` renders links (a page that lives in the URL: the catalogue, the staff property list;
// the links keep the other query parameters, so a page can be shared) and `onPage` renders buttons (a page kept in
// component state: operations, clients, enquiries). Each control is 44 × 44 px at least (a finger's tap target), and
// `usePageFocus` takes the visitor to the top of the list they paged (not left at the bottom of the new page).
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { pageWindow } from './page-window.js';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin: 28px 0 8px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const cell = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  height: 44px;
  padding: 0 12px;
  border-radius: 6px;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.onSurface};
  &[aria-current='page'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
`;

const active = css`
  cursor: pointer;
  &:hover:not(:disabled):not([aria-current='page']) {
    border-color: ${(p) => p.theme.colors.accentText};
  }
`;

const CellButton = styled.button`
  ${cell}
  ${active}
  &:disabled {
    color: ${(p) => p.theme.colors.muted};
    cursor: default;
  }
`;

const CellLink = styled(Link)`
  ${cell}
  ${active}
`;

/** Anterior / Siguiente where there is no page to go to, and the gap between numbers. */
const Inert = styled.span`
  ${cell}
  color: ${(p) => p.theme.colors.muted};
`;

interface Common {
  page: number;
  pages: number;
}

export type PaginationProps = Common & {
  /** Told of every page the visitor chooses (a link followed or a button pressed): usePageFocus's `paged`. */
  onFollow?: (page: number) => void;
} & ({ hrefFor: (page: number) => string; onPage?: never } | { onPage: (page: number) => void; hrefFor?: never });

export function Pagination({ page, pages, hrefFor, onPage, onFollow }: PaginationProps) {
  const total = Math.max(1, pages);
  /** One control: to page `n` (null: none to go to), its text, and the name a screen reader hears for a number. */
  const item = (n: number | null, label: string, numbered = false): ReactNode => {
    const a11y = { 'aria-current': numbered && n === page ? ('page' as const) : undefined, 'aria-label': numbered ? `Página ${label}` : undefined };
    if (onPage)
      return (
        <CellButton type="button" disabled={n === null} onClick={() => n !== null && (onFollow?.(n), onPage(n))} {...a11y}>
          {label}
        </CellButton>
      );
    return n === null ? (
      <Inert aria-disabled="true">{label}</Inert>
    ) : (
      <CellLink to={hrefFor!(n)} onClick={() => onFollow?.(n)} {...a11y}>
        {label}
      </CellLink>
    );
  };
  return (
    <Nav aria-label="Paginación">
      <ul>
        <li>{item(page > 1 ? page - 1 : null, 'Anterior')}</li>
        {pageWindow(page, total).map((n, i) => (
          <li key={n ?? `gap-${i}`}>{n === null ? <Inert aria-hidden="true">…</Inert> : item(n, String(n), true)}</li>
        ))}
        <li>{item(page < total ? page + 1 : null, 'Siguiente')}</li>
      </ul>
    </Nav>
  );
}

/**
 * The top of a paged list, for Pagination's `onFollow`: once the list shows the page the visitor chose, its region
 * (`ref`: an element with tabIndex={-1} and an accessible name) is scrolled to the top of the screen and takes the
 * focus, so a screen reader starts reading the new page and a keyboard goes on from there. A page reached any other
 * way (the first visit, Back, a filter) moves nothing.
 */
export function usePageFocus<T extends HTMLElement>(page: number) {
  const ref = useRef<T>(null);
  const wanted = useRef<number | null>(null);
  useEffect(() => {
    if (wanted.current !== page) return;
    wanted.current = null;
    const el = ref.current;
    if (!el) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    el.focus({ preventScroll: true });
  }, [page]);
  return { ref, paged: (n: number) => void (wanted.current = n) };
}

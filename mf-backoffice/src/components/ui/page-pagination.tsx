// Anterior / numbered pages / Siguiente (spec §2), one look for every back-office list. Two ways to move:
// `PagePagination` calls back (lists paged in component state: operations, clients, enquiries) and
// `LinkPagination` renders links (lists whose page lives in the URL: properties), keeping the other parameters.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { pageWindow } from './page-window.js';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin: 24px 0 8px;
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
  min-width: 40px;
  height: 40px;
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

const Cell = styled.button`
  ${cell}
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${(p) => p.theme.colors.secondary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

const PageLink = styled(Link)`
  ${cell}
`;

const Disabled = styled.span`
  ${cell}
  color: ${(p) => p.theme.colors.muted};
  opacity: 0.6;
`;

/** The frame both variants share: `item(n, label, current)` renders one control, or a disabled one when n is null. */
function PaginationFrame({ page, pages, item }: { page: number; pages: number; item: (n: number | null, label: string, current?: boolean) => ReactNode }) {
  const total = Math.max(1, pages);
  return (
    <Nav aria-label="Paginación">
      <ul>
        <li>{item(page > 1 ? page - 1 : null, 'Anterior')}</li>
        {pageWindow(page, total).map((n, i) => (
          <li key={n ?? `gap-${i}`}>{n === null ? <span aria-hidden="true">…</span> : item(n, String(n), n === page)}</li>
        ))}
        <li>{item(page < total ? page + 1 : null, 'Siguiente')}</li>
      </ul>
    </Nav>
  );
}

export function PagePagination({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  return (
    <PaginationFrame
      page={page}
      pages={pages}
      item={(n, label, current) => (
        <Cell
          type="button"
          disabled={n === null}
          aria-current={current ? 'page' : undefined}
          aria-label={/^\d+$/.test(label) ? `Página ${label}` : undefined}
          onClick={() => n !== null && onPage(n)}
        >
          {label}
        </Cell>
      )}
    />
  );
}

export function LinkPagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (p: number) => string }) {
  return (
    <PaginationFrame
      page={page}
      pages={pages}
      item={(n, label, current) =>
        n === null ? (
          <Disabled aria-disabled="true">{label}</Disabled>
        ) : (
          <PageLink to={hrefFor(n)} aria-current={current ? 'page' : undefined} aria-label={/^\d+$/.test(label) ? `Página ${label}` : undefined}>
            {label}
          </PageLink>
        )
      }
    />
  );
}

// Anterior / numbered pages / Siguiente for lists paged in component state (operations, clients: 6 per page).
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

const Cell = styled.button`
  ${css`
    min-width: 40px;
    height: 40px;
    padding: 0 12px;
    border-radius: 6px;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  `}
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.onSurface};
  &:hover:not(:disabled) {
    border-color: ${(p) => p.theme.colors.secondary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
  &[aria-current='page'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
`;

export function PagePagination({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  const total = Math.max(1, pages);
  return (
    <Nav aria-label="Paginación">
      <ul>
        <li>
          <Cell type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Anterior
          </Cell>
        </li>
        {pageWindow(page, total).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span aria-hidden="true">…</span>
            ) : (
              <Cell type="button" aria-current={n === page ? 'page' : undefined} aria-label={`Página ${n}`} onClick={() => onPage(n)}>
                {n}
              </Cell>
            )}
          </li>
        ))}
        <li>
          <Cell type="button" disabled={page >= total} onClick={() => onPage(page + 1)}>
            Siguiente
          </Cell>
        </li>
      </ul>
    </Nav>
  );
}

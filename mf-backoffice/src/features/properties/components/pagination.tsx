// Anterior / numbered pages / Siguiente (spec §2 'Pagination as above'); links keep the other query parameters.
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
  min-width: 40px;
  height: 40px;
  padding: 0 12px;
  align-items: center;
  justify-content: center;
  border-radius: 6px;
  border: 1px solid ${(p) => p.theme.colors.border};
  text-decoration: none;
  font-weight: 600;
`;

const PageLink = styled(Link)`
  ${cell}
  color: ${(p) => p.theme.colors.onSurface};
  background: ${(p) => p.theme.colors.surface};
  &[aria-current='page'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
`;

const Disabled = styled.span`
  ${cell}
  color: ${(p) => p.theme.colors.muted};
  opacity: 0.6;
`;

export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (p: number) => string }) {
  return (
    <Nav aria-label="Paginación">
      <ul>
        <li>{page > 1 ? <PageLink to={hrefFor(page - 1)}>Anterior</PageLink> : <Disabled aria-disabled="true">Anterior</Disabled>}</li>
        {pageWindow(page, pages).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <Disabled aria-hidden="true">…</Disabled>
            ) : (
              <PageLink to={hrefFor(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Página ${n}`}>
                {n}
              </PageLink>
            )}
          </li>
        ))}
        <li>{page < pages ? <PageLink to={hrefFor(page + 1)}>Siguiente</PageLink> : <Disabled aria-disabled="true">Siguiente</Disabled>}</li>
      </ul>
    </Nav>
  );
}

// /propiedades-publicas: filters, sort and page live in the URL (?q=&tipo=&operacion=&precioMin=&precioMax=
// &moneda=&dormitorios=&orden=&page=) so a filtered page can be shared and Back works.
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { formatFecha, formatNumero, paginasPublicas, propiedadHref } from '@inmo/contracts';
import { useAgencia, useDocumentTitle } from '@inmo/shell/platform';
import { Button, CardGrid, EmptyState, Pagination, PropertyCard, usePageFocus } from '@inmo/ui';
import { Container, Lead, PageTitle, Section } from '../../../components/ui/layout.js';
import { usePublicProperties } from '../api/use-public-properties.js';
import { activeFilterCount, readFilters, toParams } from './url-filters.js';
import { CatalogueFilters, type FilterValues } from './filters.js';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: .45; }
`;

const SkeletonCard = styled.li`
  height: 360px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

/** The results: where paging takes the visitor (and the focus), below the sticky top bar. */
const Results = styled.section`
  scroll-margin-top: 76px;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.accentText};
    outline-offset: 6px;
    border-radius: 2px;
  }
`;

const NoMatch = styled(EmptyState)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
`;

/** The words searched, above what they found (or did not). */
const Searched = styled.h2`
  margin: 0 0 8px;
  font-size: 1.15rem;
  overflow-wrap: anywhere;
`;

const Count = styled.p`
  margin: 0 0 12px;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;

export function CataloguePage() {
  const agencia = useAgencia();
  useDocumentTitle('Propiedades en venta y alquiler', paginasPublicas(agencia)['/propiedades-publicas'].description);
  const [sp, setSp] = useSearchParams();
  const filters = readFilters(sp);
  // With every currency, prices are compared in pesos at the agency's rate (the API does it): say so.
  const { valor, fecha } = agencia.cotizacionDolar;
  const porPrecio = !!filters.precioMin?.trim() || !!filters.precioMax?.trim() || filters.orden === 'precio_asc' || filters.orden === 'precio_desc';
  const nota =
    !filters.moneda?.trim() && porPrecio && valor !== null
      ? `Precios comparados en pesos: los de dólares a $ ${formatNumero(valor)} por dólar${fecha ? ` (cotización del ${formatFecha(fecha)})` : ''}.`
      : null;
  const { page, isLoading } = usePublicProperties(filters);
  const results = usePageFocus<HTMLElement>(filters.page);

  // The URL as it is now, not as this render saw it: a debounced text field reports through the callback of the
  // render where typing happened, and a filter chosen meanwhile (a select) must not be undone by it. Updated on
  // every render and on every write (two changes before the next render still add up).
  const latest = useRef(sp);
  latest.current = sp;

  const change = (v: Partial<FilterValues>, typing = false) => {
    // Any filter change goes back to page 1; typing replaces the history entry instead of piling them up.
    const next = toParams({ ...readFilters(latest.current), ...v, page: 1 });
    latest.current = next;
    setSp(next, { replace: typing });
    window.scrollTo?.({ top: 0 });
  };
  const hrefFor = (n: number) => {
    const q = toParams({ ...filters, page: n }).toString();
    return q ? `?${q}` : '?';
  };

  return (
    <Container>
      <Section>
        <PageTitle>Propiedades disponibles</PageTitle>
        <Lead>Casas, departamentos, terrenos, campos y locales en venta y alquiler.</Lead>
        <CatalogueFilters value={filters} count={activeFilterCount(filters)} onChange={change} />
        <Results ref={results.ref} tabIndex={-1} aria-label="Resultados">
          {filters.q?.trim() && <Searched data-testid="busqueda">Resultados para «{filters.q.trim()}»</Searched>}
          {isLoading ? (
            <CardGrid aria-busy="true" aria-label="Cargando propiedades">
              {Array.from({ length: 6 }, (_, i) => (
                <SkeletonCard key={i} data-testid="skeleton-card" />
              ))}
            </CardGrid>
          ) : page.propiedades.length === 0 && activeFilterCount(filters) > 0 ? (
            <NoMatch as="div" data-testid="sin-coincidencias">
              No hay propiedades que coincidan con los filtros.
              <Button $variant="secondary" onClick={() => change({ q: '', tipo: '', operacion: '', precioMin: '', precioMax: '', moneda: '', dormitorios: '' })}>
                Limpiar filtros
              </Button>
            </NoMatch>
          ) : page.propiedades.length === 0 ? (
            <EmptyState>No hay propiedades disponibles en este momento.</EmptyState>
          ) : (
            <>
              <Count aria-live="polite">
                {page.total === 1 ? '1 propiedad' : `${page.total} propiedades`} · página {page.page} de {page.pages}
              </Count>
              {nota && <Count data-testid="nota-cotizacion">{nota}</Count>}
              <CardGrid aria-label="Listado de propiedades">
                {page.propiedades.map((p, i) => (
                  <PropertyCard key={p.id ?? p._id} propiedad={p} href={propiedadHref(p)} eager={i < 3} />
                ))}
              </CardGrid>
              <Pagination page={page.page} pages={page.pages} hrefFor={hrefFor} onFollow={results.paged} />
            </>
          )}
        </Results>
      </Section>
    </Container>
  );
}

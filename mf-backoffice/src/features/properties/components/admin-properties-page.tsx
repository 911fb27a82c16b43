// /propiedades (spec §2 Admin list): '+ Nueva Propiedad', filters (text, tipo, operacion, estado: visible, oculta or a
// listing state), 9 cards per page, 'No hay propiedades cargadas.'; and the Papelera view (?vista=papelera) with
// 'Restaurar', searched and filtered by tipo and operación as the list is ('La papelera está vacía.'). With a filter in
// use and nothing found, either view says 'No hay resultados para esta búsqueda' with 'Limpiar filtros'.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ESTADOS_FILTRO_ADMIN, OPERACIONES, OPERACION_LABELS, TIPOS_PROPIEDAD, propiedadHref } from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { Button, ButtonLink, CardGrid, EmptyState, Field, FilterBar, ListEmpty, Options, Pagination, PropertyCard, hayFiltros, useSettledText, useToast } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { MiasTodas, useEsAgente } from '../../../components/ui/equipo.js';
import { Muted, PageHead } from '../../../components/ui/layout.js';
import { invalidatePropertyLists } from '../api/invalidate-lists.js';
import { restoreProperty } from '../api/restore-property.js';
import { useAdminProperties, type AdminFilters } from '../api/use-admin-properties.js';
import { usePapelera } from '../api/use-papelera.js';

const Tabs = styled.nav`
  display: flex;
  gap: 4px;
  margin-bottom: 16px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    box-sizing: border-box;
    padding: 8px 14px;
    color: ${(p) => p.theme.colors.muted};
    text-decoration: none;
    font-weight: 600;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    color: ${(p) => p.theme.colors.onSurface};
    border-bottom-color: ${(p) => p.theme.colors.primary};
  }
`;

// Search twice as wide as each select ($selects of them), two columns on a narrow screen.
const Filters = styled(FilterBar)<{ $selects: number }>`
  grid-template-columns: 2fr repeat(${(p) => p.$selects}, 1fr);
  @media (max-width: 800px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** `ver=mias|todas` ('Mías' / 'Todas'); without it, an agente sees theirs and an admin every listing. */
function readFilters(sp: URLSearchParams, agente: boolean): AdminFilters {
  const page = Number(sp.get('page'));
  const ver = sp.get('ver');
  return {
    q: sp.get('q') ?? '',
    tipo: sp.get('tipo') ?? '',
    operacion: sp.get('operacion') ?? '',
    estado: sp.get('estado') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    mias: ver === 'mias' || (ver !== 'todas' && agente),
  };
}

type SetParams = (patch: Record<string, string>, replace?: boolean) => void;

/** Every filter and the search gone (the page too). */
const SIN_FILTROS = { q: '', tipo: '', operacion: '', estado: '', page: '' };

/** The list's filters, from the address; the Papelera's have no estado. */
function PropertyFilters({ filters, setParams, papelera }: { filters: AdminFilters; setParams: SetParams; papelera: boolean }) {
  const [q, setQ] = useSettledText(filters.q, (typed) => setParams({ q: typed, page: '' }, true));
  return (
    <Filters
      role="search"
      aria-label={papelera ? 'Filtrar la papelera' : 'Filtrar propiedades'}
      onSubmit={(e) => (e.preventDefault(), setParams({ q, page: '' }))}
      $selects={papelera ? 2 : 3}
    >
      <Field id="propiedades-q" label="Buscar">
        {(a) => <input {...a} type="search" placeholder="Título, calle, localidad o código" value={q} onChange={(e) => setQ(e.target.value)} />}
      </Field>
      <Field id="propiedades-tipo" label="Tipo">
        {(a) => (
          <select {...a} value={filters.tipo} onChange={(e) => setParams({ tipo: e.target.value, page: '' })}>
            <Options values={TIPOS_PROPIEDAD} empty="Todos" />
          </select>
        )}
      </Field>
      <Field id="propiedades-operacion" label="Operación">
        {(a) => (
          <select {...a} value={filters.operacion} onChange={(e) => setParams({ operacion: e.target.value, page: '' })}>
            <Options values={OPERACIONES} labels={OPERACION_LABELS} empty="Todas" />
          </select>
        )}
      </Field>
      {!papelera && (
        <Field id="propiedades-estado" label="Estado">
          {(a) => (
            <select {...a} value={filters.estado} onChange={(e) => setParams({ estado: e.target.value, page: '' })}>
              <Options values={ESTADOS_FILTRO_ADMIN} labels={{ visible: 'Visible', oculta: 'Oculta' }} empty="Todos" />
            </select>
          )}
        </Field>
      )}
    </Filters>
  );
}

function ListView({ filters, setParams }: { filters: AdminFilters; setParams: SetParams }) {
  const { page, isLoading, pending } = useAdminProperties(filters);
  const [sp] = useSearchParams();
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(sp);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    return `?${next}`;
  };
  return (
    <>
      <PropertyFilters filters={filters} setParams={setParams} papelera={false} />
      {isLoading || (pending && page.propiedades.length === 0) ? (
        <EmptyState role="status">Cargando propiedades...</EmptyState>
      ) : page.propiedades.length === 0 ? (
        <ListEmpty filtered={hayFiltros(filters, ['page', 'mias'])} onClear={() => setParams(SIN_FILTROS)} focusId="propiedades-q">
          No hay propiedades cargadas.
        </ListEmpty>
      ) : (
        <>
          <CardGrid $min="260px" aria-label="Listado de propiedades">
            {page.propiedades.map((p) => (
              <PropertyCard key={p.id} propiedad={p} href={propiedadHref(p)} staff />
            ))}
          </CardGrid>
          <Pagination page={page.page} pages={page.pages} hrefFor={hrefFor} />
        </>
      )}
    </>
  );
}

function PapeleraView({ filters, setParams, onRestored }: { filters: AdminFilters; setParams: SetParams; onRestored: (ok: boolean, msg: string) => void }) {
  const { page, isLoading, pending, error, mutate } = usePapelera(filters, true);
  const [busy, setBusy] = useState<string | null>(null);
  const [sp] = useSearchParams();
  // Restoring is the admins' (as deleting is): an agente sees what was deleted, without a button that would fail.
  const esAgente = useEsAgente();
  const filtros = <PropertyFilters filters={filters} setParams={setParams} papelera />;
  if (error)
    return (
      <>
        {filtros}
        <EmptyState role="alert">Error al cargar la papelera. Recargá la página e intentá nuevamente.</EmptyState>
      </>
    );
  if (isLoading || (pending && page.propiedades.length === 0))
    return (
      <>
        {filtros}
        <EmptyState role="status">Cargando papelera...</EmptyState>
      </>
    );
  if (page.propiedades.length === 0)
    return (
      <>
        {filtros}
        <ListEmpty filtered={hayFiltros(filters, ['page', 'estado'])} onClear={() => setParams(SIN_FILTROS)} focusId="propiedades-q">
          La papelera está vacía.
        </ListEmpty>
      </>
    );
  async function restore(id: string) {
    setBusy(id);
    try {
      await restoreProperty(id);
      await Promise.all([mutate(), invalidatePropertyLists()]);
      onRestored(true, 'Propiedad restaurada correctamente');
    } catch (err) {
      onRestored(false, `Error al restaurar: ${err instanceof ApiError ? err.serverError ?? err.message : String(err)}`);
    } finally {
      setBusy(null);
    }
  }
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(sp);
    next.set('page', String(n));
    return `?${next}`;
  };
  return (
    <>
      {filtros}
      <CardGrid $min="260px" aria-label="Propiedades eliminadas">
        {page.propiedades.map((p) => (
          <PropertyCard
            key={p.id}
            propiedad={p}
            staff
            papelera
            actions={
              esAgente ? (
                <Muted>La restaura un administrador.</Muted>
              ) : (
                <Button onClick={() => void restore(p.id)} disabled={busy !== null} aria-label={`Restaurar ${p.titulo}`}>
                  {busy === p.id ? 'Restaurando...' : 'Restaurar'}
                </Button>
              )
            }
          />
        ))}
      </CardGrid>
      <Pagination page={page.page} pages={page.pages} hrefFor={hrefFor} />
    </>
  );
}

export function AdminPropertiesPage() {
  const [sp, setSp] = useSearchParams();
  const papelera = sp.get('vista') === 'papelera';
  useDocumentTitle(papelera ? 'Papelera' : 'Propiedades');
  const { toast, showToast } = useToast();
  const filters = readFilters(sp, useEsAgente());
  // From the address bar, not this render's params (React Router's functional form reads its render's copy too):
  // a debounced search must not undo a filter chosen meanwhile.
  const setParams = (patch: Record<string, string>, replace = false) => {
    const next = new URLSearchParams(window.location.search);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setSp(next, { replace });
  };
  return (
    <>
      <PageHead>
        <h1>Propiedades</h1>
        <ButtonLink to={paths.nuevaPropiedad}>+ Nueva Propiedad</ButtonLink>
      </PageHead>
      <Tabs aria-label="Vistas de propiedades">
        <Link to={paths.propiedades} aria-current={papelera ? undefined : 'page'}>
          Propiedades
        </Link>
        <Link to={`${paths.propiedades}?vista=papelera`} aria-current={papelera ? 'page' : undefined}>
          Papelera
        </Link>
      </Tabs>
      {papelera ? (
        <PapeleraView filters={{ ...filters, mias: false }} setParams={setParams} onRestored={(ok, msg) => showToast(msg, ok ? 'success' : 'error')} />
      ) : (
        <>
          <MiasTodas etiqueta="Mis propiedades" mias={filters.mias === true} onChange={(m) => setParams({ ver: m ? 'mias' : 'todas', page: '' })} />
          <ListView filters={filters} setParams={setParams} />
        </>
      )}
      {toast}
    </>
  );
}

// /alquileres: the rental contracts, 20 a page, with the filters Vigentes, Por vencer (60 días), Con ajuste este mes
// and Finalizados, and a search by tenant, owner, address or listing code. Each card opens its contract.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DIAS_POR_VENCER, INDICE_NOMBRE_CORTO, etiquetaEstadoContrato, formatPorcentaje, formatFecha, hoyArgentina, formatImporte, type Contrato, type FiltroContrato } from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Badge, Badges, ButtonLink, CardGrid, Field, FilterBar, ListEmpty, Pagination, Spinner, hayFiltros } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { PageHead } from '../../../components/ui/layout.js';
import { useContratos, type ContratosFiltros } from '../api/contratos.js';
import { LinkCard } from '../../../components/ui/link-card.js';

export const FILTRO_LABELS: Record<FiltroContrato, string> = {
  vigente: 'Vigentes',
  'por-vencer': `Por vencer (${DIAS_POR_VENCER} días)`,
  'con-ajuste': 'Con ajuste este mes',
  finalizado: 'Finalizados',
};

const Card = LinkCard;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
  button[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.accentText};
    color: ${(p) => p.theme.colors.surface};
  }
  button {
    min-height: 44px;
    padding: 6px 12px;
    border-radius: 999px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    color: inherit;
    cursor: pointer;
  }
`;

function ContratoCard({ c }: { c: Contrato }) {
  return (
    <Card aria-label={`Contrato: ${c.propiedad.titulo}`}>
      <header>
        <Badges>
          <Badge $tone={etiquetaEstadoContrato(c, hoyArgentina()).tono}>{etiquetaEstadoContrato(c, hoyArgentina()).texto}</Badge>
          <Badge $tone="accent">{c.ajuste.indice === 'NINGUNO' ? 'Sin ajuste' : c.ajuste.indice === 'FIJO' ? formatPorcentaje(c.ajuste.porcentaje) : INDICE_NOMBRE_CORTO[c.ajuste.indice]}</Badge>
        </Badges>
        <span>{c.propiedad.codigo}</span>
      </header>
      <h2>
        <Link to={`/contrato/${encodeURIComponent(c._id)}`}>{c.propiedad.direccion || c.propiedad.titulo}</Link>
      </h2>
      <dl>
        <dt>Inquilino</dt>
        <dd>{`${c.inquilino.nombre} ${c.inquilino.apellido}`}</dd>
        <dt>Propietario</dt>
        <dd>{`${c.propietario.nombre} ${c.propietario.apellido}`}</dd>
        <dt>Alquiler</dt>
        <dd>{c.montoActual === null ? (c.estado === 'finalizado' ? '—' : 'Falta índice') : formatImporte(c.montoActual, c.moneda)}</dd>
        <dt>Vigencia</dt>
        <dd>{`${formatFecha(c.inicio)} → ${formatFecha(c.rescision?.fecha ?? c.fin)}`}</dd>
        {c.proximoAjuste && (
          <>
            <dt>Próximo ajuste</dt>
            <dd>{formatFecha(c.proximoAjuste)}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}

const SIN_FILTROS: ContratosFiltros = { q: '', estado: '', page: 1 };

export function RentalsPage() {
  useDocumentTitle('Alquileres');
  const [f, setF] = useState<ContratosFiltros>(SIN_FILTROS);
  const { data, error, isLoading } = useContratos(f);
  const items = data?.data ?? [];
  const mensajeError = error ? (error instanceof ApiError && error.serverError) || 'Error al cargar los contratos' : null;
  return (
    <>
      <PageHead>
        <h1>Alquileres</h1>
        <Badges>
          <ButtonLink $variant="secondary" to={paths.indices}>Índices</ButtonLink>
          <ButtonLink to={paths.nuevoContrato}>+ Nuevo contrato</ButtonLink>
        </Badges>
      </PageHead>
      <FilterBar as="div" role="search" aria-label="Filtrar contratos">
        <Field id="alq-q" label="Buscar">
          {(a) => <input {...a} type="search" placeholder="Inquilino, propietario, dirección o código" value={f.q} onChange={(e) => setF({ ...f, q: e.target.value, page: 1 })} />}
        </Field>
        <Chips role="group" aria-label="Estado">
          {(Object.keys(FILTRO_LABELS) as FiltroContrato[]).map((k) => (
            <button key={k} type="button" aria-pressed={f.estado === k} onClick={() => setF({ ...f, estado: f.estado === k ? '' : k, page: 1 })}>
              {FILTRO_LABELS[k]}
            </button>
          ))}
        </Chips>
      </FilterBar>
      {mensajeError && <Alert role="alert">{mensajeError}</Alert>}
      {isLoading && (!data || items.length === 0) ? (
        <Spinner role="status" aria-label="Cargando contratos" />
      ) : items.length === 0 && !error ? (
        <ListEmpty filtered={hayFiltros(f)} onClear={() => setF(SIN_FILTROS)} focusId="alq-q">
          No hay contratos de alquiler.
        </ListEmpty>
      ) : (
        <CardGrid aria-label="Listado de contratos">
          {items.map((c) => (
            <li key={c._id}>
              <ContratoCard c={c} />
            </li>
          ))}
        </CardGrid>
      )}
      {data && data.pages > 1 && <Pagination page={f.page} pages={data.pages} onPage={(page) => setF({ ...f, page })} />}
    </>
  );
}

// /operaciones (spec §2 Operations list): filters by property text, client text, type and currency; cards; 6 per page;
// 'No hay operaciones registradas.', or with a filter in use 'No hay resultados para esta búsqueda' and 'Limpiar filtros'.
// Each card opens its operation (/operacion/{id}); an annulled one shows 'Anulada', its amount struck through.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MONEDAS, OPERACIONES, OPERACION_LABELS, formatFecha, formatMonto, type ClienteRef, type Moneda, type Operacion, type OperacionRegistro } from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Badge, Badges, ButtonLink, CardGrid, Field, FilterBar, ListEmpty, Options, Pagination, Spinner, hayFiltros } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { PageHead } from '../../../components/ui/layout.js';
import { useOperaciones, type OperacionesFiltros } from '../api/get-operaciones.js';
import { comisionLegible } from './comision.js';
import { LinkCard } from '../../../components/ui/link-card.js';

const Card = styled(LinkCard)`
  p {
    margin: 10px 0 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const Amount = styled.strong<{ $anulada: boolean }>`
  display: block;
  font-size: 1.2rem;
  margin-bottom: 8px;
  text-decoration: ${(p) => (p.$anulada ? 'line-through' : 'none')};
`;

function persona(c: ClienteRef | null | undefined): string {
  if (!c) return 'No especificado';
  const nombre = `${c.nombre ?? ''} ${c.apellido ?? ''}`.trim();
  return c.mail ? `${nombre} (${c.mail})` : nombre;
}

function OperacionCard({ o }: { o: OperacionRegistro }) {
  const anulada = o.estado === 'anulada';
  return (
    <Card aria-label={`Operación: ${o.propiedad}${anulada ? ' (anulada)' : ''}`}>
      <header>
        <Badges>
          <Badge $tone={o.operacion === 'venta' ? 'success' : 'accent'}>{OPERACION_LABELS[o.operacion] ?? o.operacion}</Badge>
          {anulada && <Badge $tone="danger">Anulada</Badge>}
        </Badges>
        <span>{formatFecha(o.fechaConcretada)}</span>
      </header>
      <Amount $anulada={anulada}>{formatMonto(o.montoDinero, o.moneda)}</Amount>
      <h2>
        <Link to={`/operacion/${encodeURIComponent(o._id)}`}>{o.propiedad}</Link>
      </h2>
      <dl>
        <dt>Oferente</dt>
        <dd>{persona(o.oferente)}</dd>
        <dt>Receptor</dt>
        <dd>{persona(o.receptor)}</dd>
        <dt>Agente</dt>
        <dd>{o.cerradaPor?.nombre ?? 'No registrado'}</dd>
        {o.comision && (
          <>
            <dt>Comisión</dt>
            <dd>{comisionLegible(o)}</dd>
          </>
        )}
      </dl>
      {o.descripcion && <p>{o.descripcion}</p>}
    </Card>
  );
}

const SIN_FILTROS: OperacionesFiltros = { q: '', cliente: '', operacion: '', moneda: '', page: 1 };

export function OperationsPage() {
  useDocumentTitle('Operaciones');
  const [f, setF] = useState<OperacionesFiltros>(SIN_FILTROS);
  const { data, error, isLoading } = useOperaciones(f);
  const ops = data?.data ?? [];
  const mensajeError = error ? (error instanceof ApiError && error.serverError) || 'Error al cargar las operaciones' : null;
  return (
    <>
      <PageHead>
        <h1>Operaciones</h1>
        <ButtonLink to={paths.nuevaOperacion}>+ Nueva Operación</ButtonLink>
      </PageHead>
      <FilterBar as="div" role="search" aria-label="Filtrar operaciones">
        <Field id="ops-q" label="Propiedad">
          {(a) => <input {...a} type="search" placeholder="Título de la propiedad" value={f.q} onChange={(e) => setF({ ...f, q: e.target.value, page: 1 })} />}
        </Field>
        <Field id="ops-cliente" label="Cliente">
          {(a) => <input {...a} type="search" placeholder="Oferente o receptor" value={f.cliente} onChange={(e) => setF({ ...f, cliente: e.target.value, page: 1 })} />}
        </Field>
        <Field id="ops-tipo" label="Tipo de operación">
          {(a) => (
            <select {...a} value={f.operacion} onChange={(e) => setF({ ...f, operacion: e.target.value as Operacion | '', page: 1 })}>
              <Options values={OPERACIONES} labels={OPERACION_LABELS} empty="Todas" />
            </select>
          )}
        </Field>
        <Field id="ops-moneda" label="Moneda">
          {(a) => (
            <select {...a} value={f.moneda} onChange={(e) => setF({ ...f, moneda: e.target.value as Moneda | '', page: 1 })}>
              <Options values={MONEDAS} empty="Todas" />
            </select>
          )}
        </Field>
      </FilterBar>
      {mensajeError && <Alert role="alert">{mensajeError}</Alert>}
      {/* isLoading: the reply for these filters is still on its way (the one shown may be another filter's). */}
      {isLoading && (!data || ops.length === 0) ? (
        <Spinner role="status" aria-label="Cargando operaciones" />
      ) : ops.length === 0 && !error ? (
        <ListEmpty filtered={hayFiltros(f)} onClear={() => setF(SIN_FILTROS)} focusId="ops-q">
          No hay operaciones registradas.
        </ListEmpty>
      ) : (
        <CardGrid aria-label="Listado de operaciones">
          {ops.map((o) => (
            <li key={o._id}>
              <OperacionCard o={o} />
            </li>
          ))}
        </CardGrid>
      )}
      {data && data.pages > 1 && <Pagination page={f.page} pages={data.pages} onPage={(page) => setF({ ...f, page })} />}
    </>
  );
}

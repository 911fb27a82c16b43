// /clientes (spec §2 Clients list): search by name, Oferente/Receptor filter, 'Asignado a' ('Mis clientes', 'Sin
// asignar', each user), cards, 6 per page, empty text ('No hay clientes registrados.'; with a filter in
// use, 'No hay resultados para esta búsqueda' and 'Limpiar filtros').
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatFecha, orNoEspecificado, type Cliente } from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Badge, Badges, ButtonLink, CardGrid, Field, FilterBar, ListEmpty, Options, Pagination, Spinner, hayFiltros } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { PageHead } from '../../../components/ui/layout.js';
import { FiltroUsuario, MIAS, MiasTodas, useEsAgente } from '../../../components/ui/equipo.js';
import { useClientes, type ClientesFiltros } from '../api/get-clientes.js';

const Card = styled(Link)`
  display: block;
  height: 100%;
  box-sizing: border-box;
  padding: 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.onSurface};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: ${(p) => p.theme.colors.accentText};
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 10px;
    margin: 0 0 10px;
    font-size: 0.92rem;
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function ClienteCard({ c }: { c: Cliente }) {
  const oferente = (c.oferente ?? []).length > 0;
  const receptor = (c.preferenciasBusqueda ?? []).length > 0;
  return (
    <Card to={`/cliente/${c._id}`}>
      <h2>
        {c.nombre} {c.apellido}
      </h2>
      <dl>
        <dt>DNI</dt>
        <dd>{orNoEspecificado(c.dni)}</dd>
        <dt>Teléfono</dt>
        <dd>{orNoEspecificado(c.telefono)}</dd>
        <dt>Email</dt>
        <dd>{orNoEspecificado(c.mail)}</dd>
        <dt>Alta</dt>
        <dd>{formatFecha(c.fechaCreacion)}</dd>
        <dt>Asignado a</dt>
        <dd>{c.asignadoA?.nombre ?? 'Sin asignar'}</dd>
      </dl>
      {(oferente || receptor) && (
        <Badges>
          {oferente && <Badge $tone="success">Oferente</Badge>}
          {receptor && <Badge $tone="accent">Receptor</Badge>}
        </Badges>
      )}
    </Card>
  );
}

const SIN_FILTROS: ClientesFiltros = { q: '', rol: '', asignadoA: '', page: 1 };

export function ClientsPage() {
  useDocumentTitle('Clientes');
  // An agente opens on their own clients.
  const agente = useEsAgente();
  const [f, setF] = useState<ClientesFiltros>(() => (agente ? { ...SIN_FILTROS, asignadoA: MIAS } : SIN_FILTROS));
  const { data, error, isLoading } = useClientes(f);
  const clientes = data?.data ?? [];
  const mensajeError = error ? (error instanceof ApiError && error.serverError) || 'Error al cargar los clientes' : null;
  return (
    <>
      <PageHead>
        <h1>Clientes</h1>
        <ButtonLink to={paths.nuevoCliente}>+ Nuevo Cliente</ButtonLink>
      </PageHead>
      <MiasTodas etiqueta="Mis clientes" todas="Todos" mias={f.asignadoA === MIAS} onChange={(m) => setF({ ...f, asignadoA: m ? MIAS : '', page: 1 })} />
      <FilterBar as="div" role="search" aria-label="Filtrar clientes">
        <Field id="clientes-q" label="Buscar por nombre">
          {(a) => <input {...a} type="search" value={f.q} placeholder="Nombre o apellido" onChange={(e) => setF({ ...f, q: e.target.value, page: 1 })} />}
        </Field>
        <Field id="clientes-rol" label="Rol">
          {(a) => (
            <select {...a} value={f.rol} onChange={(e) => setF({ ...f, rol: e.target.value as ClientesFiltros['rol'], page: 1 })}>
              <Options values={['oferente', 'receptor'] as const} labels={{ oferente: 'Oferente', receptor: 'Receptor' }} empty="Todos" />
            </select>
          )}
        </Field>
        <FiltroUsuario id="clientes-asignado" label="Asignado a" todos="Todos" mias="Mis clientes" sinAsignar value={f.asignadoA} onChange={(asignadoA) => setF({ ...f, asignadoA, page: 1 })} />
      </FilterBar>
      {mensajeError && <Alert role="alert">{mensajeError}</Alert>}
      {/* isLoading: the reply for these filters is still on its way (the one shown may be another filter's). */}
      {isLoading && (!data || clientes.length === 0) ? (
        <Spinner role="status" aria-label="Cargando clientes" />
      ) : clientes.length === 0 && !error ? (
        <ListEmpty filtered={hayFiltros(f)} onClear={() => setF(SIN_FILTROS)} focusId="clientes-q">
          No hay clientes registrados.
        </ListEmpty>
      ) : (
        <CardGrid aria-label="Listado de clientes">
          {clientes.map((c) => (
            <li key={c._id}>
              <ClienteCard c={c} />
            </li>
          ))}
        </CardGrid>
      )}
      {data && data.pages > 1 && <Pagination page={f.page} pages={data.pages} onPage={(page) => setF({ ...f, page })} />}
    </>
  );
}

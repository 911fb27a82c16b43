// /tasaciones: the valuations, newest first, searched by town, address or type; each card opens its valuation.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCifra, formatFecha, type Tasacion } from '@inmo/contracts';
import { useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Badge, ButtonLink, CardGrid, Field, FilterBar, ListEmpty, Pagination, Spinner } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { PageHead } from '../../../components/ui/layout.js';
import { mensajeError, useTasaciones } from '../api/valuations-api.js';
import { LinkCard } from '../../../components/ui/link-card.js';

const Card = styled(LinkCard)`
  h2 {
    margin: 0 0 6px;
  }
  p {
    margin: 4px 0 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;

export const valorTexto = (n: number, moneda: string) => `${moneda === 'USD' ? 'USD' : '$'} ${formatCifra(n)}`;

function TasacionCard({ t }: { t: Tasacion }) {
  return (
    <Card aria-label={`Tasación: ${t.sujeto.tipo} en ${t.sujeto.localidad}`}>
      <header>
        <span>{formatFecha(t.fecha)}</span>
        {t.propiedadCreada && <Badge $tone="success">Convertida en propiedad</Badge>}
      </header>
      <h2>
        <Link to={`/tasacion/${encodeURIComponent(t._id)}`}>
          {t.sujeto.tipo} en {t.sujeto.localidad}
        </Link>
      </h2>
      <strong>{valorTexto(t.valor.sugerido, t.moneda)}</strong>
      <p>{t.sujeto.direccion || 'Sin dirección'}</p>
      {t.cliente && <p>Propietario: {`${t.cliente.nombre} ${t.cliente.apellido}`.trim()}</p>}
    </Card>
  );
}

export function ValuationsPage() {
  useDocumentTitle('Tasaciones');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useTasaciones(q, page);
  const items = data?.data ?? [];
  return (
    <>
      <PageHead>
        <h1>Tasaciones</h1>
        <ButtonLink to={paths.nuevaTasacion}>+ Nueva Tasación</ButtonLink>
      </PageHead>
      <FilterBar as="div" role="search" aria-label="Buscar tasaciones">
        <Field id="tas-q" label="Buscar">
          {(a) => <input {...a} type="search" placeholder="Localidad, dirección o tipo" value={q} onChange={(e) => { setQ(e.target.value); setPage(1); }} />}
        </Field>
      </FilterBar>
      {error && <Alert role="alert">{mensajeError(error, 'Error al cargar las tasaciones')}</Alert>}
      {isLoading && items.length === 0 ? (
        <Spinner role="status" aria-label="Cargando tasaciones" />
      ) : items.length === 0 && !error ? (
        <ListEmpty filtered={q.trim() !== ''} onClear={() => setQ('')} focusId="tas-q">
          No hay tasaciones registradas.
        </ListEmpty>
      ) : (
        <CardGrid aria-label="Listado de tasaciones">
          {items.map((t) => (
            <li key={t._id}>
              <TasacionCard t={t} />
            </li>
          ))}
        </CardGrid>
      )}
      {data && data.pages > 1 && <Pagination page={page} pages={data.pages} onPage={setPage} />}
    </>
  );
}

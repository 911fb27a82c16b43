// /consultas: the enquiries sent from /contacto, newest first. Opening one marks it read; replies go out by e-mail
// or WhatsApp in one click; 'Marcar como respondida'; 'Crear cliente' opens the new-client form prefilled. Nothing
// to show: 'No hay consultas.', or under the 'Mostrar' filter 'No hay resultados para esta búsqueda' and 'Limpiar filtros'.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { formatFecha, orNoEspecificado, type Consulta } from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Badge, Button, ButtonAnchor, ButtonLink, Field, ListEmpty, Pagination, Spinner, useToast } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { Muted, PageHead, StackList } from '../../../components/ui/layout.js';
import { actualizarConsulta } from '../api/actualizar-consulta.js';
import { useConsultas, type EstadoConsulta } from '../api/get-consultas.js';
import { nuevoClienteHref, respuestaEmail, respuestaWhatsapp } from './consulta-links.js';

const Item = styled.article<{ $nueva: boolean }>`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 4px solid ${(p) => (p.$nueva ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  padding: 12px 16px;
`;

const Summary = styled.button`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 4px 12px;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  strong {
    font-size: 1.05rem;
  }
  .dato {
    color: ${(p) => p.theme.colors.muted};
  }
`;

const Badges = styled.span`
  display: flex;
  gap: 6px;
  justify-content: flex-end;
  align-items: center;
`;

const Body = styled.div`
  margin-top: 12px;
  padding-top: 12px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  blockquote {
    margin: 0 0 12px;
    white-space: pre-wrap;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 10px;
    margin: 0 0 12px;
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Filter = styled.div`
  max-width: 260px;
  margin-bottom: 16px;
`;

function ConsultaItem({ c, abierta, onToggle, onRespondida }: { c: Consulta; abierta: boolean; onToggle: () => void; onRespondida: (v: boolean) => void }) {
  const email = respuestaEmail(c);
  const wa = respuestaWhatsapp(c);
  return (
    <Item $nueva={!c.leida} aria-label={`Consulta de ${c.nombre}`}>
      <Summary type="button" aria-expanded={abierta} onClick={onToggle}>
        <strong>{c.nombre}</strong>
        <Badges>
          {!c.leida && <Badge $tone="accent">Nueva</Badge>}
          {c.respondida ? <Badge $tone="success">Respondida</Badge> : <Badge $tone="muted">Sin responder</Badge>}
        </Badges>
        <span className="dato">{c.propiedad ? `${c.asunto} · ${c.propiedad.titulo}` : c.asunto}</span>
        <span className="dato">{formatFecha(c.fecha)}</span>
      </Summary>
      {abierta && (
        <Body>
          <blockquote>{c.mensaje}</blockquote>
          <dl>
            <dt>Email</dt>
            <dd>{orNoEspecificado(c.email)}</dd>
            <dt>Teléfono</dt>
            <dd>{orNoEspecificado(c.telefono)}</dd>
            {c.propiedad && (
              <>
                <dt>Propiedad</dt>
                <dd>
                  <Link to={`/propiedad/${encodeURIComponent(c.propiedad._id)}`}>{c.propiedad.titulo}</Link>
                </dd>
              </>
            )}
          </dl>
          <Actions>
            {email && <ButtonAnchor href={email}>Responder por Email</ButtonAnchor>}
            {wa && (
              <ButtonAnchor href={wa} target="_blank" rel="noopener noreferrer">
                Responder por WhatsApp
              </ButtonAnchor>
            )}
            <Button $variant="secondary" type="button" onClick={() => onRespondida(!c.respondida)}>
              {c.respondida ? 'Marcar como no respondida' : 'Marcar como respondida'}
            </Button>
            <ButtonLink $variant="secondary" to={nuevoClienteHref(c, paths.nuevoCliente)}>Crear cliente</ButtonLink>
          </Actions>
        </Body>
      )}
    </Item>
  );
}


export function EnquiriesPage() {
  useDocumentTitle('Consultas');
  const [page, setPage] = useState(1);
  const [estado, setEstado] = useState<EstadoConsulta>('');
  const [abierta, setAbierta] = useState<string | null>(null);
  const { data, error, isLoading } = useConsultas(page, estado);
  const { mutate } = useSWRConfig();
  const { toast, showToast } = useToast(3000);
  const refrescar = () => mutate((k) => typeof k === 'string' && k.startsWith('/admin/consultas'));

  const cambiar = async (c: Consulta, cambios: { leida?: boolean; respondida?: boolean }, ok?: string) => {
    try {
      await actualizarConsulta(c._id, cambios);
      await refrescar();
      if (ok) showToast(ok, 'success');
    } catch (err) {
      showToast((err instanceof ApiError && err.serverError) || 'Error al actualizar la consulta', 'error');
    }
  };

  const toggle = (c: Consulta) => {
    const abre = abierta !== c._id;
    setAbierta(abre ? c._id : null);
    if (abre && !c.leida) void cambiar(c, { leida: true });
  };

  const consultas = data?.data ?? [];
  return (
    <>
      <PageHead>
        <div>
          <h1>Consultas</h1>
          {data && <Muted data-testid="consultas-pendientes">{data.pendientes === 1 ? '1 consulta sin leer' : `${data.pendientes} consultas sin leer`}</Muted>}
        </div>
      </PageHead>
      <Filter>
        <Field id="consultas-estado" label="Mostrar">
          {(a) => (
            <select
              {...a}
              value={estado}
              onChange={(e) => {
                setEstado(e.target.value as EstadoConsulta);
                setPage(1);
              }}
            >
              <option value="">Todas</option>
              <option value="pendientes">Sin leer</option>
              <option value="sinresponder">Sin responder</option>
              <option value="respondidas">Respondidas</option>
            </select>
          )}
        </Field>
      </Filter>
      {error && <Alert role="alert">{(error instanceof ApiError && error.serverError) || 'Error al cargar las consultas'}</Alert>}
      {/* isLoading: the reply for this filter is still on its way (the one shown may be another filter's). */}
      {isLoading && (!data || consultas.length === 0) ? (
        <Spinner role="status" aria-label="Cargando consultas" />
      ) : consultas.length === 0 && !error ? (
        <ListEmpty
          filtered={estado !== ''}
          onClear={() => {
            setEstado('');
            setPage(1);
          }}
          focusId="consultas-estado"
        >
          No hay consultas.
        </ListEmpty>
      ) : (
        <StackList aria-label="Listado de consultas">
          {consultas.map((c) => (
            <li key={c._id}>
              <ConsultaItem c={c} abierta={abierta === c._id} onToggle={() => toggle(c)} onRespondida={(v) => cambiar(c, { respondida: v }, v ? 'Consulta marcada como respondida' : 'Consulta marcada como no respondida')} />
            </li>
          ))}
        </StackList>
      )}
      {data && data.pages > 1 && <Pagination page={page} pages={data.pages} onPage={setPage} />}
      {toast}
    </>
  );
}

// /dashboard (spec §2 Dashboard): property and operation totals, completed sales and rentals with their amounts, the
// properties per state (each opens the list filtered by it), the summary, and '+ Nueva Propiedad'. 'Usuario' reads one
// member of staff's figures: the operations they closed, the enquiries and clients assigned to them (properties stay
// the agency's), and the rentals' to-do of the month (rental-todo.tsx). Admins are offered to close the previous month
// once its settlements are paid (close-month-card.tsx).
import { useState } from 'react';
import styled from 'styled-components';
import { ESTADOS_PROPIEDAD, conConsulta, formatNumero, formatPorcentaje, type Metricas } from '@inmo/contracts';
import { dinero, porMoneda, porcentaje, totalPorMoneda } from './dashboard-figures.js';
import { useDocumentTitle } from '@inmo/shell/platform';
import { ButtonLink, CardGrid, Panel, TextLink } from '@inmo/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { useMetricas } from '../api/use-metricas.js';
import { useResumenTasaciones } from '../api/use-resumen-tasaciones.js';
import { PageHead } from '../../../components/ui/layout.js';
import { FiltroUsuario } from '../../../components/ui/equipo.js';
import { InquilinosEnMora } from './arrears-card.js';
import { RentalTodo } from './rental-todo.js';
import { CertificadoPorVencer } from './certificate-notice.js';
import { CerrarMesAnterior } from './close-month-card.js';

const Grid = styled(CardGrid)`
  gap: 16px;
  margin-bottom: 24px;
`;

const Card = styled.li`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 4px solid ${(p) => p.theme.colors.secondary};
  border-radius: ${(p) => p.theme.radius};
  padding: 18px;
  h2 {
    margin: 0 0 6px;
    font-size: 0.9rem;
    font-weight: 600;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const Value = styled.p`
  margin: 0;
  font-size: 1.9rem;
  font-weight: 700;
`;

const Sub = styled.p`
  margin: 4px 0 0;
  font-size: 0.9rem;
  color: ${(p) => p.theme.colors.muted};
`;

const Summary = styled(Panel)`
  h2 {
    font-size: 1.2rem;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
    gap: 12px;
    margin: 0;
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 2px 0 0;
    font-size: 1.3rem;
    font-weight: 700;
  }
`;

const Estados = styled(Panel)`
  margin-bottom: 24px;
  h2 {
    font-size: 1.2rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.3em;
    min-height: 44px;
  }
`;

/** How many properties are in each state, each a link to the admin list filtered by it. */
function PorEstado({ m }: { m: Metricas }) {
  const porEstado = m.propiedades.porEstado;
  if (!porEstado) return null;
  return (
    <Estados aria-labelledby="estados-titulo">
      <h2 id="estados-titulo">Propiedades por estado</h2>
      <ul>
        {ESTADOS_PROPIEDAD.map((e) => (
          <li key={e}>
            <TextLink as={Link} to={conConsulta(paths.propiedades, { estado: e })} data-testid={`por-estado-${e}`}>
              {e}: <strong>{formatNumero(porEstado[e] ?? 0)}</strong>
            </TextLink>
          </li>
        ))}
      </ul>
    </Estados>
  );
}

const UserPick = styled.div`
  max-width: 320px;
  margin: 0 0 16px;
`;

const Notice = styled.p`
  margin: 0 0 16px;
  color: ${(p) => p.theme.colors.muted};
`;

/** The valuations made this month and how many became listings. */
function TasacionesCard() {
  const r = useResumenTasaciones();
  if (!r) return null;
  return (
    <Card data-testid="tasaciones-del-mes">
      <h2>Tasaciones del mes</h2>
      <Value>{formatNumero(r.delMes)}</Value>
      <Sub>{r.convertidas === 1 ? '1 convertida en propiedad' : `${formatNumero(r.convertidas)} convertidas en propiedad`}</Sub>
    </Card>
  );
}

function Cards({ m }: { m: Metricas }) {
  const p = m.propiedades;
  const o = m.operaciones;
  const pv = porcentaje(p.porOperacion.venta, p.total);
  const pa = porcentaje(p.porOperacion.alquiler, p.total);
  return (
    <>
      <Card>
        <h2>Total de propiedades</h2>
        <Value>{formatNumero(p.total)}</Value>
        <Sub>
          {formatPorcentaje(pv)} en venta · {formatPorcentaje(pa)} en alquiler
        </Sub>
      </Card>
      <Card>
        <h2>En venta</h2>
        <Value>{formatNumero(p.porOperacion.venta)}</Value>
      </Card>
      <Card>
        <h2>En alquiler</h2>
        <Value>{formatNumero(p.porOperacion.alquiler)}</Value>
      </Card>
      <Card>
        <h2>{m.usuario ? 'Operaciones cerradas' : 'Operaciones totales'}</h2>
        <Value>{formatNumero(o.total)}</Value>
      </Card>
      <Card>
        <h2>Ventas concretadas</h2>
        <Value>{formatNumero(o.porTipo.venta)}</Value>
        <Sub>Monto total: {porMoneda(o.montosPorMoneda?.ventas) ?? dinero(o.montosTotales.ventas)}</Sub>
      </Card>
      <Card>
        <h2>Alquileres concretados</h2>
        <Value>{formatNumero(o.porTipo.alquiler)}</Value>
        <Sub>Monto total: {porMoneda(o.montosPorMoneda?.alquileres) ?? dinero(o.montosTotales.alquileres)}</Sub>
      </Card>
      {m.usuario && (
        <>
          <Card>
            <h2>Consultas asignadas</h2>
            <Value>{formatNumero(m.usuario.consultasAsignadas)}</Value>
            <Sub>{m.usuario.consultasSinResponder === 1 ? '1 sin responder' : `${formatNumero(m.usuario.consultasSinResponder)} sin responder`}</Sub>
          </Card>
          <Card>
            <h2>Clientes asignados</h2>
            <Value>{formatNumero(m.usuario.clientesAsignados)}</Value>
          </Card>
        </>
      )}
    </>
  );
}

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const [usuario, setUsuario] = useState('');
  const { metricas, isLoading, failed } = useMetricas(usuario);
  const de = metricas.usuario?.usuario.nombre;
  const r = metricas.resumen;
  return (
    <>
      <PageHead>
        <h1>Dashboard</h1>
        <ButtonLink to={paths.nuevaPropiedad}>+ Nueva Propiedad</ButtonLink>
      </PageHead>
      <CertificadoPorVencer />
      <CerrarMesAnterior />
      <UserPick>
        <FiltroUsuario id="dashboard-usuario" label="Usuario" todos="Todos" value={usuario} onChange={setUsuario} />
      </UserPick>
      {failed && <Notice>No se pudieron cargar las métricas; se muestran valores en cero.</Notice>}
      {usuario && de && !failed && <Notice data-testid="metricas-de">Operaciones cerradas por {de}, y sus consultas y clientes asignados. Las propiedades son las de toda la inmobiliaria.</Notice>}
      <Grid $min="220px" aria-label="Métricas" aria-busy={isLoading}>
        <Cards m={metricas} />
        {!usuario && <TasacionesCard />}
      </Grid>
      <RentalTodo />
      <PorEstado m={metricas} />
      <InquilinosEnMora />
      <Summary aria-labelledby="resumen-titulo">
        <h2 id="resumen-titulo">Resumen</h2>
        <dl>
          <div>
            <dt>Propiedades activas</dt>
            <dd>{formatNumero(r.totalPropiedadesActivas)}</dd>
          </div>
          <div>
            <dt>{de ? `Operaciones cerradas por ${de}` : 'Operaciones históricas'}</dt>
            <dd>{formatNumero(r.totalOperacionesHistoricas)}</dd>
          </div>
          <div>
            <dt>Valor total de transacciones</dt>
            <dd>{totalPorMoneda(metricas.operaciones) ?? dinero(r.valorTotalTransacciones)}</dd>
          </div>
        </dl>
      </Summary>
    </>
  );
}

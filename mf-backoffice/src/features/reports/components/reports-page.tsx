// /reportes: operations and amounts per month (by type, each currency apart) over the last 12 months, properties by
// type and operation, days on market of sold and rented properties; each table exports to CSV. 'Usuario'
// reads the operations one member of staff closed (properties stay the agency's). 'Consultas por canal':
// the agency's enquiries per month by the channel they came through (the site or a portal).
import { useState } from 'react';
import styled from 'styled-components';
import { formatNumero, formatPeriodoCorto, textoDeSlug } from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Button, Panel, Spinner } from '@inmo/ui';
import { Muted, PageHead, PanelHead } from '../../../components/ui/layout.js';
import { downloadText, toCsv } from '../../../components/ui/download.js';
import { FiltroUsuario } from '../../../components/ui/equipo.js';
import { FacturacionReporte } from './invoicing-report.js';
import { CobranzasReporte } from './collections-report.js';
import { MESES_REPORTE, useReportes } from '../api/get-reportes.js';
import { useOperacionesPeriodo } from '../api/get-operaciones-periodo.js';
import { BarChart } from './bar-chart.js';
import {
  cantidadPorMes,
  diasBarras,
  meses,
  monedas,
  montoCompacto,
  montoPorMes,
  propiedadesBarras,
  tablaConsultasPorCanal,
  tablaDetalle,
  tablaDias,
  tablaOperacionesPorMes,
  tablaPropiedades,
  type Tabla,
} from './report-data.js';

// Two charts side by side at 1366 px (12 months in columns of ≈ 40 px, room for '2025' at 13 px), one on a phone.
const Charts = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  margin-bottom: 16px;
`;

const UserPick = styled.div`
  max-width: 320px;
  margin: 0 0 12px;
`;

const TableWrap = styled.div`
  overflow-x: auto;
  max-height: 420px;
  overflow-y: auto;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.accentText};
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.92rem;
  }
  th,
  td {
    text-align: left;
    padding: 6px 10px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  th {
    position: sticky;
    top: 0;
    background: ${(p) => p.theme.colors.surface};
  }
`;

function TablaReporte({ titulo, archivo, tabla }: { titulo: string; archivo: string; tabla: Tabla }) {
  return (
    <Panel aria-label={titulo}>
      <PanelHead>
        <h2>{titulo}</h2>
        <Button $variant="secondary" type="button" onClick={() => downloadText(archivo, toCsv(tabla.encabezados, tabla.filas))} aria-label={`Exportar CSV: ${titulo}`} disabled={tabla.filas.length === 0}>
          Exportar CSV
        </Button>
      </PanelHead>
      {tabla.filas.length === 0 ? (
        <Muted>Sin datos en el período.</Muted>
      ) : (
        <TableWrap tabIndex={0} aria-label={`Tabla: ${titulo}`} role="region">
          <table>
            <thead>
              <tr>
                {tabla.encabezados.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tabla.filas.map((f, i) => (
                <tr key={i}>
                  {f.map((c, j) => (
                    <td key={j}>{celda(c)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </Panel>
  );
}

/** A table cell as a person reads it: numbers es-AR, a month ('2026-07', as the CSV keeps it) as '07/2026'. */
const celda = (c: string | number) => (typeof c === 'number' ? formatNumero(c) : /^\d{4}-\d{2}$/.test(c) ? formatPeriodoCorto(c) : c);

export function ReportsPage() {
  useDocumentTitle('Reportes');
  const [usuario, setUsuario] = useState('');
  const { data, error, isLoading } = useReportes(usuario);
  const d = data?.data;
  // The detail table's operations: those closed since the report's first month ('' for all when it has none).
  const primerMes = d ? meses(d)[0] : undefined;
  const ops = useOperacionesPeriodo(d ? (primerMes ? `${primerMes}-01` : '') : null, usuario);
  if (isLoading && !data) return <Spinner role="status" aria-label="Cargando reportes" />;
  // With a user chosen, the suffix names them in each file (the figures are theirs).
  const sufijo = d?.usuario ? `-${textoDeSlug(d.usuario.nombre)}` : '';
  return (
    <>
      <PageHead>
        <h1>Reportes</h1>
      </PageHead>
      <UserPick>
        <FiltroUsuario id="reportes-usuario" label="Usuario" todos="Todos" value={usuario} onChange={setUsuario} />
      </UserPick>
      {error && <Alert role="alert">{(error instanceof ApiError && error.serverError) || 'Error al cargar los reportes'}</Alert>}
      {d && (
        <>
          <Muted>
            Últimos {MESES_REPORTE} meses. Los montos se muestran por moneda, sin convertir.
            {d.usuario && ` Operaciones cerradas por ${d.usuario.nombre}; las propiedades son las de toda la inmobiliaria.`}
          </Muted>
          <Charts>
            <Panel>
              <BarChart titulo="Operaciones por mes" barras={cantidadPorMes(d)} />
            </Panel>
            <Panel>
              <BarChart titulo="Ventas por mes" barras={cantidadPorMes(d, 'venta')} />
            </Panel>
            <Panel>
              <BarChart titulo="Alquileres por mes" barras={cantidadPorMes(d, 'alquiler').map((b, i) => ({ ...b, valor: b.valor + cantidadPorMes(d, 'alquiler temporal')[i].valor }))} />
            </Panel>
            {monedas(d).map((m) => (
              <Panel key={m}>
                <BarChart titulo={`Montos por mes (${m})`} barras={montoPorMes(d, m)} formato={montoCompacto} />
              </Panel>
            ))}
            <Panel>
              <BarChart titulo="Propiedades por tipo y operación" barras={propiedadesBarras(d)} orientacion="horizontal" />
            </Panel>
            <Panel>
              <BarChart titulo="Días promedio en el mercado" barras={diasBarras(d)} formato={(n) => formatNumero(n)} orientacion="horizontal" />
            </Panel>
          </Charts>
          <TablaReporte titulo="Operaciones por mes, tipo y moneda" archivo={`operaciones-por-mes${sufijo}.csv`} tabla={tablaOperacionesPorMes(d)} />
          <TablaReporte titulo="Operaciones del período" archivo={`operaciones-del-periodo${sufijo}.csv`} tabla={tablaDetalle(ops.data ?? [], meses(d)[0])} />
          <TablaReporte titulo="Propiedades por tipo y operación" archivo="propiedades-por-tipo.csv" tabla={tablaPropiedades(d)} />
          <TablaReporte titulo="Días en el mercado" archivo={`dias-en-el-mercado${sufijo}.csv`} tabla={tablaDias(d)} />
          <TablaReporte titulo="Consultas por canal" archivo="consultas-por-canal.csv" tabla={tablaConsultasPorCanal(d)} />
          <CobranzasReporte />
          <FacturacionReporte />
        </>
      )}
    </>
  );
}

// The dashboard's 'Alquileres: pendientes del mes': adjustments due within 30 days, contracts ending within 60 days and
// index values missing (which index and date), each linking to its contract.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DIAS_AJUSTE_PROXIMO, DIAS_POR_VENCER, formatFecha } from '@inmo/contracts';
import { Panel } from '@inmo/ui';
import { usePendientesAlquileres } from '../api/use-pendientes-alquileres.js';

const Box = styled(Panel)`
  margin-bottom: 24px;
  h2 {
    font-size: 1.2rem;
  }
  h3 {
    font-size: 1rem;
    margin: 12px 0 6px;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
  li {
    margin: 4px 0;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const contrato = (id: string) => `/contrato/${encodeURIComponent(id)}`;

export function RentalTodo() {
  const { pendientes, failed } = usePendientesAlquileres();
  if (failed || !pendientes) return null;
  const { ajustes, vencimientos, indicesFaltantes } = pendientes;
  return (
    <Box aria-labelledby="pendientes-alquileres">
      <h2 id="pendientes-alquileres">Alquileres: pendientes del mes</h2>
      {ajustes.length + vencimientos.length + indicesFaltantes.length === 0 && <p>No hay ajustes, vencimientos ni índices pendientes.</p>}
      {indicesFaltantes.length > 0 && (
        <>
          <h3>Índices que faltan cargar</h3>
          <ul>
            {indicesFaltantes.map((f) => (
              <li key={`${f.contrato}-${f.fecha}`}>
                <Link to={contrato(f.contrato)}>{`${f.indice} del ${formatFecha(f.fecha)} — ${f.propiedad} (${f.inquilino})`}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {ajustes.length > 0 && (
        <>
          <h3>{`Ajustes en los próximos ${DIAS_AJUSTE_PROXIMO} días`}</h3>
          <ul>
            {ajustes.map((a) => (
              <li key={`${a.contrato}-${a.fecha}`}>
                <Link to={contrato(a.contrato)}>{`${formatFecha(a.fecha)} · ${a.indice} — ${a.propiedad} (${a.inquilino})`}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {vencimientos.length > 0 && (
        <>
          <h3>{`Contratos que terminan en los próximos ${DIAS_POR_VENCER} días`}</h3>
          <ul>
            {vencimientos.map((v) => (
              <li key={v.contrato}>
                <Link to={contrato(v.contrato)}>{`${formatFecha(v.fin)} — ${v.propiedad} (${v.inquilino})`}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Box>
  );
}

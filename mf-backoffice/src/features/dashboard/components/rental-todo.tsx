// The dashboard's 'Alquileres: pendientes del mes': adjustments due within 30 days, contracts ending within 60 days and
// index values missing, one line per value (index, date, whether it is overdue or only pending) with every contract
// waiting for it, each linking to its contract. The adjustments and contracts ending show their first lines and
// 'Ver los N' when there are more.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DIAS_AJUSTE_PROXIMO, DIAS_POR_VENCER, INDICE_NOMBRE_CORTO, faltaVencida, formatFecha, hoyArgentina, nombreValorIndice, type PendientesAlquileresResponse } from '@inmo/contracts';
import { Badge, Button, Panel } from '@inmo/ui';
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

type Faltante = PendientesAlquileresResponse['data']['indicesFaltantes'][number];
export interface ValorFaltante {
  indice: Faltante['indice'];
  fecha: string;
  contratos: Faltante[];
}

/** The missing values, each once (by index and date, oldest first) with the contracts waiting for it. */
export function agruparFaltantes(faltantes: Faltante[]): ValorFaltante[] {
  const grupos = new Map<string, ValorFaltante>();
  for (const f of faltantes) {
    const key = `${f.indice}|${f.fecha}`;
    const g = grupos.get(key) ?? { indice: f.indice, fecha: f.fecha, contratos: [] };
    if (!g.contratos.some((c) => c.contrato === f.contrato)) g.contratos.push(f);
    grupos.set(key, g);
  }
  return [...grupos.values()].sort((a, b) => a.fecha.localeCompare(b.fecha) || a.indice.localeCompare(b.indice));
}

export function RentalTodo() {
  const [todos, setTodos] = useState(false);
  const { pendientes, failed } = usePendientesAlquileres(todos);
  if (failed || !pendientes) return null;
  const { ajustes, vencimientos, indicesFaltantes, totales } = pendientes;
  const verTodos = (total: number, shown: number, texto: string) =>
    total > shown && (
      <Button $variant="secondary" onClick={() => setTodos(true)}>
        {texto}
      </Button>
    );
  return (
    <Box aria-labelledby="pendientes-alquileres">
      <h2 id="pendientes-alquileres">Alquileres: pendientes del mes</h2>
      {totales.ajustes + totales.vencimientos + indicesFaltantes.length === 0 && <p>No hay ajustes, vencimientos ni índices pendientes.</p>}
      {indicesFaltantes.length > 0 && (
        <>
          <h3>Índices que faltan cargar</h3>
          <ul aria-label="Índices que faltan cargar">
            {agruparFaltantes(indicesFaltantes).map((g) => {
              const vencida = faltaVencida(g.fecha, hoyArgentina());
              const n = g.contratos.length;
              return (
                <li key={`${g.indice}-${g.fecha}`} aria-label={nombreValorIndice(g.indice, g.fecha)}>
                  <strong>{nombreValorIndice(g.indice, g.fecha)}</strong>{' '}
                  {vencida ? <Badge $tone="warning">Falta cargar</Badge> : <Badge $tone="neutral">Pendiente de publicación</Badge>}
                  {` · ${n} ${n === 1 ? 'contrato esperando' : 'contratos esperando'}`}
                  <ul>
                    {g.contratos.map((f) => (
                      <li key={f.contrato}>
                        <Link to={contrato(f.contrato)}>{`${f.propiedad} (${f.inquilino})`}</Link>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {ajustes.length > 0 && (
        <>
          <h3>{`Ajustes en los próximos ${DIAS_AJUSTE_PROXIMO} días`}</h3>
          <ul>
            {ajustes.map((a) => (
              <li key={`${a.contrato}-${a.fecha}`}>
                <Link to={contrato(a.contrato)}>{`${formatFecha(a.fecha)} · ${INDICE_NOMBRE_CORTO[a.indice]} — ${a.propiedad} (${a.inquilino})`}</Link>
              </li>
            ))}
          </ul>
          {verTodos(totales.ajustes, ajustes.length, `Ver los ${totales.ajustes} ajustes`)}
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
          {verTodos(totales.vencimientos, vencimientos.length, `Ver los ${totales.vencimientos} contratos`)}
        </>
      )}
    </Box>
  );
}

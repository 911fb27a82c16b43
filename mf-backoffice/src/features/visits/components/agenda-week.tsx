// The agenda's two layouts of one week: on a wide screen a table of agents (rows) by days (columns); on a phone one
// day's list, with the week's days to pick.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { UsuarioRef, Visita } from '@inmo/contracts';
import { Button } from '@inmo/ui';
import { diaDe, etiquetaDia } from './agenda-dates.js';

const Semana = styled.div`
  overflow-x: auto;
  @media (max-width: 760px) {
    display: none;
  }
  /* The week fits the page's width (seven equal days beside the agents' column): each card wraps its text and
     buttons inside its day rather than widening the grid. */
  table {
    border-collapse: collapse;
    width: 100%;
    table-layout: fixed;
  }
  th,
  td {
    border: 1px solid ${(p) => p.theme.colors.border};
    padding: 4px;
    vertical-align: top;
    text-align: left;
    overflow-wrap: anywhere;
  }
  th:first-child {
    width: 96px;
  }
  td button {
    min-width: 0;
    max-width: 100%;
    padding-left: 8px;
    padding-right: 8px;
    white-space: normal;
  }
`;
const Dia = styled.div`
  display: none;
  @media (max-width: 760px) {
    display: block;
  }
`;
const Chips = styled.div`
  display: flex;
  gap: 6px;
  overflow-x: auto;
  margin-bottom: 12px;
  button {
    flex: none;
  }
`;

export function AgendaWeekTable({ dias, agentes, visitas, card }: { dias: string[]; agentes: UsuarioRef[]; visitas: Visita[]; card: (v: Visita) => ReactNode }) {
  return (
    <Semana>
      <table aria-label="Visitas de la semana por agente">
        <thead>
          <tr>
            <th scope="col">Agente</th>
            {dias.map((d) => (
              <th key={d} scope="col">
                {etiquetaDia(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {agentes.length === 0 && (
            <tr>
              <td colSpan={8}>No hay visitas esta semana.</td>
            </tr>
          )}
          {agentes.map((u) => (
            <tr key={u._id || 'ninguno'}>
              <th scope="row">{u.nombre}</th>
              {dias.map((d) => (
                <td key={d}>{visitas.filter((v) => (v.agente?._id ?? '') === u._id && diaDe(v.inicio) === d).map(card)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Semana>
  );
}

export function AgendaDayList({ dias, dia, onDia, visitas, card }: { dias: string[]; dia: string; onDia: (d: string) => void; visitas: Visita[]; card: (v: Visita) => ReactNode }) {
  const delDia = visitas.filter((v) => diaDe(v.inicio) === dia);
  return (
    <Dia>
      <Chips role="group" aria-label="Día">
        {dias.map((d) => (
          <Button key={d} type="button" $variant={d === dia ? 'primary' : 'secondary'} aria-pressed={d === dia} onClick={() => onDia(d)}>
            {etiquetaDia(d)}
          </Button>
        ))}
      </Chips>
      <h2>{etiquetaDia(dia)}</h2>
      {delDia.length === 0 && <p>No hay visitas este día.</p>}
      {delDia.map((v) => (
        <div key={v._id}>
          {card(v)}
          {v.agente && <small>Agente: {v.agente.nombre}</small>}
        </div>
      ))}
    </Dia>
  );
}

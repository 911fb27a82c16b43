// The team, shared by the features that assign or filter by a member of staff: the team list
// (GET /api/admin/equipo), the 'Asignada a' / 'Usuario' filters and the 'Asignar a' select. A filter's value is ''
// (everyone), MIAS (the caller's: `mias=1`), SIN_ASIGNAR (nobody's) or a user's id. An agente's lists open on
// 'Mías' (useEsAgente), with 'Todas' one click away (MiasTodas).
import useSWR from 'swr';
import styled from 'styled-components';
import { SIN_ASIGNAR, type EquipoResponse, type UsuarioRef } from '@inmo/contracts';
import { swrFetcher, useAuth } from '@inmo/shell/platform';
import { Button, Field } from '@inmo/ui';

export const EQUIPO_KEY = '/admin/equipo';
/** The filter's value for "mine". */
export const MIAS = 'mias';
export { SIN_ASIGNAR };

export function useEquipo(): UsuarioRef[] {
  const { data } = useSWR<EquipoResponse>(EQUIPO_KEY, swrFetcher, { revalidateOnFocus: false });
  return data?.data ?? [];
}

export interface FiltroUsuarioProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The option for everyone ('Todas', 'Todos'). */
  todos: string;
  /** The option for the caller's ('Mis consultas'), when the filter has one. */
  mias?: string;
  /** Offer 'Sin asignar'. */
  sinAsignar?: boolean;
}

/** A select of the team to filter a list or read figures by user. */
export function FiltroUsuario({ id, label, value, onChange, todos, mias, sinAsignar }: FiltroUsuarioProps) {
  const equipo = useEquipo();
  return (
    <Field id={id} label={label}>
      {(a) => (
        <select {...a} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{todos}</option>
          {mias && <option value={MIAS}>{mias}</option>}
          {sinAsignar && <option value={SIN_ASIGNAR}>Sin asignar</option>}
          {equipo.map((u) => (
            <option key={u._id} value={u._id}>
              {u.nombre}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export interface AsignarAProps {
  id: string;
  /** The chosen user's id (null: nobody). */
  value: string | null;
  /** The stored assignee, offered even when the team list lacks them (not loaded yet, or no longer on it). */
  actual?: UsuarioRef | null;
  onChange: (usuario: string | null) => void;
  disabled?: boolean;
}

/** 'Asignar a': nobody or a member of staff (the current assignee stays offered even if the list lacks them). */
export function AsignarA({ id, value, actual, onChange, disabled }: AsignarAProps) {
  const equipo = useEquipo();
  const opciones = actual && !equipo.some((u) => u._id === actual._id) ? [actual, ...equipo] : equipo;
  return (
    <Field id={id} label="Asignar a">
      {(a) => (
        <select {...a} value={value ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value || null)}>
          <option value="">Sin asignar</option>
          {opciones.map((u) => (
            <option key={u._id} value={u._id}>
              {u.nombre}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Whether the signed-in member of staff is an agente: their lists open on 'Mías'. */
export function useEsAgente(): boolean {
  return useAuth().user?.rol === 'agente';
}

const Vista = styled.div`
  display: inline-flex;
  gap: 4px;
  margin-bottom: 12px;
  button {
    min-height: 44px;
  }
`;

export interface MiasTodasProps {
  /** 'Mías' is on. */
  mias: boolean;
  onChange: (mias: boolean) => void;
  /** What 'Mías' means here: 'Mis clientes', 'Mis consultas', 'Mis propiedades'. */
  etiqueta: string;
  /** The other button, agreeing with the noun: 'Todas' (consultas, propiedades), 'Todos' (clientes). */
  todas?: 'Todas' | 'Todos';
}

/** 'Mías' / 'Todas' (or 'Todos') one click apart (an agente's lists open on theirs). */
export function MiasTodas({ mias, onChange, etiqueta, todas = 'Todas' }: MiasTodasProps) {
  return (
    <Vista role="group" aria-label="Ver">
      <Button type="button" $variant={mias ? 'primary' : 'secondary'} aria-pressed={mias} onClick={() => onChange(true)}>
        {etiqueta}
      </Button>
      <Button type="button" $variant={mias ? 'secondary' : 'primary'} aria-pressed={!mias} onClick={() => onChange(false)}>
        {todas}
      </Button>
    </Vista>
  );
}

// /liquidaciones: each owner's settlement of a month (rent collected − commission − the owner's charges): compute or
// recompute one (an owner of a contract), download its PDF, mark it paid (then it is closed).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import { formatFecha, formatImporte, type ContratosResponse, type Liquidacion } from '@inmo/contracts';
import { ApiError, swrFetcher, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Badge, Button, Field, Panel, Spinner } from '@inmo/ui';
import { ButtonRow, PageHead } from '../../../components/ui/layout.js';
import { descargarPdf } from '../../../components/ui/download-pdf.js';
import { liquidacionesKey, marcarPagada, nuevaLiquidacion, useLiquidaciones } from '../api/liquidaciones.js';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;
const Scroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.92rem;
  }
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    white-space: nowrap;
  }
`;

const mesActual = () => new Date(Date.now() - 3 * 3600 * 1000).toISOString().slice(0, 7);

/** The owners of the agency's contracts (the first 100 contracts, newest first), by name. */
function usePropietarios() {
  const { data } = useSWR<ContratosResponse>('/admin/contratos?limit=100', swrFetcher, { revalidateOnFocus: false });
  const owners = new Map<string, string>();
  for (const c of data?.data ?? []) owners.set(c.propietario._id, `${c.propietario.apellido}, ${c.propietario.nombre}`);
  return [...owners].sort((a, b) => a[1].localeCompare(b[1], 'es'));
}

function Fila({ l, periodo }: { l: Liquidacion; periodo: string }) {
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<string | null>(null);
  return (
    <tr>
      <td>{`${l.propietario.apellido}, ${l.propietario.nombre}`}</td>
      <td>{formatImporte(l.cobrado, l.moneda)}</td>
      <td>{formatImporte(l.comision, l.moneda)}</td>
      <td>{formatImporte(l.gastos, l.moneda)}</td>
      <td>
        <strong>{formatImporte(l.neto, l.moneda)}</strong>
      </td>
      <td>{l.pagada ? <Badge $tone="success">{`Pagada ${formatFecha(l.pagada.slice(0, 10))}`}</Badge> : <Badge $tone="warning">Pendiente</Badge>}</td>
      <td>
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={() => void descargarPdf(l.url, `liquidacion-${l.periodo}-${l.propietario.apellido}.pdf`).catch(() => setError('No se pudo descargar'))}>
            PDF
          </Button>
          {!l.pagada && (
            <Button
              type="button"
              onClick={async () => {
                try {
                  await marcarPagada(l._id);
                  await mutate(liquidacionesKey(periodo));
                } catch (err) {
                  setError((err instanceof ApiError && err.serverError) || 'No se pudo marcar como pagada');
                }
              }}
            >
              Marcar pagada
            </Button>
          )}
        </ButtonRow>
        {error && <Alert role="alert">{error}</Alert>}
      </td>
    </tr>
  );
}

export function SettlementsPage() {
  useDocumentTitle('Liquidaciones');
  const { mutate } = useSWRConfig();
  const [periodo, setPeriodo] = useState(mesActual());
  const [propietario, setPropietario] = useState('');
  const [error, setError] = useState<string | null>(null);
  const propietarios = usePropietarios();
  const { data, isLoading } = useLiquidaciones(periodo);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await nuevaLiquidacion({ propietario, periodo });
      await mutate(liquidacionesKey(periodo));
    } catch (err) {
      setError((err instanceof ApiError && err.serverError) || 'No se pudo calcular la liquidación');
    }
  };
  return (
    <>
      <PageHead>
        <h1>Liquidaciones</h1>
      </PageHead>
      <Stack>
        <Panel as="section" aria-label="Calcular liquidación">
          <form onSubmit={submit} noValidate aria-label="Calcular liquidación">
            {error && <Alert role="alert">{error}</Alert>}
            <Field id="liq-periodo" label="Mes">
              {(a) => <input {...a} type="month" value={periodo} onChange={(e) => setPeriodo(e.target.value)} />}
            </Field>
            <Field id="liq-propietario" label="Propietario">
              {(a) => (
                <select {...a} value={propietario} onChange={(e) => setPropietario(e.target.value)}>
                  <option value="">Seleccioná un propietario</option>
                  {propietarios.map(([id, nombre]) => (
                    <option key={id} value={id}>
                      {nombre}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <ButtonRow>
              <Button type="submit">Calcular liquidación</Button>
            </ButtonRow>
          </form>
        </Panel>
        <Panel as="section" aria-label={`Liquidaciones de ${periodo}`}>
          <h2>{`Liquidaciones de ${periodo}`}</h2>
          {isLoading && <Spinner role="status" aria-label="Cargando liquidaciones" />}
          {data && data.data.length === 0 && <p>No hay liquidaciones de este mes.</p>}
          {data && data.data.length > 0 && (
            <Scroll tabIndex={0}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Propietario</th>
                    <th scope="col">Cobrado</th>
                    <th scope="col">Comisión</th>
                    <th scope="col">Gastos</th>
                    <th scope="col">Neto</th>
                    <th scope="col">Estado</th>
                    <th scope="col">Acciones</th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((l) => (
                    <Fila key={l._id} l={l} periodo={periodo} />
                  ))}
                </tbody>
              </table>
            </Scroll>
          )}
        </Panel>
      </Stack>
    </>
  );
}

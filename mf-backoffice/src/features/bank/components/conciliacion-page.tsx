// /conciliacion: the bank's statement read against the tenants' payments. Import a statement (CSV or .xlsx; a bank's
// columns are asked the first time only), then the movements by state: the pending ones with the contracts each
// credit may pay, reconciled in one click or with a contract chosen, or set aside; a list of cards on a phone.
import { useState } from 'react';
import styled from 'styled-components';
import { ESTADOS_MOVIMIENTO, type EstadoMovimiento } from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Panel, Spinner, useToast } from '@inmo/ui';
import { PageHead } from '../../../components/ui/layout.js';
import { CardTable } from '../../../components/ui/card-table.js';
import { useMovimientos } from '../api/banco.js';
import { ImportForm } from './import-form.js';
import { MovimientoFila } from './movimiento-fila.js';

const Stack = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
  button {
    min-height: 44px;
    padding: 0 14px;
    border-radius: 999px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.onSurface};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

/** A date never wraps inside itself. */
const Tabla = styled(CardTable)`
  th.fecha,
  td.fecha {
    white-space: nowrap;
    overflow-wrap: normal;
  }
`;

const ETIQUETAS: Record<EstadoMovimiento, string> = { pendiente: 'Pendientes', conciliado: 'Conciliados', ignorado: 'Ignorados' };

export function ConciliacionPage() {
  useDocumentTitle('Conciliación');
  const [estado, setEstado] = useState<EstadoMovimiento>('pendiente');
  const { data, error, isLoading } = useMovimientos(estado);
  const { toast, showToast } = useToast(5000);
  const items = data?.data ?? [];
  const avisar = (mensaje: string, tipo: 'success' | 'error') => showToast(mensaje, tipo);
  return (
    <>
      <PageHead>
        <h1>Conciliación</h1>
      </PageHead>
      <Stack>
        <ImportForm
          onImportado={(r) => {
            setEstado('pendiente');
            showToast(`${r.importados === 1 ? '1 movimiento importado' : `${r.importados} movimientos importados`}${r.repetidos ? `, ${r.repetidos} ya estaban` : ''}`, 'success');
          }}
          onError={(m) => showToast(m, 'error')}
        />
        <Panel as="section" aria-labelledby="movimientos-banco">
          <h2 id="movimientos-banco">Movimientos</h2>
          <Chips role="group" aria-label="Estado">
            {ESTADOS_MOVIMIENTO.map((e) => (
              <button key={e} type="button" aria-pressed={estado === e} onClick={() => setEstado(e)}>
                {ETIQUETAS[e]}
              </button>
            ))}
          </Chips>
          {error && <Alert role="alert">{(error instanceof ApiError && error.serverError) || 'Error al cargar los movimientos'}</Alert>}
          {isLoading && !data && <Spinner role="status" aria-label="Cargando movimientos" />}
          {data && items.length === 0 && <p>{estado === 'pendiente' ? 'No hay movimientos pendientes: importá un extracto.' : `No hay movimientos ${ETIQUETAS[estado].toLowerCase()}.`}</p>}
          {items.length > 0 && (
            <Tabla>
              <table aria-label={`Movimientos ${ETIQUETAS[estado].toLowerCase()}`}>
                <thead>
                  <tr>
                    <th scope="col" className="fecha">Fecha</th>
                    <th scope="col">Descripción</th>
                    <th scope="col" className="num">Importe</th>
                    <th scope="col">{estado === 'pendiente' ? 'Sugerencias' : 'Estado'}</th>
                    <th scope="col">Acciones</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((m) => (
                    <MovimientoFila key={m._id} m={m} avisar={avisar} />
                  ))}
                </tbody>
              </table>
            </Tabla>
          )}
        </Panel>
      </Stack>
      {toast}
    </>
  );
}

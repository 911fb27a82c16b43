// Liquidaciones → 'Meses cerrados': the closed months with who closed them and when; an admin reopens one, saying why
// (the month's history keeps it). A closed month takes no payment, charge, void, waiver or settlement dated in it.
import { useState } from 'react';
import { formatFechaHora, formatPeriodo, type MesCerrado } from '@inmo/contracts';
import { Alert, Button, Panel } from '@inmo/ui';
import { usePermisos } from '../../../components/account.js';
import { useCierres, useMesesCerrados } from '../../../components/closed-months.js';
import { CardTable } from '../../../components/ui/card-table.js';
import { ConMotivo } from '../../../components/ui/motivo-dialog.js';

export function MesesCerrados() {
  const { data } = useMesesCerrados();
  const puede = usePermisos().cerrarMes;
  const { reabrir } = useCierres();
  const [reabriendo, setReabriendo] = useState<MesCerrado | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const meses = data?.data ?? [];
  return (
    <Panel as="section" aria-labelledby="meses-cerrados-titulo">
      <h2 id="meses-cerrados-titulo">Meses cerrados</h2>
      {aviso && <Alert $tone="success" role="status">{aviso}</Alert>}
      {data && meses.length === 0 && <p>No hay meses cerrados.</p>}
      {meses.length > 0 && (
        <CardTable>
          <table>
            <thead>
              <tr>
                <th scope="col">Mes</th>
                <th scope="col">Cerrado</th>
                {puede && <th scope="col">Acciones</th>}
              </tr>
            </thead>
            <tbody>
              {meses.map((m) => (
                <tr key={m.mes}>
                  <td data-label="Mes">{formatPeriodo(m.mes)}</td>
                  <td data-label="Cerrado">{`${formatFechaHora(m.cerradoEn)} por ${m.cerradoPor}`}</td>
                  {puede && (
                    <td data-label="">
                      <Button $variant="secondary" type="button" aria-label={`Reabrir ${formatPeriodo(m.mes)}`} onClick={() => { setAviso(null); setReabriendo(m); }}>
                        Reabrir
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </CardTable>
      )}
      {reabriendo && (
        <ConMotivo
          titulo={`Reabrir ${formatPeriodo(reabriendo.mes)}`}
          accion="Reabrir"
          aviso="Se van a poder registrar y anular otra vez pagos, cargos, condonaciones y liquidaciones de ese mes. El motivo queda en el historial."
          onConfirm={(motivo) => reabrir(reabriendo.mes, { motivo })}
          onClose={(hecho) => {
            if (hecho) setAviso(`Se reabrió ${formatPeriodo(reabriendo.mes)}.`);
            setReabriendo(null);
          }}
        />
      )}
    </Panel>
  );
}

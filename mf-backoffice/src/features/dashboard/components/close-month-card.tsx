// The dashboard's offer, for admins, to close the previous month once every settlement of it is paid (at least one,
// none pending): 'Cerrar noviembre de 2026', confirmed first. A closed month takes no payment, charge, void, waiver
// or settlement dated in it until an admin reopens it (Liquidaciones → Meses cerrados).
import { useState } from 'react';
import useSWR from 'swr';
import { formatPeriodo, mesAnterior, mesArgentina, type LiquidacionesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import { Alert, Button, ConfirmDialog, Panel } from '@inmo/ui';
import { mensajeDeError, usePermisos } from '../../../components/account.js';
import { useCierres, useMesesCerrados } from '../../../components/closed-months.js';

export function CerrarMesAnterior() {
  const admin = usePermisos().cerrarMes;
  const mes = mesAnterior(mesArgentina());
  const cerrados = useMesesCerrados();
  const { data } = useSWR<LiquidacionesResponse>(admin ? `/admin/liquidaciones?periodo=${mes}` : null, swrFetcher, { revalidateOnFocus: false });
  const { cerrar } = useCierres();
  const [confirmando, setConfirmando] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hecho, setHecho] = useState(false);
  const nombre = formatPeriodo(mes);
  if (hecho) return <Alert $tone="success" role="status">{`Se cerró ${nombre}.`}</Alert>;
  const liquidaciones = data?.data ?? [];
  const yaCerrado = !cerrados.data || cerrados.data.data.some((c) => c.mes === mes);
  if (!admin || yaCerrado || liquidaciones.length === 0 || liquidaciones.some((l) => !l.pagada)) return null;
  const confirmar = async () => {
    setEnviando(true);
    setError(null);
    try {
      await cerrar(mes);
      setHecho(true);
    } catch (err) {
      setError(mensajeDeError(err, 'No se pudo cerrar el mes'));
    } finally {
      setEnviando(false);
      setConfirmando(false);
    }
  };
  return (
    <Panel as="section" aria-labelledby="cerrar-mes-titulo" data-testid="cerrar-mes">
      <h2 id="cerrar-mes-titulo">{`Cierre de ${nombre}`}</h2>
      <p>{`Todas las liquidaciones de ${nombre} están pagadas. Al cerrar el mes ya no se pueden registrar ni anular pagos, cargos, condonaciones ni liquidaciones de ${nombre}.`}</p>
      {error && <Alert role="alert">{error}</Alert>}
      <Button type="button" onClick={() => setConfirmando(true)}>{`Cerrar ${nombre}`}</Button>
      <ConfirmDialog
        open={confirmando}
        title={`¿Cerrar ${nombre}?`}
        message={`No se van a poder registrar ni anular pagos, cargos, condonaciones ni liquidaciones de ${nombre}. Un administrador puede reabrirlo desde Liquidaciones, indicando el motivo.`}
        confirmLabel="Cerrar el mes"
        busy={enviando}
        onConfirm={() => void confirmar()}
        onCancel={() => setConfirmando(false)}
      />
    </Panel>
  );
}

// /liquidaciones: each owner's settlement of a month (rent collected − commission − the owner's charges): compute or
// recompute one (an owner of a contract), download its PDF, mark it paid (then it is closed; admins only), and, once
// paid, invoice its commission to the owner through ARCA ('Facturar comisión'), then the invoice's number and PDF;
// and the closed months, which an admin reopens with a motivo (closed-months-panel.tsx). A closed month is badged
// 'Mes cerrado' and offers neither 'Calcular liquidación' nor 'Marcar pagada' (the API refuses both in it); the
// month's history lists its closes and reopens with who, when and why.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import { formatFecha, formatFechaHora, formatImporte, formatPeriodo, mesArgentina, nombreFactura, type ContratosResponse, type FacturaRespuesta, type Liquidacion } from '@inmo/contracts';
import { ApiError, swrFetcher, useDocumentTitle, useSubmitKey } from '@inmo/shell/platform';
import { Alert, Badge, Button, ConfirmDialog, Field, Panel, Spinner } from '@inmo/ui';
import { usePermisos } from '../../../components/account.js';
import { useMesesCerrados } from '../../../components/closed-months.js';
import { ButtonRow, PageHead } from '../../../components/ui/layout.js';
import { CardTable } from '../../../components/ui/card-table.js';
import { HistoryPanel } from '../../../components/ui/history-panel.js';
import { descargarPdf } from '../../../components/ui/download-pdf.js';
import { MesesCerrados } from './closed-months-panel.js';
import { facturaPdfUrl, facturarLiquidacion, facturasKey, liquidacionesKey, marcarPagada, nuevaLiquidacion, useFacturasDeLiquidaciones, useLiquidaciones } from '../api/liquidaciones.js';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

/** A row's buttons: side by side, wrapping on a narrow cell. */
const Acciones = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const mesActual = () => mesArgentina();

/** The owners of the agency's contracts (the first 100 contracts, newest first), by name. */
function usePropietarios() {
  const { data } = useSWR<ContratosResponse>('/admin/contratos?limit=100', swrFetcher, { revalidateOnFocus: false });
  const owners = new Map<string, string>();
  for (const c of data?.data ?? []) owners.set(c.propietario._id, `${c.propietario.apellido}, ${c.propietario.nombre}`);
  return [...owners].sort((a, b) => a[1].localeCompare(b[1], 'es'));
}


/** A paid settlement's commission invoice: 'Facturar comisión' (with a confirmation), then its number and PDF. */
function FacturaComision({ l, factura, nombre }: { l: Liquidacion; factura: FacturaRespuesta | undefined; nombre: string }) {
  const { mutate } = useSWRConfig();
  const clave = useSubmitKey();
  const [confirmando, setConfirmando] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const facturar = async () => {
    setEnviando(true);
    setError(null);
    try {
      await facturarLiquidacion(l._id, clave.for(l._id));
      clave.done();
      await mutate((k) => typeof k === 'string' && k.startsWith(facturasKey));
    } catch (err) {
      setError((err instanceof ApiError && err.serverError) || 'No se pudo facturar la comisión');
    } finally {
      setConfirmando(false);
      setEnviando(false);
    }
  };
  if (factura) {
    return (
      <>
        <span>{factura.estado === 'autorizada' ? nombreFactura(factura) : `${nombreFactura(factura)} (pendiente de ARCA)`}</span>
        {factura.cae && (
          <Button $variant="secondary" type="button" onClick={() => void descargarPdf(facturaPdfUrl(factura._id), `factura-${factura.tipo}-${factura.numeroComprobante}.pdf`).catch(() => setError('No se pudo descargar'))}>
            PDF de la factura
          </Button>
        )}
        {error && <Alert role="alert">{error}</Alert>}
      </>
    );
  }
  return (
    <>
      <Button type="button" onClick={() => setConfirmando(true)}>
        Facturar comisión
      </Button>
      {error && <Alert role="alert">{error}</Alert>}
      <ConfirmDialog
        open={confirmando}
        title={`¿Facturar la comisión de ${nombre}?`}
        message={`Se emite en ARCA una factura a ${nombre} por la comisión de ${formatPeriodo(l.periodo)}: ${formatImporte(l.comision, l.moneda)}.`}
        confirmLabel="Facturar"
        busy={enviando}
        onConfirm={() => void facturar()}
        onCancel={() => setConfirmando(false)}
      />
    </>
  );
}

function Fila({ l, periodo, factura, cerrado }: { l: Liquidacion; periodo: string; factura: FacturaRespuesta | undefined; cerrado: boolean }) {
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<string | null>(null);
  const puedePagar = usePermisos().pagarLiquidacion;
  const [confirmando, setConfirmando] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const nombre = `${l.propietario.nombre} ${l.propietario.apellido}`.trim();
  const pagar = async () => {
    setEnviando(true);
    try {
      await marcarPagada(l._id);
      await mutate(liquidacionesKey(periodo));
      setConfirmando(false);
    } catch (err) {
      setConfirmando(false);
      setError((err instanceof ApiError && err.serverError) || 'No se pudo marcar como pagada');
    } finally {
      setEnviando(false);
    }
  };
  return (
    <tr>
      <td data-label="Propietario">{`${l.propietario.apellido}, ${l.propietario.nombre}`}</td>
      <td data-label="Cobrado" className="num">{formatImporte(l.cobrado, l.moneda)}</td>
      <td data-label="Comisión" className="num">{formatImporte(l.comision, l.moneda)}</td>
      <td data-label="Gastos" className="num">{formatImporte(l.gastos, l.moneda)}</td>
      <td data-label="Neto" className="num">
        <strong>{formatImporte(l.neto, l.moneda)}</strong>
      </td>
      <td data-label="Estado">{l.pagada ? <Badge $tone="success">{`Pagada ${formatFecha(l.pagada)}`}</Badge> : <Badge $tone="warning">Pendiente</Badge>}</td>
      <td data-label="">
        <Acciones>
          <Button $variant="secondary" type="button" onClick={() => void descargarPdf(l.url, `liquidacion-${l.periodo}-${l.propietario.apellido}.pdf`).catch(() => setError('No se pudo descargar'))}>
            PDF
          </Button>
          {puedePagar && !l.pagada && !cerrado && (
            <Button type="button" onClick={() => setConfirmando(true)}>
              Marcar pagada
            </Button>
          )}
          {l.pagada && l.comision > 0 && l.moneda === 'ARS' && <FacturaComision l={l} factura={factura} nombre={nombre} />}
        </Acciones>
        {error && <Alert role="alert">{error}</Alert>}
        <ConfirmDialog
          open={confirmando}
          title={`¿Marcar pagada la liquidación de ${nombre}?`}
          message={`Se cierra la liquidación de ${formatPeriodo(l.periodo)} por ${formatImporte(l.neto, l.moneda)} y se le envía por email al propietario, si tiene uno cargado. No se puede deshacer: lo que se cobre después va a la liquidación siguiente.`}
          confirmLabel="Marcar pagada y enviar"
          busy={enviando}
          onConfirm={() => void pagar()}
          onCancel={() => setConfirmando(false)}
        />
      </td>
    </tr>
  );
}

export function SettlementsPage() {
  useDocumentTitle('Liquidaciones');
  const { mutate } = useSWRConfig();
  const [periodo, setPeriodo] = useState(mesActual());
  const [propietario, setPropietario] = useState('');
  /** '' lets the API take the one currency of the owner's contracts. */
  const [moneda, setMoneda] = useState<'' | 'ARS' | 'USD'>('');
  const [error, setError] = useState<string | null>(null);
  const propietarios = usePropietarios();
  const { data, isLoading } = useLiquidaciones(periodo);
  const facturas = useFacturasDeLiquidaciones(data?.data.map((l) => l._id) ?? []);
  const cierre = useMesesCerrados().data?.data.find((m) => m.mes === periodo);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await nuevaLiquidacion({ propietario, periodo, moneda: moneda || null });
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
            <Field id="liq-moneda" label="Moneda" hint="La de los contratos del propietario">
              {(a) => (
                <select {...a} value={moneda} onChange={(e) => setMoneda(e.target.value as '' | 'ARS' | 'USD')}>
                  <option value="">La de sus contratos</option>
                  <option value="ARS">Pesos (ARS)</option>
                  <option value="USD">Dólares (USD)</option>
                </select>
              )}
            </Field>
            <ButtonRow>
              <Button type="submit" disabled={!!cierre}>
                Calcular liquidación
              </Button>
            </ButtonRow>
          </form>
        </Panel>
        <Panel as="section" aria-label={`Liquidaciones de ${formatPeriodo(periodo)}`}>
          <h2>
            {`Liquidaciones de ${formatPeriodo(periodo)}`} {cierre && <Badge $tone="neutral">Mes cerrado</Badge>}
          </h2>
          {cierre && <p>{`Cerrado el ${formatFechaHora(cierre.cerradoEn)} por ${cierre.cerradoPor}: sus liquidaciones ya no cambian. Un administrador puede reabrirlo en «Meses cerrados».`}</p>}
          {isLoading && <Spinner role="status" aria-label="Cargando liquidaciones" />}
          {data && data.data.length === 0 && <p>No hay liquidaciones de este mes.</p>}
          {data && data.data.length > 0 && (
            <CardTable>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Propietario</th>
                    <th scope="col" className="num">Cobrado</th>
                    <th scope="col" className="num">Comisión</th>
                    <th scope="col" className="num">Gastos</th>
                    <th scope="col" className="num">Neto</th>
                    <th scope="col">Estado</th>
                    <th scope="col">Acciones</th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((l) => (
                    <Fila key={l._id} l={l} periodo={periodo} factura={facturas.get(l._id)} cerrado={!!cierre} />
                  ))}
                </tbody>
              </table>
            </CardTable>
          )}
        </Panel>
        <MesesCerrados />
        <HistoryPanel entidad="mes" id={periodo} version={cierre ? 1 : 0} titulo={`Historial de ${formatPeriodo(periodo)}`} />
      </Stack>
    </>
  );
}

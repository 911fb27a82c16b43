// /contrato/:id: the contract's terms, its adjustments with their calculation (both index values and dates, the
// factor, both amounts) and 'Avisar al inquilino' (WhatsApp to the tenant's number with that explanation), the
// schedule of cuotas with each one's state ('falta índice' while an index value is not loaded: never guessed),
// 'Editar' (the terms, with the version read), 'Rescindir' with the date, 'Renovar' (a new contract for the same property and parties), and the Historial.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  DESTINO_LABELS, MENSAJE_CONTRATO_AJENO,
  etiquetaEstadoContrato, describirAjuste, factorInusual, faltaVencida, formatValorIndice, hoyArgentina, nombreValorIndice, detalleAjuste, explicacionAjuste, formatFecha, formatImporte, formatPeriodo, formatPorcentaje, whatsappHref,
  type AjusteContrato, type ContratoDetalle,
} from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Badge, Badges, Button, ButtonAnchor, ButtonLink, ConfirmDialog, Hint, Panel, Spinner } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { ButtonRow, PageHead, DataList as Datos } from '../../../components/ui/layout.js';
import { CardTable } from '../../../components/ui/card-table.js';
import { HistoryPanel } from '../../../components/ui/history-panel.js';
import { useContrato } from '../api/contratos.js';
import { usePuedeEditarPropiedad } from '../api/permisos-propiedad.js';
import { CuentaContrato } from './contract-account.js';
import { Editar, Renovar, Rescindir } from './contract-dialogs.js';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.15rem;
  }
`;


const AjusteItem = styled.li`
  list-style: none;
  padding: 12px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  p {
    margin: 4px 0;
    overflow-wrap: anywhere;
  }
`;

/** 'Falta índice' is an error once the missing value's date has passed; before that it is only pending. */
function FaltaIndice({ fecha }: { fecha: string | null }) {
  return fecha && faltaVencida(fecha, hoyArgentina()) ? <Badge $tone="warning">Falta índice</Badge> : <Badge $tone="neutral">Índice pendiente</Badge>;
}

function Ajuste({ c, a }: { c: ContratoDetalle; a: AjusteContrato }) {
  const href = a.montoNuevo !== null ? whatsappHref(c.inquilino.telefonoE164, explicacionAjuste(c, a)) : null;
  const inusual = factorInusual(a.factor);
  const [confirmando, setConfirmando] = useState(false);
  return (
    <AjusteItem aria-label={`Ajuste desde ${formatFecha(a.desde)}`}>
      <strong>{`Desde ${formatFecha(a.desde)}`}</strong>
      {a.indice !== 'FIJO' && a.falta ? (
        <p>
          <FaltaIndice fecha={a.falta} />{' '}
          {faltaVencida(a.falta, hoyArgentina())
            ? `${nombreValorIndice(a.indice, a.falta)} todavía no está cargado.`
            : `${nombreValorIndice(a.indice, a.falta)} todavía no se publicó: se calcula cuando se cargue.`}{' '}
          <Link to={paths.indices}>Cargar índices</Link>
        </p>
      ) : (
        <p>{detalleAjuste(a)}</p>
      )}
      <p>{`${a.montoAnterior === null ? 'sin calcular' : formatImporte(a.montoAnterior, c.moneda)} → ${a.montoNuevo === null ? 'sin calcular' : formatImporte(a.montoNuevo, c.moneda)}`}</p>
      {inusual && (
        <p role="note">
          <Badge $tone="danger">Factor inusual</Badge>{' '}
          {`El factor ${formatValorIndice(a.factor)} es menor que 1 o mayor que 3: revisá los valores del índice antes de avisar.`}
        </p>
      )}
      {href && !inusual && (
        <ButtonAnchor $variant="secondary" href={href} target="_blank" rel="noopener noreferrer">
          Avisar al inquilino
        </ButtonAnchor>
      )}
      {href && inusual && (
        <>
          <Button $variant="secondary" type="button" onClick={() => setConfirmando(true)}>
            Avisar al inquilino
          </Button>
          <ConfirmDialog
            open={confirmando}
            title="¿Avisar un ajuste con un factor inusual?"
            message={`El factor ${formatValorIndice(a.factor)} cambia el alquiler de ${a.montoAnterior === null ? '—' : formatImporte(a.montoAnterior, c.moneda)} a ${formatImporte(a.montoNuevo!, c.moneda)}. Un factor menor que 1 o mayor que 3 suele ser un valor de índice mal cargado.`}
            confirmLabel="Avisar igual"
            onConfirm={() => {
              setConfirmando(false);
              window.open(href, '_blank', 'noopener,noreferrer');
            }}
            onCancel={() => setConfirmando(false)}
          />
        </>
      )}
    </AjusteItem>
  );
}

export function ContractPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading } = useContrato(id);
  const c = data?.data;
  useDocumentTitle(c ? `Contrato: ${c.propiedad.titulo}` : 'Contrato');
  const [rescindiendo, setRescindiendo] = useState(false);
  const [renovando, setRenovando] = useState(false);
  const [editando, setEditando] = useState(false);
  const puedeEditar = usePuedeEditarPropiedad(c?.propiedad._id);
  if (isLoading) return <Spinner role="status" aria-label="Cargando contrato" />;
  if (error || !c) return <Alert role="alert">{(error instanceof ApiError && error.serverError) || 'Contrato no encontrado'}</Alert>;
  const estado = etiquetaEstadoContrato(c, hoyArgentina());
  // The first missing value blocks every later cuota.
  const bloqueo = c.ajustes.find((a) => a.falta)?.falta ?? null;
  const persona = (p: ContratoDetalle['inquilino']) => `${p.nombre} ${p.apellido}`.trim();
  return (
    <>
      <PageHead>
        <h1>{c.propiedad.direccion || c.propiedad.titulo}</h1>
        <Badges>
          <Badge $tone={estado.tono}>{estado.texto}</Badge>
          <ButtonLink $variant="secondary" to={paths.alquileres}>Volver</ButtonLink>
        </Badges>
      </PageHead>
      <Stack>
        <Panel as="section" aria-label="Condiciones">
          <h2>Condiciones</h2>
          <Datos>
            <dt>Propiedad</dt>
            <dd>{`${c.propiedad.titulo}${c.propiedad.codigo ? ` (${c.propiedad.codigo})` : ''} · ${c.propiedad.estado}`}</dd>
            <dt>Propietario</dt>
            <dd>{persona(c.propietario)}</dd>
            <dt>Inquilino</dt>
            <dd>{`${persona(c.inquilino)}${c.inquilino.telefono ? ` · ${c.inquilino.telefono}` : ''}`}</dd>
            <dt>Garantes</dt>
            <dd>{c.garantes.length ? c.garantes.map((g) => `${g.nombre} ${g.apellido} (DNI ${g.dni}, ${g.tipo})`).join('; ') : 'Sin garantes'}</dd>
            <dt>Destino</dt>
            <dd>{c.destino ? DESTINO_LABELS[c.destino] : 'Sin indicar'}</dd>
            <dt>Vigencia</dt>
            <dd>
              {c.rescision
                ? `${formatFecha(c.inicio)} → ${formatFecha(c.rescision.fecha)} (rescindido; el contrato terminaba el ${formatFecha(c.fin)})`
                : `${formatFecha(c.inicio)} → ${formatFecha(c.fin)} (${c.meses} meses)`}
            </dd>
            {(c.renovadoDe || c.renovadoPor) && (
              <>
                <dt>Renovación</dt>
                <dd>
                  {c.renovadoDe && <Link to={`/contrato/${encodeURIComponent(c.renovadoDe)}`}>Contrato anterior</Link>}
                  {c.renovadoDe && c.renovadoPor && ' · '}
                  {c.renovadoPor && <Link to={`/contrato/${encodeURIComponent(c.renovadoPor)}`}>Contrato renovado</Link>}
                </dd>
              </>
            )}
            {c.rescision && (
              <>
                <dt>Rescisión</dt>
                <dd>{`${formatFecha(c.rescision.fecha)}${c.rescision.motivo ? `: ${c.rescision.motivo}` : ''}`}</dd>
              </>
            )}
            <dt>Monto inicial</dt>
            <dd>{formatImporte(c.montoInicial, c.moneda)}</dd>
            <dt>Alquiler actual</dt>
            <dd>{c.montoActual === null ? '—' : formatImporte(c.montoActual, c.moneda)}</dd>
            <dt>Ajuste</dt>
            <dd>{describirAjuste(c.ajuste)}</dd>
            <dt>Vencimiento</dt>
            <dd>{`Día ${c.diaVencimiento} de cada mes · punitorio ${formatPorcentaje(c.punitorioDiario)} diario`}</dd>
            <dt>Comisión de administración</dt>
            <dd>{formatPorcentaje(c.comisionAdministracion)}</dd>
            <dt>Depósito</dt>
            <dd>{c.deposito === null ? 'Sin depósito' : formatImporte(c.deposito, c.moneda)}</dd>
          </Datos>
          {puedeEditar === false && <Hint role="note">{MENSAJE_CONTRATO_AJENO}</Hint>}
          {puedeEditar && (
            <ButtonRow>
              {c.estado !== 'finalizado' && (
                <Button $variant="secondary" type="button" onClick={() => setEditando(true)}>
                  Editar
                </Button>
              )}
              {!c.renovadoPor && !c.rescision && (
                <Button $variant="secondary" type="button" onClick={() => setRenovando(true)}>
                  Renovar
                </Button>
              )}
              {c.estado !== 'finalizado' && !c.rescision && (
                <Button $variant="danger" type="button" onClick={() => setRescindiendo(true)}>
                  Rescindir
                </Button>
              )}
            </ButtonRow>
          )}
        </Panel>
        <Panel as="section" aria-label="Ajustes">
          <h2>Ajustes</h2>
          {c.ajustes.length === 0 ? <p>Este contrato no tiene ajustes.</p> : <ul style={{ padding: 0, margin: 0 }}>{c.ajustes.map((a) => <Ajuste key={a.desde} c={c} a={a} />)}</ul>}
          <Hint>{c.convencion}</Hint>
        </Panel>
        <Panel as="section" aria-label="Cuotas">
          <h2>Cuotas</h2>
          <CardTable role="group" aria-label="Tabla de cuotas">
            <table>
              <thead>
                <tr>
                  <th scope="col">Período</th>
                  <th scope="col">Vencimiento</th>
                  <th scope="col" className="num">Monto</th>
                  <th scope="col">Estado</th>
                </tr>
              </thead>
              <tbody>
                {c.cuotas.map((q) => (
                  <tr key={q.periodo}>
                    <td data-label="Período">{formatPeriodo(q.periodo)}</td>
                    <td data-label="Vencimiento">{formatFecha(q.vencimiento)}</td>
                    <td data-label="Monto" className="num">{q.monto === null ? '—' : formatImporte(q.monto, c.moneda)}</td>
                    <td data-label="Estado">{q.estado === 'falta índice' ? <FaltaIndice fecha={bloqueo} /> : q.estado}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardTable>
        </Panel>
        <CuentaContrato c={c} />
        <HistoryPanel entidad="contrato" id={c._id} version={c.version} />
      </Stack>
      {rescindiendo && <Rescindir c={c} onClose={() => setRescindiendo(false)} />}
      {renovando && <Renovar c={c} onClose={() => setRenovando(false)} />}
      {editando && <Editar c={c} onClose={() => setEditando(false)} />}
    </>
  );
}

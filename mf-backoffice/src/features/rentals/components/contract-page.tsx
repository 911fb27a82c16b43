// /contrato/:id: the contract's terms, its adjustments with their calculation (both index values and dates, the
// factor, both amounts) and 'Avisar al inquilino' (WhatsApp to the tenant's number with that explanation), the
// schedule of cuotas with each one's state ('falta índice' while an index value is not loaded: never guessed),
// 'Editar' (the terms, with the version read), 'Rescindir' with the date, 'Renovar' (a new contract for the same property and parties), and the Historial.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  MENSAJE_CONTRATO_AJENO,
  etiquetaEstadoContrato, INDICES_AJUSTE, INDICE_LABELS, REZAGO_POR_DEFECTO, describirAjuste, factorInusual, faltaVencida, formatValorIndice, hoyArgentina, nombreValorIndice, detalleAjuste, explicacionAjuste, formatFecha, formatImporte, formatPeriodo, formatPorcentaje, textoAr, whatsappHref,
  type AjusteContrato, type ContratoDetalle, type ErroresCampo, type IndiceAjuste,
} from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, AmountInput, Badge, Badges, Button, ButtonAnchor, ButtonLink, ConfirmDialog, Field, Hint, Modal, Options, Panel, Spinner } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { ButtonRow, PageHead } from '../../../components/ui/layout.js';
import { CardTable } from '../../../components/ui/card-table.js';
import { HistoryPanel } from '../../../components/ui/history-panel.js';
import { contratosCambiaron, editarContrato, renovarContrato, rescindirContrato, useContrato } from '../api/contratos.js';
import { usePuedeEditarPropiedad } from '../api/permisos-propiedad.js';
import { CuentaContrato } from './contract-account.js';
import { RezagoField } from './rezago-field.js';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.15rem;
  }
`;

const Datos = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd {
      margin-bottom: 8px;
    }
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

function Rescindir({ c, onClose }: { c: ContratoDetalle; onClose: () => void }) {
  const { mutate } = useSWRConfig();
  const [fecha, setFecha] = useState('');
  const [motivo, setMotivo] = useState('');
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await rescindirContrato(c._id, { fecha, motivo });
      await contratosCambiaron(mutate);
      onClose();
    } catch (err) {
      setErrores((err instanceof ApiError && err.errors) || {});
      setError((err instanceof ApiError && err.serverError) || 'No se pudo rescindir el contrato');
    }
  };
  return (
    <Modal open title="Rescindir contrato" onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label="Rescindir contrato">
        {error && <Alert role="alert">{error}</Alert>}
        <Field id="resc-fecha" label="Fecha de rescisión" error={errores.fecha}>
          {(a) => <input {...a} type="date" value={fecha} onChange={(e) => setFecha(e.target.value)} />}
        </Field>
        <Field id="resc-motivo" label="Motivo" error={errores.motivo}>
          {(a) => <textarea {...a} rows={3} value={motivo} onChange={(e) => setMotivo(e.target.value)} />}
        </Field>
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={onClose}>
            Cancelar
          </Button>
          <Button $variant="danger" type="submit">
            Rescindir
          </Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}

/** Corrects a running contract's terms (parties, guarantors and start stay), sent with the version read: 409 if stale. */
function Editar({ c, onClose }: { c: ContratoDetalle; onClose: () => void }) {
  const { mutate } = useSWRConfig();
  const s = (v: number | null) => textoAr(v);
  const [f, setF] = useState({ meses: s(c.meses), montoInicial: s(c.montoInicial), indice: c.ajuste.indice, cadaMeses: s(c.ajuste.cadaMeses), porcentaje: s(c.ajuste.porcentaje), rezagoMeses: String(c.ajuste.rezagoMeses ?? REZAGO_POR_DEFECTO), diaVencimiento: s(c.diaVencimiento), punitorioDiario: s(c.punitorioDiario), comisionAdministracion: s(c.comisionAdministracion), deposito: s(c.deposito) });
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [error, setError] = useState<string | null>(null);
  const set = (cambio: Partial<typeof f>) => setF((x) => ({ ...x, ...cambio }));
  const nulo = (v: string) => (v.trim() === '' ? null : v);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await editarContrato(c._id, {
        propietario: c.propietario._id, inquilino: c.inquilino._id, garantes: c.garantes, inicio: c.inicio, meses: nulo(f.meses), moneda: c.moneda,
        montoInicial: nulo(f.montoInicial), diaVencimiento: nulo(f.diaVencimiento), punitorioDiario: nulo(f.punitorioDiario),
        comisionAdministracion: nulo(f.comisionAdministracion), deposito: nulo(f.deposito), destino: c.destino, version: c.version,
        ajuste: { indice: f.indice, cadaMeses: nulo(f.cadaMeses), porcentaje: f.indice === 'FIJO' ? nulo(f.porcentaje) : null, rezagoMeses: Number(f.rezagoMeses) },
      });
      await contratosCambiaron(mutate);
      onClose();
    } catch (err) {
      setErrores((err instanceof ApiError && err.errors) || {});
      setError((err instanceof ApiError && err.serverError) || 'No se pudo guardar el contrato');
    }
  };
  return (
    <Modal open title="Editar contrato" onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label="Editar contrato">
        {error && <Alert role="alert">{error}</Alert>}
        <Field id="ed-meses" label="Duración (meses)" error={errores.meses}>
          {(a) => <AmountInput {...a} nombre="Duración en meses" como="entero" value={f.meses} onChange={(v) => set({ meses: v })} />}
        </Field>
        <Field id="ed-monto" label="Monto inicial" error={errores.montoInicial}>
          {(a) => <AmountInput {...a} nombre="Monto inicial" moneda={c.moneda} value={f.montoInicial} onChange={(v) => set({ montoInicial: v })} />}
        </Field>
        <Field id="ed-indice" label="Índice" error={errores['ajuste.indice']}>
          {(a) => (
            <select {...a} value={f.indice} onChange={(e) => set({ indice: e.target.value as IndiceAjuste })}>
              <Options values={INDICES_AJUSTE} labels={INDICE_LABELS} />
            </select>
          )}
        </Field>
        {f.indice !== 'NINGUNO' && (
          <Field id="ed-cada" label="Cada cuántos meses" error={errores['ajuste.cadaMeses']}>
            {(a) => <AmountInput {...a} nombre="Cada cuántos meses" como="entero" value={f.cadaMeses} onChange={(v) => set({ cadaMeses: v })} />}
          </Field>
        )}
        <RezagoField id="ed-rezago" indice={f.indice} value={f.rezagoMeses} onChange={(v) => set({ rezagoMeses: v })} error={errores['ajuste.rezagoMeses']} />
        {f.indice === 'FIJO' && (
          <Field id="ed-porcentaje" label="Porcentaje de ajuste (%)" error={errores['ajuste.porcentaje']}>
            {(a) => <AmountInput {...a} nombre="Porcentaje de ajuste" como="numero" value={f.porcentaje} onChange={(v) => set({ porcentaje: v })} />}
          </Field>
        )}
        <Field id="ed-dia" label="Día de vencimiento (1–28)" error={errores.diaVencimiento}>
          {(a) => <AmountInput {...a} nombre="Día de vencimiento" como="entero" value={f.diaVencimiento} onChange={(v) => set({ diaVencimiento: v })} />}
        </Field>
        <Field id="ed-punitorio" label="Punitorio diario (%)" error={errores.punitorioDiario}>
          {(a) => <AmountInput {...a} nombre="Punitorio diario" como="numero" value={f.punitorioDiario} onChange={(v) => set({ punitorioDiario: v })} />}
        </Field>
        <Field id="ed-comision" label="Comisión de administración (%)" error={errores.comisionAdministracion}>
          {(a) => <AmountInput {...a} nombre="Comisión de administración" como="numero" value={f.comisionAdministracion} onChange={(v) => set({ comisionAdministracion: v })} />}
        </Field>
        <Field id="ed-deposito" label="Depósito" error={errores.deposito}>
          {(a) => <AmountInput {...a} nombre="Depósito" moneda={c.moneda} placeholder="Sin depósito" value={f.deposito} onChange={(v) => set({ deposito: v })} />}
        </Field>
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit">Guardar</Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}

function Renovar({ c, onClose }: { c: ContratoDetalle; onClose: () => void }) {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  // The last rent the schedule could compute; the adjustments after it wait for index values.
  const ultimaCuota = [...c.cuotas].reverse().find((q) => q.monto !== null);
  const ultimo = ultimaCuota?.monto ?? c.montoInicial;
  const pendientes = c.ajustes.filter((a) => a.montoNuevo === null);
  const [f, setF] = useState({ inicio: c.rescision?.fecha ?? c.fin, meses: String(c.meses), montoInicial: textoAr(ultimo), indice: c.ajuste.indice, cadaMeses: String(c.ajuste.cadaMeses), porcentaje: textoAr(c.ajuste.porcentaje), rezagoMeses: String(c.ajuste.rezagoMeses ?? REZAGO_POR_DEFECTO) });
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [error, setError] = useState<string | null>(null);
  const set = (cambio: Partial<typeof f>) => setF((x) => ({ ...x, ...cambio }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const r = await renovarContrato(c._id, {
        inicio: f.inicio, meses: f.meses, moneda: c.moneda, montoInicial: f.montoInicial, diaVencimiento: c.diaVencimiento, punitorioDiario: c.punitorioDiario,
        comisionAdministracion: c.comisionAdministracion, deposito: c.deposito, destino: c.destino,
        ajuste: { indice: f.indice, cadaMeses: f.cadaMeses || null, porcentaje: f.indice === 'FIJO' ? f.porcentaje || null : null, rezagoMeses: Number(f.rezagoMeses) },
      });
      await contratosCambiaron(mutate);
      onClose();
      navigate(`/contrato/${encodeURIComponent(r.data._id)}`);
    } catch (err) {
      setErrores((err instanceof ApiError && err.errors) || {});
      setError((err instanceof ApiError && err.serverError) || 'No se pudo renovar el contrato');
    }
  };
  return (
    <Modal open title="Renovar contrato" onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label="Renovar contrato">
        {error && <Alert role="alert">{error}</Alert>}
        <Field id="ren-inicio" label="Inicio del nuevo contrato" error={errores.inicio}>
          {(a) => <input {...a} type="date" value={f.inicio} onChange={(e) => set({ inicio: e.target.value })} />}
        </Field>
        <Field id="ren-meses" label="Duración (meses)" error={errores.meses}>
          {(a) => <AmountInput {...a} nombre="Duración en meses" como="entero" value={f.meses} onChange={(v) => set({ meses: v })} />}
        </Field>
        <Field id="ren-monto" label="Monto inicial" error={errores.montoInicial}>
          {(a) => <AmountInput {...a} nombre="Monto inicial" moneda={c.moneda} value={f.montoInicial} onChange={(v) => set({ montoInicial: v })} />}
        </Field>
        <Hint role="note">
          {`Propuesto: el último alquiler calculado, ${formatImporte(ultimo, c.moneda)}${ultimaCuota ? ` (cuota de ${formatPeriodo(ultimaCuota.periodo)})` : ''}.`}
          {pendientes.length > 0 &&
            ` ${pendientes.length === 1 ? 'Falta calcular el ajuste' : `Faltan calcular ${pendientes.length} ajustes`}: ${pendientes
              .map((a) => `desde el ${formatFecha(a.desde)}${a.falta ? ` (falta ${nombreValorIndice(a.indice, a.falta)})` : ''}`)
              .join('; ')}. Revisá el monto antes de renovar.`}
        </Hint>
        <Field id="ren-indice" label="Índice" error={errores['ajuste.indice']}>
          {(a) => (
            <select {...a} value={f.indice} onChange={(e) => set({ indice: e.target.value as IndiceAjuste })}>
              <Options values={INDICES_AJUSTE} labels={INDICE_LABELS} />
            </select>
          )}
        </Field>
        {f.indice !== 'NINGUNO' && (
          <Field id="ren-cada" label="Cada cuántos meses" error={errores['ajuste.cadaMeses']}>
            {(a) => <AmountInput {...a} nombre="Cada cuántos meses" como="entero" value={f.cadaMeses} onChange={(v) => set({ cadaMeses: v })} />}
          </Field>
        )}
        <RezagoField id="ren-rezago" indice={f.indice} value={f.rezagoMeses} onChange={(v) => set({ rezagoMeses: v })} error={errores['ajuste.rezagoMeses']} />
        {f.indice === 'FIJO' && (
          <Field id="ren-porcentaje" label="Porcentaje de ajuste (%)" error={errores['ajuste.porcentaje']}>
            {(a) => <AmountInput {...a} nombre="Porcentaje de ajuste" como="numero" value={f.porcentaje} onChange={(v) => set({ porcentaje: v })} />}
          </Field>
        )}
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit">Renovar</Button>
        </ButtonRow>
      </form>
    </Modal>
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

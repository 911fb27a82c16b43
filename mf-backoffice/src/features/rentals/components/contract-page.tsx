// /contrato/:id: the contract's terms, its adjustments with their calculation (both index values and dates, the
// factor, both amounts) and 'Avisar al inquilino' (WhatsApp to the tenant's number with that explanation), the
// schedule of cuotas with each one's state ('falta índice' while an index value is not loaded: never guessed),
// 'Editar' (the terms, with the version read), 'Rescindir' with the date, 'Renovar' (a new contract for the same property and parties), and the Historial.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  ESTADO_CONTRATO_LABELS, INDICES_AJUSTE, INDICE_LABELS, explicacionAjuste, formatFecha, formatMonto, whatsappHref,
  type AjusteContrato, type ContratoDetalle, type ErroresCampo, type IndiceAjuste,
} from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Badge, Badges, Button, ButtonAnchor, ButtonLink, Field, Hint, Modal, Options, Panel, Spinner } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { ButtonRow, PageHead } from '../../../components/ui/layout.js';
import { HistoryPanel } from '../../../components/ui/history-panel.js';
import { contratosCambiaron, editarContrato, renovarContrato, rescindirContrato, useContrato } from '../api/contratos.js';
import { CuentaContrato } from './contract-account.js';

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

const AjusteItem = styled.li`
  list-style: none;
  padding: 12px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  p {
    margin: 4px 0;
    overflow-wrap: anywhere;
  }
`;

const coma = (v: string | null) => (v === null ? '—' : v.replace('.', ','));

function Ajuste({ c, a }: { c: ContratoDetalle; a: AjusteContrato }) {
  const href = a.montoNuevo !== null ? whatsappHref(c.inquilino.telefonoE164, explicacionAjuste(c, a)) : null;
  return (
    <AjusteItem aria-label={`Ajuste desde ${formatFecha(a.desde)}`}>
      <strong>{`Desde ${formatFecha(a.desde)}`}</strong>
      {a.indice === 'FIJO' ? (
        <p>{`Porcentaje fijo: factor ${coma(a.factor)}`}</p>
      ) : a.falta ? (
        <p>
          <Badge $tone="warning">Falta índice</Badge> {`${a.indice} del ${formatFecha(a.falta)} todavía no está cargado.`} <Link to={paths.indices}>Cargar índices</Link>
        </p>
      ) : (
        <p>{`${a.indice}: ${coma(a.valorFin)} (${formatFecha(a.fechaFin)}) ÷ ${coma(a.valorInicio)} (${formatFecha(a.fechaInicio)}) = factor ${coma(a.factor)}`}</p>
      )}
      <p>{`${formatMonto(a.montoAnterior, c.moneda)} → ${a.montoNuevo === null ? 'sin calcular' : formatMonto(a.montoNuevo, c.moneda)}`}</p>
      {href && (
        <ButtonAnchor $variant="secondary" href={href} target="_blank" rel="noopener noreferrer">
          Avisar al inquilino
        </ButtonAnchor>
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
  const s = (v: number | null) => (v === null ? '' : String(v));
  const [f, setF] = useState({ meses: s(c.meses), montoInicial: s(c.montoInicial), indice: c.ajuste.indice, cadaMeses: s(c.ajuste.cadaMeses), porcentaje: s(c.ajuste.porcentaje), diaVencimiento: s(c.diaVencimiento), punitorioDiario: s(c.punitorioDiario), comisionAdministracion: s(c.comisionAdministracion), deposito: s(c.deposito) });
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
        ajuste: { indice: f.indice, cadaMeses: nulo(f.cadaMeses), porcentaje: f.indice === 'FIJO' ? nulo(f.porcentaje) : null },
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
          {(a) => <input {...a} type="number" min={1} max={240} inputMode="numeric" value={f.meses} onChange={(e) => set({ meses: e.target.value })} />}
        </Field>
        <Field id="ed-monto" label="Monto inicial" error={errores.montoInicial}>
          {(a) => <input {...a} type="number" min={0} step="0.01" inputMode="decimal" value={f.montoInicial} onChange={(e) => set({ montoInicial: e.target.value })} />}
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
            {(a) => <input {...a} type="number" min={1} max={60} inputMode="numeric" value={f.cadaMeses} onChange={(e) => set({ cadaMeses: e.target.value })} />}
          </Field>
        )}
        {f.indice === 'FIJO' && (
          <Field id="ed-porcentaje" label="Porcentaje de ajuste (%)" error={errores['ajuste.porcentaje']}>
            {(a) => <input {...a} type="number" min={0} step="0.01" inputMode="decimal" value={f.porcentaje} onChange={(e) => set({ porcentaje: e.target.value })} />}
          </Field>
        )}
        <Field id="ed-dia" label="Día de vencimiento (1–28)" error={errores.diaVencimiento}>
          {(a) => <input {...a} type="number" min={1} max={28} inputMode="numeric" value={f.diaVencimiento} onChange={(e) => set({ diaVencimiento: e.target.value })} />}
        </Field>
        <Field id="ed-punitorio" label="Punitorio diario (%)" error={errores.punitorioDiario}>
          {(a) => <input {...a} type="number" min={0} step="0.01" inputMode="decimal" value={f.punitorioDiario} onChange={(e) => set({ punitorioDiario: e.target.value })} />}
        </Field>
        <Field id="ed-comision" label="Comisión de administración (%)" error={errores.comisionAdministracion}>
          {(a) => <input {...a} type="number" min={0} max={100} step="0.01" inputMode="decimal" value={f.comisionAdministracion} onChange={(e) => set({ comisionAdministracion: e.target.value })} />}
        </Field>
        <Field id="ed-deposito" label="Depósito" error={errores.deposito}>
          {(a) => <input {...a} type="number" min={0} step="0.01" inputMode="decimal" placeholder="Sin depósito" value={f.deposito} onChange={(e) => set({ deposito: e.target.value })} />}
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
  const ultimo = [...c.cuotas].reverse().find((q) => q.monto !== null)?.monto ?? c.montoInicial;
  const [f, setF] = useState({ inicio: c.rescision?.fecha ?? c.fin, meses: String(c.meses), montoInicial: String(ultimo), indice: c.ajuste.indice, cadaMeses: String(c.ajuste.cadaMeses), porcentaje: c.ajuste.porcentaje === null ? '' : String(c.ajuste.porcentaje) });
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [error, setError] = useState<string | null>(null);
  const set = (cambio: Partial<typeof f>) => setF((x) => ({ ...x, ...cambio }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const r = await renovarContrato(c._id, {
        inicio: f.inicio, meses: f.meses, moneda: c.moneda, montoInicial: f.montoInicial, diaVencimiento: c.diaVencimiento, punitorioDiario: c.punitorioDiario,
        comisionAdministracion: c.comisionAdministracion, deposito: c.deposito, destino: c.destino,
        ajuste: { indice: f.indice, cadaMeses: f.cadaMeses || null, porcentaje: f.indice === 'FIJO' ? f.porcentaje || null : null },
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
          {(a) => <input {...a} type="number" min={1} max={240} inputMode="numeric" value={f.meses} onChange={(e) => set({ meses: e.target.value })} />}
        </Field>
        <Field id="ren-monto" label="Monto inicial" error={errores.montoInicial}>
          {(a) => <input {...a} type="number" min={0} step="0.01" inputMode="decimal" value={f.montoInicial} onChange={(e) => set({ montoInicial: e.target.value })} />}
        </Field>
        <Field id="ren-indice" label="Índice" error={errores['ajuste.indice']}>
          {(a) => (
            <select {...a} value={f.indice} onChange={(e) => set({ indice: e.target.value as IndiceAjuste })}>
              <Options values={INDICES_AJUSTE} labels={INDICE_LABELS} />
            </select>
          )}
        </Field>
        {f.indice !== 'NINGUNO' && (
          <Field id="ren-cada" label="Cada cuántos meses" error={errores['ajuste.cadaMeses']}>
            {(a) => <input {...a} type="number" min={1} max={60} inputMode="numeric" value={f.cadaMeses} onChange={(e) => set({ cadaMeses: e.target.value })} />}
          </Field>
        )}
        {f.indice === 'FIJO' && (
          <Field id="ren-porcentaje" label="Porcentaje de ajuste (%)" error={errores['ajuste.porcentaje']}>
            {(a) => <input {...a} type="number" min={0} step="0.01" inputMode="decimal" value={f.porcentaje} onChange={(e) => set({ porcentaje: e.target.value })} />}
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
  if (isLoading) return <Spinner role="status" aria-label="Cargando contrato" />;
  if (error || !c) return <Alert role="alert">{(error instanceof ApiError && error.serverError) || 'Contrato no encontrado'}</Alert>;
  const persona = (p: ContratoDetalle['inquilino']) => `${p.nombre} ${p.apellido}`.trim();
  return (
    <>
      <PageHead>
        <h1>{c.propiedad.direccion || c.propiedad.titulo}</h1>
        <Badges>
          <Badge $tone={c.estado === 'finalizado' ? 'neutral' : c.estado === 'por-vencer' ? 'warning' : 'success'}>{ESTADO_CONTRATO_LABELS[c.estado]}</Badge>
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
            <dd>{`${formatFecha(c.inicio)} → ${formatFecha(c.fin)} (${c.meses} meses)`}</dd>
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
            <dd>{formatMonto(c.montoInicial, c.moneda)}</dd>
            <dt>Alquiler actual</dt>
            <dd>{c.montoActual === null ? '—' : formatMonto(c.montoActual, c.moneda)}</dd>
            <dt>Ajuste</dt>
            <dd>{c.ajuste.indice === 'NINGUNO' ? INDICE_LABELS.NINGUNO : `${INDICE_LABELS[c.ajuste.indice]}${c.ajuste.indice === 'FIJO' ? ` ${c.ajuste.porcentaje} %` : ''}, cada ${c.ajuste.cadaMeses} meses`}</dd>
            <dt>Vencimiento</dt>
            <dd>{`Día ${c.diaVencimiento} de cada mes · punitorio ${c.punitorioDiario} % diario`}</dd>
            <dt>Comisión de administración</dt>
            <dd>{`${c.comisionAdministracion} %`}</dd>
            <dt>Depósito</dt>
            <dd>{c.deposito === null ? 'Sin depósito' : formatMonto(c.deposito, c.moneda)}</dd>
          </Datos>
          <ButtonRow>
            {c.estado !== 'finalizado' && (
              <Button $variant="secondary" type="button" onClick={() => setEditando(true)}>
                Editar
              </Button>
            )}
            {!c.renovadoPor && (
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
        </Panel>
        <Panel as="section" aria-label="Ajustes">
          <h2>Ajustes</h2>
          {c.ajustes.length === 0 ? <p>Este contrato no tiene ajustes.</p> : <ul style={{ padding: 0, margin: 0 }}>{c.ajustes.map((a) => <Ajuste key={a.desde} c={c} a={a} />)}</ul>}
          <Hint>{c.convencion}</Hint>
        </Panel>
        <Panel as="section" aria-label="Cuotas">
          <h2>Cuotas</h2>
          {/* Focusable: on a phone the table scrolls sideways inside it, by keyboard too. */}
          <Scroll tabIndex={0} role="group" aria-label="Tabla de cuotas">
            <table>
              <thead>
                <tr>
                  <th scope="col">Período</th>
                  <th scope="col">Vencimiento</th>
                  <th scope="col">Monto</th>
                  <th scope="col">Estado</th>
                </tr>
              </thead>
              <tbody>
                {c.cuotas.map((q) => (
                  <tr key={q.periodo}>
                    <td>{q.periodo}</td>
                    <td>{formatFecha(q.vencimiento)}</td>
                    <td>{q.monto === null ? '—' : formatMonto(q.monto, c.moneda)}</td>
                    <td>{q.estado === 'falta índice' ? <Badge $tone="warning">falta índice</Badge> : q.estado}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
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

// /operacion/:id, opened from its card in /operaciones: the operation (type, date, amount, property, parties, agent,
// commission, description), 'Editar' to correct it (the new operation's fields, sent with the version read: someone
// else's edit in between answers 409 and the page says so), 'Anular' with a required reason (the operation stays,
// marked 'Anulada' with who, when and why, and leaves every total), and its 'Historial'.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  OPERACION_LABELS, formatFecha, formatFechaHora, formatMonto,
  type ClienteRef, type ErroresCampo,
} from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Badge, Badges, Button, Field, Modal, Panel, Spinner, useToast } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { ButtonRow, PageHead, DataList as Datos } from '../../../components/ui/layout.js';
import { HistoryPanel } from '../../../components/ui/history-panel.js';
import { useOperacion } from '../api/get-operacion.js';
import { editarOperacion } from '../api/editar-operacion.js';
import { anularOperacion } from '../api/anular-operacion.js';
import { operacionesCambiaron } from '../api/crear-operacion.js';
import { aPayload, deOperacion, validar, type OperacionForm } from './operation-form.js';
import { OperationFields } from './operation-fields.js';
import { comisionLegible } from './comision.js';

const Monto = styled.p`
  font-size: 1.5rem;
  font-weight: 700;
  margin: 0 0 12px;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

function persona(c: ClienteRef): string {
  const nombre = `${c.nombre ?? ''} ${c.apellido ?? ''}`.trim() || 'No especificado';
  return c.mail ? `${nombre} (${c.mail})` : nombre;
}

function mensaje(err: unknown, generico: string): string {
  return (err instanceof ApiError && err.serverError) || generico;
}

export function OperationPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data, error, isLoading, mutate: recargar } = useOperacion(id);
  const o = data?.data;
  useDocumentTitle(o ? `Operación: ${o.propiedad}` : 'Operación');
  const [form, setForm] = useState<OperacionForm | null>(null);
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [guardando, setGuardando] = useState(false);
  const [anulando, setAnulando] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [errorMotivo, setErrorMotivo] = useState<string | undefined>();
  const { toast, showToast } = useToast(4000);

  if (isLoading) return <Spinner role="status" aria-label="Cargando operación" />;
  if (error || !o) {
    return (
      <>
        <Button $variant="secondary" onClick={() => navigate(paths.operaciones)}>
          Volver
        </Button>
        <Alert role="alert">{mensaje(error, 'Error al cargar la operación')}</Alert>
      </>
    );
  }
  const anulada = o.estado === 'anulada';

  const guardar = async (e: FormEvent) => {
    e.preventDefault();
    if (!form) return;
    const errs = validar(form);
    setErrores(errs);
    if (Object.keys(errs).length) return;
    setGuardando(true);
    try {
      const r = await editarOperacion(o._id, { ...aPayload(form), agente: form.agente || o.cerradaPor?._id || null, version: o.version });
      await recargar(r, { revalidate: false });
      void operacionesCambiaron(mutate);
      setForm(null);
      showToast(r.message || 'Operación actualizada correctamente', 'success');
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrores(err.errors);
      showToast(mensaje(err, 'Error al guardar los cambios'), 'error');
    } finally {
      setGuardando(false);
    }
  };

  const anular = async () => {
    if (!motivo.trim()) {
      setErrorMotivo('Indicá el motivo de la anulación');
      return;
    }
    setGuardando(true);
    try {
      const r = await anularOperacion(o._id, { motivo: motivo.trim() });
      await recargar(r, { revalidate: false });
      void operacionesCambiaron(mutate);
      setAnulando(false);
      setMotivo('');
      showToast(r.message || 'Operación anulada', 'success');
    } catch (err) {
      setErrorMotivo(mensaje(err, 'No se pudo anular la operación'));
    } finally {
      setGuardando(false);
    }
  };

  return (
    <>
      <PageHead>
        <h1>Operación</h1>
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={() => navigate(paths.operaciones)}>
            Volver
          </Button>
          {!anulada && !form && (
            <>
              <Button type="button" onClick={() => { setErrores({}); setForm(deOperacion(o)); }}>
                Editar
              </Button>
              <Button $variant="danger" type="button" onClick={() => { setErrorMotivo(undefined); setAnulando(true); }}>
                Anular
              </Button>
            </>
          )}
        </ButtonRow>
      </PageHead>
      <Stack>
        {anulada && o.anulacion && (
          <Alert role="status" $tone="info">
            Operación anulada el {formatFechaHora(o.anulacion.fecha)} por {o.anulacion.usuario?.nombre ?? 'un usuario'}. Motivo: {o.anulacion.motivo}. No suma en los totales.
          </Alert>
        )}
        {form ? (
          <Panel as="form" onSubmit={guardar} noValidate aria-label="Editar operación">
            <OperationFields form={form} onChange={(u) => setForm((f) => (f ? u(f) : f))} errores={errores} agenteActual={o.cerradaPor ?? null} />
            <ButtonRow>
              <Button $variant="secondary" type="button" onClick={() => setForm(null)} disabled={guardando}>
                Cancelar
              </Button>
              <Button type="submit" disabled={guardando}>
                {guardando ? 'Guardando...' : 'Guardar'}
              </Button>
            </ButtonRow>
          </Panel>
        ) : (
          <Panel aria-label="Datos de la operación">
            <Badges>
              <Badge $tone={o.operacion === 'venta' ? 'success' : 'accent'}>{OPERACION_LABELS[o.operacion] ?? o.operacion}</Badge>
              {anulada ? <Badge $tone="danger">Anulada</Badge> : <Badge $tone="neutral">Vigente</Badge>}
            </Badges>
            <Monto data-testid="operacion-monto">{formatMonto(o.montoDinero, o.moneda)}</Monto>
            <Datos>
              <dt>Propiedad</dt>
              <dd>{o.propiedadId ? <Link to={`/propiedad/${encodeURIComponent(o.propiedadId)}`}>{o.propiedad}</Link> : o.propiedad}</dd>
              <dt>Fecha de concreción</dt>
              <dd>{formatFecha(o.fechaConcretada)}</dd>
              <dt>Oferente</dt>
              <dd>{o.oferente._id ? <Link to={`/cliente/${encodeURIComponent(o.oferente._id)}`}>{persona(o.oferente)}</Link> : persona(o.oferente)}</dd>
              <dt>Receptor</dt>
              <dd>{o.receptor._id ? <Link to={`/cliente/${encodeURIComponent(o.receptor._id)}`}>{persona(o.receptor)}</Link> : persona(o.receptor)}</dd>
              <dt>Agente</dt>
              <dd>{o.cerradaPor?.nombre ?? 'No registrado'}</dd>
              <dt>Comisión</dt>
              <dd>{comisionLegible(o)}</dd>
              <dt>Descripción</dt>
              <dd>{o.descripcion || 'Sin descripción'}</dd>
            </Datos>
          </Panel>
        )}
        <HistoryPanel entidad="operacion" id={o._id} version={o.version ?? 1} />
      </Stack>
      <Modal
        open={anulando}
        title="Anular operación"
        onClose={() => setAnulando(false)}
        actions={
          <>
            <Button $variant="secondary" type="button" onClick={() => setAnulando(false)} disabled={guardando}>
              Cancelar
            </Button>
            <Button $variant="danger" type="button" onClick={() => void anular()} disabled={guardando}>
              {guardando ? 'Anulando...' : 'Anular operación'}
            </Button>
          </>
        }
      >
        <p>La operación queda registrada como anulada y deja de sumar en el tablero, los reportes y las exportaciones.</p>
        <Field id="op-motivo" label="Motivo" error={errorMotivo}>
          {(a) => <textarea {...a} rows={3} value={motivo} onChange={(e) => { setMotivo(e.target.value); setErrorMotivo(undefined); }} />}
        </Field>
      </Modal>
      {toast}
    </>
  );
}

// The listing's state on its page (contracts property/estado.ts): the badge, and 'Cambiar estado', a dialog with the
// new state and the reason (both required, checked with the API's own schema); saved, the page shows the property
// as the API answered it and the lists are refetched. The change and its reason are in the Historial.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ESTADOS_PROPIEDAD, MENSAJES_ESTADO, leerCambiarEstado, type EstadoPropiedad, type Propiedad } from '@inmo/contracts';
import { ApiError } from '@inmo/shell/platform';
import { Alert, Button, EstadoBadge, Field, FieldGrid, Modal, Options } from '@inmo/ui';
import { changeState } from '../api/change-state.js';
import { invalidatePropertyLists } from '../api/invalidate-lists.js';
import { errorText } from './form-ui.js';

const Estado = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

/** What each state does, under the select. */
const AYUDA: Record<EstadoPropiedad, string> = {
  Disponible: 'Se ve en el sitio y en los portales.',
  Reservada: 'Según los datos de la inmobiliaria: se ve con la etiqueta «Reservada» y sin formulario de consulta, o no se ve.',
  Vendida: 'Sale del sitio, del mapa del sitio y de los portales.',
  Alquilada: 'Sale del sitio, del mapa del sitio y de los portales.',
  Suspendida: 'Sale del sitio, del mapa del sitio y de los portales.',
};

export function EstadoControl({ propiedad, onChanged, notify }: { propiedad: Propiedad; onChanged: (p: Propiedad) => void; notify: (m: string, kind?: 'success' | 'error') => void }) {
  const [open, setOpen] = useState(false);
  const [estado, setEstado] = useState<EstadoPropiedad>(propiedad.estado);
  const [motivo, setMotivo] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const abrir = () => {
    setEstado(propiedad.estado === 'Disponible' ? 'Reservada' : 'Disponible');
    setMotivo('');
    setErrores({});
    setError(null);
    setOpen(true);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const body = { estado, motivo, version: propiedad.version };
    const checked = leerCambiarEstado(body);
    const found: Record<string, string> = checked.ok ? {} : { ...checked.errores };
    if (estado === propiedad.estado) found.estado = MENSAJES_ESTADO.mismoEstado;
    setErrores(found);
    if (!checked.ok || Object.keys(found).length) return;
    setBusy(true);
    try {
      const r = await changeState(propiedad.id, checked.datos);
      void invalidatePropertyLists();
      onChanged(r.propiedad);
      setOpen(false);
      notify(r.message);
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrores(err.errors);
      setError(errorText(err));
    }
    setBusy(false);
  };

  return (
    <>
      <Estado>
        <span>Estado:</span>
        <EstadoBadge estado={propiedad.estado} siempre />
      </Estado>
      <Button $variant="secondary" onClick={abrir}>
        Cambiar estado
      </Button>
      <Modal
        open={open}
        title="Cambiar estado"
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button type="submit" form="cambiar-estado" disabled={busy}>
              {busy ? 'Guardando...' : 'Guardar estado'}
            </Button>
          </>
        }
      >
        <form id="cambiar-estado" onSubmit={(e) => void onSubmit(e)} noValidate>
          {error && <Alert role="alert">{error}</Alert>}
          <FieldGrid>
            <Field id="estado-nuevo" label="Nuevo estado" hint={AYUDA[estado]} error={errores.estado} wide>
              {(a) => (
                <select {...a} value={estado} onChange={(e) => setEstado(e.target.value as EstadoPropiedad)}>
                  <Options values={ESTADOS_PROPIEDAD} />
                </select>
              )}
            </Field>
            <Field id="estado-motivo" label="Motivo" hint="Queda en el historial de la propiedad" error={errores.motivo} wide>
              {(a) => <textarea {...a} rows={3} maxLength={500} value={motivo} onChange={(e) => setMotivo(e.target.value)} />}
            </Field>
          </FieldGrid>
        </form>
      </Modal>
    </>
  );
}

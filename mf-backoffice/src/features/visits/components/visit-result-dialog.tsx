// A visit's outcome: its state, what the visitor said and their interest (1 to 5), saved with the visit's version;
// below, the visit's history.
import { useState } from 'react';
import { ESTADO_VISITA_LABELS, ESTADOS_VISITA_EDITABLES, type Visita } from '@inmo/contracts';
import { Field } from '@inmo/ui';
import { HistoryPanel } from '../../../components/ui/history-panel.js';
import { editarVisita } from '../api/visitas.js';
import { VisitEditDialog } from './visit-edit-dialog.js';

export function ResultDialog({ v, onClose, onSaved }: { v: Visita; onClose: () => void; onSaved: () => void }) {
  const editable = (ESTADOS_VISITA_EDITABLES as readonly string[]).includes(v.estado);
  const [estado, setEstado] = useState<(typeof ESTADOS_VISITA_EDITABLES)[number]>(editable ? (v.estado as (typeof ESTADOS_VISITA_EDITABLES)[number]) : 'cancelada');
  const [resultado, setResultado] = useState(v.resultado ?? '');
  const [interes, setInteres] = useState(v.interes ? String(v.interes) : '');
  return (
    <VisitEditDialog
      titulo="Resultado de la visita"
      boton="Guardar"
      fallo="No se pudo guardar la visita."
      guardar={() => editarVisita(v._id, { estado, resultado, interes: interes || null, version: v.version })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Field id="res-estado" label="Estado">
        {(a) => (
          <select {...a} value={estado} onChange={(e) => setEstado(e.target.value as typeof estado)}>
            {ESTADOS_VISITA_EDITABLES.filter((x) => x !== 'programada' || editable).map((x) => (
              <option key={x} value={x}>
                {ESTADO_VISITA_LABELS[x]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="res-texto" label="Qué dijo el visitante">
        {(a) => <textarea {...a} rows={3} value={resultado} onChange={(e) => setResultado(e.target.value)} />}
      </Field>
      <Field id="res-interes" label="Interés (1 a 5)">
        {(a) => (
          <select {...a} value={interes} onChange={(e) => setInteres(e.target.value)}>
            <option value="">Sin indicar</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </Field>
      <HistoryPanel entidad="visita" id={v._id} version={v.version} />
    </VisitEditDialog>
  );
}

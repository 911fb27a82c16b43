// A visitor's request, confirmed by staff after calling them, with the e-mail the confirmation goes to.
import { useState } from 'react';
import type { Visita } from '@inmo/contracts';
import { Field } from '@inmo/ui';
import { editarVisita } from '../api/visitas.js';
import { fechaHora } from './agenda-dates.js';
import { VisitEditDialog } from './visit-edit-dialog.js';

/** 'Confirmar': staff call the visitor; only once they tick that they did is the request booked and the e-mail sent. */
export function ConfirmDialog({ v, onClose, onSaved }: { v: Visita; onClose: () => void; onSaved: () => void }) {
  const [llamado, setLlamado] = useState(false);
  const [email, setEmail] = useState(v.visitante?.email ?? '');
  const telefono = v.visitante?.telefono ?? '';
  return (
    <VisitEditDialog
      titulo="Confirmar pedido de visita"
      boton="Confirmar visita"
      deshabilitado={!llamado}
      fallo="No se pudo confirmar la visita."
      guardar={() => editarVisita(v._id, { estado: 'programada', confirmadoPorTelefono: llamado, email, version: v.version })}
      onClose={onClose}
      onSaved={onSaved}
    >
      <p>
        Llamá a {v.visitante?.nombre} al <a href={`tel:${telefono.replace(/[^\d+]/g, '')}`}>{telefono}</a> para confirmar la visita del {fechaHora(v.inicio)} a {v.propiedad.titulo}. La
        confirmación por email se envía recién cuando la confirmás acá.
      </p>
      <label>
        <input type="checkbox" checked={llamado} onChange={(e) => setLlamado(e.target.checked)} /> Confirmado por teléfono
      </label>
      <Field id="conf-email" label="Email para la confirmación (confirmalo en la llamada; vacío: sin email)">
        {(a) => <input {...a} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
    </VisitEditDialog>
  );
}

// A visitor's request, confirmed by staff after calling them, with the e-mail the confirmation goes to.
import { useState } from 'react';
import type { Visita } from '@inmo/contracts';
import { Alert, Button, Field, Modal } from '@inmo/ui';
import { mensajeDeError } from '../../../components/account.js';
import { editarVisita } from '../api/visitas.js';
import { fechaHora } from './agenda-dates.js';

/** 'Confirmar': staff call the visitor; only once they tick that they did is the request booked and the e-mail sent. */
export function ConfirmDialog({ v, onClose, onSaved }: { v: Visita; onClose: () => void; onSaved: () => void }) {
  const [llamado, setLlamado] = useState(false);
  const [email, setEmail] = useState(v.visitante?.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const telefono = v.visitante?.telefono ?? '';
  const guardar = async () => {
    try {
      await editarVisita(v._id, { estado: 'programada', confirmadoPorTelefono: llamado, email, version: v.version });
      onSaved();
    } catch (err) {
      setError(mensajeDeError(err, 'No se pudo confirmar la visita.'));
    }
  };
  return (
    <Modal
      open
      title="Confirmar pedido de visita"
      onClose={onClose}
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="button" onClick={guardar} disabled={!llamado}>
            Confirmar visita
          </Button>
        </>
      }
    >
      {error && <Alert role="alert">{error}</Alert>}
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
    </Modal>
  );
}

// A dialog that changes a visit (its outcome, or a visitor's request confirmed): Cancelar and the action below; a
// refusal is shown above the fields and the dialog stays open.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal } from '@inmo/ui';
import { mensajeDeError } from '../../../components/account.js';

export function VisitEditDialog({ titulo, boton, deshabilitado = false, fallo, guardar, onClose, onSaved, children }: {
  titulo: string;
  boton: string;
  deshabilitado?: boolean;
  /** The message when the refusal carries none. */
  fallo: string;
  guardar: () => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
  children: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const enviar = async () => {
    try {
      await guardar();
      onSaved();
    } catch (err) {
      setError(mensajeDeError(err, fallo));
    }
  };
  return (
    <Modal
      open
      title={titulo}
      onClose={onClose}
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="button" onClick={enviar} disabled={deshabilitado}>
            {boton}
          </Button>
        </>
      }
    >
      {error && <Alert role="alert">{error}</Alert>}
      {children}
    </Modal>
  );
}

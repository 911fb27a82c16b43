// A dialog that asks why before an act that stays in the history (a void, waived interest, a month reopened): an
// optional notice, the period when the act is for one of several, the reason, Cancelar and the act; a refusal shows
// above the form and the dialog stays open.
import { useState, type FormEvent } from 'react';
import { formatPeriodo } from '@inmo/contracts';
import { Alert, Button, Field, Modal } from '@inmo/ui';
import { ButtonRow } from './layout.js';
import { useEnvio } from './use-envio.js';

export function ConMotivo({ titulo, accion, aviso, onConfirm, onClose, conPeriodo }: { titulo: string; accion: string; aviso?: string; onConfirm: (motivo: string, periodo: string) => Promise<unknown>; onClose: (hecho?: boolean) => void; conPeriodo?: string[] }) {
  const [motivo, setMotivo] = useState('');
  const [periodo, setPeriodo] = useState(conPeriodo?.[0] ?? '');
  const { error, enviando, enviar } = useEnvio();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return enviar(async () => {
      await onConfirm(motivo, periodo);
      onClose(true);
    }, 'No se pudo completar la acción');
  };
  return (
    <Modal open title={titulo} onClose={() => onClose()}>
      <form onSubmit={submit} noValidate aria-label={titulo}>
        {error && <Alert role="alert">{error}</Alert>}
        {aviso && <p>{aviso}</p>}
        {conPeriodo && (
          <Field id="motivo-periodo" label="Período">
            {(a) => (
              <select {...a} value={periodo} onChange={(e) => setPeriodo(e.target.value)}>
                {conPeriodo.map((p) => (
                  <option key={p} value={p}>
                    {formatPeriodo(p)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field id="motivo-texto" label="Motivo">
          {(a) => <textarea {...a} rows={3} value={motivo} onChange={(e) => setMotivo(e.target.value)} />}
        </Field>
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={() => onClose()}>
            Cancelar
          </Button>
          <Button $variant="danger" type="submit" disabled={enviando}>
            {accion}
          </Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}

// 'Informe para el propietario': makes the listing's private report link (a new one each time: the previous one stops
// working), shows it to copy or send, and revokes it. The listing's page shows it only to whoever may edit the
// listing (the API refuses the others, and its reason is shown as sent).
import { useState } from 'react';
import { Alert, Button, ButtonAnchor, Modal } from '@inmo/ui';
import { mensajeDeError } from '../../../components/account.js';
import { crearEnlaceInforme, revocarEnlaceInforme } from '../api/enlace-informe.js';

export function OwnerReportLink({ propiedadId }: { propiedadId: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [aviso, setAviso] = useState<{ texto: string; tono: 'success' | 'error' } | null>(null);
  const crear = async () => {
    setAviso(null);
    setOpen(true);
    try {
      setUrl((await crearEnlaceInforme(propiedadId)).data.url);
    } catch (err) {
      setAviso({ texto: mensajeDeError(err, 'No se pudo crear el enlace. Intentá nuevamente.'), tono: 'error' });
    }
  };
  const revocar = async () => {
    try {
      await revocarEnlaceInforme(propiedadId);
      setUrl(null);
      setAviso({ texto: 'Enlace revocado: ya no abre el informe.', tono: 'success' });
    } catch (err) {
      setAviso({ texto: mensajeDeError(err, 'No se pudo revocar el enlace. Intentá nuevamente.'), tono: 'error' });
    }
  };
  const copiar = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setAviso({ texto: 'Enlace copiado', tono: 'success' });
    } catch {
      setAviso({ texto: 'No se pudo copiar: seleccioná el enlace y copialo.', tono: 'error' });
    }
  };
  return (
    <>
      <Button $variant="secondary" onClick={() => void crear()}>
        Informe para el propietario
      </Button>
      {open && (
        <Modal
          open
          title="Informe para el propietario"
          onClose={() => setOpen(false)}
          actions={
            <>
              {url && (
                <Button $variant="danger" onClick={() => void revocar()}>
                  Revocar enlace
                </Button>
              )}
              <Button $variant="secondary" onClick={() => setOpen(false)}>
                Cerrar
              </Button>
            </>
          }
        >
          <p>Un enlace privado para el propietario: consultas y visitas por mes, qué dijeron los visitantes, los portales y el historial de precio. Crear uno nuevo anula el anterior.</p>
          {aviso && (
            <Alert role={aviso.tono === 'error' ? 'alert' : 'status'} $tone={aviso.tono}>
              {aviso.texto}
            </Alert>
          )}
          {url && (
            <>
              <p>
                <input aria-label="Enlace del informe" readOnly value={url} style={{ width: '100%' }} onFocus={(e) => e.currentTarget.select()} />
              </p>
              <Button onClick={() => void copiar()}>Copiar enlace</Button>{' '}
              <ButtonAnchor $variant="secondary" href={url} target="_blank" rel="noopener noreferrer">
                Abrir informe
              </ButtonAnchor>
            </>
          )}
        </Modal>
      )}
    </>
  );
}

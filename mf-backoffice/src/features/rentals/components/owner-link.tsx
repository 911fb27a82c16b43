// The owner's private page on the contract: 'Crear enlace privado' (the new link shown once, to copy or send by
// WhatsApp) and, only while the owner has a link, 'Revocar enlace'. Whether one exists is read from the owner's
// history (owner-link-state.ts): the link's secret is never stored, so only its creation and revocation are known.
import { useState } from 'react';
import { whatsappHref, type ContratoDetalle } from '@inmo/contracts';
import { ApiError } from '@inmo/shell/platform';
import { Button, ButtonAnchor } from '@inmo/ui';
import { ButtonRow } from '../../../components/ui/layout.js';
import { useHistorial } from '../../../components/ui/use-historial.js';
import { crearEnlacePropietario, revocarEnlacePropietario } from '../api/cuenta.js';
import { enlacePropietarioActivo } from './owner-link-state.js';

export function EnlacePropietario({ c, showToast }: { c: ContratoDetalle; showToast: (m: string, kind?: 'success' | 'error') => void }) {
  const [url, setUrl] = useState<string | null>(null);
  // Each create or revoke moves the version: the owner's history is read again.
  const [version, setVersion] = useState(0);
  const { entradas } = useHistorial('cliente', c.propietario._id, version);
  const activo = url !== null || enlacePropietarioActivo(entradas) === true;
  const setAviso = (m: string, kind: 'success' | 'error' = 'success') => showToast(m, kind);
  const wa = url ? whatsappHref(c.propietario.telefonoE164, `Hola ${c.propietario.nombre}: este es tu enlace privado para ver tus alquileres y liquidaciones: ${url}`) : null;
  return (
    <>
      <h3>Página del propietario</h3>
      {url && (
        <p>
          <input readOnly aria-label="Enlace privado del propietario" value={url} style={{ width: '100%' }} onFocus={(e) => e.currentTarget.select()} />
        </p>
      )}
      <ButtonRow>
        <Button
          $variant="secondary"
          type="button"
          onClick={async () => {
            try {
              const r = await crearEnlacePropietario(c.propietario._id);
              setUrl(`${window.location.origin}${r.data.url}`);
              setVersion((v) => v + 1);
              setAviso('Enlace creado: el anterior, si había, dejó de funcionar.');
            } catch {
              setAviso('No se pudo crear el enlace', 'error');
            }
          }}
        >
          Crear enlace privado
        </Button>
        {wa && (
          <ButtonAnchor $variant="secondary" href={wa} target="_blank" rel="noopener noreferrer">
            Enviar al propietario por WhatsApp
          </ButtonAnchor>
        )}
        {activo && (
          <Button
            $variant="danger"
            type="button"
            onClick={async () => {
              try {
                await revocarEnlacePropietario(c.propietario._id);
                setUrl(null);
                setVersion((v) => v + 1);
                setAviso('Enlace revocado');
              } catch (err) {
                setAviso(err instanceof ApiError && err.status === 404 ? 'El propietario no tiene un enlace activo' : 'No se pudo revocar el enlace', 'error');
              }
            }}
          >
            Revocar enlace
          </Button>
        )}
      </ButtonRow>
    </>
  );
}

// 'Seguridad' of the Usuarios page: whether admins must use a second factor. Turned on, every admin
// without one is sent to 'Mi cuenta' to set it up on their next request (the API refuses anything else meanwhile).
import { useState } from 'react';
import useSWR from 'swr';
import type { Seguridad } from '@inmo/contracts';
import { api, swrFetcher } from '@inmo/shell/platform';
import { CheckRow, FormSection } from '@inmo/ui';
import { Muted } from '../../components/ui/layout.js';
import { mensajeDeError } from './users-api.js';

export function SecuritySettings({ showToast, onSaved }: { showToast: (m: string, k?: 'success' | 'error' | 'info', ms?: number) => void; onSaved: () => void }) {
  const { data, mutate } = useSWR<{ success: true; data: Seguridad }>('/admin/seguridad', swrFetcher);
  const [busy, setBusy] = useState(false);
  // Shown at once while it is saved (back to the server's value if the save fails).
  const [pending, setPending] = useState<boolean | null>(null);
  const exigir = pending ?? data?.data.exigirSegundoFactorAdmins ?? false;

  const toggle = async (value: boolean) => {
    setBusy(true);
    setPending(value);
    try {
      await api.put('/admin/seguridad', { exigirSegundoFactorAdmins: value });
      await mutate();
      onSaved();
      showToast(value ? 'Los administradores deberán usar el segundo factor' : 'El segundo factor vuelve a ser opcional', 'success');
    } catch (err) {
      showToast(mensajeDeError(err, 'No se pudo guardar el ajuste'), 'error', 6000);
    }
    setPending(null);
    setBusy(false);
  };

  return (
    <FormSection>
      <legend>Seguridad</legend>
      <CheckRow>
        <label>
          <input type="checkbox" checked={exigir} disabled={!data || busy} onChange={(e) => toggle(e.target.checked)} />
          Exigir segundo factor a los administradores
        </label>
      </CheckRow>
      <Muted>Un administrador sin segundo factor deberá activarlo en 'Mi cuenta' antes de seguir usando el panel.</Muted>
    </FormSection>
  );
}

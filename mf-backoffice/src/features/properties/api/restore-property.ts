// Restores a soft-deleted property from the Papelera. NOTE: expected call, not in the API yet:
// POST /api/admin/restaurar-propiedad/{id} → {success, message, propiedad}.
import { api } from '@inmo/shell/platform';

export function restoreProperty(id: string): Promise<{ success: boolean; message?: string }> {
  return api.post(`/admin/restaurar-propiedad/${encodeURIComponent(id)}`);
}

// Where the back office plugs its edit mode into the property page (the public remote holds no editing code).
// Rendered only for a valid admin token; by default it shows the public view as is. The back-office team replaces
// this body to lazily load its editor from mf_backoffice.
import type { ReactNode } from 'react';
import type { Propiedad } from '@inmo/contracts';

export interface AdminSlotProps {
  propiedad: Propiedad;
  tipo: string;
  onSaved: (p: Propiedad) => void;
  children: ReactNode;
}

export function AdminSlot({ children }: AdminSlotProps) {
  return <>{children}</>;
}

// A listing's state as a badge (contracts property/estado.ts): nothing for a Disponible one unless `siempre` (the
// back office's property page shows every state), 'Reservada' in amber, a closed or suspended one muted.
import type { EstadoPropiedad } from '@inmo/contracts';
import { Badge, type BadgeTone } from './badge.js';

const TONO: Record<EstadoPropiedad, BadgeTone> = {
  Disponible: 'success',
  Reservada: 'warning',
  Vendida: 'danger',
  Alquilada: 'danger',
  Suspendida: 'muted',
};

export function EstadoBadge({ estado, siempre = false }: { estado: EstadoPropiedad | undefined; siempre?: boolean }) {
  if (!estado || (estado === 'Disponible' && !siempre)) return null;
  return (
    <Badge $tone={TONO[estado] ?? 'neutral'} data-testid="badge-situacion" data-estado={estado}>
      {estado}
    </Badge>
  );
}

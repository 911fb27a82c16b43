// How a listing's state on a portal reads, the same in the property editor and on the Portales page:
// the state's label and badge tone, the one-line summary ('MercadoLibre: Error — Sin cupo en el paquete
// (pack_quota_exceeded)') and the es-AR date and time of a sync or a retry.
import { ESTADO_PUBLICACION_LABELS, NOMBRES_PORTALES, formatFechaHora, type EstadoPublicacion, type Publicacion } from '@inmo/contracts';
import type { BadgeTone } from '@inmo/ui';

/** 'Error' is red at a glance; on the portal is green; waiting is blue; paused or taken off is grey. */
export const TONO_ESTADO: Record<EstadoPublicacion, BadgeTone> = {
  en_cola: 'accent',
  publicada: 'success',
  pausada: 'muted',
  cerrada: 'neutral',
  error: 'danger',
};

export const etiquetaEstado = (e: EstadoPublicacion): string => ESTADO_PUBLICACION_LABELS[e] ?? e;

/** The portal's reason, with its own code after it when the reason does not already say it. */
export function textoMotivo(p: Pick<Publicacion, 'motivo' | 'codigoError'>): string {
  const motivo = p.motivo?.trim() ?? '';
  const codigo = p.codigoError?.trim() ?? '';
  if (!codigo || motivo.includes(codigo)) return motivo;
  return motivo ? `${motivo} (${codigo})` : codigo;
}

/** 'Zonaprop: Publicada', 'MercadoLibre: Error — Sin cupo en el paquete (pack_quota_exceeded)'. */
export function textoPublicacion(p: Pick<Publicacion, 'portal' | 'estado' | 'motivo' | 'codigoError'>): string {
  const motivo = textoMotivo(p);
  return `${NOMBRES_PORTALES[p.portal] ?? p.portal}: ${etiquetaEstado(p.estado)}${motivo ? ` — ${motivo}` : ''}`;
}

/** The agency's clock (Argentina), whatever the computer's, 24-hour: '24/11/2026 13:05'; null → 'Nunca'. */
export function fechaHora(iso: string | null | undefined): string {
  if (!iso) return 'Nunca';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'Nunca';
  return formatFechaHora(d);
}

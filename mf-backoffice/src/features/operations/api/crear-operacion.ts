// POST /api/admin/nueva-operacion → 201 {success, message, data}. Failure texts of spec §8.
import type { ScopedMutator } from 'swr';
import type { NuevaOperacionRequest, NuevaOperacionResponse } from '@inmo/contracts';
import { api, ApiError } from '@inmo/shell/platform';

/** `clave`: the submit's Idempotency-Key (useSubmitKey): a retry of the submit makes no second operation. */
export function crearOperacion(body: NuevaOperacionRequest, clave: string): Promise<NuevaOperacionResponse> {
  return api.post<NuevaOperacionResponse>('/admin/nueva-operacion', body, { idempotencyKey: clave });
}

/** After a write of an operation: the lists, one operation's page, the dashboard and Reportes read it again. */
export function operacionesCambiaron(mutate: ScopedMutator) {
  return mutate((k) => typeof k === 'string' && (k.startsWith('/admin/operaciones') || k.startsWith('/admin/operacion/') || k.startsWith('/admin/metricas') || k.startsWith('/admin/reportes')));
}

export function mensajeErrorOperacion(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.serverError) return err.serverError;
    if (err.status === 400) return 'Datos inválidos enviados al servidor';
    if (err.status === 500) return 'Error interno del servidor';
  }
  return 'Error al crear la operación';
}

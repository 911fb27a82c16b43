// One client per DNI: a write that would store a DNI another client has is answered 409
// 'Ya existe un cliente con ese DNI', naming that client (ApiErrorBody.existente) so the form can link to it.
// The unique index uq_clients_dni (migration PhonesAndClientDni) settles races; clients that shared a DNI before the
// rule carry dni_repetido and are left aside by the index until their DNI changes. A client without a DNI ('') is
// under no such rule (the index leaves them out too).
import { ERROR_CODES, MENSAJES } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import type { Db } from '../database/db.service.js';

/** Throws the 409 when a client other than `id` has `dni` (the oldest of a repeated group is named). */
export async function rechazarDniTomado(db: Db, dni: string, id: string | null): Promise<void> {
  if (dni === '') return;
  const other = await db.one<{ id: string; nombre: string; apellido: string }>(
    `SELECT id, nombre, apellido FROM clients WHERE dni = $1 AND ($2::uuid IS NULL OR id <> $2::uuid) ORDER BY dni_repetido, created_at LIMIT 1`,
    [dni, id],
  );
  if (other) {
    throw new ApiError(409, MENSAJES.dniRepetido, ERROR_CODES.CLIENT_DNI_TAKEN, { dni: MENSAJES.dniRepetido }, {
      _id: other.id,
      nombre: `${other.nombre} ${other.apellido}`.trim(),
    });
  }
}

/**
 * Runs a write that may store `dni` (its own check included); when two writes race for one DNI the unique index
 * refuses the second, which is then answered like the check would have: 409 naming the client that won.
 */
export async function conDniUnico<T>(db: Db, dni: string, id: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const err = e as { code?: string; driverError?: { code?: string } };
    if ((err.driverError?.code ?? err.code) === '23505') await rechazarDniTomado(db, dni, id);
    throw e;
  }
}

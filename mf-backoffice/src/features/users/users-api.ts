// The users calls (admins only): GET /api/admin/usuarios, POST /api/admin/nuevo-usuario,
// PUT /api/admin/editar-usuario/{id}, POST /api/admin/usuarios/{id}/restablecer (a one-time link) and
// POST /api/admin/usuarios/{id}/segundo-factor/restablecer.
import useSWR from 'swr';
import type { Usuario } from '@inmo/contracts';
import { api, swrFetcher } from '@inmo/shell/platform';

export { mensajeDeError } from '../../components/account.js';

export const USUARIOS_KEY = '/admin/usuarios';

export function useUsuarios() {
  return useSWR<{ success: true; data: Usuario[] }>(USUARIOS_KEY, swrFetcher);
}

/** `clave`: the submit's Idempotency-Key (useSubmitKey): a retry of the submit makes no second account. */
export function crearUsuario(body: { usuario: string; nombre: string; email: string; rol: string; contraseña: string }, clave: string) {
  return api.post<{ success: true; data: Usuario }>('/admin/nuevo-usuario', body, { idempotencyKey: clave });
}

export function editarUsuario(id: string, body: Partial<Pick<Usuario, 'nombre' | 'email' | 'rol' | 'activo'>>) {
  return api.put<{ success: true; data: Usuario }>(`/admin/editar-usuario/${encodeURIComponent(id)}`, body);
}

export function enlaceRestablecer(id: string) {
  return api.post<{ success: true; data: { enlace: string; vence: string; enviadoA?: string } }>(`/admin/usuarios/${encodeURIComponent(id)}/restablecer`);
}

/** Turns another user's second factor off (a lost phone): their sessions end; recorded in their history. */
export function restablecerSegundoFactor(id: string) {
  return api.post<{ success: true; data: Usuario }>(`/admin/usuarios/${encodeURIComponent(id)}/segundo-factor/restablecer`);
}

/** A temporary password to offer: 4 groups of 4 letters and digits, easy to read out (no 0/O, 1/l). */
export function contraseñaTemporal(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

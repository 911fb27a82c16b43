// Who may do what with the agency's money and the index tables: the one place the API's guard and the back office's
// screens read. An admin does everything; an agente records payments and charges on any contract, and creates,
// edits, renews or rescinds a contract only when they may edit its listing (contracts/src/property/permisos.ts). What
// follows is the admins' alone; each refusal names its reason in Spanish.
import type { RolUsuario } from './users.js';

/** The acts only an admin may do, each with the reason an agente is given (403). */
export const SOLO_ADMIN = {
  cargarIndices: 'Solo un administrador puede cargar o borrar valores de los índices: cambian el alquiler de todos los contratos que los usan.',
  pagarLiquidacion: 'Solo un administrador puede marcar pagada una liquidación.',
  anularPago: 'Solo un administrador puede anular un pago.',
  condonarPunitorios: 'Solo un administrador puede condonar punitorios.',
  enlacePropietario: 'Solo un administrador puede crear o revocar el enlace privado de un propietario.',
  anularCargo: 'Solo un administrador puede anular o corregir un cargo.',
  cerrarMes: 'Solo un administrador puede cerrar o reabrir un mes.',
  anularFactura: 'Solo un administrador puede anular una factura: se emite una nota de crédito en ARCA.',
} as const;
export type AccionSoloAdmin = keyof typeof SOLO_ADMIN;

/** An agente who may not edit the contract's listing (create, edit, renew, rescind). */
export const MENSAJE_CONTRATO_AJENO =
  'Solo podés crear, editar, renovar o rescindir contratos de propiedades que podés editar. Pedile a un administrador que te asigne la propiedad.';

/** Whether `rol` may do `accion`. */
export function puede(rol: RolUsuario | string | null | undefined, accion: AccionSoloAdmin): boolean {
  return rol === 'admin' && accion in SOLO_ADMIN;
}

/** Every admin-only act for a role: what a screen shows or hides. */
export function permisosDeRol(rol: RolUsuario | string | null | undefined): Record<AccionSoloAdmin, boolean> {
  return Object.fromEntries((Object.keys(SOLO_ADMIN) as AccionSoloAdmin[]).map((a) => [a, puede(rol, a)])) as Record<AccionSoloAdmin, boolean>;
}

// The note under 'Clientes interesados' when the call cut the list (plain text, no React: unit-tested alone).

/**
 * Under a list the call cut (INTERESADOS_MAX_CLIENTES clients, high priority first): how many are shown of how many.
 * Null when every fitting client is shown.
 */
export function avisoInteresados(mostrados: number, total: number): string | null {
  if (total <= mostrados) return null;
  return `Se muestran los primeros ${mostrados} de ${total.toLocaleString('es-AR')} clientes interesados: primero los de alta prioridad, luego por apellido.`;
}

// Validation rules shared by forms and the API (spec §5). Each validator returns a map campo → mensaje;
// an empty map means valid. The API sends the first message as `error` and the map as `errors`.

export type ErroresCampo = Record<string, string>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function esEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL_RE.test(value.trim());
}

export function esTextoNoVacio(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export function primerError(errores: ErroresCampo): string | null {
  const first = Object.values(errores)[0];
  return first ?? null;
}

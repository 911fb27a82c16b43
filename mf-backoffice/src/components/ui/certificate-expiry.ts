// The ARCA certificate's expiry warning in 'Facturación electrónica': from 30 days before it, and once expired.
import { formatFecha, hoyArgentina } from '@inmo/contracts';

/** Days from today (Argentina) to `fecha` ('YYYY-MM-DD'). */
const diasHasta = (fecha: string) => Math.round((Date.parse(`${fecha}T00:00:00Z`) - Date.parse(`${hoyArgentina()}T00:00:00Z`)) / 86_400_000);

/** The stored certificate's expiry line: a warning from 30 days before it (and once it has expired). */
export function avisoVencimiento(vence: string): string | null {
  const dias = diasHasta(vence);
  if (dias < 0) return `El certificado venció el ${formatFecha(vence)}: ARCA no autoriza facturas hasta que cargues uno nuevo.`;
  if (dias <= 30) return `El certificado vence el ${formatFecha(vence)} (en ${dias} ${dias === 1 ? 'día' : 'días'}): generá uno nuevo en ARCA y cargalo acá.`;
  return null;
}

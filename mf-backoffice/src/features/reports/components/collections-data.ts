// The rows of Reportes' collections CSV: one a payment, money as numbers (the CSV writes a decimal comma).
import { MEDIO_PAGO_LABELS, formatFecha, type CobranzasResponse } from '@inmo/contracts';

export const ENCABEZADOS_COBRANZAS = ['Fecha', 'Recibo', 'Propiedad', 'Inquilino', 'Propietario', 'Moneda', 'Medio', 'Monto', 'Alquiler y punitorios', 'Comisión'];

export function filasCobranzas(data: CobranzasResponse['data']): (string | number)[][] {
  return data.map((c) => [formatFecha(c.fecha), c.recibo, c.propiedad, c.inquilino, c.propietario, c.moneda, MEDIO_PAGO_LABELS[c.medio], c.monto, c.alquiler, c.comision]);
}

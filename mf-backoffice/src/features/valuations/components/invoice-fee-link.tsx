// 'Facturar honorarios': the valuation's fee invoiced through 'Nueva factura', opened with the valuation's client (when
// it has one) and the item's description filled in; staff type the amount.
import { conConsulta, type Tasacion } from '@inmo/contracts';
import { ButtonLink } from '@inmo/ui';
import { paths } from '../../../config/paths.js';

/** 'Honorarios por tasación de casa en Chivilcoy, Av. San Martín 120' (a type written in capitals, as PH, stays so). */
export function descripcionHonorarios(t: Pick<Tasacion, 'sujeto'>): string {
  const { tipo, localidad, direccion } = t.sujeto;
  const que = tipo === tipo.toUpperCase() ? tipo : tipo.toLowerCase();
  return `Honorarios por tasación de ${que} en ${localidad}${direccion ? `, ${direccion}` : ''}`;
}

export function FacturarHonorarios({ t }: { t: Pick<Tasacion, 'sujeto' | 'cliente'> }) {
  return (
    <ButtonLink $variant="secondary" to={conConsulta(paths.nuevaFactura, { cliente: t.cliente?._id, descripcion: descripcionHonorarios(t) })}>
      Facturar honorarios
    </ButtonLink>
  );
}

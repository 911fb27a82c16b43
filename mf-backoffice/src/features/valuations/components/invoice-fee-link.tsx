// 'Facturar honorarios': the valuation's fee invoiced through 'Nueva factura', opened with the valuation's client (when
// it has one) and the item's description filled in; staff type the amount.
import { conConsulta, type Tasacion } from '@inmo/contracts';
import { ButtonLink } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { descripcionHonorarios } from './fee-description.js';

export function FacturarHonorarios({ t }: { t: Pick<Tasacion, 'sujeto' | 'cliente'> }) {
  return (
    <ButtonLink $variant="secondary" to={conConsulta(paths.nuevaFactura, { cliente: t.cliente?._id, descripcion: descripcionHonorarios(t) })}>
      Facturar honorarios
    </ButtonLink>
  );
}

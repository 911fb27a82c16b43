// 'Facturar honorarios': the valuation's fee invoiced through 'Nueva factura', opened with the valuation's client (when
// it has one) and the item's description filled in, as that valuation's invoice; staff type the amount. Once invoiced
// (and not voided) the page names the invoice instead, linked to 'Facturas'.
import { Link } from 'react-router-dom';
import { conConsulta, formatDinero, nombreFactura, type Tasacion } from '@inmo/contracts';
import { ButtonLink, TextLink } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { useFacturasDeTasacion } from '../api/valuations-api.js';
import { descripcionHonorarios } from './fee-description.js';

export function FacturarHonorarios({ t }: { t: Pick<Tasacion, '_id' | 'sujeto' | 'cliente'> }) {
  const { data } = useFacturasDeTasacion(t._id);
  const vigente = data?.data.find((f) => f.estado !== 'anulada' && !f.notaCredito);
  if (vigente) {
    const estado = vigente.estado === 'autorizada' ? '' : ` (${vigente.estado})`;
    return (
      <TextLink as={Link} to={paths.facturas}>
        {`Honorarios facturados: ${nombreFactura(vigente)} por ${formatDinero(vigente.total, 'ARS')}${estado}`}
      </TextLink>
    );
  }
  return (
    <ButtonLink $variant="secondary" to={conConsulta(paths.nuevaFactura, { cliente: t.cliente?._id, descripcion: descripcionHonorarios(t), tasacion: t._id })}>
      Facturar honorarios
    </ButtonLink>
  );
}

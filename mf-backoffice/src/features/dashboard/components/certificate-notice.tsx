// The dashboard's warning, for admins, that the agency's ARCA certificate expires within 30 days (or has expired):
// without a valid one ARCA authorises no invoice. GET /api/admin/facturacion is the admins' only.
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { swrFetcher } from '@inmo/shell/platform';
import { Alert, TextLink } from '@inmo/ui';
import { useCuenta } from '../../../components/account.js';
import { avisoVencimiento } from '../../../components/ui/certificate-expiry.js';
import { paths } from '../../../config/paths.js';

export function CertificadoPorVencer() {
  const admin = useCuenta().data?.data.rol === 'admin';
  const { data } = useSWR<{ data: { certificado: { vence: string } } | null }>(admin ? '/admin/facturacion' : null, swrFetcher, { revalidateOnFocus: false });
  const aviso = data?.data ? avisoVencimiento(data.data.certificado.vence) : null;
  if (!aviso) return null;
  return (
    <Alert role="status" data-testid="certificado-por-vencer">
      {aviso} <TextLink as={Link} to={paths.inmobiliaria}>Datos de la inmobiliaria</TextLink>
    </Alert>
  );
}

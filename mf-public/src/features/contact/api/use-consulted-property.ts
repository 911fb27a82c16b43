// The property an enquiry is about (/contacto?propiedad={id}, from a listing's 'Consultar por esta propiedad'): its
// public reply, for the form to name it. A missing or hidden one is simply not named (the enquiry still goes).
import useSWR from 'swr';
import { esUuid, type PropiedadDetalleResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export function useConsultedProperty(id: string | null) {
  const valid = id && esUuid(id) ? id : null;
  const { data } = useSWR<PropiedadDetalleResponse>(valid ? `/user/propiedad/${encodeURIComponent(valid)}` : null, swrFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return valid && data?.propiedad ? data.propiedad : null;
}

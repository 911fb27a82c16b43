// The property an enquiry is about (/contacto?propiedad={id}, from a listing's 'Consultar por esta propiedad'): its
// public reply, for the form to name it. A missing or hidden one is simply not named (the enquiry still goes).
// A plain request, not SWR: the contact page's first visit then loads no SWR chunk (≈ 5 KB) for what most visits
// (no listing named) never ask.
import { useEffect, useState } from 'react';
import { esUuid, type PropiedadDetalleResponse } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

type Consultada = NonNullable<PropiedadDetalleResponse['propiedad']>;

export function useConsultedProperty(id: string | null): Consultada | null {
  const valid = id && esUuid(id) ? id : null;
  const [found, setFound] = useState<{ id: string; propiedad: Consultada } | null>(null);
  useEffect(() => {
    if (!valid) return;
    let live = true;
    api
      .get<PropiedadDetalleResponse>(`/user/propiedad/${encodeURIComponent(valid)}`)
      .then((r) => live && r.propiedad && setFound({ id: valid, propiedad: r.propiedad }))
      .catch(() => undefined); // not named: the enquiry still goes without it
    return () => {
      live = false;
    };
  }, [valid]);
  return valid && found?.id === valid ? found.propiedad : null;
}

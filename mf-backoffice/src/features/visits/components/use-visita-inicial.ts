// The agenda opened from a client's or a property's page (?cliente= or ?propiedad=): the visit form opens with that
// one chosen, and closing it drops the parameters.
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import type { ClienteResponse, PropiedadDetalleResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import type { VisitaInicial } from './visit-form-dialog.js';

export function useVisitaInicial() {
  const [params, setParams] = useSearchParams();
  const clienteId = params.get('cliente') ?? '';
  const propiedadId = params.get('propiedad') ?? '';
  const cli = useSWR<ClienteResponse>(clienteId ? `/admin/cliente/${encodeURIComponent(clienteId)}` : null, swrFetcher);
  const prop = useSWR<PropiedadDetalleResponse>(propiedadId ? `/user/propiedad/${encodeURIComponent(propiedadId)}` : null, swrFetcher);
  const desdeOtraPagina = (!!clienteId && !!cli.data) || (!!propiedadId && !!prop.data);
  const inicial: VisitaInicial = {
    cliente: cli.data ? { id: cli.data.data._id, texto: `${cli.data.data.nombre} ${cli.data.data.apellido}` } : null,
    propiedad: prop.data ? { id: prop.data.propiedad.id, texto: `${prop.data.propiedad.codigo ?? ''} ${prop.data.propiedad.titulo}`.trim() } : null,
  };
  const limpiar = () => {
    if (clienteId || propiedadId) setParams({}, { replace: true });
  };
  return { inicial, desdeOtraPagina, limpiar, clave: `${clienteId}-${propiedadId}-${desdeOtraPagina}` };
}

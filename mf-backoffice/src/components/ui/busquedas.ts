// The forms' searches of clients and properties (spec §5 New operation: 10 results from 2 characters), on the server
// as staff type, once the typing pauses: GET /api/admin/clientes?q=…&limit=10 (name, surname or DNI; its query:
// contracts clientesConsultaSchema) and GET /api/admin/todas-propiedades?q=…&limit=10 (title, street, town, listing
// code; accents and case aside; its query: contracts catalogoAdminConsultaSchema), so the browser never loads every
// client or the whole catalogue. A choice is read back by its id (GET /api/admin/cliente/{id}, GET
// /api/user/propiedad/{id}, hidden ones too with staff's token): a draft brought back after a reload shows it too.
import useSWR from 'swr';
import {
  LIMITES, conConsulta, type Cliente, type ClienteResponse, type ClientesResponse, type Propiedad, type PropiedadDetalleResponse, type PropiedadPublica,
  type TodasPropiedadesResponse,
} from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import { useTextoEnPausa } from './use-texto-en-pausa.js';

export function buscarClientesKey(q: string): string | null {
  return q.length >= 2 ? conConsulta('/admin/clientes', { q: q.slice(0, 200), limit: LIMITES.resultadosBusqueda }) : null;
}

export function useBuscarClientes(texto: string) {
  const { texto: q, escribiendo } = useTextoEnPausa(texto);
  const key = buscarClientesKey(q);
  const { data, error, isLoading } = useSWR<ClientesResponse>(key, swrFetcher, { revalidateOnFocus: false, keepPreviousData: true });
  return { clientes: key ? (data?.data ?? []) : [], error, buscando: isLoading || escribiendo };
}

export function useClienteElegido(id: string): Cliente | null {
  const { data } = useSWR<ClienteResponse>(id ? `/admin/cliente/${encodeURIComponent(id)}` : null, swrFetcher, { revalidateOnFocus: false });
  return data?.data ?? null;
}

export function buscarPropiedadesKey(q: string): string | null {
  return q.length >= 2 ? conConsulta('/admin/todas-propiedades', { q: q.slice(0, 200), limit: LIMITES.resultadosBusqueda }) : null;
}

export function useBuscarPropiedades(texto: string) {
  const { texto: q, escribiendo } = useTextoEnPausa(texto);
  const key = buscarPropiedadesKey(q);
  const { data, error, isLoading } = useSWR<TodasPropiedadesResponse>(key, swrFetcher, { revalidateOnFocus: false, keepPreviousData: true });
  return { propiedades: key ? (data?.casas ?? []) : [], error, buscando: isLoading || escribiendo };
}

export function usePropiedadElegida(id: string): Propiedad | PropiedadPublica | null {
  const { data } = useSWR<PropiedadDetalleResponse>(id ? `/user/propiedad/${encodeURIComponent(id)}` : null, swrFetcher, { revalidateOnFocus: false });
  return data?.propiedad ?? null;
}

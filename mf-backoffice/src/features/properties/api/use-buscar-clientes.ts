// The property form's owner is chosen by searching every client on the server: GET /api/admin/clientes?q=…&limit=10
// (its query: contracts clientesConsultaSchema) as staff type (from 2 characters, after a short pause), and GET
// /api/admin/cliente/{id} for an owner chosen elsewhere (a client just created for this form).
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { LIMITES, conConsulta, type Cliente, type ClienteResponse, type ClientesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

const PAUSA_MS = 250;

export function useBuscarClientes(texto: string) {
  const [q, setQ] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setQ(texto.trim()), PAUSA_MS);
    return () => clearTimeout(t);
  }, [texto]);
  const key = q.length >= 2 ? conConsulta('/admin/clientes', { q: q.slice(0, 200), limit: LIMITES.resultadosBusqueda }) : null;
  const { data, error, isLoading } = useSWR<ClientesResponse>(key, swrFetcher, { revalidateOnFocus: false, keepPreviousData: true });
  return { clientes: key ? (data?.data ?? []) : [], error, buscando: isLoading || q !== texto.trim() };
}

export function useCliente(id: string | null): Cliente | null {
  const { data } = useSWR<ClienteResponse>(id ? `/admin/cliente/${id}` : null, swrFetcher, { revalidateOnFocus: false });
  return data?.data ?? null;
}

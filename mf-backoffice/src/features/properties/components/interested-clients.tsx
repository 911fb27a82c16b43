// 'Clientes interesados': in the editor's view mode, under the admin toolbar, the clients whose active
// search preferences this property fits, each with the preference that matched and a link to their page.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { resumenPreferencia, type InteresadosPropiedadResponse } from '@inmo/contracts';
import { Badge, Button } from '@inmo/ui';
import { TOLERANCIA_INTERESADOS, useInteresados } from '../api/use-interesados.js';

const Box = styled.section`
  margin: 0 0 16px;
  padding: 12px 14px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  h2 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  ul {
    list-style: none;
    margin: 8px 0 0;
    padding: 0;
    display: grid;
    gap: 8px;
    grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  }
  li {
    padding: 8px 10px;
    border-radius: 6px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.background};
    min-width: 0;
  }
  a {
    color: ${(p) => p.theme.colors.accentText};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  p {
    margin: 4px 0 0;
  }
`;

const Note = styled.p`
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;

const Priority = styled(Badge).attrs({ $tone: 'warning' })`
  margin-left: 8px;
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  margin-top: 8px;
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.error};
    font-weight: 600;
  }
`;

type Interesado = InteresadosPropiedadResponse['data']['interesados'][number];

/** One entry per client (the API answers one row per matching preference), in the API's order. */
function porCliente(rows: Interesado[]): { cliente: Interesado['cliente']; preferencias: Interesado['preferencia'][] }[] {
  const m = new Map<string, { cliente: Interesado['cliente']; preferencias: Interesado['preferencia'][] }>();
  for (const r of rows) {
    const e = m.get(r.cliente._id) ?? { cliente: r.cliente, preferencias: [] };
    e.preferencias.push(r.preferencia);
    m.set(r.cliente._id, e);
  }
  return [...m.values()];
}

/**
 * Under a list the call cut (INTERESADOS_MAX_CLIENTES clients, high priority first): how many are shown of how many.
 * Null when every fitting client is shown.
 */
function avisoInteresados(mostrados: number, total: number): string | null {
  if (total <= mostrados) return null;
  return `Se muestran los primeros ${mostrados} de ${total.toLocaleString('es-AR')} clientes interesados: primero los de alta prioridad, luego por apellido.`;
}

export function InterestedClients({ propiedadId }: { propiedadId: string }) {
  const { interesados, clientes, error, isLoading, retry } = useInteresados(propiedadId);
  const lista = interesados ? porCliente(interesados) : [];
  const aviso = avisoInteresados(lista.length, clientes);
  return (
    <Box aria-labelledby="clientes-interesados-titulo" data-testid="clientes-interesados">
      <h2 id="clientes-interesados-titulo">Clientes interesados</h2>
      <Note>
        Clientes con una preferencia de búsqueda activa del mismo tipo y operación cuyo presupuesto, en la moneda del precio, lo cubre con
        hasta un {TOLERANCIA_INTERESADOS} % de tolerancia (o que no indicaron presupuesto), y cuyas localidades, dormitorios y superficie, si los
        indicaron, son los de esta propiedad.
      </Note>
      {error && !interesados ? (
        <Failed role="alert">
          <p>No pudimos cargar los clientes interesados.</p>
          <Button $variant="secondary" onClick={() => void retry()}>
            Reintentar
          </Button>
        </Failed>
      ) : isLoading || !interesados ? (
        <p role="status">Buscando clientes interesados...</p>
      ) : interesados.length === 0 ? (
        <p>Ningún cliente busca una propiedad como esta.</p>
      ) : (
        <>
          {aviso && <Note role="note">{aviso}</Note>}
          <ul aria-label="Clientes interesados">
            {lista.map(({ cliente, preferencias }) => (
              <li key={cliente._id}>
                <Link to={`/cliente/${encodeURIComponent(cliente._id)}`}>
                  {cliente.nombre} {cliente.apellido}
                </Link>
                {preferencias.some((p) => p.altaPrioridad) && <Priority>Alta Prioridad</Priority>}
                {preferencias.map((pref) => (
                  <p key={pref._id}>Busca: {resumenPreferencia(pref)}</p>
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </Box>
  );
}

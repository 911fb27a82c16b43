// /mi-busqueda/:secreto — a client's private page (never indexed): 'Hola {nombre}', every listing that fits its
// search newest first, 'Nueva' on those that came onto the market since its last visit (and the card's own 'Bajó de
// precio'), and 'Me interesa' under each, which tells the agency (an enquiry tied to the listing and the client).
// A revoked or unknown address: 'Esta página no existe o el enlace ya no es válido.'
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { propiedadHref, type PropiedadMiBusqueda } from '@inmo/contracts';
import { useDocumentTitle } from '@inmo/shell/platform';
import { Badge, Button, CardGrid, EmptyState, LoadingText, MessageCard, PropertyCard } from '@inmo/ui';
import { Container, Lead, PageTitle } from '../../components/ui/layout.js';
import { isNotFound, meInteresa, useMiBusqueda } from './my-search-api.js';

const Acciones = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 8px 0 0;
`;

const Done = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.success};
`;

/** Under a card: 'Nueva' and 'Me interesa' (then what the agency was told). */
function MeInteresa({ p, secreto }: { p: PropiedadMiBusqueda; secreto: string }) {
  const [estado, setEstado] = useState<{ ok: boolean; message: string } | null>(null);
  const [enviando, setEnviando] = useState(false);
  const id = p.id ?? p._id ?? '';
  return (
    <Acciones data-testid="mi-busqueda-acciones">
      {p.nueva && <Badge $tone="accent">Nueva</Badge>}
      {estado?.ok ? (
        <Done role="status">{estado.message}</Done>
      ) : (
        <>
          <Button
            type="button"
            disabled={enviando}
            aria-label={`Me interesa: ${p.titulo}`}
            onClick={async () => {
              setEnviando(true);
              setEstado(await meInteresa(secreto, id));
              setEnviando(false);
            }}
          >
            Me interesa
          </Button>
          {estado && !estado.ok && <p role="alert">{estado.message}</p>}
        </>
      )}
    </Acciones>
  );
}

export function MySearchPage() {
  const { secreto = '' } = useParams();
  const { data, error, mutate } = useMiBusqueda(secreto);
  const notFound = isNotFound(error);
  useDocumentTitle(notFound ? 'Página no encontrada' : 'Mi búsqueda', 'Las propiedades que coinciden con tu búsqueda.');
  if (notFound)
    return (
      <Container>
        <MessageCard role="alert" title="Página no encontrada">
          Esta página no existe o el enlace ya no es válido.
        </MessageCard>
      </Container>
    );
  if (!data && error)
    return (
      <Container>
        <MessageCard role="alert" title="No pudimos cargar tu búsqueda" actions={<Button onClick={() => mutate()}>Reintentar</Button>}>
          Revisá tu conexión e intentá nuevamente.
        </MessageCard>
      </Container>
    );
  if (!data) return <LoadingText role="status">Cargando tu búsqueda...</LoadingText>;
  const { cliente, propiedades } = data.data;
  const nuevas = propiedades.filter((p) => p.nueva).length;
  return (
    <Container>
      <PageTitle>Mi búsqueda</PageTitle>
      <Lead data-testid="mi-busqueda-hola">
        Hola {cliente.nombre}: {propiedades.length === 1 ? 'hay 1 propiedad que coincide' : `hay ${propiedades.length} propiedades que coinciden`} con lo que estás buscando
        {nuevas > 0 ? ` (${nuevas === 1 ? '1 nueva' : `${nuevas} nuevas`} desde tu última visita)` : ''}.
      </Lead>
      {propiedades.length === 0 ? (
        <EmptyState>Por ahora no hay propiedades que coincidan. Te avisamos cuando aparezca una.</EmptyState>
      ) : (
        <CardGrid aria-label="Propiedades de tu búsqueda">
          {propiedades.map((p, i) => (
            <PropertyCard key={p.id ?? p._id} propiedad={p} href={propiedadHref({ ...p, id: p.id ?? p._id ?? '' })} eager={i < 3} actions={<MeInteresa p={p} secreto={secreto} />} />
          ))}
        </CardGrid>
      )}
    </Container>
  );
}

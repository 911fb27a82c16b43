// /propiedad/:id — loads the property, shows 'Cargando propiedad...', a not-found state for a missing or hidden
// property, and the view; for a valid admin token the view goes through AdminSlot (the back office's edit mode).
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { descripcionPropiedad, esPropiedadDePersonal, type Propiedad } from '@inmo/contracts';
import { isAdmin, useAuth, useDocumentTitle } from '@inmo/shell/platform';
import { ButtonLink, Container } from '../../../components/ui/layout.js';
import { useWhatsAppTema } from '../../../components/ui/whatsapp-link.js';
import { paths, propiedadPath } from '../../../config/paths.js';
import { usePropiedad } from '../api/get-property.js';
import { AdminSlot } from '../admin-slot.js';
import { IN_SERVER_RENDER } from '../../../ssr-data.js';
import { PropertyView } from './property-view.js';

const Status = styled.p`
  text-align: center;
  padding: 64px 16px;
  color: ${(p) => p.theme.colors.muted};
  font-size: 1.1rem;
`;

const Box = styled.section`
  max-width: 640px;
  margin: 56px auto;
  padding: 32px 20px;
  text-align: center;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  h1 {
    margin: 0 0 12px;
    font-size: 1.6rem;
  }
  p {
    margin: 0 0 24px;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
`;

const Retry = styled.button`
  padding: 12px 22px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.primary};
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** The site's origin for links shared from this page ('' in the server render, where only the browser's link counts). */
const siteOrigin = () => (IN_SERVER_RENDER ? '' : window.location.origin);

export function PropertyPage() {
  const { id = '' } = useParams();
  const auth = useAuth();
  const { data, error, notFound, mutate } = usePropiedad(id, auth.token);
  const propiedad = data?.propiedad;
  const titulo = propiedad ? propiedad.titulo || propiedad.tituloPublicacion : null;
  useDocumentTitle(notFound ? 'Propiedad no encontrada' : titulo, propiedad && !notFound ? descripcionPropiedad(propiedad) : undefined);
  useWhatsAppTema(propiedad && titulo ? { titulo, url: `${siteOrigin()}${propiedadPath(propiedad.id ?? propiedad._id ?? id)}` } : null);

  if (notFound)
    return (
      <Container>
        <Box role="alert" aria-labelledby="no-encontrada">
          <h1 id="no-encontrada">Propiedad no encontrada</h1>
          <p>La propiedad que buscás no existe o ya no está publicada.</p>
          <Actions>
            <ButtonLink to={paths.home}>Ir al inicio</ButtonLink>
            <ButtonLink to={paths.catalogo} $outline>
              Ver catálogo
            </ButtonLink>
            <ButtonLink to={paths.contacto} $outline>
              Escribinos
            </ButtonLink>
          </Actions>
        </Box>
      </Container>
    );

  if (!propiedad && error)
    return (
      <Container>
        <Box role="alert">
          <h1>No pudimos cargar la propiedad</h1>
          <p>Revisá tu conexión e intentá nuevamente.</p>
          <Actions>
            <Retry type="button" onClick={() => mutate()}>
              Reintentar
            </Retry>
          </Actions>
        </Box>
      </Container>
    );

  if (!propiedad) return <Status role="status">Cargando propiedad...</Status>;

  const tipo = data.tipo ?? propiedad.tipo;
  const staff = auth.isAdmin && isAdmin();
  // Keyed by id: moving to another property starts its gallery at the first image.
  const view = <PropertyView key={propiedad.id ?? id} propiedad={propiedad} tipo={tipo} staff={staff} />;
  // The editor gets the staff reply (with its version and owner); until it has one, the public view.
  if (!staff || !esPropiedadDePersonal(propiedad)) return view;
  const onSaved = (p: Propiedad) => void mutate({ propiedad: p, tipo: p.tipo ?? tipo }, { revalidate: false });
  return (
    <AdminSlot propiedad={propiedad} tipo={tipo} onSaved={onSaved}>
      {view}
    </AdminSlot>
  );
}

// /propiedad/:id — loads the property, shows 'Cargando propiedad...', a not-found state for a missing or hidden
// property, and the view; for a valid staff token the view goes through AdminSlot (the back office's tools).
// `?vista=publica` is staff's 'Vista Pública': the page exactly as a visitor gets it (asked without the token, no
// staff tools), under a one-line notice that it is a preview.
import { useParams, useSearchParams } from 'react-router-dom';
import { descripcionPropiedad, esPropiedadDePersonal, propiedadHref, type Propiedad } from '@inmo/contracts';
import { isTokenValid, useAuth, useDocumentTitle } from '@inmo/shell/platform';
import { Button, LoadingText, MessageCard, NotFoundCard, TextLink } from '@inmo/ui';
import { Container } from '../../../components/ui/layout.js';
import { useWhatsAppTema } from '../../../components/ui/whatsapp-link.js';
import { paths } from '../../../config/paths.js';
import { usePropiedad } from '../api/get-property.js';
import { AdminSlot } from '../admin-slot.js';
import { IN_SERVER_RENDER } from '../../../ssr-data.js';
import { PropertyView, PreviewNotice, VISTA_PUBLICA } from './property-view.js';

/** The site's origin for links shared from this page ('' in the server render, where only the browser's link counts). */
const siteOrigin = () => (IN_SERVER_RENDER ? '' : window.location.origin);

export function PropertyPage() {
  const { id = '' } = useParams();
  const auth = useAuth();
  const preview = useSearchParams()[0].get('vista') === VISTA_PUBLICA;
  const personal = auth.isAuthenticated && !preview;
  const { data, error, notFound, mutate } = usePropiedad(id, auth.token, preview);
  const propiedad = data?.propiedad;
  const titulo = propiedad ? propiedad.titulo || propiedad.tituloPublicacion : null;
  useDocumentTitle(notFound ? 'Propiedad no encontrada' : titulo, propiedad && !notFound ? descripcionPropiedad(propiedad) : undefined);
  // Any member of staff gets the back office's tools (which of them, the editor asks the API: an agente's own listings).
  const staff = personal && isTokenValid();
  const tema = propiedad && titulo ? { titulo, url: `${siteOrigin()}${propiedadHref({ ...propiedad, id: propiedad.id ?? propiedad._id ?? id })}` } : null;
  // A visitor: 'Consultar' and WhatsApp in the bar at the bottom of a phone's screen (CSS shows it below 768 px, where
  // the chat bubble gives way to it).
  const barra = !personal ? tema : null;
  // Staff get the back office's editor here: no public chat bubble over it.
  useWhatsAppTema(staff ? false : tema);

  if (notFound)
    return (
      <Container>
        <NotFoundCard role="alert" titleId="no-encontrada" title="Propiedad no encontrada" paths={paths}>
          La propiedad que buscás no existe o ya no está publicada.
        </NotFoundCard>
      </Container>
    );

  if (!propiedad && error)
    return (
      <Container>
        <MessageCard
          role="alert"
          title="No pudimos cargar la propiedad"
          actions={
            <Button $size="lg" onClick={() => mutate()}>
              Reintentar
            </Button>
          }
        >
          Revisá tu conexión e intentá nuevamente.
        </MessageCard>
      </Container>
    );

  if (!propiedad) return <LoadingText role="status">Cargando propiedad...</LoadingText>;

  const tipo = data.tipo ?? propiedad.tipo;
  // Keyed by id: moving to another property starts its gallery at the first image.
  const view = <PropertyView key={propiedad.id ?? id} propiedad={propiedad} tipo={tipo} staff={staff} personal={personal} barra={barra} />;
  if (preview && auth.isAuthenticated)
    return (
      <>
        <PreviewNotice role="note">
          Vista previa: así ve esta página un visitante. <TextLink href={propiedadHref({ ...propiedad, id: propiedad.id ?? id })}>Volver a la vista de administración</TextLink>
        </PreviewNotice>
        {view}
      </>
    );
  // The editor gets the staff reply (with its version and owner); until it has one, the public view.
  if (!staff || !esPropiedadDePersonal(propiedad)) return view;
  const onSaved = (p: Propiedad) => void mutate({ propiedad: p, tipo: p.tipo ?? tipo }, { revalidate: false });
  return (
    <AdminSlot propiedad={propiedad} tipo={tipo} onSaved={onSaved}>
      {view}
    </AdminSlot>
  );
}

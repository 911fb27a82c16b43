// The property page's view mode (spec §2 Property detail): header with badges and price, gallery, description,
// location with its map, characteristics, services and amenities, price card, 'Volver' and, for staff only,
// 'Vista Pública' (the page as a visitor gets it: ?vista=publica). On a phone a visitor has 'Consultar', 'Pedir
// visita' and WhatsApp in a bar fixed at the bottom of the screen (the page ends with room for it). The gallery, the
// map and the price card are components of their own; what is left here is the page's one layout, read top to bottom.
import { useNavigate } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import {
  LIMITES,
  OPERACION_LABELS,
  aceptaConsultas,
  conPeriodo,
  formatDireccion,
  formatFecha,
  formatPrecio,
  formatPrecioPublico,
  propiedadHref,
  whatsappHref,
  type PropiedadPublica,
} from '@inmo/contracts';
import { isAdmin, useAgencia } from '@inmo/shell/platform';
import { Badge, Badges, Button, ButtonAnchor, ButtonLink, EstadoBadge, TextLink } from '@inmo/ui';
import { Container } from '../../../components/ui/layout.js';
import { mapaDeUbicacion } from './area-map.js';
import { Gallery } from './gallery.js';
import { PropertyFeatures } from './property-features.js';
import { Section } from './view-section.js';
import { imagenesOrdenadas, pisoDe } from './property-details.js';
import { paths } from '../../../config/paths.js';
import { AfterHydration } from '../../../components/after-hydration.js';
import { whatsappTexto, type WhatsAppTema } from '../../../components/ui/whatsapp.js';
import { PedirVisita } from './pedir-visita.js';

/** The query value of staff's preview: /propiedad/{id}/{slug}?vista=publica. */
export const VISTA_PUBLICA = 'publica';

export const PreviewNotice = styled.p`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 12px auto 0;
  padding: 4px 16px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

const Barra = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 40;
  display: flex;
  gap: 8px;
  padding: 10px 16px calc(10px + env(safe-area-inset-bottom, 0px));
  background: ${(p) => p.theme.colors.surface};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadow};
  a {
    flex: 1;
    justify-content: center;
    min-height: 44px;
  }
  /* A phone's (below the top bar's compact width): drawn by the server at every width and shown by CSS alone, so
     the page the app hydrates is the page the server sent. */
  @media (min-width: 768px) {
    display: none;
  }
`;

// The page's end stays above the bar (the footer's last line too).
const RoomForBarra = createGlobalStyle`
  @media (max-width: 767px) {
    body {
      padding-bottom: 72px;
    }
  }
`;

/** The price card's 'Pedir visita' when a phone's bar carries its own. */
const PedirVisitaFueraDeBarra = styled(PedirVisita)`
  @media (max-width: 767px) {
    display: none;
  }
`;

/** 'Consultar' (the enquiry form, about this property), 'Pedir visita' and WhatsApp, at the bottom of a phone's screen. */
function ContactBar({ propiedadId, titulo, tema, visita }: { propiedadId: string; titulo: string; tema: WhatsAppTema; visita: boolean }) {
  const wa = whatsappHref(useAgencia().whatsappE164, whatsappTexto(tema));
  return (
    <Barra role="region" aria-label="Consultar por esta propiedad" data-testid="barra-consulta">
      <RoomForBarra />
      <ButtonLink to={`${paths.contacto}?propiedad=${encodeURIComponent(propiedadId)}`}>Consultar</ButtonLink>
      {visita && <PedirVisita propiedadId={propiedadId} titulo={titulo} enBarra />}
      {wa && (
        <ButtonAnchor $variant="secondary" href={wa} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </ButtonAnchor>
      )}
    </Barra>
  );
}

const Wrap = styled(Container)`
  padding-top: 24px;
  padding-bottom: 16px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: space-between;
  margin-bottom: 16px;
`;

const ToolGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  h1 {
    margin: 8px 0 4px;
    font-size: clamp(1.4rem, 4vw, 2rem);
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
`;

const HeaderPrice = styled.p`
  margin: 0;
  font-size: clamp(1.4rem, 4vw, 1.9rem);
  font-weight: 800;
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
`;

const Layout = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const MapFrame = styled.iframe`
  display: block;
  width: 100%;
  height: 320px;
  border: 0;
  border-radius: 6px;
  margin-top: 12px;
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

const PriceCard = styled.aside`
  position: sticky;
  top: 16px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 20px;
  h2 {
    margin: 0;
    font-size: 1rem;
    color: ${(p) => p.theme.colors.muted};
    font-weight: 600;
  }
  a {
    margin-top: 16px;
    width: 100%;
    justify-content: center;
  }
`;

const BigPrice = styled.p`
  margin: 4px 0 8px;
  font-size: 1.8rem;
  font-weight: 800;
`;

/** Beside a price staff see that the public does not ('Consultar' for them). */
const HiddenMark = styled.span`
  display: block;
  font-size: 0.95rem;
  font-weight: 600;
  color: ${(p) => p.theme.colors.muted};
`;

/** Spec §2 'Volver': staff (valid admin token) → /propiedades; anyone else → the public catalogue, and an invalid
 * or expired token is removed on the way (isAdmin → isTokenValid does that). */
/** The back office's property list (a shell route, not one of this remote's). */
const ADMIN_LIST = '/propiedades';

export function useVolver() {
  const navigate = useNavigate();
  return () => navigate(isAdmin() ? ADMIN_LIST : paths.catalogo);
}

/**
 * `staff`: the back office's toolbar (AdminSlot) brings its own 'Vista Pública' beside Editar / Eliminar; other
 * `personal` (signed-in staff) get it here. `barra`: the phone's bottom bar, with what WhatsApp's text names.
 */
export function PropertyView({
  propiedad: p,
  tipo,
  staff = false,
  personal = false,
  barra = null,
}: {
  propiedad: PropiedadPublica;
  tipo: string;
  staff?: boolean;
  personal?: boolean;
  barra?: WhatsAppTema | null;
}) {
  const volver = useVolver();
  const imagenes = imagenesOrdenadas(p);
  const mapa = mapaDeUbicacion(p.ubicacion, LIMITES.mapaZoom, p.ubicacionAproximada === true);
  const piso = pisoDe(p);
  const dir = formatDireccion(p.ubicacion);
  // Staff see a hidden price, marked as such; the public sees 'Consultar' (spec §3).
  const oculto = staff && p.precio?.visible === false;
  const precio = conPeriodo((oculto && formatPrecio(p.precio)) || formatPrecioPublico(p.precio), p.operacion);
  const marca = oculto && <HiddenMark> (oculto al público)</HiddenMark>;
  const titulo = p.titulo || p.tituloPublicacion || 'Propiedad';
  const operacion = OPERACION_LABELS[p.operacion] ?? p.operacion;
  // A reserved (or, for staff, closed or suspended) listing takes no enquiries.
  const consultas = aceptaConsultas(p.estado);

  return (
    <Wrap as="article" aria-labelledby="propiedad-titulo">
      <Toolbar>
        <ToolGroup>
          <Button $variant="secondary" onClick={volver}>
            ← Volver
          </Button>
        </ToolGroup>
        <ToolGroup>
          {personal && !staff && (
            <ButtonAnchor $variant="secondary" href={`${propiedadHref(p)}?vista=${VISTA_PUBLICA}`} target="_blank" rel="noopener">
              Vista Pública
            </ButtonAnchor>
          )}
        </ToolGroup>
      </Toolbar>
      <Header>
        <div>
          <Badges>
            <Badge data-testid="badge-estado">{operacion}</Badge>
            <EstadoBadge estado={p.estado} />
            <Badge $tone="neutral" data-testid="badge-tipo">
              {tipo}
            </Badge>
            {p.bajoDePrecio && <Badge $tone="success">Bajó de precio</Badge>}
            {p.visible === false && (
              <Badge $tone="warning" data-testid="badge-oculta">
                Oculta
              </Badge>
            )}
          </Badges>
          <h1 id="propiedad-titulo">{titulo}</h1>
          {dir && <Muted>{dir}</Muted>}
          {p.codigo && <Muted data-testid="codigo">Código: {p.codigo}</Muted>}
        </div>
        <HeaderPrice data-testid="precio-encabezado">
          {precio}
          {marca}
        </HeaderPrice>
      </Header>
      <Layout>
        <div>
          <Gallery imagenes={imagenes} titulo={titulo} />
          {p.descripcion?.trim() && (
            <Section title="Descripción">
              <p>{p.descripcion}</p>
            </Section>
          )}
          <Section title="Ubicación">
            {dir ? <p>{dir}</p> : <p>Ubicación a consultar.</p>}
            {p.ubicacion?.entreCalles?.calle1 && p.ubicacion?.entreCalles?.calle2 && (
              <Muted>
                Entre {p.ubicacion.entreCalles.calle1} y {p.ubicacion.entreCalles.calle2}
              </Muted>
            )}
            {piso && <Muted data-testid="piso">Piso: {piso}</Muted>}
            {p.ubicacionAproximada && <Muted data-testid="ubicacion-aproximada">Ubicación aproximada: te damos la dirección exacta cuando consultes.</Muted>}
            {mapa?.embed && (
              <AfterHydration placeholder={<MapFrame as="div" aria-hidden="true" />}>
                <MapFrame title={`Mapa de la ubicación de ${titulo}`} src={mapa.embed} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
              </AfterHydration>
            )}
            {mapa && (
              <p>
                <TextLink href={mapa.link} target="_blank" rel="noopener noreferrer">
                  Ver mapa más grande
                </TextLink>
              </p>
            )}
          </Section>
          <PropertyFeatures propiedad={p} />
        </div>
        <PriceCard aria-labelledby="precio-titulo">
          <h2 id="precio-titulo">Precio de {operacion.toLowerCase()}</h2>
          <BigPrice data-testid="precio">
            {precio}
            {marca}
          </BigPrice>
          <Muted>Publicada: {formatFecha(p.fechaPublicada ?? p.fechaPublicacion)}</Muted>
          {consultas ? (
            <>
              <ButtonLink $size="lg" to={`${paths.contacto}?propiedad=${encodeURIComponent(p._id)}`}>Consultar por esta propiedad</ButtonLink>
              {!personal && (barra ? <PedirVisitaFueraDeBarra propiedadId={p._id} titulo={titulo} /> : <PedirVisita propiedadId={p._id} titulo={titulo} />)}
            </>
          ) : (
            <Muted data-testid="sin-consultas">{p.estado === 'Reservada' ? 'Esta propiedad está reservada.' : `Esta propiedad está ${p.estado?.toLowerCase()}.`}</Muted>
          )}
        </PriceCard>
      </Layout>
      {barra && consultas && <ContactBar propiedadId={p._id} titulo={titulo} tema={barra} visita={!personal} />}
    </Wrap>
  );
}

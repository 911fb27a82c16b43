// The property page's view mode (spec §2 Property detail): header with badges and price, gallery, description,
// location with its map, characteristics, services and amenities, price card, 'Volver' and, for staff only,
// 'Vista Pública' (the page as a visitor gets it: ?vista=publica). On a phone a visitor has 'Consultar', 'Pedir
// visita' and WhatsApp in a bar fixed at the bottom of the screen (the page ends with room for it). The gallery, the
// location with its map, the price card and the phone's bar are components of their own; what is left here is the
// page's one layout, read top to bottom.
import styled from 'styled-components';
import { OPERACION_LABELS, aceptaConsultas, conPeriodo, formatDireccion, formatPrecio, formatPrecioPublico, propiedadHref, type PropiedadPublica } from '@inmo/contracts';
import { Badge, Badges, Button, ButtonAnchor, EstadoBadge } from '@inmo/ui';
import { Container } from '../../../components/ui/layout.js';
import type { WhatsAppTema } from '../../../components/ui/whatsapp.js';
import { ContactBar } from './contact-bar.js';
import { Gallery } from './gallery.js';
import { LocationSection } from './location-section.js';
import { PriceCardAside, HiddenMark } from './price-card.js';
import { PropertyFeatures } from './property-features.js';
import { imagenesOrdenadas } from './property-details.js';
import { useVolver } from './use-volver.js';
import { Muted, Section } from './view-section.js';

/** The query value of staff's preview: /propiedad/{id}/{slug}?vista=publica. */
export const VISTA_PUBLICA = 'publica';

export const PreviewNotice = styled.p`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 12px auto 0;
  padding: 4px 16px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

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

const Layout = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

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
          <LocationSection propiedad={p} titulo={titulo} />
          <PropertyFeatures propiedad={p} />
        </div>
        <PriceCardAside propiedad={p} titulo={titulo} operacion={operacion} precio={precio} marca={marca} consultas={consultas} personal={personal} enBarra={!!barra} />
      </Layout>
      {barra && consultas && <ContactBar propiedadId={p._id} titulo={titulo} tema={barra} visita={!personal} />}
    </Wrap>
  );
}

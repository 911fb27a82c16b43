// The property page's view mode (spec §2 Property detail): header with badges and price, gallery, description,
// location with its map, characteristics, services and amenities, price card, 'Volver' and 'Vista Pública'.
// Over 300 lines, most of it the page's styled layout: left whole while the property details it draws are reworked
// (issue 12, property-details.ts); the characteristics and services sections are the ones to move out then.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  LIMITES,
  OPERACION_LABELS,
  amenitiesPublicas,
  caracteristicasPublicas,
  formatDireccion,
  formatFecha,
  formatPrecioPublico,
  serviciosPublicos,
  type PropiedadPublica,
} from '@inmo/contracts';
import { isAdmin } from '@inmo/shell/platform';
import { Badge, Badges, Button, ButtonAnchor, ButtonLink, Panel, TextLink } from '@inmo/ui';
import { Container } from '../../../components/ui/layout.js';
import { mapaDePropiedad } from '../../../components/ui/osm.js';
import { Gallery } from './gallery.js';
import { imagenesOrdenadas, pisoDe } from './property-details.js';
import { paths, propiedadPath } from '../../../config/paths.js';
import { AfterHydration } from '../../../components/after-hydration.js';

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

const Block = styled(Panel)`
  margin: 20px 0 0;
  h2 {
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const DataGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 12px;
  margin: 0;
  div {
    padding: 10px 12px;
    border-radius: 6px;
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  dt {
    font-size: 0.8rem;
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 700;
  }
`;

const Checks = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 8px;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;

const Mark = styled.span<{ $on: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  font-size: 0.8rem;
  font-weight: 800;
  background: ${(p) => (p.$on ? p.theme.colors.successFill : p.theme.colors.surfaceAlt)};
  color: ${(p) => (p.$on ? p.theme.colors.onStatus : p.theme.colors.muted)};
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `sec-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Block aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Block>
  );
}

/** Spec §2 'Volver': staff (valid admin token) → /propiedades; anyone else → the public catalogue, and an invalid
 * or expired token is removed on the way (isAdmin → isTokenValid does that). */
/** The back office's property list (a shell route, not one of this remote's). */
const ADMIN_LIST = '/propiedades';

export function useVolver() {
  const navigate = useNavigate();
  return () => navigate(isAdmin() ? ADMIN_LIST : paths.catalogo);
}

/** `staff`: the back office's toolbar (AdminSlot) brings its own 'Vista Pública' beside Editar / Eliminar. */
export function PropertyView({ propiedad: p, tipo, staff = false }: { propiedad: PropiedadPublica; tipo: string; staff?: boolean }) {
  const volver = useVolver();
  const imagenes = imagenesOrdenadas(p);
  const datos = caracteristicasPublicas(p);
  const servicios = serviciosPublicos(p);
  const amenities = amenitiesPublicas(p);
  const mapa = mapaDePropiedad(p.ubicacion, LIMITES.mapaZoom);
  const piso = pisoDe(p);
  const dir = formatDireccion(p.ubicacion);
  const precio = formatPrecioPublico(p.precio);
  const titulo = p.titulo || p.tituloPublicacion || 'Propiedad';
  const operacion = OPERACION_LABELS[p.operacion] ?? p.operacion;

  return (
    <Wrap as="article" aria-labelledby="propiedad-titulo">
      <Toolbar>
        <ToolGroup>
          <Button $variant="secondary" onClick={volver}>
            ← Volver
          </Button>
        </ToolGroup>
        <ToolGroup>
          {!staff && (
            <ButtonAnchor $variant="secondary" href={propiedadPath(p.id ?? p._id)} target="_blank" rel="noopener">
              Vista Pública
            </ButtonAnchor>
          )}
        </ToolGroup>
      </Toolbar>
      <Header>
        <div>
          <Badges>
            <Badge data-testid="badge-estado">{operacion}</Badge>
            <Badge $tone="neutral" data-testid="badge-tipo">
              {tipo}
            </Badge>
            {p.visible === false && (
              <Badge $tone="warning" data-testid="badge-oculta">
                Oculta
              </Badge>
            )}
          </Badges>
          <h1 id="propiedad-titulo">{titulo}</h1>
          {dir && <Muted>{dir}</Muted>}
        </div>
        <HeaderPrice data-testid="precio-encabezado">{precio}</HeaderPrice>
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
          {datos.length > 0 && (
            <Section title="Características">
              <DataGrid>
                {datos.map((d) => (
                  <div key={d.label}>
                    <dt>{d.label}</dt>
                    <dd>{d.value}</dd>
                  </div>
                ))}
              </DataGrid>
            </Section>
          )}
          {(servicios || amenities.length > 0) && (
            <Section title={servicios ? 'Servicios y amenities' : 'Amenities'}>
              {servicios && (
                <Checks aria-label="Servicios">
                  {servicios.map((s) => (
                    <li key={s.label}>
                      <Mark $on={s.tiene} aria-hidden="true">
                        {s.tiene ? '✓' : '–'}
                      </Mark>
                      <span>
                        {s.label}
                        <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{s.tiene ? ': sí' : ': no'}</span>
                      </span>
                    </li>
                  ))}
                </Checks>
              )}
              {amenities.length > 0 && (
                <Checks aria-label="Amenities">
                  {amenities.map((a) => (
                    <li key={a}>
                      <Mark $on aria-hidden="true">
                        ✓
                      </Mark>
                      {a}
                    </li>
                  ))}
                </Checks>
              )}
            </Section>
          )}
        </div>
        <PriceCard aria-labelledby="precio-titulo">
          <h2 id="precio-titulo">Precio de {operacion.toLowerCase()}</h2>
          <BigPrice data-testid="precio">{precio}</BigPrice>
          <Muted>Publicada: {formatFecha(p.fechaPublicada ?? p.fechaPublicacion)}</Muted>
          <ButtonLink $size="lg" to={paths.contacto}>Consultar por esta propiedad</ButtonLink>
        </PriceCard>
      </Layout>
    </Wrap>
  );
}

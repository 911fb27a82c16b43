// Home (spec §2 Home): hero carousel with the agency's introduction and a search that opens the
// filtered catalogue, the featured listings, the three services and the office map; the first visit of a browser
// session pings the backend.
import { useEffect } from 'react';
import styled from 'styled-components';
import { paginasPublicas } from '@inmo/contracts';
import { useAgencia, useDocumentTitle } from '@inmo/shell/platform';
import { ButtonLink, TextLink } from '@inmo/ui';
import { paths } from '../../config/paths.js';
import { Container, Section } from '../../components/ui/layout.js';
import { ClipboardIcon, HomeIcon, KeyIcon } from '../../components/ui/icons.js';
import { osmEmbedUrl, osmLink } from '../../components/ui/osm.js';
import { pingBackendOnce } from './api/ping-backend.js';
import { AfterHydration } from '../../components/after-hydration.js';
import { HeroCarousel } from './components/hero-carousel.js';
import { HeroSearch } from './components/hero-search.js';
import { FeaturedListings } from './components/featured-listings.js';
import { H2 } from './components/home-ui.js';

const HeroTitle = styled.h1`
  margin: 0 0 16px;
  font-size: clamp(1.9rem, 5vw, 3rem);
  line-height: 1.15;
  max-width: 18ch;
`;

const HeroText = styled.p`
  margin: 0 0 28px;
  max-width: 60ch;
  font-size: 1.1rem;
  opacity: 0.95;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

// White on the hero's pictures, whatever the theme. The hover selector matches the kit button's own (it would win).
const HeroSecondary = styled(ButtonLink)`
  background: transparent;
  border-color: #fff;
  color: #fff;
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
    border-color: #fff;
  }
`;


const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;

const Service = styled.li`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 24px;
  h3 {
    margin: 8px 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const MapGrid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  align-items: stretch;
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
  }
  address {
    font-style: normal;
    line-height: 1.7;
  }
`;

const MapFrame = styled.iframe`
  display: block;
  width: 100%;
  min-height: 300px;
  height: 100%;
  border: 0;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

const IconWrap = styled.span`
  display: inline-flex;
  color: ${(p) => p.theme.colors.accentText};
`;

const SERVICIOS = [
  { Icono: HomeIcon, titulo: 'Compra y venta', texto: 'Te acompañamos en cada paso: publicación, visitas, negociación y escritura.' },
  { Icono: KeyIcon, titulo: 'Administración de alquileres', texto: 'Nos ocupamos de contratos, cobranzas y mantenimiento para que alquilar sea simple.' },
  { Icono: ClipboardIcon, titulo: 'Tasaciones', texto: 'Valuaciones profesionales con conocimiento real del mercado de la zona.' },
];

export function HomePage() {
  const agencia = useAgencia();
  useDocumentTitle(null, paginasPublicas(agencia)['/'].description);
  useEffect(() => void pingBackendOnce(), []);
  const zoom = 15;
  const anios = agencia.desde ? new Date().getFullYear() - agencia.desde : 0;
  return (
    <>
      <HeroCarousel>
        <Container>
          <HeroTitle>Encontrá tu lugar con {agencia.nombre}</HeroTitle>
          <HeroText>
            {agencia.desde && anios > 1
              ? `Martilleros y corredores públicos desde ${agencia.desde}: más de ${anios} años ayudando a familias y empresas a comprar, vender y alquilar propiedades con confianza.`
              : 'Martilleros y corredores públicos: ayudamos a familias y empresas a comprar, vender y alquilar propiedades con confianza.'}
          </HeroText>
          <HeroSearch />
          <Actions>
            <HeroSecondary $size="lg" to={paths.contacto}>Hacer una consulta</HeroSecondary>
          </Actions>
        </Container>
      </HeroCarousel>
      <FeaturedListings />
      <Section aria-labelledby="servicios-titulo">
        <Container>
          <H2 id="servicios-titulo">Nuestros servicios</H2>
          <Grid>
            {SERVICIOS.map((s) => (
              <Service key={s.titulo}>
                <IconWrap>
                  <s.Icono />
                </IconWrap>
                <h3>{s.titulo}</h3>
                <p>{s.texto}</p>
              </Service>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="oficina-titulo">
        <Container>
          <H2 id="oficina-titulo">Nuestra oficina</H2>
          <MapGrid>
            <Service as="div">
              <address>
                <strong>{agencia.nombre}</strong>
                {[agencia.direccion, agencia.localidad, agencia.horario].filter(Boolean).map((linea) => (
                  <span key={linea}>
                    <br />
                    {linea}
                  </span>
                ))}
              </address>
              {agencia.mapa && (
                <p>
                  <TextLink href={osmLink(agencia.mapa.lat, agencia.mapa.lng, zoom)} target="_blank" rel="noopener noreferrer">
                    Ver mapa más grande
                  </TextLink>
                </p>
              )}
            </Service>
            {agencia.mapa && (
              <AfterHydration placeholder={<MapFrame as="div" aria-hidden="true" />}>
                <MapFrame
                  title={`Mapa de la oficina de ${agencia.nombre}`}
                  src={osmEmbedUrl(agencia.mapa.lat, agencia.mapa.lng, zoom)}
                  loading="lazy"
                  referrerPolicy="no-referrer-when-downgrade"
                />
              </AfterHydration>
            )}
          </MapGrid>
        </Container>
      </Section>
    </>
  );
}

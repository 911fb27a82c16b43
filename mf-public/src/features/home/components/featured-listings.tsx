// The home's listings: the properties staff marked 'Destacada', or the latest ones when none is
// marked, as the catalogue's own cards (the kit's PropertyCard, one copy in the remote), each opening its page at
// its readable address. In the server's first paint; left out when there is nothing to show or the API failed.
import { propiedadHref } from '@inmo/contracts';
import { ButtonLink, CardGrid, PropertyCard } from '@inmo/ui';
import styled from 'styled-components';
import { Container, Section } from '../../../components/ui/layout.js';
import { paths } from '../../../config/paths.js';
import { useFeatured } from '../api/use-featured.js';
import { H2 } from './home-ui.js';

const More = styled.p`
  margin: 24px 0 0;
  text-align: center;
`;

export function FeaturedListings() {
  const data = useFeatured();
  if (!data || data.propiedades.length === 0) return null;
  const titulo = data.destacadas ? 'Propiedades destacadas' : 'Últimas propiedades publicadas';
  return (
    <Section aria-labelledby="destacadas-titulo">
      <Container>
        <H2 id="destacadas-titulo">{titulo}</H2>
        <CardGrid aria-labelledby="destacadas-titulo" data-testid="destacadas">
          {data.propiedades.map((p) => (
            <PropertyCard key={p.id} propiedad={p} href={propiedadHref(p)} />
          ))}
        </CardGrid>
        <More>
          <ButtonLink $variant="secondary" $size="lg" to={paths.catalogo}>
            Ver el catálogo completo
          </ButtonLink>
        </More>
      </Container>
    </Section>
  );
}

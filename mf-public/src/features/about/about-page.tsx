// /about and /nosotros (the same page, spec §1–§2): since 1995, history / mission / vision (placeholder texts until
// the agency writes its own), the values, and the two calls to action.
import styled from 'styled-components';
import { matriculaTexto, paginasPublicas, parrafos } from '@inmo/contracts';
import { useAgencia, useDocumentTitle } from '@inmo/shell/platform';
import { ButtonLink } from '@inmo/ui';
import { paths } from '../../config/paths.js';
import { Container, Lead, PageTitle, Section } from '../../components/ui/layout.js';

const Grid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;

const Card = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 24px;
  h2,
  h3 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const H2 = styled.h2`
  margin: 0 0 20px;
  font-size: 1.5rem;
`;

const Since = styled.p`
  display: inline-block;
  margin: 0 0 16px;
  padding: 6px 14px;
  border-radius: 999px;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.onPrimary};
  font-weight: 700;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const VALORES = [
  { titulo: 'Confianza', texto: 'Relaciones claras y honestas con cada cliente, en cada operación.' },
  { titulo: 'Eficiencia', texto: 'Procesos ágiles y ordenados para que cada operación llegue a buen puerto.' },
  { titulo: 'Compromiso', texto: 'Acompañamos a cada cliente de principio a fin, como si fuera nuestra propia operación.' },
];

export function AboutPage() {
  const agencia = useAgencia();
  useDocumentTitle('Nosotros', paginasPublicas(agencia)['/about'].description);
  const texto = parrafos(agencia.sobreNosotros);
  const matricula = matriculaTexto(agencia);
  return (
    <Container>
      <Section>
        <PageTitle>Sobre nosotros</PageTitle>
        {agencia.desde && <Since>En actividad desde {agencia.desde}</Since>}
        <Lead>
          {agencia.nombre}: martillero público y corredor inmobiliario. Compraventa, administración de alquileres y tasaciones
          {agencia.localidad ? ` en ${agencia.localidad}` : ''}.
        </Lead>
        {matricula && <p>{matricula}</p>}
        {texto.length > 0 && (
          <Card aria-labelledby="historia">
            <h2 id="historia">Nuestra historia</h2>
            {texto.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </Card>
        )}
      </Section>
      <Section aria-labelledby="valores">
        <H2 id="valores">Nuestros valores</H2>
        <Grid>
          {VALORES.map((v) => (
            <Card key={v.titulo} as="div">
              <h3>{v.titulo}</h3>
              <p>{v.texto}</p>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section>
        <Actions>
          <ButtonLink $size="lg" to={paths.contacto}>Contactar ahora</ButtonLink>
          <ButtonLink $size="lg" $variant="secondary" to={paths.catalogo}>
            Ver propiedades
          </ButtonLink>
        </Actions>
      </Section>
    </Container>
  );
}

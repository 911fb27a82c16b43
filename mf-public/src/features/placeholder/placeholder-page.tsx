// Temporary page for public paths whose screens come in the public-site issue.
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@inmo/shell/platform';
import { ButtonLink, Container, Lead, PageTitle, Section } from '../../components/ui/layout.js';

export function PlaceholderPage({ titulo }: { titulo: string }) {
  useDocumentTitle(titulo);
  const { id } = useParams();
  return (
    <Container>
      <Section>
        <PageTitle>{titulo}</PageTitle>
        <Lead>{id ? `Ficha de la propiedad ${id}: ` : ''}Esta sección estará disponible muy pronto.</Lead>
        <ButtonLink to="/propiedades-publicas">Ver catálogo</ButtonLink>
      </Section>
    </Container>
  );
}

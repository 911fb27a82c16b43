// Any unknown path (spec §2): buttons to '/', '/propiedades-publicas' and '/contacto'.
import styled from 'styled-components';
import { useDocumentTitle } from '@inmo/shell/platform';
import { ButtonLink } from '@inmo/ui';
import { paths } from '../config/paths.js';
import { Card } from '../components/ui.js';

const Wrap = styled.section`
  max-width: 640px;
  margin: 56px auto;
  padding: 0 16px;
  text-align: center;
  h1 {
    margin: 8px 0 12px;
    font-size: 1.8rem;
  }
  p {
    color: ${(p) => p.theme.colors.muted};
    margin: 0 0 24px;
  }
`;

const Code = styled.div`
  font-size: 3.5rem;
  font-weight: 800;
  color: ${(p) => p.theme.colors.secondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
`;

export function NotFoundPage() {
  useDocumentTitle('Página no encontrada');
  return (
    <Wrap>
      <Card>
        <Code aria-hidden="true">404</Code>
        <h1>Página no encontrada</h1>
        <p>La dirección que buscás no existe o fue movida.</p>
        <Actions>
          <ButtonLink $size="lg" to={paths.home}>Ir al inicio</ButtonLink>
          <ButtonLink $size="lg" $variant="secondary" to={paths.catalogo}>
            Ver catálogo
          </ButtonLink>
          <ButtonLink $size="lg" $variant="secondary" to={paths.contacto}>
            Escribinos
          </ButtonLink>
        </Actions>
      </Card>
    </Wrap>
  );
}

// Temporary page for staff paths whose screens come in their own issues.
import styled from 'styled-components';
import { useDocumentTitle } from '@inmo/shell/platform';

const Box = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 24px;
  h1 {
    margin: 0 0 8px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;

export function PlaceholderPage({ titulo }: { titulo: string }) {
  useDocumentTitle(titulo);
  return (
    <Box>
      <h1>{titulo}</h1>
      <p>Esta sección está en construcción.</p>
    </Box>
  );
}

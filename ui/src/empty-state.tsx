// A list with nothing to show yet ('No hay propiedades cargadas.', 'No hay clientes registrados.').
import styled from 'styled-components';

export const EmptyState = styled.p`
  margin: 0;
  padding: 40px 16px;
  text-align: center;
  color: ${(p) => p.theme.colors.muted};
  background: ${(p) => p.theme.colors.surface};
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
`;

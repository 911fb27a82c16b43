// Shared building blocks of the public screens (styled-components only: no global CSS in a remote).
import styled from 'styled-components';

export const Container = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 0 16px;
`;

export const Section = styled.section`
  padding: 40px 0;
`;

export const PageTitle = styled.h1`
  margin: 0 0 8px;
  font-size: clamp(1.6rem, 4vw, 2.2rem);
  color: ${(p) => p.theme.colors.onSurface};
`;

export const Lead = styled.p`
  margin: 0 0 24px;
  color: ${(p) => p.theme.colors.muted};
  font-size: 1.05rem;
`;

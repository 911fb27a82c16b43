// Small styled building blocks of the shell's own pages.
import styled from 'styled-components';

export const Page = styled.section`
  max-width: 440px;
  margin: 48px auto;
  padding: 0 16px;
`;

export const Card = styled.div`
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.onSurface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
  padding: 28px 24px;
`;

/** A card's title (the login and the reset link's form). */
export const CardTitle = styled.h1`
  margin: 0 0 20px;
  font-size: 1.5rem;
  text-align: center;
`;

/** A card form's fields, one under the other. */
export const CardFields = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 16px;
`;

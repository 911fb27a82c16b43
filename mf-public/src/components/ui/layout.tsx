// Shared building blocks of the public screens (styled-components only: no global CSS in a remote).
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

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

const buttonCss = css<{ $outline?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 12px 22px;
  border-radius: ${(p) => p.theme.radius};
  font-weight: 600;
  text-decoration: none;
  border: 1px solid ${(p) => p.theme.colors.primary};
  background: ${(p) => (p.$outline ? 'transparent' : p.theme.colors.primary)};
  color: ${(p) => (p.$outline ? p.theme.colors.onSurface : p.theme.colors.onPrimary)};
  &:hover {
    background: ${(p) => (p.$outline ? p.theme.colors.surfaceAlt : p.theme.colors.primaryHover)};
  }
`;

export const ButtonLink = styled(Link)<{ $outline?: boolean }>`
  ${buttonCss}
`;

/** Text and link colour with enough contrast in both themes: the light blue on dark, the primary blue on light
 * (the light blue on white reads at 2.2:1). */
export const accentText = (p: { theme: { dark: boolean; colors: { secondary: string; primary: string } } }) =>
  p.theme.dark ? p.theme.colors.secondary : p.theme.colors.primary;

/** A link inside the public pages' text. */
export const TextLink = styled.a`
  color: ${accentText};
`;

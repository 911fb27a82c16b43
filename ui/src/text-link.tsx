// A link inside text, in the accent colour of the theme (accentText: readable on every surface of both themes).
import styled from 'styled-components';

export const TextLink = styled.a`
  color: ${(p) => p.theme.colors.accentText};
  overflow-wrap: anywhere;
`;

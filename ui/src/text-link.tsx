// A link standing on its own line (a paragraph of its own: 'Ver mapa más grande'), in the accent colour of the
// theme (accentText: readable on every surface of both themes), 44 px tall so a finger hits it. A link inside a
// sentence is a plain <a> of that text (WCAG 2.5.8 leaves links in running text their line's height).
import styled from 'styled-components';

export const TextLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${(p) => p.theme.colors.accentText};
  overflow-wrap: anywhere;
`;

// A link inside text, in the accent colour of the theme (accentText: readable on every surface of both themes).
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const textLinkCss = css`
  color: ${(p) => p.theme.colors.accentText};
  overflow-wrap: anywhere;
`;

export const TextLink = styled.a`
  ${textLinkCss}
`;

export const TextRouterLink = styled(Link)`
  ${textLinkCss}
`;

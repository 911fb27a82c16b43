// One button system for the whole product. Three looks: primary (the accent fill), secondary (outlined, neutral)
// and danger (solid red, for what deletes); two sizes: md for the back office's toolbars and forms, lg for the
// public pages' calls to action; every one is at least 44 px tall, a finger's tap target. Three elements share them: Button (a <button>, type="button" unless told, so a
// button inside a form never submits it by accident), ButtonLink (a router link) and ButtonAnchor (an <a>: mailto:,
// tel:, wa.me, another tab).
import { Link } from 'react-router-dom';
import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export interface ButtonLook {
  $variant?: ButtonVariant;
  $size?: 'md' | 'lg';
}

/** Fill, text, border, and their hover fill and border, of each look. */
function look(p: ButtonLook & { theme: DefaultTheme }): string {
  const c = p.theme.colors;
  const [bg, fg, border, hoverBg, hoverBorder] = {
    primary: [c.primary, c.onPrimary, 'transparent', c.primaryHover, 'transparent'],
    secondary: ['transparent', c.onSurface, c.border, c.surfaceAlt, c.accentText],
    danger: [c.dangerFill, c.onStatus, 'transparent', c.dangerFillHover, 'transparent'],
  }[p.$variant ?? 'primary'];
  return `background: ${bg}; color: ${fg}; border-color: ${border};
    &:hover:not(:disabled) { background: ${hoverBg}; border-color: ${hoverBorder}; }`;
}

export const buttonCss = css<ButtonLook>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 44px;
  padding: ${(p) => (p.$size === 'lg' ? '12px 22px' : '9px 16px')};
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  ${look}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.accentText};
    outline-offset: 2px;
  }
`;

export const Button = styled.button.attrs<{ type?: 'button' | 'submit' | 'reset' }>((p) => ({ type: p.type ?? 'button' }))<ButtonLook>`
  ${buttonCss}
`;

export const ButtonLink = styled(Link)<ButtonLook>`
  ${buttonCss}
`;

export const ButtonAnchor = styled.a<ButtonLook>`
  ${buttonCss}
`;

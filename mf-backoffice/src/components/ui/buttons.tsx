// Buttons of the back office's screens: primary, outline, danger.
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'outline' | 'danger';

export const buttonCss = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  padding: 9px 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.onPrimary};
  &:hover:not(:disabled) {
    background: ${(p) => p.theme.colors.primaryHover};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.secondary};
    outline-offset: 2px;
  }
  ${(p) =>
    p.$variant === 'outline' &&
    css`
      background: transparent;
      color: ${p.theme.colors.onSurface};
      border-color: ${p.theme.colors.border};
      &:hover:not(:disabled) {
        background: ${p.theme.colors.surfaceAlt};
      }
    `}
  ${(p) =>
    p.$variant === 'danger' &&
    css`
      /* A fixed dark red: white text on the themes' lighter error red falls short of 4.5:1. */
      background: #c62828;
      color: #fff;
      &:hover:not(:disabled) {
        background: #b71c1c;
      }
    `}
`;

export const Button = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))<{ $variant?: ButtonVariant }>`
  ${buttonCss}
`;

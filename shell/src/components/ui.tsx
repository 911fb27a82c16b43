// Small styled building blocks of the shell's own pages.
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

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

const buttonCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 11px 20px;
  border-radius: ${(p) => p.theme.radius};
  border: 0;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${(p) => p.theme.colors.primaryHover};
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

export const Button = styled.button`
  ${buttonCss}
`;

export const ButtonLink = styled(Link)<{ $outline?: boolean }>`
  ${buttonCss}
  ${(p) =>
    p.$outline &&
    css`
      background: transparent;
      color: ${p.theme.colors.secondary};
      border: 1px solid ${p.theme.colors.secondary};
      &:hover:not(:disabled) {
        background: ${p.theme.colors.surfaceAlt};
      }
    `}
`;

export const Alert = styled.div<{ $kind: 'error' | 'info' }>`
  margin: 0 0 16px;
  padding: 12px 14px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => (p.$kind === 'error' ? p.theme.colors.error : p.theme.colors.secondary)};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.onSurface};
`;

// The wait: a spinner where a list or a panel loads, 'Cargando...' where a page's code is on its way.
import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/** A spinning ring; give it role="status" and an aria-label that says what is loading. */
export const Spinner = styled.div`
  width: 36px;
  height: 36px;
  margin: 40px auto;
  border-radius: 50%;
  border: 4px solid ${(p) => p.theme.colors.border};
  border-top-color: ${(p) => p.theme.colors.primary};
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

/** 'Cargando...' in place of a page while its code arrives. */
export const LoadingText = styled.p`
  text-align: center;
  padding: 48px 16px;
  color: ${(p) => p.theme.colors.muted};
`;

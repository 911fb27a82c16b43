// The frame of the property editor's two modes (view and edit): the page-wide wrapper and the admin toolbar.
import styled from 'styled-components';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 16px;
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  strong {
    margin-right: auto;
  }
`;

export const Wrap = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 16px clamp(12px, 3vw, 24px) 40px;
  textarea.draft {
    width: 100%;
    min-height: 120px;
    font: inherit;
    margin-top: 8px;
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.onSurface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 6px;
    padding: 8px;
  }
`;

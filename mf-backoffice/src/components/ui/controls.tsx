// Generic styled building blocks of the back-office screens: page head, cards, fields, badges.
import styled, { css } from 'styled-components';

export const PageHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
  h1 {
    margin: 0;
    font-size: 1.7rem;
  }
`;

export const Panel = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 18px;
  margin-bottom: 16px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.15rem;
  }
`;

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  label {
    font-size: 0.9rem;
    font-weight: 600;
  }
`;

const control = css`
  width: 100%;
  box-sizing: border-box;
  padding: 9px 10px;
  border-radius: 6px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.onSurface};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.secondary};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.error};
  }
`;

export const Input = styled.input`
  ${control}
`;
export const Select = styled.select`
  ${control}
`;
export const TextArea = styled.textarea`
  ${control}
  resize: vertical;
`;

export const FieldError = styled.span`
  color: ${(p) => p.theme.colors.error};
  font-size: 0.85rem;
`;

export const FormGrid = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

export const Muted = styled.p`
  color: ${(p) => p.theme.colors.muted};
  margin: 8px 0;
`;

export const ErrorBox = styled.div`
  padding: 14px 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.error};
  background: rgba(198, 40, 40, 0.12);
  color: ${(p) => p.theme.colors.error};
  font-weight: 600;
  margin-bottom: 16px;
`;

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

export const Filters = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  margin-bottom: 18px;
`;

export const Spinner = styled.div`
  width: 36px;
  height: 36px;
  margin: 40px auto;
  border-radius: 50%;
  border: 4px solid ${(p) => p.theme.colors.border};
  border-top-color: ${(p) => p.theme.colors.primary};
  animation: bo-spin 0.9s linear infinite;
  @keyframes bo-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 18px;
  justify-content: flex-end;
`;

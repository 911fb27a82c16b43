// A titled block on a page (a section of a form, a report, the details of a client or a property).
import styled from 'styled-components';

export const Panel = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 20px;
  margin: 0 0 16px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.15rem;
  }
`;

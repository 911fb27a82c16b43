// The back office's own page furniture (the shared UI is @inmo/ui): the page head with its title and main action,
// the muted line of a panel, and the row of a form's buttons.
import styled from 'styled-components';

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

export const Muted = styled.p`
  color: ${(p) => p.theme.colors.muted};
  margin: 8px 0;
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 18px;
  justify-content: flex-end;
`;

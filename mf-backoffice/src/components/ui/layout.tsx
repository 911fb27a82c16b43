// The back office's own page furniture (the shared UI is @inmo/ui): the page head with its title and main action,
// a panel's head with its heading and button, a plain vertical list, the muted line of a panel, and the row of a
// form's buttons.
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

export const PanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 10px;
  margin-bottom: 10px;
  h2 {
    margin: 0;
  }
`;

/** A list without bullets, its items one under the other. */
export const StackList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
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

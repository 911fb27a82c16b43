// The back office's own page furniture (the shared UI is @inmo/ui): the page head with its title and main action,
// a panel's head with its heading and button, a plain vertical list, a list of panels with their buttons, a record's
// data as terms and values, the muted line of a panel, and the row of a form's buttons.
import styled from 'styled-components';
import { Panel } from '@inmo/ui';

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

/** A list of panels one under the other (PanelRow each). */
export const PanelList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

/** One panel of a PanelList: what it is on the left, its buttons (RowActions) on the right; one column on a phone. */
export const PanelRow = styled(Panel).attrs({ as: 'li' })`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px 16px;
  align-items: center;
  @media (max-width: 700px) {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    margin: 0 0 4px;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 2px 0;
    overflow-wrap: anywhere;
  }
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** A record's data: each term beside its value; on a phone, the term above it. */
export const DataList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd {
      margin-bottom: 8px;
    }
  }
`;

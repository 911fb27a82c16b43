// Small pieces the sections of the client page share: the data lists, the cards of a preference or an offered
// property, a row of badges or buttons, and the Activa / Inactiva badge.
import styled from 'styled-components';
import { Badge } from '@inmo/ui';

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

export const Dl = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 10px 16px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.85rem;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const Item = styled.li`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  padding: 12px;
  background: ${(p) => p.theme.colors.background};
  h3 {
    margin: 0 0 6px;
    font-size: 1rem;
  }
  p {
    margin: 4px 0;
  }
`;

export function ActivaBadge({ activa }: { activa: boolean }) {
  return activa ? <Badge $tone="success">Activa</Badge> : <Badge $tone="muted">Inactiva</Badge>;
}

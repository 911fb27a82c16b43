// One titled block of the property page (Descripción, Ubicación, Características, Servicios y amenities): a kit
// panel whose heading names it for screen readers; and the page's muted lines.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Panel } from '@inmo/ui';

const Block = styled(Panel)`
  margin: 20px 0 0;
  h2 {
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `sec-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Block aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Block>
  );
}

/** A secondary line of the page (address, code, floor, publication date…). */
export const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
`;

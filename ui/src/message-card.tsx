// A page that cannot show what was asked, with the ways on: the not-found pages ('Página no encontrada',
// 'Propiedad no encontrada') and a failed load with 'Reintentar'.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from './button.js';

const Box = styled.section`
  max-width: 640px;
  margin: 56px auto;
  padding: 32px 20px;
  text-align: center;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
  h1 {
    margin: 8px 0 12px;
    font-size: 1.7rem;
  }
  p {
    margin: 0 0 24px;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const Code = styled.div`
  font-size: 3.5rem;
  font-weight: 800;
  line-height: 1.1;
  color: ${(p) => p.theme.colors.accentText};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
`;

export interface MessageCardProps {
  title: string;
  /** The heading's id, for a role that names the card by it. */
  titleId?: string;
  /** A big figure above the title ('404'), decorative. */
  code?: string;
  role?: 'alert' | 'status';
  children: ReactNode;
  /** Buttons to the ways on. */
  actions?: ReactNode;
}

export function MessageCard({ title, titleId, code, role, children, actions }: MessageCardProps) {
  return (
    <Box role={role} aria-labelledby={titleId}>
      {code && <Code aria-hidden="true">{code}</Code>}
      <h1 id={titleId}>{title}</h1>
      <p>{children}</p>
      {actions && <Actions>{actions}</Actions>}
    </Box>
  );
}

/** Where the not-found pages send the visitor; the paths are the app's own (its route table). */
export interface WaysOn {
  home: string;
  catalogo: string;
  contacto: string;
}

/** A not-found page (spec §2): the message and 'Ir al inicio', 'Ver catálogo', 'Escribinos'. */
export function NotFoundCard({ paths, ...card }: Omit<MessageCardProps, 'actions'> & { paths: WaysOn }) {
  return (
    <MessageCard
      {...card}
      actions={
        <>
          <ButtonLink $size="lg" to={paths.home}>
            Ir al inicio
          </ButtonLink>
          <ButtonLink $size="lg" $variant="secondary" to={paths.catalogo}>
            Ver catálogo
          </ButtonLink>
          <ButtonLink $size="lg" $variant="secondary" to={paths.contacto}>
            Escribinos
          </ButtonLink>
        </>
      }
    />
  );
}

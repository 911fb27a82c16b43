// Drafts left behind on other pages: a session that expired mid-edit sends staff to log in and then to the
// dashboard, the Back button leaves a form without asking. Every back-office page lists them, with the way back to
// each form (which then offers 'Recuperar cambios') or to drop it.
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@inmo/shell/platform';
import { Button } from '@inmo/ui';
import { borrarBorrador, listarBorradores } from '../ui/drafts.js';
import { AvisoDeBorrador, horaDeBorrador } from '../ui/unsaved-changes.js';

const Box = styled(AvisoDeBorrador)`
  padding: 10px 14px;
  ul {
    flex: 1 1 100%;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 12px;
    padding: 4px 0;
  }
  span {
    flex: 1 1 240px;
  }
  a {
    color: ${(p) => p.theme.colors.accentText};
    font-weight: 600;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

export function PendingDrafts() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [, refrescar] = useState(0);
  const volver = params.get('volver');
  const borradores = user ? listarBorradores(`${user.sub}:`).filter((b) => b.ruta !== pathname && b.ruta !== volver) : [];
  if (borradores.length === 0) return null;
  return (
    <Box as="section" aria-label="Cambios sin guardar" data-testid="borradores-pendientes">
      <ul>
        {borradores.map((b) => (
          <li key={b.clave}>
            <span>
              Quedaron cambios sin guardar en <strong>{b.titulo}</strong> ({horaDeBorrador(b.guardado)}).
            </span>
            <Link to={b.ruta}>Volver a esos cambios</Link>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                borrarBorrador(b.clave);
                refrescar((n) => n + 1);
              }}
            >
              Descartar
            </Button>
          </li>
        ))}
      </ul>
    </Box>
  );
}

// Admin layout (spec §2 Admin sidebar): Dashboard, Propiedades, Operaciones, Clientes, Consultas, Reportes, the
// current section highlighted (aria-current="page"), and the user's name from the token with 'En línea'. Below 768 px
// the sections are in the top bar's ☰ menu instead (setMenuSecciones), with the current one marked there.
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { setMenuSecciones, useAuth } from '@inmo/shell/platform';
import { paths } from '../../config/paths.js';
import { MessageCard } from '@inmo/ui';
import { useCuenta } from '../account.js';
import { isAdminOnly, isItemActive, itemsFor } from './nav-items.js';
import { useConsultasPendientes } from './use-consultas-pendientes.js';
import { PendingDrafts } from './pending-drafts.js';

const Shell = styled.div`
  display: grid;
  /* minmax(0, …): a wide child (the sidebar scrolling sideways on phones) must not widen the page. */
  grid-template-columns: 240px minmax(0, 1fr);
  min-height: calc(100vh - 61px);
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
    /* The two rows keep their own height: stretched to the page's minimum height, a short page (an empty
       list) left a tall blank band under the sidebar. */
    align-content: start;
  }
`;

const Aside = styled.aside`
  min-width: 0;
  background: ${(p) => p.theme.colors.surface};
  border-right: 1px solid ${(p) => p.theme.colors.border};
  padding: 20px 12px;
  @media (max-width: 900px) {
    border-right: 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    padding: 12px;
  }
`;

const User = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 0 8px 16px;
  margin-bottom: 12px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  @media (max-width: 900px) {
    padding-bottom: 10px;
    margin-bottom: 8px;
  }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.onPrimary};
  font-weight: 700;
`;

const Name = styled.strong`
  display: block;
`;

const Online = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 0.8rem;
  color: ${(p) => p.theme.colors.muted};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.success};
  }
`;

const Nav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
    @media (max-width: 900px) {
      flex-direction: row;
      flex-wrap: wrap;
    }
  }
  /* On a phone the sections are in the top bar's ☰ menu. */
  @media (max-width: 767px) {
    display: none;
  }
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  box-sizing: border-box;
  padding: 10px 12px;
  border-radius: 6px;
  color: ${(p) => p.theme.colors.onSurface};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  &[aria-current='page'] {
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
    font-weight: 600;
  }
`;

const Count = styled.span`
  margin-left: auto;
  min-width: 22px;
  padding: 1px 7px;
  border-radius: 999px;
  box-sizing: border-box;
  text-align: center;
  font-size: 0.78rem;
  font-weight: 700;
  background: ${(p) => p.theme.colors.dangerFill};
  color: ${(p) => p.theme.colors.onStatus};
`;

const Content = styled.div`
  padding: 24px clamp(12px, 3vw, 32px);
  min-width: 0;
`;

// Beside the name, not under it: on a phone the block keeps its height (the page below stays where it was).
const AccountLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-left: auto;
  padding: 0 6px;
  font-size: 0.85rem;
  white-space: nowrap;
  color: ${(p) => p.theme.colors.accentText};
`;

export function AdminLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  // The role as the server knows it now (it may have changed since the token was signed); the token's meanwhile.
  const cuenta = useCuenta();
  const rol = cuenta.data?.data.rol ?? user?.rol;
  const nombre = cuenta.data?.data.nombre.trim() || user?.nombre?.trim() || 'Usuario';
  const pendientes = useConsultasPendientes();
  const items = itemsFor(rol);
  const menu = items.map((item) => ({
    to: item.to,
    label: item.to === paths.consultas && pendientes > 0 ? `${item.label} (${pendientes} sin leer)` : item.label,
    actual: isItemActive(item, pathname),
  }));
  const menuKey = JSON.stringify(menu);
  useEffect(() => {
    setMenuSecciones(JSON.parse(menuKey));
  }, [menuKey]);
  useEffect(() => () => setMenuSecciones([]), []);
  // A temporary password is changed, and a second factor the admins require turned on, before anything else (the
  // API refuses every other call meanwhile).
  const setUp = user?.cambiar || (cuenta.data?.data.segundoFactorExigido && !cuenta.data.data.segundoFactor);
  if (setUp && pathname !== paths.cuenta) return <Navigate to={paths.cuenta} replace />;
  const forbidden = isAdminOnly(pathname) && rol !== 'admin';
  return (
    <Shell>
      <Aside>
        <User>
          <Avatar aria-hidden="true">{nombre.charAt(0).toUpperCase()}</Avatar>
          <div>
            <Name data-testid="admin-user-name">{nombre}</Name>
            <Online>En línea</Online>
          </div>
          <AccountLink to={paths.cuenta} title="Cambiar contraseña y segundo factor" aria-current={pathname === paths.cuenta ? 'page' : undefined}>
            Mi cuenta
          </AccountLink>
        </User>
        <Nav aria-label="Panel de administración">
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <Item to={item.to} aria-current={isItemActive(item, pathname) ? 'page' : undefined}>
                  <item.icon />
                  {item.label}
                  {item.to === paths.consultas && pendientes > 0 && (
                    <Count data-testid="consultas-sin-leer" aria-label={`${pendientes} sin leer`}>
                      {pendientes}
                    </Count>
                  )}
                </Item>
              </li>
            ))}
          </ul>
        </Nav>
      </Aside>
      <Content>
        <PendingDrafts />
        {forbidden ? <MessageCard title="Sin permisos">Esta sección es solo para administradores.</MessageCard> : children}
      </Content>
    </Shell>
  );
}

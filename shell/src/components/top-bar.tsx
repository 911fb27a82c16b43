// Top bar of spec §2: logo → '/', logged out Propiedades + Contacto, logged in Dashboard + Cerrar Sesión,
// the theme switch, and a compact menu with the same items below 768 px; on the back office's screens the compact
// menu holds its sections instead of 'Dashboard' (setMenuSecciones), the current one marked. Re-renders on 'auth-change'.
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { api, clearToken, useAgencia, useAuth, useMenuSecciones, type ThemeName } from '@inmo/shell/platform';
import { paths } from '../config/paths.js';
import { CloseIcon, HomeIcon, MenuIcon, MoonIcon, SunIcon } from './icons.js';

const COMPACT = '767px';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.onSurface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadow};
`;

const Nav = styled.nav`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 0 16px;
  min-height: 60px;
  display: flex;
  align-items: center;
  gap: 12px;
  position: relative;
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-right: auto;
  min-height: 44px;
  color: ${(p) => p.theme.colors.onSurface};
  font-weight: 700;
  font-size: 1.15rem;
  line-height: 1.2;
  text-decoration: none;
  @media (max-width: 420px) {
    font-size: 1rem;
  }
  svg {
    color: ${(p) => p.theme.colors.accentText};
  }
`;

const Items = styled.ul`
  display: flex;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
  @media (max-width: ${COMPACT}) {
    display: none;
  }
`;

// 44 px tall: a finger's tap target, in the compact menu as on the bar.
const itemStyle = `
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 14px;
  border-radius: 6px;
  font: inherit;
  font-weight: 500;
  text-decoration: none;
  cursor: pointer;
  border: 0;
  background: transparent;
  text-align: left;
`;

const Item = styled(NavLink)`
  ${itemStyle}
  color: ${(p) => p.theme.colors.onSurface};
  &:hover,
  &.active {
    color: ${(p) => p.theme.colors.accentText};
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
`;

const Seccion = styled(Link)`
  ${itemStyle}
  color: ${(p) => p.theme.colors.onSurface};
  &[aria-current='page'] {
    color: ${(p) => p.theme.colors.accentText};
    background: ${(p) => p.theme.colors.surfaceAlt};
    font-weight: 700;
  }
`;

const ItemButton = styled.button`
  ${itemStyle}
  color: ${(p) => p.theme.colors.onSurface};
  &:hover {
    color: ${(p) => p.theme.colors.accentText};
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: transparent;
  color: ${(p) => p.theme.colors.onSurface};
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
`;

const MenuButton = styled(IconButton)`
  display: none;
  @media (max-width: ${COMPACT}) {
    display: inline-flex;
  }
`;

const Compact = styled.ul`
  display: none;
  @media (max-width: ${COMPACT}) {
    display: flex;
  }
  flex-direction: column;
  list-style: none;
  margin: 0;
  padding: 8px 16px 12px;
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - 60px);
  overflow-y: auto;
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadow};
  a,
  button {
    width: 100%;
  }
`;

// One top bar per page. A fixed id, not useId(): the server renders the top bar in a tree of its own
// (ssr/render-frame.tsx), where useId() would give another id than the browser's, and hydration keeps the server's.
const MENU_ID = 'menu-principal';

interface TopBarProps {
  themeName: ThemeName;
  onToggleTheme: () => void;
}

export function TopBar({ themeName, onToggleTheme }: TopBarProps) {
  const { isAuthenticated } = useAuth();
  const { nombre } = useAgencia();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const secciones = useMenuSecciones();

  useEffect(() => setOpen(false), [location.pathname, isAuthenticated]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const logout = () => {
    // The server refuses this token from now on; the browser forgets it at once either way.
    api.post('/user/logout', undefined, { skipAuthRedirect: true }).catch(() => undefined);
    clearToken({ redirectTo: paths.home });
    navigate(paths.home);
  };

  const salir = (
    <li>
      <ItemButton type="button" onClick={logout}>
        Cerrar Sesión
      </ItemButton>
    </li>
  );
  const items = isAuthenticated ? (
    <>
      <li>
        <Item to={paths.dashboard}>Dashboard</Item>
      </li>
      {salir}
    </>
  ) : (
    <>
      <li>
        <Item to={paths.catalogo}>Propiedades</Item>
      </li>
      <li>
        <Item to={paths.nosotros}>Nosotros</Item>
      </li>
      <li>
        <Item to={paths.contacto}>Contacto</Item>
      </li>
    </>
  );

  return (
    <Header>
      <Nav aria-label="Principal">
        <Logo to={paths.home} aria-label={`${nombre} — inicio`}>
          <HomeIcon />
          <span>{nombre}</span>
        </Logo>
        <Items>{items}</Items>
        <IconButton
          type="button"
          aria-label="Cambiar tema"
          title={themeName === 'light' ? 'Usar tema oscuro' : 'Usar tema claro'}
          onClick={onToggleTheme}
        >
          {themeName === 'light' ? <MoonIcon /> : <SunIcon />}
        </IconButton>
        <MenuButton
          type="button"
          aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </MenuButton>
        {open && (
          <Compact id={MENU_ID}>
            {isAuthenticated && secciones.length ? (
              <>
                {secciones.map((s) => (
                  <li key={s.to}>
                    <Seccion to={s.to} aria-current={s.actual ? 'page' : undefined}>
                      {s.label}
                    </Seccion>
                  </li>
                ))}
                {salir}
              </>
            ) : (
              items
            )}
          </Compact>
        )}
      </Nav>
    </Header>
  );
}

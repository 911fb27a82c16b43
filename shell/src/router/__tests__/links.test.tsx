// The product router's <Link> and <NavLink> (links.ts, under router.ts's <MemoryRouter>) draw exactly what React
// Router's draw under its own, so styles keyed on 'active' or aria-current apply as they would with React Router.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter as RouterMemoryRouter, Link as RouterLink, NavLink as RouterNavLink } from 'react-router';
import { Link, NavLink } from '../links.js';
import { MemoryRouter } from '../router.js';

const at = (path: string, el: ReactElement) => renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{el}</MemoryRouter>);
const atRouter = (path: string, el: ReactElement) => renderToStaticMarkup(<RouterMemoryRouter initialEntries={[path]}>{el}</RouterMemoryRouter>);

type Pair = [string, (L: typeof Link, N: typeof NavLink) => ReactElement];
const cases: Pair[] = [
  ['a plain link', (L) => <L to="/contacto">Contacto</L>],
  ['a link with a query, a class and aria attributes', (L) => <L to="/propiedades-publicas?page=2" className="x" aria-label="Siguiente">2</L>],
  ['a relative link', (L) => <L to="../otra">Otra</L>],
  ['an object destination', (L) => <L to={{ pathname: '/propiedad/1', search: '?a=1', hash: '#fotos' }}>Ver</L>],
  ['an absolute address', (L) => <L to="https://wa.me/5492345">WhatsApp</L>],
  ['a link that reloads the document', (L) => <L to="/login" reloadDocument>Ingresar</L>],
  ['the active NavLink', (_, N) => <N to="/propiedades-publicas">Propiedades</N>],
  ['an active NavLink with a class', (_, N) => <N to="/propiedades-publicas" className="item">Propiedades</N>],
  ['a NavLink active below its path', (_, N) => <N to="/propiedades-publicas">P</N>],
  ['a NavLink with end, not active below its path', (_, N) => <N to="/" end>Inicio</N>],
  ['an inactive NavLink', (_, N) => <N to="/contacto">Contacto</N>],
  ['a NavLink with class, style and children functions', (_, N) => (
    <N to="/propiedades-publicas" className={({ isActive }) => (isActive ? 'on' : 'off')} style={({ isActive }) => ({ fontWeight: isActive ? 700 : 400 })}>
      {({ isActive }) => (isActive ? 'sí' : 'no')}
    </N>
  )],
  ['a NavLink whose case differs', (_, N) => <N to="/Propiedades-Publicas">P</N>],
];

describe('the router facade links', () => {
  it.each(cases)('%s renders as React Router renders it', (_name, make) => {
    for (const path of ['/propiedades-publicas', '/propiedades-publicas/detalle', '/']) {
      expect(at(path, make(Link, NavLink))).toBe(atRouter(path, make(RouterLink as typeof Link, RouterNavLink as typeof NavLink)));
    }
  });
});

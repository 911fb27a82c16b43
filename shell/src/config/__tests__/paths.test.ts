import { matchPath } from 'react-router';
import { PUBLIC_ROUTES, STAFF_ROUTES } from '@inmo/contracts';
import { AUTH_REMOTE_PATHS, PUBLIC_REMOTE_PATHS, REMOTES, routeOwner } from '../paths.js';

const match = (pattern: string, pathname: string) => matchPath({ path: pattern, end: true }, pathname) !== null;

describe('routeOwner', () => {
  it.each(['/', '/about', '/nosotros', '/contacto', '/propiedades-publicas', '/propiedad/42', '/propiedad/42/casa-en-chivilcoy'])('%s → public remote', (p) => {
    expect(routeOwner(p, match)).toBe(REMOTES.public);
  });

  it.each([
    '/dashboard',
    '/propiedades',
    '/nueva-propiedad',
    '/operaciones',
    '/nueva-operacion',
    '/clientes',
    '/cliente/7',
    '/nuevo-cliente',
    '/consultas',
    '/reportes',
    '/portales',
  ])('%s → back-office remote (guarded)', (p) => {
    expect(routeOwner(p, match)).toBe(REMOTES.backoffice);
  });

  it.each(['/no-existe', '/propiedad', '/propiedad/1/casa/extra', '/cliente', '/dashboard/x'])('%s → nobody (not-found page)', (p) => {
    expect(routeOwner(p, match)).toBeNull();
  });
});

describe('the route table', () => {
  it('is the shell’s: every public route goes to mf_public, every staff route to mf_backoffice, nothing else', () => {
    expect([...PUBLIC_REMOTE_PATHS].sort()).toEqual(Object.values(PUBLIC_ROUTES).sort());
    expect([...AUTH_REMOTE_PATHS].sort()).toEqual(Object.values(STAFF_ROUTES).sort());
  });
});

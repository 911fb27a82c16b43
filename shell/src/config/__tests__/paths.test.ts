import { matchPath } from 'react-router';
import { REMOTES, routeOwner } from '../paths.js';

const match = (pattern: string, pathname: string) => matchPath({ path: pattern, end: true }, pathname) !== null;

describe('routeOwner', () => {
  it.each(['/', '/about', '/nosotros', '/contacto', '/propiedades-publicas', '/propiedad/42'])('%s → public remote', (p) => {
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
  ])('%s → back-office remote (guarded)', (p) => {
    expect(routeOwner(p, match)).toBe(REMOTES.backoffice);
  });

  it.each(['/no-existe', '/propiedad', '/propiedad/1/extra', '/cliente', '/dashboard/x'])('%s → nobody (not-found page)', (p) => {
    expect(routeOwner(p, match)).toBeNull();
  });
});

import { INMOBILIARIA_NEUTRA } from './agency-neutra.js';
import { paginasPublicas } from './pages.js';
import { PUBLIC_PAGE_CHUNKS, PUBLIC_ROUTES, SITEMAP_ROUTES, STAFF_ROUTES, matchesRoute, publicRouteOf } from './routes.js';

describe('the route table', () => {
  it('matches a pathname as the shell’s router does: a parameter is one non-empty segment, a trailing slash is allowed', () => {
    expect(matchesRoute('/propiedad/:id', '/propiedad/42')).toBe(true);
    expect(matchesRoute('/propiedad/:id', '/propiedad/42/')).toBe(true);
    expect(matchesRoute('/propiedad/:id', '/propiedad')).toBe(false);
    expect(matchesRoute('/propiedad/:id', '/propiedad/')).toBe(false);
    expect(matchesRoute('/propiedad/:id', '/propiedad/42/extra')).toBe(false);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/propiedades', '/propiedades-publicas')).toBe(false);
  });

  it('lets an optional last segment be there or not: a property with or without its slug', () => {
    const route = PUBLIC_ROUTES.propiedad;
    expect(matchesRoute(route, '/propiedad/42')).toBe(true);
    expect(matchesRoute(route, '/propiedad/42/casa-3-dormitorios-chivilcoy')).toBe(true);
    expect(matchesRoute(route, '/propiedad/42/casa-3-dormitorios-chivilcoy/')).toBe(true);
    expect(matchesRoute(route, '/propiedad/42/casa/otra')).toBe(false);
    expect(matchesRoute(route, '/propiedad')).toBe(false);
    expect(publicRouteOf('/propiedad/abc/cualquier-cosa')).toBe('propiedad');
  });

  it('names the public route of a pathname, and nothing else', () => {
    expect(publicRouteOf('/')).toBe('home');
    expect(publicRouteOf('/propiedades-publicas')).toBe('catalogo');
    expect(publicRouteOf('/propiedad/abc')).toBe('propiedad');
    expect(publicRouteOf('/dashboard')).toBeNull();
    expect(publicRouteOf('/no-existe')).toBeNull();
  });

  it('gives every public page a head, a chunk entry, and no path to two remotes', () => {
    for (const [name, path] of Object.entries(PUBLIC_ROUTES)) {
      expect(name in PUBLIC_PAGE_CHUNKS).toBe(true);
      if (name !== 'propiedad' && name !== 'miBusqueda') expect(paginasPublicas(INMOBILIARIA_NEUTRA)[path]?.title).toBeTruthy();
    }
    const staff = new Set<string>(Object.values(STAFF_ROUTES));
    expect(Object.values(PUBLIC_ROUTES).filter((p) => staff.has(p))).toEqual([]);
    expect(SITEMAP_ROUTES.every((r) => !PUBLIC_ROUTES[r].includes(':'))).toBe(true);
  });
});

// This remote's routes (the shell hands these paths to mf_public): the public part of the route table in contracts.
// Written out and checked by the compiler to be exactly the table's (`satisfies`), rather than read from it at run
// time: contracts is a module of its own in this remote's './App' chunk, so every read would be a property access
// the minifier cannot fold, on every visitor's first download.
import type { PUBLIC_ROUTES } from '@inmo/contracts';

export const paths = {
  home: '/',
  about: '/about',
  nosotros: '/nosotros',
  contacto: '/contacto',
  catalogo: '/propiedades-publicas',
  propiedad: '/propiedad/:id/:slug?',
} as const satisfies typeof PUBLIC_ROUTES;


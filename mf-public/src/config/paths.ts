// This remote's routes (the shell hands these paths to mf_public): the public part of the route table in contracts.
// Field by field, so the minifier keeps only the strings this bundle uses (no key names).
import { PUBLIC_ROUTES } from '@inmo/contracts';

export const paths = {
  home: PUBLIC_ROUTES.home,
  about: PUBLIC_ROUTES.about,
  nosotros: PUBLIC_ROUTES.nosotros,
  contacto: PUBLIC_ROUTES.contacto,
  catalogo: PUBLIC_ROUTES.catalogo,
  propiedad: PUBLIC_ROUTES.propiedad,
} as const;

export const propiedadPath = (id: string) => `/propiedad/${encodeURIComponent(id)}`;

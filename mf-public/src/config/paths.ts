// This remote's routes (the shell hands these paths to mf_public).
export const paths = {
  home: '/',
  about: '/about',
  nosotros: '/nosotros',
  contacto: '/contacto',
  catalogo: '/propiedades-publicas',
  propiedad: '/propiedad/:id',
} as const;

export const propiedadPath = (id: string) => `/propiedad/${encodeURIComponent(id)}`;

// A property's readable address: /propiedad/{id}/casa-3-dormitorios-chivilcoy. The id finds the
// property; the slug (type, main figure, locality, accent-free) is for people and search engines, so a wrong or
// missing slug still opens the page, whose canonical link names the right one. Every link builder uses these two
// functions: the cards of both catalogues and of the home, the page's canonical link, the sitemap.

/** What a slug is made of (a public reply has it all). */
export interface SlugDe {
  tipo: string;
  habitaciones?: number | null;
  hectareas?: number | null;
  superficieTotal?: number | null;
  ubicacion?: { localidad?: string | null } | null;
}

/** Lower case, accents and every other mark gone, words joined by single hyphens. */
export function textoDeSlug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const positivo = (n: unknown): number | null => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : null);

/** The figure a visitor looks for first: bedrooms, else a field's hectares, else the surface. */
function cifra(p: SlugDe): string {
  const dormitorios = positivo(p.habitaciones);
  if (dormitorios) return `${dormitorios} ${dormitorios === 1 ? 'dormitorio' : 'dormitorios'}`;
  const hectareas = positivo(p.hectareas);
  if (hectareas) return `${hectareas} hectareas`;
  const superficie = positivo(p.superficieTotal);
  return superficie ? `${superficie} m2` : '';
}

/** 'casa-3-dormitorios-chivilcoy', 'campo-120-hectareas-moquehua', 'terreno-300-m2-chivilcoy' (at most 80 characters). */
export function slugPropiedad(p: SlugDe): string {
  const slug = textoDeSlug([p.tipo, cifra(p), p.ubicacion?.localidad ?? ''].join(' '));
  return slug.length > 80 ? slug.slice(0, 80).replace(/-[^-]*$/, '') : slug;
}

/** The property page's address with its slug: what cards link to and what the page's canonical link names. */
export function propiedadHref(p: SlugDe & { id: string }): string {
  const slug = slugPropiedad(p);
  return `/propiedad/${encodeURIComponent(p.id)}${slug ? `/${slug}` : ''}`;
}

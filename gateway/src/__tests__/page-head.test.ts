// Link previews in the heads (contracts vista-previa.ts): a listing's own framed cover as a JPEG, the agency's image
// for a listing without photos and every other page, always with its size and text; never the WebP or SVG itself.
import { INMOBILIARIA_NEUTRA, imagenInmobiliaria, vistaPreviaDePropiedad } from '@inmo/contracts';

const AGENCIA = { ...INMOBILIARIA_NEUTRA, nombre: 'Inmobiliaria Prueba' };
import { notFoundHead, propertyHead, staticHead } from '../page-head.js';

const ORIGIN = 'https://inmo.example';
const meta = (tags: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(tags)?.[1] ?? null;
const base = { id: '11111111-1111-4111-8111-111111111111', titulo: 'Casa con jardín', tipo: 'Casa', operacion: 'venta', descripcion: 'Linda' };
const upload = { url: '/api/media/casas-0123456789abcdef01234567-1600.webp', public_id: 'casas/0123456789abcdef01234567', esPortada: true, offsetX: 0.2, offsetY: 0.5, zoom: 1.5, descripcion: 'Frente' };

describe('og:image', () => {
  it('a listing: its cover framed, as a 1200×630 JPEG at a content-addressed URL, with type, size and text', () => {
    const { tags } = propertyHead(ORIGIN, { ...base, imagenes: [upload] } as never, AGENCIA);
    const image = meta(tags, 'og:image')!;
    expect(image).toMatch(new RegExp(`^${ORIGIN}/api/user/vista-previa/propiedad/${base.id}/[0-9a-z]+\\.jpg$`));
    expect(meta(tags, 'og:image:type')).toBe('image/jpeg');
    expect([meta(tags, 'og:image:width'), meta(tags, 'og:image:height')]).toEqual(['1200', '630']);
    expect(meta(tags, 'og:image:alt')).toBe('Casa con jardín: Frente');
    expect(meta(tags, 'twitter:image')).toBe(image);
    expect(meta(tags, 'twitter:card')).toBe('summary_large_image');
    // Another framing of the same picture is another address; the same framing the same one.
    const moved = propertyHead(ORIGIN, { ...base, imagenes: [{ ...upload, offsetX: 0.8 }] } as never, AGENCIA).tags;
    expect(meta(moved, 'og:image')).not.toBe(image);
    expect(meta(propertyHead(ORIGIN, { ...base, imagenes: [{ ...upload }] } as never, AGENCIA).tags, 'og:image')).toBe(image);
  });

  it.each([
    ['without photos (the default picture)', [{ url: '/api/media/imagen_por_defecto.svg', public_id: 'imagen_por_defecto', esPortada: true }]],
    ['with no pictures at all', []],
    ['whose picture is elsewhere', [{ url: 'https://res.cloudinary.com/x/foto.jpg', public_id: 'x/foto', esPortada: true }]],
  ])('a listing %s: the agency’s image', (_what, imagenes) => {
    const { tags } = propertyHead(ORIGIN, { ...base, imagenes } as never, AGENCIA);
    expect(meta(tags, 'og:image')).toBe(ORIGIN + imagenInmobiliaria(AGENCIA).url);
    expect(meta(tags, 'og:image:alt')).toBe(imagenInmobiliaria(AGENCIA).alt);
  });

  it('a demo listing (an SVG in the media folder) gets a JPEG drawn from it, never the SVG', () => {
    const imagenes = [{ url: '/api/media/demo-casa-5dc675b326.svg', public_id: 'demo/casa-5dc675b326', esPortada: true }];
    const tags = propertyHead(ORIGIN, { ...base, imagenes } as never, AGENCIA).tags;
    expect(meta(tags, 'og:image')).toBe(ORIGIN + vistaPreviaDePropiedad({ ...base, imagenes }, AGENCIA).url);
    expect(tags).not.toMatch(/\.svg"/);
  });

  it.each(['/', '/propiedades-publicas', '/contacto', '/about', '/nosotros'])('%s: the agency’s image', (p) => {
    const { tags } = staticHead(ORIGIN, p, AGENCIA)!;
    expect(meta(tags, 'og:image')).toBe(ORIGIN + imagenInmobiliaria(AGENCIA).url);
    expect([meta(tags, 'og:image:width'), meta(tags, 'og:image:height'), meta(tags, 'og:image:type')]).toEqual(['1200', '630', 'image/jpeg']);
  });

  it('a page that is not there is kept out of search results', () => {
    expect(notFoundHead('Página no encontrada', AGENCIA).tags).toBe('<meta name="robots" content="noindex">');
  });
});

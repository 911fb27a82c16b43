import { DEFAULT_IMAGE_PUBLIC_ID } from './labels.js';
import { archivoVistaPreviaSchema, claveVistaPrevia, fuenteDeVistaPrevia, imagenInmobiliaria, vistaPreviaDePropiedad } from './vista-previa.js';

const upload = { url: '/api/media/casas-0123456789abcdef01234567-1600.webp', public_id: 'casas/0123456789abcdef01234567', offsetX: 0.3, offsetY: 0.5, zoom: 1 };

describe('link preview addresses', () => {
  it('draw an upload from its full-size master and a demo picture from its file; nothing else', () => {
    expect(fuenteDeVistaPrevia(upload)).toBe('casas-0123456789abcdef01234567.webp');
    expect(fuenteDeVistaPrevia({ url: '/api/media/demo-casa-5dc675b326.svg', public_id: 'demo/casa-5dc675b326' })).toBe('demo-casa-5dc675b326.svg');
    expect(fuenteDeVistaPrevia({ url: '/api/media/imagen_por_defecto.svg', public_id: DEFAULT_IMAGE_PUBLIC_ID })).toBeNull();
    expect(fuenteDeVistaPrevia({ url: 'https://elsewhere.example/a.jpg', public_id: 'x' })).toBeNull();
    expect(fuenteDeVistaPrevia({ url: '/api/media/../jwt-secret', public_id: 'x' })).toBeNull();
  });

  it('change with the picture or its framing, and only then (normalised: a missing zoom is 1)', () => {
    const key = claveVistaPrevia(upload);
    expect(key).toMatch(/^[0-9a-z]{1,16}$/);
    expect(archivoVistaPreviaSchema.safeParse(`${key}.jpg`).success).toBe(true);
    expect(claveVistaPrevia({ ...upload, zoom: undefined })).toBe(key);
    expect(claveVistaPrevia({ ...upload, offsetX: 0.31 })).not.toBe(key);
    expect(claveVistaPrevia({ ...upload, public_id: 'casas/0123456789abcdef01234568' })).not.toBe(key);
  });

  it("a listing's is its cover's (the one marked, else the first); without a photo, the agency's", () => {
    const other = { ...upload, public_id: 'casas/aaaaaaaaaaaaaaaaaaaaaaaa', esPortada: true, descripcion: 'Frente' };
    const agencia = { nombre: 'Inmobiliaria Del Pueblo' };
    const p = vistaPreviaDePropiedad({ id: 'x1', titulo: 'Casa', imagenes: [upload, other] }, agencia);
    expect(p).toEqual({ url: `/api/user/vista-previa/propiedad/x1/${claveVistaPrevia(other)}.jpg`, width: 1200, height: 630, alt: 'Casa: Frente' });
    expect(vistaPreviaDePropiedad({ id: 'x1', imagenes: [] }, agencia)).toEqual(imagenInmobiliaria(agencia));
    expect(imagenInmobiliaria(agencia)).toMatchObject({ width: 1200, height: 630, alt: 'Inmobiliaria Del Pueblo' });
    // A new name, or an uploaded picture, is a new address.
    expect(imagenInmobiliaria({ nombre: 'Otra' }).url).not.toBe(imagenInmobiliaria(agencia).url);
    expect(imagenInmobiliaria({ ...agencia, imagen: 'casas-0123456789abcdef01234567.webp' }).url).not.toBe(imagenInmobiliaria(agencia).url);
  });
});

import { leerPropiedad, validarPropiedad, type Imagen, type Propiedad } from '@inmo/contracts';
import {
  appendImages,
  buildCreatePayload,
  buildEditPayload,
  changedLines,
  emptyValues,
  moveImage,
  removeImage,
  toEditValues,
} from '../components/property-form-model.js';
import { coverImageStyle, zoomPercent } from '../components/cover-style.js';
import { imageFileProblem, toImagen } from '../../../components/ui/upload-image.js';
import { createPropertyPath } from '../api/create-property.js';
import { adminPropertiesKey } from '../api/use-admin-properties.js';
import { papeleraKey } from '../api/use-papelera.js';

const img = (id: string, extra: Partial<Imagen> = {}): Imagen => ({
  url: `/api/media/${id}.webp`,
  public_id: id,
  descripcion: '',
  orden: 0,
  esPortada: false,
  offsetX: 0.5,
  offsetY: 0.5,
  zoom: 1,
  ...extra,
});

describe('creation payload per type', () => {
  it("Campo: only localidad, coordinates and map URL as location; its area (hectares × 10000) is computed by the API", () => {
    const p = buildCreatePayload('Campo', { ...emptyValues('USD'), titulo: ' Campo ', operacion: 'venta', localidad: 'Tandil', calle: 'Ruta 3', hectareas: '12,5', condicion: 'agrícola', coordenadas: '-37.3,-59.1' }, []);
    expect(p.superficieTotal).toBeUndefined();
    const leida = leerPropiedad('Campo', p);
    expect(leida.ok && leida.datos.superficieTotal).toBe(125000);
    expect(p.calle).toBeUndefined();
    expect(p.altura).toBeUndefined();
    expect(p.localidad).toBe('Tandil');
    expect(p.coordenadas).toEqual({ lat: -37.3, lng: -59.1 });
    expect(p.titulo).toBe('Campo');
    expect(p.precio).toEqual({ monto: null, moneda: 'USD', visible: true });
    expect(validarPropiedad('Campo', p)).toEqual({});
  });

  it('applies the per-type rules with the spec messages', () => {
    const base = { titulo: 'X', operacion: 'venta', localidad: 'Azul' };
    expect(validarPropiedad('Campo', buildCreatePayload('Campo', { ...base, hectareas: '0', condicion: 'mixto' }, [])).hectareas).toBe('Las hectáreas deben ser un número positivo');
    expect(validarPropiedad('Terreno', buildCreatePayload('Terreno', { ...base }, [])).largo).toBe('El largo del terreno es requerido');
    expect(validarPropiedad('Terreno', buildCreatePayload('Terreno', { ...base, largo: '20' }, []))).toEqual({});
    expect(Object.keys(validarPropiedad('Casa', buildCreatePayload('Casa', { ...base }, [])))).toEqual(['habitaciones']);
    expect(validarPropiedad('Casa', buildCreatePayload('Casa', { titulo: '', operacion: '', localidad: '' , habitaciones: '2'}, []))).toEqual({
      titulo: 'Complete el título',
      localidad: 'Ingrese localidad',
      operacion: 'Seleccione operación',
    });
  });

  it('Terreno sends superficie, largo and ancho in the flat shape (the API folds dimensiones); services as booleans', () => {
    const p = buildCreatePayload('Terreno', { titulo: 'T', operacion: 'venta', localidad: 'Azul', superficie: '300', largo: '30', ancho: '10', 'servicio.luz': true }, []);
    expect(p.superficie).toBe(300);
    expect([p.largo, p.ancho, p.dimensiones]).toEqual([30, 10, undefined]);
    expect(p.servicios).toEqual({ agua: false, luz: true, cloacas: false, gas: false });
    expect(p.calle).toBe('');
    expect(p.altura).toBeNull();
  });

  it('Fondo de Comercio: instalaciones as a list, amenities of its own set', () => {
    const p = buildCreatePayload('Fondo de Comercio', { instalaciones: 'heladera, horno ,', 'amenity.estacionamiento': true }, []);
    expect(p.instalaciones).toEqual(['heladera', 'horno']);
    expect(p.amenities).toEqual({ aireAcondicionado: false, estacionamiento: true, seguridad24hs: false });
    expect(p.servicios).toBeUndefined();
  });

  it('each type posts to its own endpoint', () => {
    expect(createPropertyPath('Casa')).toBe('/admin/nueva-casa');
    expect(createPropertyPath('Departamento')).toBe('/admin/nuevo-dpto');
    expect(createPropertyPath('Galpón')).toBe('/admin/nuevo-galpon');
  });
});

describe('images', () => {
  it('reordering renumbers orden from 0 and only the first is the cover', () => {
    const list = appendImages([], [img('a'), img('b'), img('c')]);
    const moved = moveImage(list, 2, 0);
    expect(moved.map((i) => [i.public_id, i.orden, i.esPortada])).toEqual([
      ['c', 0, true],
      ['a', 1, false],
      ['b', 2, false],
    ]);
    expect(moveImage(list, 0, 5)).toBe(list);
  });

  it('deleting renumbers and makes the first the cover', () => {
    const list = removeImage(appendImages([], [img('a'), img('b')]), 0);
    expect(list).toEqual([expect.objectContaining({ public_id: 'b', orden: 0, esPortada: true })]);
  });

  it('an upload becomes a centred image that keeps its renditions; the first is the cover', () => {
    const r = { url: '/u.webp', public_id: 'casas/u', width: 1600, height: 900, srcset: [{ width: 480, url: '/u-480.webp' }] };
    expect(toImagen(r, 0)).toEqual({ url: '/u.webp', public_id: 'casas/u', descripcion: '', orden: 0, esPortada: true, offsetX: 0.5, offsetY: 0.5, zoom: 1, width: 1600, height: 900, srcset: r.srcset });
    expect(toImagen({ url: '/v.webp', public_id: 'casas/v' }, 2)).not.toHaveProperty('srcset');
  });

  it('rejects what is not PNG/JPEG or over 10 MB', () => {
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ name: 'a.webp', type: 'image/webp', size: 1000 })).toMatch(/PNG o JPEG/);
    expect(imageFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toMatch(/10 MB/);
  });
});

describe('framing', () => {
  it('draws the focal point and zoom the same way everywhere', () => {
    expect(coverImageStyle({ offsetX: 0.25, offsetY: 1, zoom: 1.5 })).toMatchObject({
      objectFit: 'cover',
      objectPosition: '25% 100%',
      transformOrigin: '25% 100%',
      transform: 'scale(1.5)',
    });
    expect(zoomPercent(1.3)).toBe('130%');
  });
});

describe('edit form', () => {
  const prop = {
    id: 'x', tipo: 'Terreno', titulo: 'Lote', operacion: 'venta', visible: false, descripcion: '', fechaPublicacion: '2026-01-02',
    clienteDueño: null, imagenes: [], precio: { monto: 100, moneda: 'USD', visible: false },
    ubicacion: { calle: 'San Martín', altura: 120, piso: null, entreCalles: { calle1: 'A', calle2: 'B' }, localidad: 'Azul', coordenadas: { lat: -36.7, lng: -59.8 }, mapaUrl: '' },
    servicios: { agua: true, luz: false, cloacas: false, gas: false }, amenities: { esquina: true },
    superficie: 300, superficieTotal: 300, largo: 30, ancho: 10,
  } as unknown as Propiedad;

  it('copies Terreno superficie and the flattened location, and builds the edit body back', () => {
    const v = toEditValues(prop);
    expect(v).toMatchObject({ superficie: '300', calle: 'San Martín', altura: '120', entreCalle1: 'A', coordenadas: '-36.7,-59.8', visible: false, precioVisible: false, 'amenity.esquina': true, 'servicio.agua': true });
    const body = buildEditPayload('Terreno', { ...v, titulo: 'Lote nuevo' }, []);
    expect(body).toMatchObject({ titulo: 'Lote nuevo', visible: false, fechaPublicacion: '2026-01-02', calle: 'San Martín', entreCalle2: 'B', largo: 30, ancho: 10, precio: { monto: 100, moneda: 'USD', visible: false } });
    expect(changedLines(v, { ...v, titulo: 'Lote nuevo' })).toEqual(['titulo: Lote nuevo']);
  });

  it('carries the Destacada tick both ways', () => {
    expect(toEditValues(prop).destacada).toBe(false);
    const v = toEditValues({ ...prop, destacada: true } as Propiedad);
    expect(v.destacada).toBe(true);
    expect(buildEditPayload('Terreno', v, []).destacada).toBe(true);
    expect(buildEditPayload('Terreno', { ...v, destacada: false }, []).destacada).toBe(false);
  });
});

describe('portals and approximate location', () => {
  it('a new listing goes to every portal, with its exact location, unless unticked', () => {
    const p = buildCreatePayload('Casa', { ...emptyValues(), titulo: 'Casa', operacion: 'venta', localidad: 'Azul', habitaciones: '2' }, []);
    expect(p).toMatchObject({ publicarEnPortales: true, portales: { zonaprop: true, mercadolibre: true }, ubicacionAproximada: false });
    const off = buildCreatePayload('Casa', { ...emptyValues(), publicarEnPortales: false, 'portal.mercadolibre': false, ubicacionAproximada: true }, []);
    expect(off).toMatchObject({ publicarEnPortales: false, portales: { zonaprop: true, mercadolibre: false }, ubicacionAproximada: true });
    expect(leerPropiedad('Casa', { ...p, habitaciones: 2 })).toMatchObject({ ok: true, datos: { publicarEnPortales: true, portales: { zonaprop: true, mercadolibre: true } } });
  });

  it('the editor reads the property’s choices and sends them back', () => {
    const prop = {
      id: 'x', tipo: 'Terreno', titulo: 'Lote', operacion: 'venta', visible: true, descripcion: '', fechaPublicacion: '2026-01-02', clienteDueño: null, imagenes: [],
      precio: { monto: 100, moneda: 'USD', visible: true }, ubicacion: { calle: '', altura: null, localidad: 'Azul' }, servicios: {}, amenities: {},
      publicarEnPortales: true, portales: { zonaprop: false, mercadolibre: true }, ubicacionAproximada: true,
    } as unknown as Propiedad;
    const v = toEditValues(prop);
    expect(v).toMatchObject({ publicarEnPortales: true, 'portal.zonaprop': false, 'portal.mercadolibre': true, ubicacionAproximada: true });
    expect(buildEditPayload('Terreno', { ...v, publicarEnPortales: false }, [])).toMatchObject({
      publicarEnPortales: false,
      portales: { zonaprop: false, mercadolibre: true },
      ubicacionAproximada: true,
    });
    expect(changedLines(v, { ...v, 'portal.zonaprop': true })).toEqual(['portal.zonaprop: sí']);
  });
});

describe('admin list key', () => {
  it('pages by 9 and sends the estado filter', () => {
    expect(adminPropertiesKey({ q: ' casa ', tipo: '', operacion: 'venta', estado: 'oculta', page: 2 })).toBe('/admin/todas-propiedades?page=2&limit=9&q=casa&operacion=venta&estado=oculta');
  });

  it('the Papelera asks its own call with the search, tipo and operación, never the estado', () => {
    expect(papeleraKey({ q: 'galpon', tipo: 'Galpón', operacion: 'venta', estado: 'oculta', page: 1 })).toBe('/admin/papelera?page=1&limit=9&q=galpon&tipo=Galp%C3%B3n&operacion=venta');
    expect(papeleraKey({ q: '', tipo: '', operacion: '', estado: '', page: 3 })).toBe('/admin/papelera?page=3&limit=9');
  });
});

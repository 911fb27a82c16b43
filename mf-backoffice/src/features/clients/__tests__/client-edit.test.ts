import type { Cliente, Propiedad } from '@inmo/contracts';
import { aFormulario, aPayload, completarOfertas, erroresFormulario, filtrarPicker, nuevaPreferencia, validarFormulario, yaAsignada } from '../components/client-edit.js';
import { mensajePropiedades } from '../components/enviar-propiedades.js';
import { mailtoHref } from '../../../components/ui/contact-links.js';

const ID = '0b6f7c1e-1d2a-4c3b-9e8f-123456789abc';

const prop = (id: string, titulo: string, extra: Partial<Propiedad> = {}): Propiedad =>
  ({
    id,
    _id: id,
    titulo,
    tipo: 'Casa',
    operacion: 'venta',
    precio: { monto: 100, moneda: 'USD', visible: true },
    ubicacion: { calle: 'San Martín', altura: 100, localidad: 'Lobos' },
    ...extra,
  }) as unknown as Propiedad;

const cliente: Cliente = {
  _id: 'c1',
  nombre: 'Ana',
  apellido: 'Pérez',
  dni: '30111222',
  mail: null,
  telefono: '2227 45-1234',
  telefonoE164: '+542227451234',
  profesion: null,
  fechaCreacion: '2026-01-02T00:00:00Z',
  oferente: [],
  preferenciasBusqueda: [],
  version: 3,
  updatedAt: '2026-01-02T00:00:00Z',
};

describe('client edit form', () => {
  it('sends the CUIT trimmed (blank clears it) with the VAT condition, and a wrong check digit blocks saving', () => {
    const f = aFormulario(cliente);
    expect(f.condicionIva).toBe('consumidor_final');
    expect(aPayload({ ...f, cuit: ' 20-11111111-2 ', condicionIva: 'monotributo' })).toMatchObject({ cuit: '20-11111111-2', condicionIva: 'monotributo' });
    expect(aPayload({ ...f, cuit: '  ' }).cuit).toBeNull();
    expect(validarFormulario({ ...f, cuit: '20-11111111-3' })).toMatch(/CUIT/);
  });

  it('asks for type and operation of a preference with other fields filled (spec §5)', () => {
    const f = aFormulario(cliente);
    f.preferenciasBusqueda.push({ ...nuevaPreferencia(), presupuesto: '1000' });
    expect(validarFormulario(f)).toBe('La preferencia 1 debe tener tipo de propiedad y operación seleccionados si se completan otros campos');
  });

  it('asks for a name of an offered entry with a description', () => {
    const f = aFormulario(cliente);
    f.oferente.push({ propiedad: '  ', descripcion: 'algo', activa: true });
    expect(validarFormulario(f)).toBe('La propiedad 1 debe tener un nombre si se completa');
  });

  it('drops blank preferences and nameless entries, trims, sends null for an empty budget and mail, and the version', () => {
    const f = aFormulario(cliente);
    f.nombre = ' Ana ';
    f.preferenciasBusqueda.push(nuevaPreferencia(), { ...nuevaPreferencia(), tipoPropiedad: 'Casa', tipoOperacion: 'Compra' });
    f.oferente.push({ propiedad: '', descripcion: '', activa: true }, { propiedad: ' Casa Lobos ', propiedadId: ID, descripcion: '', activa: false });
    expect(validarFormulario(f)).toBeNull();
    const b = aPayload(f, 3);
    expect(b.nombre).toBe('Ana');
    expect(b.mail).toBeNull();
    expect(b.version).toBe(3);
    expect(b.preferenciasBusqueda).toHaveLength(1);
    expect(b.preferenciasBusqueda?.[0]).toMatchObject({ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: null, descripcion: '', activa: true });
    expect(b.oferente).toEqual([{ propiedad: 'Casa Lobos', propiedadId: ID, descripcion: '', activa: false }]);
  });
});

describe('search preference filters', () => {
  it('starts a new preference open: no towns, bedrooms or surface, and no financing', () => {
    expect(nuevaPreferencia()).toMatchObject({ localidades: [], dormitoriosMin: '', superficieMin: '', superficieMax: '', financiacion: false });
  });

  it('sends towns, bedrooms and surface as typed numbers, and financing only for a purchase', () => {
    const f = aFormulario(cliente);
    f.preferenciasBusqueda.push(
      { ...nuevaPreferencia(), tipoPropiedad: 'Casa', tipoOperacion: 'Compra', localidades: [' Lobos ', ''], dormitoriosMin: '3', superficieMin: '80,5', superficieMax: '', financiacion: true },
      { ...nuevaPreferencia(), tipoPropiedad: 'Dpto', tipoOperacion: 'Alquiler', financiacion: true },
    );
    expect(validarFormulario(f)).toBeNull();
    const [compra, alquiler] = aPayload(f).preferenciasBusqueda ?? [];
    expect(compra).toMatchObject({ localidades: ['Lobos'], dormitoriosMin: 3, superficieMin: 80.5, superficieMax: null, financiacion: true });
    expect(alquiler).toMatchObject({ localidades: [], dormitoriosMin: null, financiacion: false });
  });

  it('reads a stored preference back into the form, and says where a range is the wrong way round', () => {
    const f = aFormulario({
      ...cliente,
      preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: null, descripcion: '', localidades: ['Navarro'], dormitoriosMin: 2, superficieMin: 200, superficieMax: 100, activa: true, financiacion: false, fechaCreacionPreferencia: '2026-01-02T00:00:00Z' }],
    });
    expect(f.preferenciasBusqueda[0]).toMatchObject({ localidades: ['Navarro'], dormitoriosMin: '2', superficieMin: '200', superficieMax: '100' });
    expect(erroresFormulario(f)).toEqual({ 'preferenciasBusqueda.0.superficieMax': 'La superficie mínima no puede ser mayor que la máxima' });
    expect(validarFormulario(f)).toBe('La superficie mínima no puede ser mayor que la máxima');
  });
});

describe('client assignment', () => {
  it('starts from the assignee, sends the chosen one, null for nobody, and nothing from a draft kept without it', () => {
    const asignado = { ...cliente, asignadoA: { _id: ID, nombre: 'Beto Ruiz' } };
    const f = aFormulario(asignado);
    expect(f.asignadoA).toBe(ID);
    expect(aPayload(f).asignadoA).toBe(ID);
    expect(aPayload({ ...f, asignadoA: '' }).asignadoA).toBeNull();
    expect(aFormulario(cliente).asignadoA).toBe('');
    const { asignadoA: _, ...viejo } = f;
    expect(aPayload(viejo as typeof f)).not.toHaveProperty('asignadoA');
  });
});

describe('offered properties', () => {
  const props = [prop('p1', 'Casa en Lobos'), prop('p2', 'Depto céntrico', { tipo: 'Departamento', operacion: 'alquiler' } as Partial<Propiedad>)];

  it('fills the id of an entry without one from the exact trimmed, case-insensitive title', () => {
    const r = completarOfertas([{ propiedad: ' casa EN lobos ', descripcion: '', activa: true }, { propiedad: 'Casa', descripcion: '', activa: true }], props);
    expect(r[0].propiedadId).toBe('p1');
    expect(r[0].detallesPropiedad?.tipo).toBe('Casa');
    expect(r[1].propiedadId).toBeUndefined();
  });

  it('excludes assigned properties from the picker (by id, or loose title for entries without id) and counts the rest of the matches', () => {
    expect(yaAsignada(props[0], [{ propiedad: 'x', propiedadId: 'p1', descripcion: '', activa: true }])).toBe(true);
    expect(yaAsignada(props[1], [{ propiedad: 'depto', descripcion: '', activa: true }])).toBe(true);
    // The server filtered the rows (text, type, operation): 2 of its 30 matches read so far, one of them assigned.
    const r = filtrarPicker(props, [{ propiedad: 'x', propiedadId: 'p1', descripcion: '', activa: true }], 30);
    expect(r.disponibles.map((p) => p.id)).toEqual(['p2']);
    expect(r.cuenta).toBe(29);
    expect(filtrarPicker(props, [], 2)).toEqual({ disponibles: props, cuenta: 2 });
    expect(filtrarPicker([], [], 0)).toEqual({ disponibles: [], cuenta: 0 });
  });
});

describe('sending properties', () => {
  it('lists each property with its public link', () => {
    const m = mensajePropiedades('Ana', [prop('p1', 'Casa en Lobos')], 'https://inmo.example/');
    expect(m).toContain('Casa en Lobos (Lobos)');
    // At its readable address (the slug from type and town), as the catalogue's cards link it.
    expect(m).toContain('https://inmo.example/propiedad/p1/casa-lobos\n');
  });

  it('builds mailto links (wa.me and tel: ones: contracts/src/telefono.test.ts)', () => {
    expect(mailtoHref('a@b.com', 'Hola', 'x y')).toBe('mailto:a@b.com?subject=Hola&body=x%20y');
    expect(mailtoHref('')).toBeNull();
  });
});

import { diffSnapshots, sameValue } from './diff.js';

describe('diffSnapshots', () => {
  const before = { titulo: 'Casa en el centro', precio: 100000, moneda: 'USD', visible: true, 'amenities.piscina': false, imagenes: ['a*@0.5,0.5,1', 'b@0.5,0.5,1'], instalaciones: ['horno'] };

  it('lists only the fields that changed, old → new, in the record\'s order', () => {
    const after = { ...before, precio: 90000, 'amenities.piscina': true, instalaciones: ['horno', 'cámara'] };
    expect(diffSnapshots(before, after)).toEqual([
      { campo: 'precio', antes: 100000, despues: 90000 },
      { campo: 'amenities.piscina', antes: false, despues: true },
      { campo: 'instalaciones', antes: ['horno'], despues: ['horno', 'cámara'] },
    ]);
  });

  it('says nothing for an edit that changed nothing', () => {
    expect(diffSnapshots(before, { ...before, imagenes: [...before.imagenes] })).toEqual([]);
  });

  it('gives a counted list as its length, also when only its entries changed', () => {
    const opts = { counted: ['imagenes'] };
    expect(diffSnapshots(before, { ...before, imagenes: ['a*@0.5,0.5,1'] }, opts)).toEqual([{ campo: 'imagenes', antes: 2, despues: 1 }]);
    expect(diffSnapshots({ imagenes: ['x', 'y'] }, { imagenes: ['y', 'x'] }, opts)).toEqual([{ campo: 'imagenes', antes: 2, despues: 2 }]);
    expect(JSON.stringify(diffSnapshots(null, before, opts))).not.toContain('a*@');
  });

  it('says what changed among the same pictures: their order, the cover, a framing, a caption', () => {
    const opts = { counted: ['imagenes'] };
    const fotos = { imagenes: ['a*@0.5,0.5,1|Frente', 'b@0.5,0.5,1|', 'c@0.5,0.5,1|Patio'] };
    expect(diffSnapshots(fotos, { imagenes: ['b*@0.5,0.5,1|', 'a@0.5,0.5,1|Frente', 'c@0.5,0.5,1|Patio'] }, opts)).toEqual([
      { campo: 'imagenes.orden', antes: '1, 2, 3', despues: '2, 1, 3' },
      { campo: 'imagenes.portada', antes: 'imagen 2', despues: 'imagen 1' },
    ]);
    expect(diffSnapshots(fotos, { imagenes: ['a*@0.5,0.5,1|Frente', 'b@0.3,0.4,1.5|Living comedor', 'c@0.5,0.5,1|Patio'] }, opts)).toEqual([
      { campo: 'imagenes.encuadre', antes: 'imagen 2: 50 % · 50 % · zoom 1', despues: 'imagen 2: 30 % · 40 % · zoom 1,5' },
      { campo: 'imagenes.descripcion', antes: 'imagen 2: —', despues: 'imagen 2: Living comedor' },
    ]);
    // A picture removed: how many, and nothing about the ones that stayed as they were.
    expect(diffSnapshots(fotos, { imagenes: ['a*@0.5,0.5,1|Frente', 'c@0.5,0.5,1|Patio'] }, opts)).toEqual([{ campo: 'imagenes', antes: 3, despues: 2 }]);
    // An older snapshot (no captions): its order and framing still read; captions are not guessed.
    expect(diffSnapshots({ imagenes: ['a*@0.5,0.5,1', 'b@0.5,0.5,1'] }, { imagenes: ['a*@0.5,0.5,1|Frente', 'b@0.5,0.5,2|'] }, opts)).toEqual([
      { campo: 'imagenes.encuadre', antes: 'imagen 2: 50 % · 50 % · zoom 1', despues: 'imagen 2: 50 % · 50 % · zoom 2' },
    ]);
    // Never an address or an id.
    expect(JSON.stringify(diffSnapshots(fotos, { imagenes: ['c*@0.1,0.1,1|Patio', 'a@0.5,0.5,1|Frente'] }, opts))).not.toMatch(/"[abc][*@|]|@0/);
    // One picture sent twice: a count and an order, never a failure.
    expect(diffSnapshots(fotos, { imagenes: ['a*@0.5,0.5,1|Frente', 'a@0.5,0.5,1|Frente', 'b@0.5,0.5,1|', 'c@0.5,0.5,1|Patio'] }, opts)).toEqual([
      { campo: 'imagenes', antes: 3, despues: 4 },
      { campo: 'imagenes.orden', antes: '1, 2, 3', despues: '1, 1, 2, 3' },
    ]);
  });

  it('reports fields only one side has (a change of type) as gone or new', () => {
    const casa = { tipo: 'Casa', habitaciones: 3 };
    const galpon = { tipo: 'Galpón', alturaLibre: 8 };
    expect(diffSnapshots(casa, galpon)).toEqual([
      { campo: 'tipo', antes: 'Casa', despues: 'Galpón' },
      { campo: 'alturaLibre', antes: null, despues: 8 },
      { campo: 'habitaciones', antes: 3, despues: null },
    ]);
  });

  it('lists the fields a new record has values in, and none for a deletion', () => {
    expect(diffSnapshots(null, { titulo: 'Lote', descripcion: '', altura: null, visible: true, destacada: false, instalaciones: [] })).toEqual([
      { campo: 'titulo', antes: null, despues: 'Lote' },
      { campo: 'visible', antes: null, despues: true },
    ]);
    expect(diffSnapshots(before, null)).toEqual([]);
  });

  it('treats a missing value and null alike, and compares nested values by content', () => {
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(0, null)).toBe(false);
    expect(sameValue('', null)).toBe(false);
  });
});

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
    expect(diffSnapshots(before, { ...before, imagenes: ['b*@0.5,0.5,1', 'a@0.5,0.5,1'] }, opts)).toEqual([{ campo: 'imagenes', antes: 2, despues: 2 }]);
    expect(JSON.stringify(diffSnapshots(null, before, opts))).not.toContain('a*@');
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

import { GENERO_TIPO_PROPIEDAD, TIPOS_PROPIEDAD, mensajePropiedadCreada } from './labels.js';

describe('the creation message agrees with the type', () => {
  it('says creada of a Casa and creado of every masculine type', () => {
    expect(Object.fromEntries(TIPOS_PROPIEDAD.map((t) => [t, mensajePropiedadCreada(t)]))).toEqual({
      Casa: '¡Casa creada con éxito!',
      Departamento: '¡Departamento creado con éxito!',
      'Local comercial': '¡Local comercial creado con éxito!',
      Terreno: '¡Terreno creado con éxito!',
      Campo: '¡Campo creado con éxito!',
      'Fondo de Comercio': '¡Fondo de Comercio creado con éxito!',
      'Galpón': '¡Galpón creado con éxito!',
    });
  });

  it('has a gender for every type and for nothing else', () => {
    expect(Object.keys(GENERO_TIPO_PROPIEDAD).sort()).toEqual([...TIPOS_PROPIEDAD].sort());
  });
});

import { MENSAJE_CONTRATO_AJENO, SOLO_ADMIN, permisosDeRol, puede } from './permisos.js';

describe('who may touch the money and the index tables', () => {
  it('gives every admin-only act to the admin and none to an agente or nobody', () => {
    const acts = Object.keys(SOLO_ADMIN) as (keyof typeof SOLO_ADMIN)[];
    expect(acts.sort()).toEqual(['anularCargo', 'anularFactura', 'anularPago', 'cargarIndices', 'cerrarMes', 'condonarPunitorios', 'enlacePropietario', 'pagarLiquidacion']);
    for (const a of acts) {
      expect(puede('admin', a)).toBe(true);
      expect(puede('agente', a)).toBe(false);
      expect(puede(undefined, a)).toBe(false);
    }
    expect(Object.values(permisosDeRol('agente')).some(Boolean)).toBe(false);
    expect(Object.values(permisosDeRol('admin')).every(Boolean)).toBe(true);
  });

  it('names each reason in Spanish', () => {
    for (const m of [...Object.values(SOLO_ADMIN), MENSAJE_CONTRATO_AJENO]) expect(m).toMatch(/^Solo (un administrador puede|podés) /);
  });
});

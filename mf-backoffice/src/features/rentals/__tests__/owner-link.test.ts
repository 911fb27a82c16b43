import type { EntradaHistorial } from '@inmo/contracts';
import { enlacePropietarioActivo } from '../components/owner-link-state.js';

const linea = (campo: string, despues: unknown): EntradaHistorial => ({ fecha: '2026-12-02T12:00:00Z', usuario: null, accion: 'editar', cambios: [{ campo, antes: null, despues }] });

describe("the owner's link, from their history (newest first)", () => {
  it('is unknown while the history loads, and absent when none was ever made', () => {
    expect(enlacePropietarioActivo(null)).toBeNull();
    expect(enlacePropietarioActivo([])).toBe(false);
    expect(enlacePropietarioActivo([linea('liquidacion', 'Liquidación de noviembre de 2026')])).toBe(false);
  });
  it('is there after a creation, and gone after a revocation', () => {
    const creado = linea('enlacePropietario', 'Enlace privado del propietario creado');
    const revocado = linea('enlacePropietario', 'Revocado');
    expect(enlacePropietarioActivo([creado])).toBe(true);
    expect(enlacePropietarioActivo([revocado, creado])).toBe(false);
    expect(enlacePropietarioActivo([creado, revocado, linea('alertas', 'No')])).toBe(true);
  });
});

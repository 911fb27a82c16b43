import { TIPOS_PROPIEDAD } from '../labels.js';
import { PREFIJOS_CODIGO, codigoBuscado, formatCodigo } from './code.js';

describe('listing codes', () => {
  it('give each type its own two letters', () => {
    const prefijos = TIPOS_PROPIEDAD.map((t) => PREFIJOS_CODIGO[t]);
    expect(new Set(prefijos).size).toBe(TIPOS_PROPIEDAD.length);
    for (const p of prefijos) expect(p).toMatch(/^[A-Z]{2}$/);
  });

  it('are written with at least four digits', () => {
    expect(formatCodigo('CA', 42)).toBe('CA-0042');
    expect(formatCodigo('GA', 12345)).toBe('GA-12345');
  });

  it('are found however a person types them', () => {
    for (const q of ['CA-0042', 'ca-0042', 'CA-42', 'ca42', ' ca 42 ', 'Ca–0042', 'CA0042']) expect(codigoBuscado(q)).toBe('CA-0042');
    expect(codigoBuscado('dp-7')).toBe('DP-0007');
    expect(codigoBuscado('GA-12345')).toBe('GA-12345');
  });

  it('are not seen in ordinary searches', () => {
    for (const q of ['casa', 'Chivilcoy', 'ZZ-0042', 'CA-0', 'CA-', '42', 'calle 42', 'CA-42-1', '']) expect(codigoBuscado(q)).toBeNull();
  });
});

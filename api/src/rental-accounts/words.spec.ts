// Amounts in words against a list written by hand: every accent Spanish puts on a number (dieciséis, veintidós,
// veintitrés, veintiséis, veintiún, millón) and the apocopes, up to the largest amount the product takes.
import { enLetras, formatCentavos, montoEnLetras } from './words.js';

const LISTA: [bigint, string][] = [
  [0n, 'cero'],
  [1n, 'uno'],
  [16n, 'dieciséis'],
  [21n, 'veintiuno'],
  [22n, 'veintidós'],
  [23n, 'veintitrés'],
  [26n, 'veintiséis'],
  [100n, 'cien'],
  [101n, 'ciento uno'],
  [116n, 'ciento dieciséis'],
  [222n, 'doscientos veintidós'],
  [1016n, 'mil dieciséis'],
  [16000n, 'dieciséis mil'],
  [16016n, 'dieciséis mil dieciséis'],
  [21000n, 'veintiún mil'],
  [22000n, 'veintidós mil'],
  [23500n, 'veintitrés mil quinientos'],
  [26000n, 'veintiséis mil'],
  [31000n, 'treinta y un mil'],
  [101000n, 'ciento un mil'],
  [121000n, 'ciento veintiún mil'],
  [716000n, 'setecientos dieciséis mil'],
  [1000000n, 'un millón'],
  [1000016n, 'un millón dieciséis'],
  [2000000n, 'dos millones'],
  [16000000n, 'dieciséis millones'],
  [21000000n, 'veintiún millones'],
  [22000000n, 'veintidós millones'],
  [26260000n, 'veintiséis millones doscientos sesenta mil'],
  [16016016n, 'dieciséis millones dieciséis mil dieciséis'],
  [121000000n, 'ciento veintiún millones'],
  [999999999n, 'novecientos noventa y nueve millones novecientos noventa y nueve mil novecientos noventa y nueve'],
  [1500000000n, 'mil quinientos millones'],
  [21000000000n, 'veintiún mil millones'],
];

describe('amounts in words', () => {
  it.each(LISTA)('%s → %s', (n, words) => {
    expect(enLetras(n)).toBe(words);
  });

  it('never writes a number without its accent', () => {
    for (const n of [16n, 116n, 16000n, 16016016n, 22n, 23n, 26n, 1000000n]) expect(enLetras(n)).not.toMatch(/\b(dieciseis|veintidos|veintitres|veintiseis|veintiun|millon)\b/);
  });

  it('writes the currency and the cents on receipts', () => {
    expect(montoEnLetras(1601650n, 'ARS')).toBe('Son pesos dieciséis mil dieciséis con 50/100');
    expect(montoEnLetras(2216000n, 'ARS')).toBe('Son pesos veintidós mil ciento sesenta con 00/100');
    expect(montoEnLetras(99999999999n, 'ARS')).toBe('Son pesos novecientos noventa y nueve millones novecientos noventa y nueve mil novecientos noventa y nueve con 99/100');
    expect(montoEnLetras(2600n, 'USD')).toBe('Son dólares estadounidenses veintiséis con 00/100');
    expect(formatCentavos(1601650n, 'ARS')).toBe('$ 16.016,50 ARS');
  });
});

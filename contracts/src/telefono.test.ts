// Phone numbers as people type them in Argentina, read into E.164 and into the digits wa.me wants.
import { telefonoE164, esTelefono } from './telefono.js';
import { telHref, whatsappHref, whatsappNumero } from './contact-links.js';

// [as typed, E.164, wa.me digits]
const TABLA: [string, string, string][] = [
  ['02346 15-400000', '+5492346400000', '5492346400000'],
  ['011 15 2345-6789', '+5491123456789', '5491123456789'],
  ['+54 9 11 2345-6789', '+5491123456789', '5491123456789'],
  ['(0221) 15 555-1234', '+5492215551234', '5492215551234'],
  ['11-2345-6789', '+541123456789', '5491123456789'],
  ['+598 99 123 456', '+59899123456', '59899123456'],
  ['+54 9 2346 15-123456', '+5492346123456', '5492346123456'],
  ['+54 2346 15-123456', '+5492346123456', '5492346123456'],
  ['0054 9 11 2345 6789', '+5491123456789', '5491123456789'],
  ['00 598 99 123 456', '+59899123456', '59899123456'],
  ['2346 15-456789', '+5492346456789', '5492346456789'],
  ['(02227) 45-1234', '+542227451234', '5492227451234'],
  ['+54 2346 40-0000', '+542346400000', '5492346400000'],
  ['0351 155 123456', '+5493515123456', '5493515123456'],
  ['5491123456789', '+5491123456789', '5491123456789'],
  ['011.4321.0000', '+541143210000', '5491143210000'],
  ['+55 11 91234-5678', '+5511912345678', '5511912345678'],
  ['+34 612 345 678', '+34612345678', '34612345678'],
  ['+1 (415) 555-2671', '+14155552671', '14155552671'],
];

describe('telefonoE164 and whatsappNumero', () => {
  it.each(TABLA)('%s → %s, wa.me/%s', (escrito, e164, wa) => {
    expect(telefonoE164(escrito)).toBe(e164);
    expect(whatsappNumero(telefonoE164(escrito))).toBe(wa);
    expect(telHref(telefonoE164(escrito))).toBe(`tel:${e164}`);
  });

  it.each(['123', '15-2345-6789', 'abc', '', '   ', '+54', '0000000', '12345678901234567890', 'llamar a la mañana'])('%j is not a phone', (t) => {
    expect(telefonoE164(t)).toBeNull();
    expect(esTelefono(t)).toBe(false);
  });

  it('a toll-free number gets a tel: link but no WhatsApp', () => {
    expect(telefonoE164('0800 333 4444')).toBe('+548003334444');
    expect(whatsappNumero('+548003334444')).toBeNull();
  });

  it('links are built only from E.164, never from text as typed', () => {
    expect(whatsappHref('02346 15-400000', 'x')).toBeNull();
    expect(telHref('02346 15-400000')).toBeNull();
    expect(whatsappHref('+5492346400000', 'Hola, ¿qué tal?')).toBe(`https://wa.me/5492346400000?text=${encodeURIComponent('Hola, ¿qué tal?')}`);
  });
});

import { hoyArgentina } from '@inmo/contracts';
import { avisoVencimiento } from '../certificate-expiry.js';

const enDias = (n: number) => new Date(Date.parse(`${hoyArgentina()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe("the ARCA certificate's expiry warning", () => {
  it('says nothing more than 30 days ahead, warns from 30 days and once expired', () => {
    expect(avisoVencimiento(enDias(31))).toBeNull();
    expect(avisoVencimiento(enDias(30))).toMatch(/^El certificado vence el \d{2}\/\d{2}\/\d{4} \(en 30 días\)/);
    expect(avisoVencimiento(enDias(1))).toContain('(en 1 día)');
    expect(avisoVencimiento(enDias(-1))).toMatch(/^El certificado venció el/);
  });
});

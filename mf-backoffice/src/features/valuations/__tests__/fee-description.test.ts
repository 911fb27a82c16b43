import { conConsulta } from '@inmo/contracts';
import { descripcionHonorarios } from '../components/fee-description.js';

const sujeto = (tipo: string, direccion: string) => ({ sujeto: { tipo, localidad: 'Chivilcoy', direccion } }) as unknown as Parameters<typeof descripcionHonorarios>[0];

describe("'Facturar honorarios'", () => {
  it("describes the fee by the valuation's type, town and address (a type in capitals stays so; no address, no comma)", () => {
    expect(descripcionHonorarios(sujeto('Casa', 'Av. San Martín 120'))).toBe('Honorarios por tasación de casa en Chivilcoy, Av. San Martín 120');
    expect(descripcionHonorarios(sujeto('PH', ''))).toBe('Honorarios por tasación de PH en Chivilcoy');
  });

  it("travels to 'Nueva factura' as query parameters that read back whole", () => {
    const d = descripcionHonorarios(sujeto('Departamento', 'Moreno 45, 3° B'));
    const url = conConsulta('/nueva-factura', { cliente: 'c1', descripcion: d });
    expect(Object.fromEntries(new URLSearchParams(url.split('?')[1]))).toEqual({ cliente: 'c1', descripcion: d });
  });
});

import { resumenFacturacion } from '../components/invoicing-data.js';

describe("Reportes' month of invoicing", () => {
  it('counts voided invoices as issued, takes credit notes back in exact cents, and leaves pending and rejected out', () => {
    const r = resumenFacturacion([
      { notaCredito: false, estado: 'autorizada', total: 0.1 },
      { notaCredito: false, estado: 'anulada', total: 0.2 },
      { notaCredito: true, estado: 'autorizada', total: 0.2 },
      { notaCredito: false, estado: 'pendiente', total: 1000 },
      { notaCredito: false, estado: 'rechazada', total: 500 },
    ]);
    expect(r).toEqual({ facturas: { cantidad: 2, total: 0.3 }, notasCredito: { cantidad: 1, total: 0.2 }, neto: 0.1, sinAutorizar: 2 });
  });
});

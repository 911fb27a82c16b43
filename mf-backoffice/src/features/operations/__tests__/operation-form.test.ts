import { buscar } from '../../../components/ui/fold.js';
import { aPayload, conPrecioDe, formularioVacio, hoy, validar } from '../components/operation-form.js';

describe('new operation form', () => {
  it('searches open at 2 characters and show at most 10 matches, accents ignored', () => {
    const items = Array.from({ length: 15 }, (_, i) => `Casa ${i}`).concat(['Depto Región']);
    expect(buscar(items, 'c', (s) => s)).toEqual([]);
    expect(buscar(items, 'ca', (s) => s)).toHaveLength(10);
    expect(buscar(items, 'region', (s) => s)).toEqual(['Depto Región']);
  });

  it('requires type, property, offeror and receiver with the spec messages', () => {
    const e = validar(formularioVacio());
    expect(e).toMatchObject({
      operacion: 'Seleccione el tipo de operación',
      propiedad: 'Seleccione una propiedad',
      oferente: 'Seleccione un cliente oferente',
      receptor: 'Seleccione un cliente receptor',
    });
  });

  it('refuses one client as both offeror and receiver', () => {
    const id = '0b6f7c1e-1d2a-4c3b-9e8f-123456789abc';
    const f = { ...formularioVacio(), operacion: 'venta' as const, propiedad: '1b6f7c1e-1d2a-4c3b-9e8f-123456789abc', oferente: id, receptor: id };
    expect(validar(f)).toEqual({ receptor: 'El oferente y el receptor deben ser clientes distintos' });
    expect(validar({ ...f, receptor: '2b6f7c1e-1d2a-4c3b-9e8f-123456789abc' })).toEqual({});
  });

  it('sends a null amount when empty, the typed amount otherwise, and today by default', () => {
    const f = formularioVacio();
    expect(f.fechaConcretada).toBe(hoy());
    expect(aPayload(f).montoDinero).toBeNull();
    expect(aPayload({ ...f, montoDinero: '1.500,25' }).montoDinero).toBe(1500.25);
    expect(validar({ ...f, montoDinero: '1500.25' }).montoDinero).toBe('Monto: no es un número. Escribí el monto así: 1.234,56');
    expect(aPayload({ ...f, fechaConcretada: '' }).fechaConcretada).toBe(hoy());
  });

  it("defaults to Argentina's day: at 22:30 in Argentina (01:30 UTC the next day) it is still that day", () => {
    expect(hoy(new Date('2026-12-02T01:30:00Z'))).toBe('2026-12-01');
    expect(hoy(new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-02');
  });

  it('fills the amount and currency from the chosen property (a USD listing gives USD)', () => {
    const f = conPrecioDe(formularioVacio(), { monto: 850000, moneda: 'USD' });
    expect({ monto: f.montoDinero, moneda: f.moneda }).toEqual({ monto: '850.000', moneda: 'USD' });
    // A price to be asked (no amount) brings its currency and keeps what was typed.
    const g = conPrecioDe({ ...formularioVacio(), montoDinero: '10' }, { monto: null, moneda: 'USD' });
    expect({ monto: g.montoDinero, moneda: g.moneda }).toEqual({ monto: '10', moneda: 'USD' });
  });

  it('sends the agent and the commission (none when its value is empty)', () => {
    const f = formularioVacio();
    expect(aPayload(f)).toMatchObject({ agente: null, comision: null });
    expect(aPayload({ ...f, comisionTipo: 'porcentaje', comisionValor: '3,5' }).comision).toEqual({ tipo: 'porcentaje', valor: 3.5 });
    expect(validar({ ...f, comisionTipo: 'porcentaje', comisionValor: '75' })['comision.valor']).toBe('La comisión no puede superar el 30 %');
  });
});

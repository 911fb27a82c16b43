// A valuation's suggested value lies inside its own range, also when the comparables agree (no spread) and the value
// is not a round hundred: the range is rounded outward then, never away from the value.
import { type TestApp, bootAsAdmin } from './helpers.js';

describe('valuation range', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await bootAsAdmin({ seedDemo: false }));
  });
  afterAll(() => t?.close());

  it('never suggests USD 129.420 with a range of 129.400 to 129.400', async () => {
    const manual = (precio: number) => ({ fuente: 'manual', precio, moneda: 'USD', superficieCubierta: 100 });
    const res = await t.http.post('/api/admin/nueva-tasacion').set('auth-token', token).send({
      sujeto: { tipo: 'Casa', localidad: 'Chivilcoy', direccion: 'Av. Ceballos 200', superficieCubierta: 150 },
      moneda: 'USD', comparables: [manual(86280), manual(86280), manual(86280)],
    });
    expect(res.status).toBe(201);
    const v = res.body.data.valor;
    expect(v.sugerido).toBe(129420);
    expect(v).toEqual({ minimo: 129400, sugerido: 129420, maximo: 129500, moneda: 'USD' });
    expect(v.minimo <= v.sugerido && v.sugerido <= v.maximo).toBe(true);
  });
});

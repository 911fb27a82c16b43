// A valuation keeps the land apart: age and condition (Ross–Heidecke) depreciate the building's share only; the land's
// share (a share of the price staff edit, 25 % by default, or the terrain at a land value per m²) is not depreciated;
// the reply and the PDF report show both shares. A valuation stored before the shares existed keeps its value.
import { Db } from '../src/database/db.service.js';
import { binary, pdfText, type TestApp, bootAsAdmin } from './helpers.js';

describe("valuations: the land's share is not depreciated", () => {
  let t: TestApp;
  let token: string;
  const admin = (req: any) => req.set('auth-token', token);
  const crear = (body: Record<string, unknown>) => admin(t.http.post('/api/admin/nueva-tasacion')).send(body);
  const sujeto = { tipo: 'Casa', localidad: 'Chivilcoy', direccion: 'Av. Ceballos 200', superficieCubierta: 100, antiguedad: 0 };
  // Three 50-year-old houses of 100 m² sold at USD 100.000.
  const viejas = [1, 2, 3].map((i) => ({ fuente: 'manual', titulo: `Casa de 1976 ${i}`, precio: 100000, moneda: 'USD', superficieCubierta: 100, antiguedad: 50 }));

  beforeAll(async () => {
    ({ t, token } = await bootAsAdmin({ seedDemo: false }));
  });
  afterAll(() => t?.close());

  it('a 50-year-old comparable of a new house is multiplied by 2,1842 (land 25 %), not by 2,5789', async () => {
    const res = await crear({ sujeto, moneda: 'USD', comparables: viejas });
    expect(res.status).toBe(201);
    const d = res.body.data;
    expect(d.porcentajeTerreno).toBe(25);
    expect(d.valorTierraM2).toBeNull();
    expect(d.comparables[0]).toMatchObject({
      porcentajeTerreno: 25, precioM2Terreno: 250, precioM2Edificio: 750, coeficientes: { edad: 2.5789, edificio: 2.1842, total: 2.1842 }, precioM2Ajustado: 2184.2,
    });
    expect(d.valor.sugerido).toBe(218420);
    expect(d.partes).toEqual({ terreno: 54605, edificio: 163815, porcentajeTerreno: 25 });
    const pdf = await admin(t.http.get(`/api/admin/tasacion/${d._id}.pdf`)).buffer(true).parse(binary);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.body as Buffer).replace(/\s+/g, ' ');
    expect(text).toContain('solo a la parte del edificio');
    expect(text).toContain('Del valor sugerido: terreno USD 54.605 (25 %, sin depreciar) y edificio USD 163.815.');
  });

  it('staff edit the share, or give a land value per m² for the terrain', async () => {
    const creada = (await crear({ sujeto, moneda: 'USD', comparables: viejas, porcentajeTerreno: 40 })).body.data;
    expect(creada.comparables[0].coeficientes.edificio).toBe(1.9473);
    const conTerreno = viejas.map((c) => ({ ...c, superficieTerreno: 300 }));
    const edit = await admin(t.http.put(`/api/admin/editar-tasacion/${creada._id}`)).send({
      sujeto: { ...sujeto, superficieTerreno: 200 }, moneda: 'USD', comparables: conTerreno, porcentajeTerreno: 40, valorTierraM2: 100, version: creada.version,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ porcentajeTerreno: 40, valorTierraM2: 100, partes: { terreno: 20000, edificio: 190520, porcentajeTerreno: 9.5 } });
    expect(edit.body.data.comparables[0]).toMatchObject({ porcentajeTerreno: 30, coeficientes: { edificio: 2.1052 }, precioM2Ajustado: 2105.2 });
    const bad = await crear({ sujeto, moneda: 'USD', comparables: viejas, porcentajeTerreno: 120 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['porcentajeTerreno']);
  });

  it('a valuation stored before the shares keeps the value it was issued with', async () => {
    const d = (await crear({ sujeto, moneda: 'USD', comparables: viejas })).body.data;
    await t.app.get(Db).execute(`UPDATE valuations SET parametros = parametros - 'porcentajeTerreno' - 'valorTierraM2', valor_sugerido = 257890 WHERE id = $1`, [d._id]);
    const old = (await admin(t.http.get(`/api/admin/tasacion/${d._id}`))).body.data;
    expect(old).toMatchObject({ porcentajeTerreno: 0, valor: { sugerido: 257890 }, partes: { terreno: 0, edificio: 257890 } });
  });
});

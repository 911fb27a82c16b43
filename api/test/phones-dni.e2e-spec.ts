// Phones read into E.164 beside the text as typed (clients, enquiries, the agency's numbers), one client
// per DNI (409 naming the one that has it; races settled by the unique index; clients that already shared a DNI
// reported by the migration and kept), and an operation's two parties must differ.
import { ERROR_CODES, MENSAJES, OFERENTE_ES_RECEPTOR } from '@inmo/contracts';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Db } from '../src/database/db.service.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { PhonesAndClientDni1763870000000 } from '../src/database/migrations/1763870000000-PhonesAndClientDni.js';
import { expectErrorShape, type TestApp, visitor, bootAsAdmin } from './helpers.js';

describe('phones, DNI and operation parties', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await bootAsAdmin({ seedDemo: false }));
  });
  afterAll(() => t?.close());
  const admin = (req: any) => req.set('auth-token', token);
  const nuevoCliente = (body: Record<string, unknown>) =>
    admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Ana', apellido: 'Pérez', mail: null, ...body });

  it('stores a client\'s phone as typed and its E.164 form, and refuses what cannot be a phone', async () => {
    const ok = await nuevoCliente({ dni: '30111001', telefono: '02346 15-400000' });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ telefono: '02346 15-400000', telefonoE164: '+5492346400000' });
    const edit = await admin(t.http.put(`/api/admin/editar-cliente/${ok.body.data._id}`)).send({ ...ok.body.data, telefono: '+54 9 2346 15-123456' });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ telefono: '+54 9 2346 15-123456', telefonoE164: '+5492346123456' });

    for (const telefono of ['123', '15-2345-6789', 'llamar a la tarde']) {
      const bad = await nuevoCliente({ dni: '30111002', telefono });
      expect(bad.status).toBe(400);
      expectErrorShape(bad.body);
      expect(bad.body.errors).toEqual({ telefono: 'Ingrese un teléfono válido' });
    }
    const rows = await t.app.get(Db).query(`SELECT dni FROM clients WHERE dni = '30111002'`);
    expect(rows).toEqual([]);
  });

  it('stores an enquiry\'s phone in E.164 for the inbox\'s WhatsApp reply; a blank one stays optional, a bad one is refused', async () => {
    const enquiry = { nombre: 'Raúl Gómez', email: 'raul@example.com', asunto: 'Busco alquilar', mensaje: 'Hola' };
    const send = (telefono: string, ip: string) => t.http.post('/api/user/contacto').agent(visitor(ip)).send({ ...enquiry, telefono });
    expect((await send('011 15 2345-6789', '203.0.113.21')).status).toBe(201);
    expect((await send('', '203.0.113.22')).status).toBe(201);
    const bad = await send('12', '203.0.113.23');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ telefono: 'Ingrese un teléfono válido' });
    const inbox = await admin(t.http.get('/api/admin/consultas?q=raul'));
    expect(inbox.body.data.map((c: any) => [c.telefono, c.telefonoE164])).toEqual([['', null], ['011 15 2345-6789', '+5491123456789']]);
  });

  it('gives the agency\'s numbers in E.164, and keeps a number an older version stored that the library cannot read', async () => {
    const put = await admin(t.http.put('/api/admin/inmobiliaria')).send({ telefono: '(02346) 43-2100', whatsapp: '02346 15-400000' });
    expect(put.status).toBe(200);
    const get = await t.http.get('/api/user/inmobiliaria');
    expect(get.body.data).toMatchObject({ telefono: '(02346) 43-2100', telefonoE164: '+542346432100', whatsapp: '02346 15-400000', whatsappE164: '+5492346400000' });
    expect((await admin(t.http.put('/api/admin/inmobiliaria')).send({ whatsapp: '4321' })).body.errors).toEqual({ whatsapp: 'Ingrese un teléfono válido' });

    // A document written before phones were read by the library, with a number it refuses: the rest is kept.
    await t.app.get(Db).execute(`UPDATE agency_settings SET datos = datos || '{"telefono": "4321-0000", "nombre": "Inmobiliaria Vieja"}'::jsonb`);
    const old = await t.http.get('/api/user/inmobiliaria');
    expect(old.body.data).toMatchObject({ nombre: 'Inmobiliaria Vieja', telefono: '4321-0000', telefonoE164: null, whatsappE164: '+5492346400000' });
  });

  it('refuses a second client with the same DNI (dots or not) with 409, naming the client that has it', async () => {
    const first = await nuevoCliente({ nombre: 'Carla', apellido: 'Suárez', dni: '30.222.333', telefono: '2346 400000' });
    expect(first.status).toBe(201);
    const again = await nuevoCliente({ nombre: 'Otra', apellido: 'Persona', dni: '30222333', telefono: '2346 400001' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      error: MENSAJES.dniRepetido,
      code: ERROR_CODES.CLIENT_DNI_TAKEN,
      errors: { dni: 'Ya existe un cliente con ese DNI' },
      existente: { _id: first.body.data._id, nombre: 'Carla Suárez' },
    });
    // Editing: keeping one's own DNI is fine; taking another's is refused, and nothing is written.
    const other = (await nuevoCliente({ nombre: 'Luis', apellido: 'Paz', dni: '30222444', telefono: '2346 400002' })).body.data;
    expect((await admin(t.http.put(`/api/admin/editar-cliente/${other._id}`)).send({ ...other, profesion: 'Docente' })).status).toBe(200);
    const take = await admin(t.http.put(`/api/admin/editar-cliente/${other._id}`)).send({ ...other, dni: '30222333', profesion: 'Abogado' });
    expect(take.status).toBe(409);
    expect(take.body.existente).toEqual({ _id: first.body.data._id, nombre: 'Carla Suárez' });
    expect((await admin(t.http.get(`/api/admin/cliente/${other._id}`))).body.data).toMatchObject({ dni: '30222444', profesion: 'Docente' });
  });

  it('two clients created at once with one DNI: one is created, the other gets the 409', async () => {
    const both = await Promise.all([0, 1, 2, 3].map((i) => nuevoCliente({ nombre: `Par${i}`, dni: '31333444', telefono: '2346 400003' })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const winner = both.find((r) => r.status === 201)!.body.data._id;
    for (const r of both.filter((x) => x.status === 409)) expect(r.body.existente._id).toBe(winner);
    expect(await t.app.get(Db).query(`SELECT id FROM clients WHERE dni = '31333444'`)).toHaveLength(1);
  });

  it('refuses an operation whose oferente and receptor are the same client', async () => {
    const casa = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa sola', operacion: 'venta', calle: 'Rivadavia', localidad: 'Chivilcoy', habitaciones: 2 });
    const c = (await nuevoCliente({ nombre: 'Uno', dni: '32444555', telefono: '2346 400004' })).body.data._id;
    const res = await admin(t.http.post('/api/admin/nueva-operacion')).send({ operacion: 'venta', propiedad: casa.body.id, oferente: c, receptor: c });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ receptor: OFERENTE_ES_RECEPTOR });
    expect(res.body.error).toBe('El oferente y el receptor deben ser clientes distintos');
    expect(await t.app.get(Db).query(`SELECT id FROM operations WHERE oferente_id = $1`, [c])).toEqual([]);
  });

  it('the migration reports clients that already shared a DNI, keeps them all, and fills E.164 for stored phones', async () => {
    const db = t.app.get(Db);
    const ds = db.dataSource;
    // Back to before PhonesAndClientDni (undoing the later ones first), as a database of that time was.
    expect(MIGRATIONS).toContain(PhonesAndClientDni1763870000000);
    for (let i = MIGRATIONS.length; i > MIGRATIONS.indexOf(PhonesAndClientDni1763870000000); i--) await ds.undoLastMigration({ transaction: 'all' });
    await db.execute(
      `INSERT INTO clients (nombre, apellido, dni, telefono, created_at) VALUES
         ('Primero', 'Repetido', '25111222', '0221 15 555-1234', now() - interval '2 days'),
         ('Segundo', 'Repetido', '25111222', 'sin teléfono', now() - interval '1 day'),
         ('Tercero', 'Repetido', '25111222', '11-2345-6789', now())`,
    );
    const warnings: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'warn').mockImplementation((m: unknown) => void warnings.push(String(m)));
    try {
      await ds.runMigrations({ transaction: 'all' });
    } finally {
      spy.mockRestore();
    }
    const rows = await db.query<{ nombre: string; telefono_e164: string | null; dni_repetido: boolean }>(
      `SELECT nombre, telefono_e164, dni_repetido FROM clients WHERE dni = '25111222' ORDER BY created_at`,
    );
    expect(rows).toEqual([
      { nombre: 'Primero', telefono_e164: '+5492215551234', dni_repetido: false },
      { nombre: 'Segundo', telefono_e164: null, dni_repetido: true },
      { nombre: 'Tercero', telefono_e164: '+541123456789', dni_repetido: true },
    ]);
    expect(warnings.filter((w) => w.includes('25111222'))).toHaveLength(1);
    // Clients created before keep their E.164 too (the column was dropped and filled again from the text).
    expect((await db.query(`SELECT telefono_e164 FROM clients WHERE dni = '30111001'`))[0]).toEqual({ telefono_e164: '+5492346123456' });

    // The rule holds from now on: a new client with that DNI is refused, naming the oldest; the repeated ones can
    // still be edited while their DNI stays; changing it puts them under the rule.
    const again = await nuevoCliente({ dni: '25111222', telefono: '2346 400005' });
    expect(again.status).toBe(409);
    expect(again.body.existente.nombre).toBe('Primero Repetido');
    const [segundo] = await db.query<{ id: string }>(`SELECT id FROM clients WHERE nombre = 'Segundo'`);
    const c = (await admin(t.http.get(`/api/admin/cliente/${segundo!.id}`))).body.data;
    const kept = await admin(t.http.put(`/api/admin/editar-cliente/${c._id}`)).send({ ...c, telefono: '2346 400006' });
    expect(kept.status).toBe(200);
    expect((await admin(t.http.put(`/api/admin/editar-cliente/${c._id}`)).send({ ...kept.body.data, dni: '25111333' })).status).toBe(200);
    expect((await db.query(`SELECT dni_repetido FROM clients WHERE id = $1`, [c._id]))[0]).toEqual({ dni_repetido: false });
  });
});

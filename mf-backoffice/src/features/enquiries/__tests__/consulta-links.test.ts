import type { Consulta } from '@inmo/contracts';
import { clienteHref, nuevoClienteHref, respuestaEmail, respuestaWhatsapp, separarNombre } from '../components/consulta-links.js';

const c: Consulta = {
  _id: 'x',
  nombre: 'Ana María López',
  email: 'ana@ejemplo.com',
  telefono: '011 15 4444-5555',
  telefonoE164: '+5491144445555',
  asunto: 'Busco alquilar',
  mensaje: 'Hola\nbusco casa',
  fecha: '2026-11-01T10:00:00Z',
  leida: false,
  respondida: false,
  leidaEn: null,
  respondidaEn: null,
  propiedad: null,
  asignadoA: null,
  canal: 'Web',
  persona: { cliente: null, consultas: 1 },
};

const sobreCasa: Consulta = {
  ...c,
  propiedad: { _id: '3f0c1a52-6f7e-4a55-9a0e-2d8f1f3b9c11', titulo: 'Casa con parque', tipo: 'Casa', operacion: 'venta', precio: 120000, moneda: 'USD' },
};

describe('enquiry replies', () => {
  it('splits the full name: last word is the surname', () => {
    expect(separarNombre('Ana María López')).toEqual({ nombre: 'Ana María', apellido: 'López' });
    expect(separarNombre('  Ana ')).toEqual({ nombre: 'Ana', apellido: '' });
  });

  it('replies by e-mail with the subject and by WhatsApp to the Argentine number', () => {
    expect(respuestaEmail(c)).toMatch(/^mailto:ana@ejemplo\.com\?subject=Re%3A%20Busco%20alquilar&body=Hola%20Ana/);
    expect(respuestaWhatsapp(c)).toMatch(/^https:\/\/wa\.me\/5491144445555\?text=/);
    expect(respuestaWhatsapp({ ...c, telefono: '', telefonoE164: null })).toBeNull();
  });

  it('links the client the same person already is', () => {
    expect(clienteHref('3f0c1a52-6f7e-4a55-9a0e-2d8f1f3b9c11')).toBe('/cliente/3f0c1a52-6f7e-4a55-9a0e-2d8f1f3b9c11');
  });

  it('carries name, surname, e-mail and phone to the new-client form', () => {
    const u = new URL(nuevoClienteHref(c, '/nuevo-cliente'), 'http://x');
    expect(u.pathname).toBe('/nuevo-cliente');
    expect(Object.fromEntries(u.searchParams)).toEqual({ nombre: 'Ana María', apellido: 'López', mail: 'ana@ejemplo.com', telefono: '011 15 4444-5555' });
  });

  it('an enquiry about a listing: the replies name it with its link, and the new client starts with its preference', () => {
    const mail = decodeURIComponent(respuestaEmail(sobreCasa, 'http://site.test')!);
    expect(mail).toContain('subject=Re: Casa con parque');
    expect(mail).toContain('Gracias por tu consulta por la propiedad "Casa con parque" (http://site.test/propiedad/3f0c1a52-6f7e-4a55-9a0e-2d8f1f3b9c11)');
    expect(decodeURIComponent(respuestaWhatsapp(sobreCasa, 'http://site.test')!)).toContain('por la propiedad "Casa con parque": http://site.test/propiedad/3f0c1a52');
    const u = new URL(nuevoClienteHref(sobreCasa, '/nuevo-cliente'), 'http://x');
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      'pref.tipoPropiedad': 'Casa',
      'pref.tipoOperacion': 'Compra',
      'pref.presupuesto': '120000',
      'pref.moneda': 'USD',
      'pref.descripcion': 'Consultó por "Casa con parque"',
    });
    const rental = new URL(nuevoClienteHref({ ...sobreCasa, propiedad: { ...sobreCasa.propiedad!, tipo: 'Departamento', operacion: 'alquiler temporal' } }, '/n'), 'http://x');
    expect(rental.searchParams.get('pref.tipoPropiedad')).toBe('Dpto');
    expect(rental.searchParams.get('pref.tipoOperacion')).toBe('Alquiler');
  });
});

import type { Consulta } from '@inmo/contracts';
import { nuevoClienteHref, respuestaEmail, respuestaWhatsapp, separarNombre } from '../components/consulta-links.js';

const c: Consulta = {
  _id: 'x',
  nombre: 'Ana María López',
  email: 'ana@ejemplo.com',
  telefono: '011 4444-5555',
  asunto: 'Busco alquilar',
  mensaje: 'Hola\nbusco casa',
  fecha: '2026-11-01T10:00:00Z',
  leida: false,
  respondida: false,
  leidaEn: null,
  respondidaEn: null,
};

describe('enquiry replies', () => {
  it('splits the full name: last word is the surname', () => {
    expect(separarNombre('Ana María López')).toEqual({ nombre: 'Ana María', apellido: 'López' });
    expect(separarNombre('  Ana ')).toEqual({ nombre: 'Ana', apellido: '' });
  });

  it('replies by e-mail with the subject and by WhatsApp to the Argentine number', () => {
    expect(respuestaEmail(c)).toMatch(/^mailto:ana@ejemplo\.com\?subject=Re%3A%20Busco%20alquilar&body=Hola%20Ana/);
    expect(respuestaWhatsapp(c)).toMatch(/^https:\/\/wa\.me\/541144445555\?text=/);
    expect(respuestaWhatsapp({ ...c, telefono: '' })).toBeNull();
  });

  it('carries name, surname, e-mail and phone to the new-client form', () => {
    const u = new URL(nuevoClienteHref(c, '/nuevo-cliente'), 'http://x');
    expect(u.pathname).toBe('/nuevo-cliente');
    expect(Object.fromEntries(u.searchParams)).toEqual({ nombre: 'Ana María', apellido: 'López', mail: 'ana@ejemplo.com', telefono: '011 4444-5555' });
  });
});

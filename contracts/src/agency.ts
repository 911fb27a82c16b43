// The agency's own details: the one place to change its name, address, phone, WhatsApp, e-mail and map
// position. Placeholder values until the agency gives its real ones; components never hard-code them.
export const AGENCIA = {
  nombre: 'Inmobiliaria Del Pueblo',
  descripcion: 'Martillero público y corredor inmobiliario: compraventa, administración de alquileres y tasaciones. En actividad desde 1995.',
  direccion: 'Av. San Martín 123',
  localidad: 'Chivilcoy, Provincia de Buenos Aires',
  telefono: '+54 2346 40-0000',
  whatsapp: '5492346400000',
  email: 'consultas@inmobiliaria.example',
  horario: 'Lunes a viernes de 9:00 a 18:00',
  desde: 1995,
  mapa: { lat: -34.8956, lng: -60.0167, zoom: 15 },
} as const;
export type Agencia = typeof AGENCIA;

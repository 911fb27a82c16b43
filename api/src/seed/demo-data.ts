// Demo data set (Chivilcoy, provincia de Buenos Aires): properties of all seven types, clients, operations.
import { inmobiliariaDe, type Inmobiliaria, type TipoPropiedad } from '@inmo/contracts';

export interface DemoProperty {
  tipo: TipoPropiedad;
  body: Record<string, unknown>;
  imagenes: number;
  diasAtras: number;
}

const L = 'Chivilcoy';
const loc = (calle: string, altura: number, e1: string, e2: string, lat: number, lng: number) => ({
  calle, altura, entreCalle1: e1, entreCalle2: e2, localidad: L, coordenadas: `${lat},${lng}`,
});

// Four are marked 'Destacada': the home shows those.
export const DEMO_PROPERTIES: DemoProperty[] = [
  {
    tipo: 'Casa', imagenes: 4, diasAtras: 3,
    body: {
      titulo: 'Casa de 3 dormitorios con parque y pileta', destacada: true, operacion: 'venta',
      descripcion: 'Amplia casa en barrio residencial, living comedor con hogar, cocina integrada, galería con parrilla y parque con pileta.',
      ...loc('Av. Soárez', 742, 'Pellegrini', 'Frías', -34.8962, -60.0205),
      precio: { monto: 145000, moneda: 'USD', visible: true },
      habitaciones: 3, 'baños': 2, ambientes: 5, superficieTotal: 450, superficieCubierta: 180, antiguedad: 15,
      servicios: { agua: true, luz: true, cloacas: true, gas: true },
      amenities: { piscina: true, parrilla: true, jardin: true, terraza: false, garage: true, balcon: false },
    },
  },
  {
    tipo: 'Casa', imagenes: 3, diasAtras: 130,
    body: {
      titulo: 'Casa en alquiler a metros de la plaza', operacion: 'alquiler',
      descripcion: 'Casa de dos dormitorios, patio y cochera. Ideal familia.',
      ...loc('Belgrano', 215, 'Moreno', '25 de Mayo', -34.8951, -60.0168),
      precio: { monto: 450000, moneda: 'ARS', visible: true },
      habitaciones: 2, 'baños': 1, ambientes: 4, superficieTotal: 220, superficieCubierta: 110, antiguedad: 30,
      servicios: { agua: true, luz: true, cloacas: true, gas: true },
      amenities: { parrilla: true, jardin: true, garage: true },
    },
  },
  {
    tipo: 'Casa', imagenes: 2, diasAtras: 200,
    body: {
      titulo: 'Chalet a reciclar (precio a consultar)', operacion: 'venta',
      descripcion: 'Chalet de estilo en lote propio, ideal para reciclar.',
      ...loc('Alsina', 1350, 'Rivadavia', 'Urquiza', -34.8998, -60.0231),
      precio: { monto: 98000, moneda: 'USD', visible: false },
      habitaciones: 3, 'baños': 1, ambientes: 5, superficieTotal: 300, superficieCubierta: 140, antiguedad: 55,
      servicios: { agua: true, luz: true, cloacas: false, gas: true },
    },
  },
  {
    tipo: 'Departamento', imagenes: 3, diasAtras: 7,
    body: {
      titulo: 'Departamento 2 ambientes céntrico con balcón', destacada: true, operacion: 'alquiler',
      descripcion: 'Luminoso, al frente, con balcón y cocina separada.',
      ...loc('Av. Ceballos', 88, 'Pueyrredón', 'Suipacha', -34.8937, -60.0149),
      piso: 3, precio: { monto: 320000, moneda: 'ARS', visible: true }, expensas: 45000,
      habitaciones: 1, 'baños': 1, ambientes: 2, superficieTotal: 48, superficieCubierta: 44, antiguedad: 8,
      servicios: { agua: true, luz: true, cloacas: true, gas: true },
      amenities: { balcon: true, tieneAscensor: true, seguridad24hs: false, terraza: false, garage: false, piscina: false, gimnasio: false },
    },
  },
  {
    tipo: 'Departamento', imagenes: 2, diasAtras: 100,
    body: {
      titulo: 'Monoambiente para estudiantes, alquiler temporal', operacion: 'alquiler temporal',
      descripcion: 'Amoblado, servicios incluidos. Estadías de 1 a 6 meses.',
      ...loc('Rivadavia', 460, 'Necochea', 'Mitre', -34.8929, -60.0182),
      piso: 0, precio: { monto: 250000, moneda: 'ARS', visible: true },
      habitaciones: 0, 'baños': 1, ambientes: 1, superficieTotal: 30, superficieCubierta: 30, antiguedad: 20,
      servicios: { agua: true, luz: true, cloacas: true, gas: false },
    },
  },
  {
    tipo: 'Terreno', imagenes: 2, diasAtras: 160,
    body: {
      titulo: 'Lote 10 x 30 en barrio nuevo', operacion: 'venta',
      descripcion: 'Lote con escritura, servicios de luz y agua en la cuadra.',
      ...loc('Calle 5', 0, 'Calle 12', 'Calle 14', -34.9102, -60.0351),
      precio: { monto: 18000, moneda: 'USD', visible: true },
      superficie: 300, largo: 30, ancho: 10,
      servicios: { agua: true, luz: true, cloacas: false, gas: false },
    },
  },
  {
    tipo: 'Terreno', imagenes: 2, diasAtras: 90,
    body: {
      titulo: 'Terreno esquina sobre avenida (no publicado)', operacion: 'venta', visible: false,
      descripcion: 'Esquina apta para comercio. Publicación pendiente de documentación.',
      ...loc('Av. Villarino', 1900, 'Lavalle', 'Sarmiento', -34.8876, -60.0292),
      precio: { monto: 42000, moneda: 'USD', visible: true },
      superficie: 600, largo: 30, ancho: 20,
    },
  },
  {
    tipo: 'Campo', imagenes: 3, diasAtras: 25,
    body: {
      titulo: 'Campo agrícola de 120 hectáreas', destacada: true, operacion: 'venta', condicion: 'Agrícola, en producción',
      descripcion: 'Campo con casco, monte, molino y buena aptitud agrícola. Acceso por ruta 5.',
      localidad: 'Gorostiaga', coordenadas: '-34.8350,-59.8620', mapaUrl: '',
      precio: { monto: 1450000, moneda: 'USD', visible: true }, hectareas: 120,
      servicios: { agua: true, luz: true, cloacas: false, gas: false },
    },
  },
  {
    tipo: 'Fondo de Comercio', imagenes: 2, diasAtras: 33,
    body: {
      titulo: 'Fondo de comercio: panadería con clientela', operacion: 'venta',
      nombreComercio: 'Panadería La Espiga', rubro: 'Panadería y confitería', superficieLocal: 120, antiguedadComercio: 18,
      facturacionMensual: 9000000, empleados: 5, precioVenta: 60000, incluyeMercaderia: true, incluyeMaquinaria: true,
      instalaciones: ['Horno rotativo', 'Amasadora', 'Cámara de frío'], contacto: 'Consultar en la inmobiliaria',
      descripcion: 'Panadería con 18 años en el barrio, maquinaria completa.',
      ...loc('Av. Sarmiento', 512, 'Pellegrini', 'Gral. Paz', -34.8983, -60.0127),
      precio: { monto: 60000, moneda: 'USD', visible: true },
    },
  },
  {
    tipo: 'Galpón', imagenes: 3, diasAtras: 40,
    body: {
      titulo: 'Galpón industrial con playón de maniobras', operacion: 'alquiler', condicion: 'Muy bueno',
      descripcion: 'Galpón con portón para camiones, oficinas y baños. Zona industrial.',
      ...loc('Ruta 5 Km 160', 0, 'Acceso Norte', 'Calle 101', -34.8780, -60.0450),
      precio: { monto: 1200000, moneda: 'ARS', visible: true },
      superficieTotal: 800, superficieCubierta: 600, alturaLibre: 7.5,
      servicios: { agua: true, luz: true, cloacas: false, gas: false },
    },
  },
  {
    tipo: 'Local comercial', imagenes: 2, diasAtras: 90,
    body: {
      titulo: 'Local comercial sobre calle principal', destacada: true, operacion: 'alquiler', rubro: 'Indumentaria / general',
      frente: 6, fondo: 18, habilitacionMunicipal: true,
      descripcion: 'Local a la calle con vidriera, depósito y baño.',
      ...loc('Av. Ceballos', 150, 'Frías', 'Pueyrredón', -34.8941, -60.0153),
      precio: { monto: 600000, moneda: 'ARS', visible: true },
      'baños': 1, superficieTotal: 110, superficieCubierta: 108, antiguedad: 25,
      servicios: { agua: true, luz: true, cloacas: true, gas: false },
    },
  },
  {
    tipo: 'Local comercial', imagenes: 2, diasAtras: 70,
    body: {
      titulo: 'Local en venta con renta', operacion: 'venta', rubro: 'Farmacia (alquilado)',
      frente: 8, fondo: 20, habilitacionMunicipal: true,
      descripcion: 'Local alquilado a farmacia, contrato vigente.',
      ...loc('Moreno', 70, 'Av. Soárez', 'Belgrano', -34.8959, -60.0177),
      precio: { monto: 85000, moneda: 'USD', visible: true },
      'baños': 2, superficieTotal: 160, superficieCubierta: 150, antiguedad: 12,
    },
  },
  // The deals already closed (DEMO_OPERATIONS): recording each moves its listing to Vendida or Alquilada, so they
  // are in the back office with their state and off the public site.
  {
    tipo: 'Casa', imagenes: 1, diasAtras: 240,
    body: {
      titulo: 'Chalet con quincho en barrio Las Acacias', operacion: 'venta',
      ...loc('Las Heras', 455, 'Alsina', 'Rivadavia', -34.9051, -60.0302),
      precio: { monto: 98000, moneda: 'USD', visible: true }, habitaciones: 3, 'baños': 2, superficieTotal: 600, superficieCubierta: 160,
    },
  },
  {
    tipo: 'Terreno', imagenes: 1, diasAtras: 200,
    body: { titulo: 'Lote de 12 x 35 en barrio Parque', operacion: 'venta', ...loc('Calle 9', 1200, 'Calle 20', 'Calle 22', -34.8842, -60.0391), precio: { monto: 18000, moneda: 'USD', visible: true }, superficie: 420, largo: 35, ancho: 12 },
  },
  {
    tipo: 'Casa', imagenes: 1, diasAtras: 130,
    body: { titulo: 'Casa de 2 dormitorios en barrio Norte', operacion: 'alquiler', ...loc('Bolívar', 820, 'Sarmiento', 'Laprida', -34.8901, -60.0150), precio: { monto: 420000, moneda: 'ARS', visible: true }, habitaciones: 2, 'baños': 1 },
  },
  {
    tipo: 'Departamento', imagenes: 1, diasAtras: 100,
    body: { titulo: 'Departamento amoblado de 1 dormitorio, temporario', operacion: 'alquiler temporal', ...loc('9 de Julio', 150, 'Moreno', 'Belgrano', -34.8965, -60.0181), precio: { monto: 240000, moneda: 'ARS', visible: true }, piso: 2, habitaciones: 1 },
  },
  {
    tipo: 'Local comercial', imagenes: 1, diasAtras: 75,
    body: { titulo: 'Local sobre Av. Ceballos', operacion: 'alquiler', rubro: 'Gastronomía', ...loc('Av. Ceballos', 330, 'Pueyrredón', 'Rivadavia', -34.8990, -60.0230), precio: { monto: 580000, moneda: 'ARS', visible: true }, superficieTotal: 90 },
  },
  {
    tipo: 'Local comercial', imagenes: 1, diasAtras: 60,
    body: { titulo: 'Local con inquilino en la peatonal', operacion: 'venta', rubro: 'Óptica (alquilado)', ...loc('Pueyrredón', 60, 'San Martín', 'Moreno', -34.8968, -60.0190), precio: { monto: 83000, moneda: 'USD', visible: true }, superficieTotal: 70 },
  },
  {
    tipo: 'Galpón', imagenes: 1, diasAtras: 45,
    body: { titulo: 'Galpón chico con oficina', operacion: 'alquiler', condicion: 'Bueno', ...loc('Ruta 5', 2100, 'Acceso Norte', 'Calle 60', -34.8790, -60.0450), precio: { monto: null, moneda: 'ARS', visible: false }, superficieTotal: 300 },
  },
  {
    tipo: 'Departamento', imagenes: 1, diasAtras: 30,
    body: { titulo: 'Monoambiente para la temporada de verano', operacion: 'alquiler temporal', ...loc('Frías', 210, 'Av. Soárez', 'Belgrano', -34.8955, -60.0199), precio: { monto: 300000, moneda: 'ARS', visible: true }, piso: 1 },
  },
];

export const DEMO_CLIENTS = [
  { nombre: 'María', apellido: 'González', dni: '28456123', mail: 'maria.gonzalez@example.com', telefono: '2346 15-456789', profesion: 'Docente' },
  { nombre: 'Juan Carlos', apellido: 'Pérez', dni: '20123456', mail: 'jcperez@example.com', telefono: '2346 15-112233', profesion: 'Productor agropecuario' },
  { nombre: 'Lucía', apellido: 'Fernández', dni: '35987654', mail: null, telefono: '2346 15-998877', profesion: null },
  { nombre: 'Roberto', apellido: 'Martínez', dni: '17654321', mail: 'rmartinez@example.com', telefono: '2346 43-2211', profesion: 'Comerciante' },
  { nombre: 'Sofía', apellido: 'López', dni: '40111222', mail: 'sofia.lopez@example.com', telefono: '2346 15-334455', profesion: 'Contadora' },
  { nombre: 'Diego', apellido: 'Romero', dni: '31222333', mail: 'diego.romero@example.com', telefono: '2346 15-667788', profesion: 'Ingeniero' },
];

/** [client index, tipoPropiedad, tipoOperacion, presupuesto, moneda, descripcion, altaPrioridad] */
export const DEMO_PREFERENCES: [number, string, string, number | null, string, string, boolean][] = [
  [0, 'Casa', 'Compra', 120000, 'USD', 'Casa con patio, 3 dormitorios', true],
  [2, 'Dpto', 'Alquiler', 350000, 'ARS', 'Cerca del centro', false],
  [4, 'Casa', 'Alquiler', 500000, 'ARS', '', false],
  [4, 'Terreno', 'Compra', 25000, 'USD', 'Para construir', false],
  [5, 'Local', 'Alquiler', null, 'ARS', 'Para oficina', true],
];

/** [operation, property index, oferente index, receptor index, monto, moneda, days ago, descripcion] */
export const DEMO_OPERATIONS: [string, number, number, number, number | null, string, number, string][] = [
  ['venta', 12, 1, 0, 95000, 'USD', 150, 'Escritura firmada ante escribano.'],
  ['venta', 13, 3, 4, 17500, 'USD', 120, ''],
  ['alquiler', 14, 3, 2, 420000, 'ARS', 95, 'Contrato por 3 años.'],
  ['alquiler temporal', 15, 1, 5, 240000, 'ARS', 70, 'Estadía de 4 meses.'],
  ['alquiler', 16, 3, 5, 580000, 'ARS', 40, ''],
  ['venta', 17, 1, 4, 83000, 'USD', 28, 'Venta con contrato de alquiler vigente.'],
  ['alquiler', 18, 1, 3, null, 'ARS', 14, 'Monto a definir por índice.'],
  ['alquiler temporal', 19, 3, 0, 300000, 'ARS', 6, ''],
];

/** The demo listings an operation closed (Vendida or Alquilada): in the back office only. */
export const DEMO_CERRADAS: ReadonlySet<number> = new Set(DEMO_OPERATIONS.map((o) => o[1]));

/** [client index, property index, descripcion] — the client offers that property. */
export const DEMO_OFFERED: [number, number, string][] = [
  [1, 7, 'Campo familiar'],
  [1, 0, ''],
  [3, 10, 'Local propio'],
  [3, 1, ''],
];

/** The demo agency's details (SEED_DEMO only: an empty database shows neutral texts), read as a save reads them. */
export const DEMO_AGENCIA: Inmobiliaria = inmobiliariaDe({
  nombre: 'Inmobiliaria Del Pueblo',
  direccion: 'Av. San Martín 123',
  localidad: 'Chivilcoy, Provincia de Buenos Aires',
  horario: 'Lunes a viernes de 9:00 a 18:00',
  telefono: '+54 2346 40-0000',
  whatsapp: '+54 9 2346 40-0000',
  email: 'consultas@inmobiliaria.example',
  matricula: 'Mat. 1234',
  colegio: 'Colegio de Martilleros y Corredores Públicos del Departamento Judicial de Mercedes',
  sobreNosotros:
    'Desde 1995 acompañamos a vecinos y empresas de Chivilcoy y la zona en la compra, venta y alquiler de sus propiedades.\n\n' +
    'Martillero público y corredor inmobiliario: compraventa, administración de alquileres y tasaciones, con la atención cercana de siempre.',
  desde: 1995,
  redes: { facebook: 'https://www.facebook.com/inmobiliaria.del.pueblo', instagram: 'https://www.instagram.com/inmobiliaria.del.pueblo', tiktok: '', youtube: '', linkedin: '', x: '' },
  cotizacionDolar: { valor: 1200, fecha: '2026-11-20' },
  mapa: { lat: -34.8956, lng: -60.0167 },
  imagen: null,
});

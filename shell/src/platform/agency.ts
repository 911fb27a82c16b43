// The agency's identity shown by the frame and the public pages. Placeholder values: one place to change them.
export const AGENCY = {
  nombre: 'Inmobiliaria Del Parque',
  nombreCorto: 'Del Parque',
  descripcion: 'Martillero y corredor público: venta de propiedades, administración de alquileres y tasaciones en la provincia de Buenos Aires desde 1995.',
  desde: 1995,
} as const;

// This remote's routes (the shell hands these paths to mf_backoffice, behind its auth guard).
export const paths = {
  dashboard: '/dashboard',
  propiedades: '/propiedades',
  nuevaPropiedad: '/nueva-propiedad',
  operaciones: '/operaciones',
  nuevaOperacion: '/nueva-operacion',
  clientes: '/clientes',
  cliente: '/cliente/:id',
  nuevoCliente: '/nuevo-cliente',
  consultas: '/consultas',
  reportes: '/reportes',
  portales: '/portales',
  inmobiliaria: '/inmobiliaria',
  usuarios: '/usuarios',
  cuenta: '/cuenta',
} as const;

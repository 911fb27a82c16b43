// The money and the index tables: the admin-only acts by route, each refused to an agente with its own reason
// (contracts' SOLO_ADMIN). The authorization matrix and the fuzz suite both read this one list.
import { SOLO_ADMIN } from '@inmo/contracts';

export const SOLO_ADMIN_ROUTES: Readonly<Record<string, string>> = {
  'PUT /api/admin/indices/:indice': SOLO_ADMIN.cargarIndices,
  'DELETE /api/admin/indices/:indice/:fecha': SOLO_ADMIN.cargarIndices,
  'POST /api/admin/liquidacion/:id/pagar': SOLO_ADMIN.pagarLiquidacion,
  'POST /api/admin/pago/:id/anular': SOLO_ADMIN.anularPago,
  'POST /api/admin/cargo/:id/anular': SOLO_ADMIN.anularCargo,
  'POST /api/admin/cargo/:id/corregir': SOLO_ADMIN.anularCargo,
  'POST /api/admin/contrato/:id/condonar-punitorios': SOLO_ADMIN.condonarPunitorios,
  'POST /api/admin/cliente/:id/enlace-propietario': SOLO_ADMIN.enlacePropietario,
  'DELETE /api/admin/cliente/:id/enlace-propietario': SOLO_ADMIN.enlacePropietario,
  'POST /api/admin/factura/:id/anular': SOLO_ADMIN.anularFactura,
  'POST /api/admin/cierre/:mes': SOLO_ADMIN.cerrarMes,
  'DELETE /api/admin/cierre/:mes': SOLO_ADMIN.cerrarMes,
};

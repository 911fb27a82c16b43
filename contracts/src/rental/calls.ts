// The rental routes in the API's call table (calls.ts): contracts, the index series, the tenant's account, receipts,
// owners' settlements and the owner's private page, with their request bodies and replies.
import {
  cargoFijoResponseSchema,
  cargoResponseSchema,
  cobranzasResponseSchema,
  condonacionResponseSchema,
  cuentaResponseSchema,
  enlacePropietarioResponseSchema,
  enlaceRevocadoResponseSchema,
  liquidacionResponseSchema,
  liquidacionesResponseSchema,
  moraResponseSchema,
  pagoCreadoResponseSchema,
  pagoResponseSchema,
  paginaPropietarioResponseSchema,
} from './account-reply.js';
import { anularCargoSchema, anularPagoSchema, condonarPunitoriosSchema, corregirCargoSchema, nuevaLiquidacionSchema, nuevoCargoFijoSchema, nuevoCargoSchema, nuevoPagoSchema } from './account.js';
import { cargarIndiceSchema, indiceResponseSchema } from './indices.js';
import { contratoResponseSchema, contratosResponseSchema, pendientesAlquileresResponseSchema } from './reply.js';
import { editarContratoSchema, nuevoContratoSchema, renovarContratoSchema, rescindirContratoSchema } from './schema.js';

/** Contracts, their schedule and adjustments, the index series they follow, and the dashboard's to-do. */
export function llamadasContratos() {
  return {
    'GET /admin/contratos': { respuesta: contratosResponseSchema },
    'POST /admin/nuevo-contrato': { cuerpo: nuevoContratoSchema, respuesta: contratoResponseSchema, estado: 201 },
    'GET /admin/contrato/{id}': { respuesta: contratoResponseSchema },
    'PUT /admin/editar-contrato/{id}': { cuerpo: editarContratoSchema, respuesta: contratoResponseSchema },
    'POST /admin/contrato/{id}/rescindir': { cuerpo: rescindirContratoSchema, respuesta: contratoResponseSchema },
    'POST /admin/contrato/{id}/renovar': { cuerpo: renovarContratoSchema, respuesta: contratoResponseSchema, estado: 201 },
    'GET /admin/indices/{indice}': { respuesta: indiceResponseSchema },
    'PUT /admin/indices/{indice}': { cuerpo: cargarIndiceSchema, respuesta: indiceResponseSchema },
    'DELETE /admin/indices/{indice}/{fecha}': { respuesta: indiceResponseSchema },
    'GET /admin/alquileres/pendientes': { respuesta: pendientesAlquileresResponseSchema },
  } as const;
}

/**
 * The tenant's account, receipts, owners' settlements and the owner's private page; `pdf`, `html` and `comprobante`
 * mark the PDF, HTML and bill replies (calls.ts's markers).
 */
export function llamadasCuentas<P extends string, H extends string, C extends string>(pdf: P, html: H, comprobante: C) {
  return {
    'POST /admin/contrato/{id}/pagos': { cuerpo: nuevoPagoSchema, respuesta: pagoCreadoResponseSchema, estado: 201 },
    'POST /admin/contrato/{id}/cargos': { cuerpo: nuevoCargoSchema, respuesta: cargoResponseSchema, estado: 201 },
    'GET /admin/contrato/{id}/cuenta': { respuesta: cuentaResponseSchema },
    'POST /admin/contrato/{id}/condonar-punitorios': { cuerpo: condonarPunitoriosSchema, respuesta: condonacionResponseSchema },
    'POST /admin/pago/{id}/anular': { cuerpo: anularPagoSchema, respuesta: pagoResponseSchema },
    'POST /admin/cargo/{id}/anular': { cuerpo: anularCargoSchema, respuesta: cargoResponseSchema },
    'POST /admin/cargo/{id}/corregir': { cuerpo: corregirCargoSchema, respuesta: cargoResponseSchema },
    'POST /admin/cargo/{id}/comprobante': { cuerpo: comprobante, respuesta: cargoResponseSchema },
    'GET /admin/cargo/{id}/comprobante': { respuesta: comprobante },
    'POST /admin/contrato/{id}/cargos-fijos': { cuerpo: nuevoCargoFijoSchema, respuesta: cargoFijoResponseSchema, estado: 201 },
    'GET /admin/recibo/{id}.pdf': { respuesta: pdf },
    'POST /admin/nueva-liquidacion': { cuerpo: nuevaLiquidacionSchema, respuesta: liquidacionResponseSchema, estado: 201 },
    'GET /admin/liquidaciones': { respuesta: liquidacionesResponseSchema },
    'GET /admin/liquidacion/{id}.pdf': { respuesta: pdf },
    'POST /admin/liquidacion/{id}/pagar': { respuesta: liquidacionResponseSchema },
    'POST /admin/cliente/{id}/enlace-propietario': { respuesta: enlacePropietarioResponseSchema, estado: 201 },
    'DELETE /admin/cliente/{id}/enlace-propietario': { respuesta: enlaceRevocadoResponseSchema },
    'GET /admin/alquileres/mora': { respuesta: moraResponseSchema },
    'GET /admin/cobranzas': { respuesta: cobranzasResponseSchema },
    'GET /user/recibo/{secreto}.pdf': { respuesta: pdf },
    'GET /user/propietario/{secreto}': { respuesta: paginaPropietarioResponseSchema },
    'GET /user/propietario/{secreto}/pagina': { respuesta: html },
    'GET /user/propietario/{secreto}/liquidacion/{id}.pdf': { respuesta: pdf },
  } as const;
}

// Stable error codes and the one error reply shape. The API sends `code` beside the Spanish `error`;
// the UI may map a code to its own text, but the server's Spanish message is always displayable as is.

export const ERROR_CODES = {
  VALIDATION: 'VALIDATION',
  UNAUTHORIZED: 'AUTH.UNAUTHORIZED',
  FORBIDDEN: 'AUTH.FORBIDDEN',
  /** A public POST a browser makes sent something else than JSON (415). */
  UNSUPPORTED_MEDIA_TYPE: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  /** A public POST came from a page of another site (its Origin, 403). */
  FOREIGN_ORIGIN: 'REQUEST.FOREIGN_ORIGIN',
  LOGIN_FAILED: 'AUTH.LOGIN_FAILED',
  LOGIN_THROTTLED: 'AUTH.LOGIN_THROTTLED',
  /** Too many logins being checked at once on this server (503): try again in a few seconds. */
  LOGIN_BUSY: 'AUTH.LOGIN_BUSY',
  /** The user has a second factor: send `codigo` with the login (401 until it is right). */
  TOTP_REQUIRED: 'AUTH.TOTP_REQUIRED',
  TOTP_INVALID: 'AUTH.TOTP_INVALID',
  /** A temporary password must be changed before anything else (403). */
  PASSWORD_CHANGE_REQUIRED: 'AUTH.PASSWORD_CHANGE_REQUIRED',
  /** An admin must turn on the second factor first (the admins' setting, 403). */
  TOTP_SETUP_REQUIRED: 'AUTH.TOTP_SETUP_REQUIRED',
  WRONG_PASSWORD: 'AUTH.WRONG_PASSWORD',
  RESET_LINK_INVALID: 'AUTH.RESET_LINK_INVALID',
  USER_NOT_FOUND: 'USER.NOT_FOUND',
  USER_TAKEN: 'USER.TAKEN',
  /** The change would leave no active admin (409). */
  LAST_ADMIN: 'USER.LAST_ADMIN',
  NOT_FOUND: 'NOT_FOUND',
  PROPERTY_NOT_FOUND: 'PROPERTY.NOT_FOUND',
  PROPERTY_VERSION_CONFLICT: 'PROPERTY.VERSION_CONFLICT',
  OPERATION_NOT_FOUND: 'OPERATION.NOT_FOUND',
  OPERATION_VERSION_CONFLICT: 'OPERATION.VERSION_CONFLICT',
  /** The operation is annulled: it can be read, not changed (409). */
  OPERATION_ANNULLED: 'OPERATION.ANNULLED',
  CONTRACT_NOT_FOUND: 'CONTRACT.NOT_FOUND',
  CONTRACT_VERSION_CONFLICT: 'CONTRACT.VERSION_CONFLICT',
  /** The rental contract has finished (or was renewed): it can be read, not changed (409). */
  CONTRACT_FINISHED: 'CONTRACT.FINISHED',
  /** The property already has a running rental contract (409). */
  CONTRACT_PROPERTY_TAKEN: 'CONTRACT.PROPERTY_TAKEN',
  VALUATION_NOT_FOUND: 'VALUATION.NOT_FOUND',
  VALUATION_VERSION_CONFLICT: 'VALUATION.VERSION_CONFLICT',
  /** A valuation needs at least three comparables, each with a surface and (if in the other currency) a rate (422). */
  VALUATION_UNCOMPUTABLE: 'VALUATION.UNCOMPUTABLE',
  /** The valuation already became a listing (409). */
  VALUATION_CONVERTED: 'VALUATION.CONVERTED',
  /** Too many reports waiting for the report workers (503): try again in a few seconds. */
  REPORTS_BUSY: 'REPORTS.BUSY',
  CLIENT_NOT_FOUND: 'CLIENT.NOT_FOUND',
  CLIENT_VERSION_CONFLICT: 'CLIENT.VERSION_CONFLICT',
  /** Another client already has that DNI (409; `existente` names it). */
  CLIENT_DNI_TAKEN: 'CLIENT.DNI_TAKEN',
  CONTACT_THROTTLED: 'CONTACT.THROTTLED',
  VISIT_NOT_FOUND: 'VISIT.NOT_FOUND',
  /** The agent already has a visit that overlaps (409). */
  VISIT_OVERLAP: 'VISIT.OVERLAP',
  /** A visitor asked for a turn already taken (409). */
  VISIT_SLOT_TAKEN: 'VISIT.SLOT_TAKEN',
  VISIT_VERSION_CONFLICT: 'VISIT.VERSION_CONFLICT',
  /** Too many visit requests from one client in a while (429). */
  VISIT_THROTTLED: 'VISIT.THROTTLED',
  /** Two visit requests of the same phone or e-mail already wait for confirmation (429). */
  VISIT_PENDING_LIMIT: 'VISIT.PENDING_LIMIT',
  /** The write is dated in (or is of) a closed month (409): an admin reopens the month first. */
  MONTH_CLOSED: 'MONTH.CLOSED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  /** The gateway could not reach the API process (stopped, restarting, or it dropped the connection). */
  API_UNAVAILABLE: 'API_UNAVAILABLE',
  /** A portal could not be reached, or its account is not connected: try again later. */
  PORTAL_UNAVAILABLE: 'PORTAL.UNAVAILABLE',
  /** MercadoLibre is not configured on this server, or not connected. */
  PORTAL_NOT_CONNECTED: 'PORTAL.NOT_CONNECTED',
  /** A portal posted more leads than its callback takes in a while (429): it delivers them again later. */
  PORTAL_LEADS_THROTTLED: 'PORTAL.LEADS_THROTTLED',
  /** The Idempotency-Key was used for this call with another body (422). */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY.KEY_REUSED',
  /** The first request with this Idempotency-Key is still running (409): try again in a moment. */
  IDEMPOTENCY_IN_FLIGHT: 'IDEMPOTENCY.IN_FLIGHT',
  /** Invoicing is not set up (no CUIT, certificate or key). */
  BILLING_NOT_CONFIGURED: 'BILLING.NOT_CONFIGURED',
  INVOICE_NOT_FOUND: 'INVOICE.NOT_FOUND',
  /** The invoice is not in a state that allows the act (void an unauthorised one, correct an authorised one). */
  INVOICE_STATE: 'INVOICE.STATE',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const MENSAJES = {
  loginFallido: 'Usuario o contraseña incorrectos',
  loginBloqueado: 'Demasiados intentos fallidos. Esperá 15 minutos e intentá nuevamente.',
  noAutorizado: 'Sesión inválida o expirada. Iniciá sesión nuevamente.',
  prohibido: 'No tenés permisos para realizar esta acción.',
  soloJson: 'Los datos deben enviarse como JSON (application/json).',
  origenAjeno: 'Este formulario sólo puede enviarse desde el sitio de la inmobiliaria.',
  noEncontrado: 'Recurso no encontrado',
  propiedadNoEncontrada: 'Propiedad no encontrada',
  clienteNoEncontrado: 'Cliente no encontrado',
  conflictoPropiedad: 'La propiedad fue modificada por otra persona. Recargá para ver los cambios.',
  conflictoCliente: 'El cliente fue modificado por otra persona. Recargá para ver los cambios.',
  dniRepetido: 'Ya existe un cliente con ese DNI',
  datosInvalidos: 'Datos inválidos',
  cuerpoDemasiadoGrande: 'El contenido enviado es demasiado grande',
  baseNoDisponible: 'El servicio no está disponible en este momento. Intentá nuevamente en unos segundos.',
  apiNoDisponible: 'La API no está disponible en este momento. Intentá nuevamente en unos segundos.',
  errorInterno: 'Error interno del servidor',
  segundoFactorRequerido: 'Ingresá el código de 6 dígitos de tu aplicación de autenticación',
  segundoFactorInvalido: 'El código no es correcto o ya venció. Probá con el código actual.',
  debeCambiarContraseña: 'Tenés que elegir una contraseña nueva antes de continuar.',
  debeActivarSegundoFactor: 'Los administradores deben activar el segundo factor antes de continuar.',
  contraseñaActualIncorrecta: 'La contraseña actual no es correcta',
  confirmarIdentidad: 'Confirmá que sos vos: ingresá tu contraseña o un código de tu aplicación de autenticación',
  sinSegundoFactor: 'Este usuario no tiene segundo factor activo',
  enlaceInvalido: 'El enlace no es válido o ya venció. Pedí uno nuevo a un administrador.',
  usuarioNoEncontrado: 'Usuario no encontrado',
  usuarioRepetido: 'Ya existe un usuario con ese nombre de usuario',
  ultimoAdmin: 'Tiene que quedar al menos un administrador activo',
  contactoLimite: 'Enviaste demasiadas consultas. Esperá unos minutos e intentá nuevamente.',
  solicitudEnCurso: 'La misma solicitud todavía se está procesando',
  claveIdempotenciaReutilizada: 'Esta clave de idempotencia ya se usó con otros datos. Enviá la solicitud con una clave nueva.',
  claveIdempotenciaInvalida: 'La clave de idempotencia no es válida (hasta 255 caracteres visibles, sin espacios)',
} as const;

/** The one error reply shape of the API. */
export interface ApiErrorBody {
  success: false;
  error: string;
  code?: ErrorCode;
  errors?: Record<string, string>;
  /** The record a 409 collides with (a client with the same DNI), so the UI can link to it. */
  existente?: { _id: string; nombre: string };
}

export function isApiErrorBody(x: unknown): x is ApiErrorBody {
  return !!x && typeof x === 'object' && (x as { success?: unknown }).success === false && typeof (x as { error?: unknown }).error === 'string';
}

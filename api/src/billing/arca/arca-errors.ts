// The ways a call to ARCA can fail, as distinct types, because each asks the caller for something different:
// - ArcaTransportError: no answer (network, time-out, a reply that is not ARCA's). Whether ARCA acted is unknown: an
//   invoice stays 'pendiente' and is reconciled later (FECompConsultar) before any new number is asked for.
// - ArcaFaultError: a SOAP fault. ARCA read the call and refused it without acting (WSAA's 'cms.sign.invalid'…).
//   ArcaAlreadyAuthenticatedError is WSAA's 'coe.alreadyAuthenticated': a ticket is still valid and must be reused.
// - ArcaServiceError: WSFEv1 answered with its own Errors list on a query (FECompUltimoAutorizado, FECompConsultar).
// A voucher ARCA refuses is not an error: FECAESolicitar returns it as { resultado: 'rechazado' }.

export class ArcaTransportError extends Error {
  constructor(
    /** What failed, in Spanish, fit to show staff. */
    message: string,
    /** The HTTP status when ARCA's server answered something unreadable; null: no answer at all. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ArcaTransportError';
  }
}

export class ArcaFaultError extends Error {
  constructor(
    /** The fault's code without its namespace prefix ('coe.alreadyAuthenticated', 'cms.sign.invalid', 'soap:Server'…). */
    readonly codigo: string,
    /** ARCA's own text (faultstring). */
    readonly mensaje: string,
  ) {
    super(`ARCA rechazó el pedido (${codigo}): ${mensaje}`);
    this.name = 'ArcaFaultError';
  }
}

export class ArcaAlreadyAuthenticatedError extends ArcaFaultError {
  constructor(mensaje: string) {
    super('coe.alreadyAuthenticated', mensaje);
    this.name = 'ArcaAlreadyAuthenticatedError';
  }
}

/** One of ARCA's coded messages (WSFEv1's Err, Obs or Evt). */
export interface ArcaMensaje {
  codigo: string;
  mensaje: string;
}

export class ArcaServiceError extends Error {
  constructor(readonly errores: ArcaMensaje[]) {
    const first = errores[0] ?? { codigo: '?', mensaje: 'sin detalle' };
    super(`ARCA respondió con error ${first.codigo}: ${first.mensaje}`);
    this.name = 'ArcaServiceError';
  }

  get codigo(): string {
    return this.errores[0]?.codigo ?? '';
  }
}

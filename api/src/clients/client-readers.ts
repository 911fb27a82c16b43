// Clients as other modules read them inside their own statements: read-only views (subqueries) of the columns they
// may use. Their life and their private pages' marks are written by ClientsService and ClientPages.

/**
 * Who a client is and how to reach them (`FROM ${CLIENTS_VIEW} c`): name, contact, DNI and fiscal identity (cuit,
 * condicion_iva), assigned member of staff and the folded text staff search (name, DNI, phone, e-mail). No secrets of
 * their pages.
 */
export const CLIENTS_VIEW = `(SELECT id, nombre, apellido, mail, telefono, telefono_e164, dni, cuit, condicion_iva, asignado_a, created_at, busqueda_texto FROM clients)`;

/** The clients who asked for e-mail alerts and have an address to send them to (`FROM ${CLIENTS_WITH_ALERTS_VIEW} c`). */
export const CLIENTS_WITH_ALERTS_VIEW = `(SELECT id FROM clients WHERE alertas AND mail LIKE '%@%')`;

// Settlements as other modules read them inside their own statements (`FROM ${SETTLEMENTS_VIEW} s`): a read-only view
// of the columns they may use. SettlementsService writes them.

/** Each settlement's owner, month ('YYYY-MM'), currency, the agency's commission in cents and when it was paid (or null). */
export const SETTLEMENTS_VIEW = `(SELECT id, propietario_id, periodo, moneda, comision_centavos, pagada_en FROM rental_settlements)`;

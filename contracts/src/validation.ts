// The predicates on raw input every schema uses (schema/checks.ts). The schemas themselves live with what they
// define: property/, client/, operation/, enquiry/, auth/.
export { aNumero, esEmail, esFecha, esTextoNoVacio, esUrlSegura, esUuid, primerError, type ErroresCampo } from './schema/checks.js';

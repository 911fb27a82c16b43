// The enquiry's schema (contracts enquiry/schema.ts, the one the API checks) in a chunk of its own: the form needs it
// only when it is sent, so a visit to /contacto does not download the schema library (≈ 5.7 KB Brotli) up front.
// The form asks for it as soon as it is touched, so it is there by the time it is sent.
export { validarContacto } from '@inmo/contracts';

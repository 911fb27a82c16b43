// This remote's routes: the staff part of the route table in contracts (routes.ts), which the shell hands to
// mf_backoffice behind its auth guard.
export { STAFF_ROUTES as paths } from '@inmo/contracts';

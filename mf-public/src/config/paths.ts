// This remote's routes: the public part of the route table in contracts (routes.ts), which the shell hands to
// mf_public.
export { PUBLIC_ROUTES as paths } from '@inmo/contracts';

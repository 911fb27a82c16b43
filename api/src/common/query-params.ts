// Query-string helpers shared by the controllers that page on the server.
import type * as z from 'zod/mini';

/**
 * Whether the query names any of the schema's parameters, blank or not (the catalogues page on the server only
 * then). It reads the raw query or the schema's parsed value alike: zod keeps a key that was sent, blank ones too.
 */
export function namesAny(schema: z.ZodMiniObject, query: Record<string, unknown> | undefined): boolean {
  return query !== undefined && Object.keys(schema.shape).some((k) => Object.hasOwn(query, k));
}

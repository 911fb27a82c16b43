// Where a listing's state (contracts property/estado.ts) and the agency's choice for reserved listings decide what
// the public sees: the one SQL condition of "on the public site" (catalogue, detail, home, sitemap, matching) and of
// the portals' feeds and sync. Over properties `p`; the agency's choice is read in the same statement.
import { ESTADOS_PROPIEDAD } from '@inmo/contracts';
import { agencyFlagSql } from '../agency/agency.service.js';

/** The agency's 'Mostrar las propiedades reservadas' (true when never set). */
export const RESERVADA_PUBLICA_SQL = agencyFlagSql('reservadaPublica', true);

/** A listing whose state lets it be public: Disponible, or Reservada while the agency shows reserved ones. */
export const ESTADO_PUBLICO_SQL = `(p.estado = 'Disponible' OR (p.estado = 'Reservada' AND ${RESERVADA_PUBLICA_SQL}))`;

/** On the public site: shown by staff, and in a public state (not deleted: the caller's own condition). */
export const PUBLIC_LISTING_SQL = `p.visible AND ${ESTADO_PUBLICO_SQL}`;

/** The admin list's filter by state: a literal of the closed set (never a parameter). */
export function estadoSql(estado: string): string | null {
  return (ESTADOS_PROPIEDAD as readonly string[]).includes(estado) ? `p.estado = '${estado}'` : null;
}

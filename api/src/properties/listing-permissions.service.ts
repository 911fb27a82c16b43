// Who may change a listing: an admin, any; an agente, the listings assigned to them (properties.asignado_a) and those
// they created (the listing's 'crear' line in change_history), or every listing when the agency allows it (Datos de la
// inmobiliaria: agentesEditanTodas). Sending a listing to the Papelera and bringing it back stay the admins'
// (@Roles on those routes). One statement per check.
import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, MENSAJES, MENSAJES_PERMISOS, esUuid, type PermisosPropiedad, type TokenPayload } from '@inmo/contracts';
import { agencyFlagSql } from '../agency/agency.service.js';
import { TeamService } from '../auth/team.service.js';
import { ApiError } from '../common/api-error.js';
import { Db } from '../database/db.service.js';
import { createdBySql } from '../history/history.service.js';

/** The agency's 'Los agentes pueden editar todas las propiedades' (false when never set). */
export const AGENTES_EDITAN_TODAS_SQL = agencyFlagSql('agentesEditanTodas', false);

/** Created by the user `$n` (its 'crear' line in the history), over properties `p`. */
export const creadaPor = (param: string) => createdBySql('propiedad', 'p.id', param);

@Injectable()
export class ListingPermissions {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(TeamService) private readonly team: TeamService,
  ) {}

  /** What the caller may do with a listing; null when there is no such listing. */
  async of(id: string, user: TokenPayload | undefined): Promise<PermisosPropiedad | null> {
    if (!esUuid(id)) return null;
    const me = user?.sub ?? null;
    const row = await this.db.one<{ asignado_a: string | null; propia: boolean; todas: boolean }>(
      `SELECT p.asignado_a, (p.asignado_a = $2::uuid OR ${creadaPor('$2::uuid')}) AS propia, ${AGENTES_EDITAN_TODAS_SQL} AS todas
       FROM properties p WHERE p.id = $1`,
      [id, me],
    );
    if (!row) return null;
    const admin = user?.rol === 'admin';
    return { editar: admin || row.propia === true || row.todas === true, eliminar: admin, asignadoA: await this.team.ref(row.asignado_a) };
  }

  /** 403 in Spanish unless the caller may edit the listing (a missing listing is left to the write's own 404). */
  async assertCanEdit(id: string, user: TokenPayload | undefined): Promise<void> {
    if (user?.rol === 'admin') return;
    const p = await this.of(id, user);
    if (p && !p.editar) throw new ApiError(403, MENSAJES_PERMISOS.editarPropiedad, ERROR_CODES.FORBIDDEN);
  }

  /** Assigns a listing to a member of staff (null: nobody). 404 for no listing; 400 for no such user. */
  async assign(id: string, usuario: string | null): Promise<PermisosPropiedad> {
    if (usuario !== null && !(await this.team.exists(usuario))) throw ApiError.validation({ usuario: 'El usuario elegido no existe' });
    const row = esUuid(id) ? await this.db.one<{ id: string }>(`UPDATE properties SET asignado_a = $2, updated_at = now() WHERE id = $1 RETURNING id`, [id, usuario]) : null;
    if (!row) throw ApiError.notFound(MENSAJES.propiedadNoEncontrada, ERROR_CODES.PROPERTY_NOT_FOUND);
    return { editar: true, eliminar: true, asignadoA: await this.team.ref(usuario) };
  }
}

// The owner's private page: staff create (or replace) and revoke the link; the secret in its address is the
// credential (only its SHA-256 is stored; a wrong or revoked one → 404). The page shows the owner's contracts with
// their cuotas as the account reads them and the charges that reach their settlements (who paid each), and their
// settlements with each one's PDF. The owner's name comes from
// ClientLookups (src/clients).
import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MENSAJES_CUENTA, esUuid, type Inmobiliaria, type PaginaPropietario } from '@inmo/contracts';
import { AgencyService } from '../agency/agency.service.js';
import { ClientLookups } from '../clients/client-lookups.service.js';
import { ApiError } from '../common/api-error.js';
import { Db } from '../database/db.service.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import { finPactado, hoyArgentina } from '../rentals/schedule.js';
import { AccountLoader } from './account-loader.service.js';
import { cuotasOf, direccionOf, gastoDelPropietario, liquidacionOf, nombre, toNumber, type Loaded, type SettlementRow } from './account-rows.js';
import { SettlementsService } from './settlements.service.js';

const hash = (secreto: string) => createHash('sha256').update(secreto).digest('hex');

/** The page's content (pure): a finished contract shows no current rent nor next adjustment. */
export function paginaDe(
  owner: { nombre: string; apellido: string },
  agency: Pick<Inmobiliaria, 'nombre' | 'telefono'>,
  contracts: readonly Loaded[],
  settlements: readonly SettlementRow[],
  secreto: string,
  hoy: string,
): PaginaPropietario {
  return {
    propietario: { nombre: owner.nombre, apellido: owner.apellido },
    inmobiliaria: { nombre: agency.nombre, telefono: agency.telefono || null },
    contratos: contracts.map((l) => ({
      propiedad: { titulo: l.row.p_titulo, direccion: direccionOf(l.row) },
      inquilino: nombre(l.row.ci_nombre, l.row.ci_apellido),
      estado: l.row.activo ? 'Vigente' : 'Finalizado',
      inicio: l.row.inicio,
      fin: l.row.rescision_fecha ?? finPactado(l.row.inicio, Number(l.row.meses)),
      moneda: l.row.moneda,
      montoActual: l.row.activo ? l.montoActual : null,
      proximoAjuste: l.row.activo ? l.proximoAjuste : null,
      cuotas: cuotasOf(l, hoy).map((c) => ({ periodo: c.periodo, vencimiento: c.vencimiento, monto: c.monto, pagado: c.pagado, estado: c.estado })),
      gastos: l.cargos
        .filter((g) => !g.anulado_en && gastoDelPropietario(g) !== 0n)
        .sort((a, b) => a.periodo.localeCompare(b.periodo))
        .map((g) => ({ periodo: g.periodo, concepto: g.concepto, pagadoPor: g.pagado_por, monto: toNumber(BigInt(g.monto_centavos)), aFavor: gastoDelPropietario(g) < 0n })),
    })),
    liquidaciones: settlements.map((s) => {
      const l = liquidacionOf(s, `/api/user/propietario/${secreto}/liquidacion/${s.id}.pdf`);
      return { periodo: l.periodo, moneda: l.moneda, cobrado: l.cobrado, comision: l.comision, gastos: l.gastos, neto: l.neto, pagada: l.pagada, url: l.url };
    }),
  };
}

@Injectable()
export class OwnerPageService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(AccountLoader) private readonly loader: AccountLoader,
    @Inject(SettlementsService) private readonly settlements: SettlementsService,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(AgencyService) private readonly agency: AgencyService,
    @Inject(ClientLookups) private readonly clients: ClientLookups,
  ) {}

  /**
   * A new private link for the owner (any previous one stops working): the page the API draws itself (plain HTML,
   * noindex), so it works behind every front (the gateway, nginx) that passes /api on.
   */
  async crearEnlace(clienteId: string, actor: Actor): Promise<{ url: string }> {
    if (!esUuid(clienteId)) throw ApiError.notFound(MENSAJES_CUENTA.propietarioNoEncontrado);
    const secreto = randomBytes(32).toString('base64url');
    return this.db.transaction(async () => {
      // The owner's row is locked while its link is written: it exists until the link is in.
      if (!(await this.clients.lock(clienteId))) throw ApiError.notFound(MENSAJES_CUENTA.propietarioNoEncontrado);
      await this.db.execute(
        `INSERT INTO owner_links (cliente_id, secreto_sha256) VALUES ($1, $2) ON CONFLICT (cliente_id) DO UPDATE SET secreto_sha256 = EXCLUDED.secreto_sha256, created_at = now()`,
        [clienteId, hash(secreto)],
      );
      await this.history.record({ entidad: 'cliente', entidadId: clienteId, accion: 'editar', actor, antes: { enlacePropietario: null }, despues: { enlacePropietario: 'Enlace privado del propietario creado' } });
      return { url: `/api/user/propietario/${secreto}/pagina` };
    });
  }

  async revocarEnlace(clienteId: string, actor: Actor): Promise<void> {
    if (!esUuid(clienteId)) throw ApiError.notFound(MENSAJES_CUENTA.enlaceNoEncontrado);
    await this.db.transaction(async () => {
      const r = await this.db.one(`DELETE FROM owner_links WHERE cliente_id = $1 RETURNING cliente_id`, [clienteId]);
      if (!r) throw ApiError.notFound(MENSAJES_CUENTA.enlaceNoEncontrado);
      await this.history.record({ entidad: 'cliente', entidadId: clienteId, accion: 'editar', actor, antes: { enlacePropietario: 'Enlace privado del propietario creado' }, despues: { enlacePropietario: 'Revocado' } });
    });
  }

  /** The owner a secret opens (their name from ClientLookups); 404 for any other secret. */
  private async ownerOf(secreto: string): Promise<{ id: string; nombre: string; apellido: string }> {
    if (typeof secreto !== 'string' || secreto.length < 20 || secreto.length > 100) throw ApiError.notFound(MENSAJES_CUENTA.enlaceNoEncontrado);
    const link = await this.db.one<{ cliente_id: string }>(`SELECT cliente_id FROM owner_links WHERE secreto_sha256 = $1`, [hash(secreto)]);
    const [o] = link ? await this.clients.contacts([link.cliente_id]) : [];
    if (!o) throw ApiError.notFound(MENSAJES_CUENTA.enlaceNoEncontrado);
    return { id: o.id, nombre: o.nombre, apellido: o.apellido };
  }

  async paginaPropietario(secreto: string): Promise<PaginaPropietario> {
    const owner = await this.ownerOf(secreto);
    const hoy = hoyArgentina();
    const contracts = await this.loader.load({ propietario: owner.id }, hoy);
    const settlements = await this.settlements.ofOwner(owner.id);
    return paginaDe(owner, await this.agency.get(), contracts, settlements, secreto, hoy);
  }

  async liquidacionPdfPropietario(secreto: string, id: string): Promise<Buffer> {
    const owner = await this.ownerOf(secreto);
    const s = await this.settlements.settlement(id);
    if (s.propietario_id !== owner.id) throw ApiError.notFound(MENSAJES_CUENTA.liquidacionNoEncontrada);
    return this.settlements.render(s);
  }
}

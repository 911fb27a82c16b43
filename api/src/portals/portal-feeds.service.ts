// The portals' feeds and leads.
// - Zonaprop's feed is written in batches of FEED_BATCH listings read by keyset (id order), so 10,000 listings take
//   20 statements and never more than one batch in memory; the controller streams what this yields.
// - A lead a portal posts becomes an enquiry of its channel (ContactService.receiveLead), about the listing it names
//   by our code (codigoAviso) or by the portal's id for it.
import { Inject, Injectable } from '@nestjs/common';
import { CANAL_DE_PORTAL, vistaPublica, type LeadPortal, type Portal } from '@inmo/contracts';
import { ContactService } from '../contact/contact.service.js';
import { Db } from '../database/db.service.js';
import { PROPERTIES_VIEW, PropertyLookups } from '../properties/property-lookups.service.js';
import { FEED_HEAD, FEED_TAIL, renderAviso } from './zonaprop-feed.js';

export const FEED_BATCH = 500;

@Injectable()
export class PortalFeeds {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ContactService) private readonly contact: ContactService,
    @Inject(PropertyLookups) private readonly properties: PropertyLookups,
  ) {}

  /** Zonaprop's feed, piece by piece (the head, one piece per batch of listings, the tail). */
  async *zonaprop(origin: string): AsyncGenerator<string> {
    yield FEED_HEAD;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const batch = await this.properties.forPortal('zonaprop', after, FEED_BATCH);
      if (batch.length === 0) break;
      yield batch.map((p) => renderAviso(vistaPublica(p), origin)).join('');
      if (batch.length < FEED_BATCH) break;
      after = batch[batch.length - 1]!.id;
    }
    yield FEED_TAIL;
  }

  /** The listing a lead names: our code first, else the portal's id for it (null: none, the lead is kept anyway). */
  private async propertyOf(portal: Portal, lead: Pick<LeadPortal, 'codigo' | 'externoId'>): Promise<string | null> {
    if (!lead.codigo && !lead.externoId) return null;
    const row = await this.db.one<{ id: string }>(
      `SELECT p.id FROM ${PROPERTIES_VIEW} p WHERE $1 <> '' AND p.codigo = upper($1)
       UNION ALL SELECT property_id FROM portal_listings WHERE $2 <> '' AND portal = $3 AND externo_id = $2 LIMIT 1`,
      [lead.codigo, lead.externoId, portal],
    );
    return row?.id ?? null;
  }

  /** A portal's lead as an enquiry; false when the same lead (same portal id) was already received. */
  async lead(portal: Portal, lead: LeadPortal): Promise<boolean> {
    const propiedadId = await this.propertyOf(portal, lead);
    return this.contact.receiveLead({
      canal: CANAL_DE_PORTAL[portal] as 'Zonaprop' | 'MercadoLibre',
      id: lead.id || null,
      nombre: lead.nombre,
      email: lead.email,
      telefono: lead.telefono,
      mensaje: lead.mensaje,
      asunto: `Consulta desde ${CANAL_DE_PORTAL[portal]}`,
      propiedadId,
    });
  }
}

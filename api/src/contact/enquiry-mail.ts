// A new enquiry's notice (any channel: the contact form, a portal's lead, 'Me interesa'): to the member of staff it is
// assigned to, else the one its listing is assigned to, else the agency's e-mail; naming the listing and linking to the
// enquiry in Consultas. The enquiry's INSERT and everything its notice needs are one statement, and the notice goes to
// the outbox in the same transaction (a request spends the throttle, that statement and the outbox's row). Nobody to
// write to: no notice.
import { Inject, Injectable } from '@nestjs/common';
import { INMOBILIARIA_NEUTRA, inmobiliariaDe } from '@inmo/contracts';
import { AGENCY_DETAILS_SQL } from '../agency/agency.service.js';
import { STAFF_VIEW } from '../auth/users-directory.js';
import { Db } from '../database/db.service.js';
import { MailService } from '../mail/mail.service.js';
import { PROPERTIES_VIEW } from '../properties/property-lookups.service.js';

type Row = {
  id: string;
  nombre: string;
  email: string;
  telefono: string;
  asunto: string;
  mensaje: string;
  canal: string;
  titulo: string | null;
  codigo: string | null;
  agente_mail: string | null;
  agencia: unknown;
};

@Injectable()
export class EnquiryMail {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(MailService) private readonly mail: MailService,
  ) {}

  /**
   * Runs `insert` (an INSERT INTO contact_enquiries without RETURNING) and writes the new enquiry's notice; call it
   * inside a transaction. The enquiry's id, or null when the INSERT wrote nothing (ON CONFLICT DO NOTHING).
   */
  async insert(insert: string, params: unknown[]): Promise<string | null> {
    const r = await this.db.one<Row>(
      `WITH e AS (${insert} RETURNING id, nombre, email, telefono, asunto, mensaje, canal, propiedad_id, asignado_a)
       SELECT e.id, e.nombre, e.email, e.telefono, e.asunto, e.mensaje, e.canal, p.titulo, p.codigo,
              coalesce(nullif(ue.mail, ''), nullif(up.mail, '')) AS agente_mail,
              ${AGENCY_DETAILS_SQL} AS agencia
       FROM e LEFT JOIN ${PROPERTIES_VIEW} p ON p.id = e.propiedad_id
       LEFT JOIN ${STAFF_VIEW} ue ON ue.id = e.asignado_a AND ue.activo
       LEFT JOIN ${STAFF_VIEW} up ON up.id = p.asignado_a AND up.activo`,
      params,
    );
    if (!r) return null;
    const agencia = r.agencia ? inmobiliariaDe(typeof r.agencia === 'string' ? JSON.parse(r.agencia) : r.agencia) : INMOBILIARIA_NEUTRA;
    const para = r.agente_mail || agencia.email;
    if (!para) return r.id;
    const propiedad = r.titulo ? `${r.titulo}${r.codigo ? ` (${r.codigo})` : ''}` : null;
    const asunto = propiedad ? `Nueva consulta por ${propiedad}` : `Nueva consulta: ${r.asunto}`;
    const datos = [`De: ${r.nombre}`, r.email ? `Email: ${r.email}` : '', r.telefono ? `Teléfono: ${r.telefono}` : '', `Canal: ${r.canal}`].filter(Boolean).join('\n');
    const enlace = this.mail.url(`/consultas?consulta=${r.id}`);
    const { texto, html } = this.mail.renderWith(agencia, {
      titulo: asunto,
      bloques: [
        ...(propiedad ? [{ parrafo: `Propiedad: ${propiedad}` }] : []),
        { parrafo: datos },
        { parrafo: `Asunto: ${r.asunto}\n\n${r.mensaje}` },
        enlace ? { boton: { texto: 'Ver la consulta en Consultas', url: enlace } } : { parrafo: 'La consulta está en Consultas, en el panel de la inmobiliaria.' },
      ],
    });
    await this.mail.enqueue({ para, asunto, texto, html, directa: true });
    return r.id;
  }
}

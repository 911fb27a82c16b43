// A new enquiry's notice (any channel: the contact form, a portal's lead): to the member of staff it is assigned to,
// else the one its listing is assigned to, else the agency's e-mail; naming the listing and linking to the enquiry in
// Consultas. Written to the outbox in the transaction that stores the enquiry. Nobody to write to: nothing is written.
import { Inject, Injectable } from '@nestjs/common';
import { Db } from '../database/db.service.js';
import { MailService } from '../mail/mail.service.js';

type Row = {
  id: string;
  nombre: string;
  email: string;
  telefono: string;
  asunto: string;
  mensaje: string;
  canal: string;
  propiedad_id: string | null;
  titulo: string | null;
  codigo: string | null;
  agente_mail: string | null;
};

@Injectable()
export class EnquiryMail {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(MailService) private readonly mail: MailService,
  ) {}

  /** Writes the notice of enquiry `id` to the outbox; its id, or null when there is nobody to tell. */
  async notify(id: string): Promise<string | null> {
    const r = await this.db.one<Row>(
      `SELECT e.id, e.nombre, e.email, e.telefono, e.asunto, e.mensaje, e.canal, p.id AS propiedad_id, p.titulo, p.codigo,
              coalesce(nullif(ue.mail, ''), nullif(up.mail, '')) AS agente_mail
       FROM contact_enquiries e LEFT JOIN properties p ON p.id = e.propiedad_id
       LEFT JOIN users ue ON ue.id = e.asignado_a AND ue.activo
       LEFT JOIN users up ON up.id = p.asignado_a AND up.activo
       WHERE e.id = $1`,
      [id],
    );
    if (!r) return null;
    const agencia = await this.mail.agencia();
    const para = r.agente_mail || agencia.email;
    if (!para) return null;
    const propiedad = r.titulo ? `${r.titulo}${r.codigo ? ` (${r.codigo})` : ''}` : null;
    const asunto = propiedad ? `Nueva consulta por ${propiedad}` : `Nueva consulta: ${r.asunto}`;
    const datos = [`De: ${r.nombre}`, r.email ? `Email: ${r.email}` : '', r.telefono ? `Teléfono: ${r.telefono}` : '', `Canal: ${r.canal}`].filter(Boolean).join('\n');
    const { texto, html } = await this.mail.render({
      titulo: asunto,
      bloques: [
        ...(propiedad ? [{ parrafo: `Propiedad: ${propiedad}` }] : []),
        { parrafo: datos },
        { parrafo: `Asunto: ${r.asunto}\n\n${r.mensaje}` },
        { boton: { texto: 'Ver la consulta en Consultas', url: this.mail.url(`/consultas?consulta=${r.id}`) } },
      ],
    });
    return this.mail.enqueue({ para, asunto, texto, html, directa: true });
  }
}

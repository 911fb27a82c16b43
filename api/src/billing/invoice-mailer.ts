// An authorised voucher's PDF to its receiver through the outbox (mail_outbox), when the receiver has an address.
import { Inject, Injectable } from '@nestjs/common';
import { Db } from '../database/db.service.js';
import { MailService } from '../mail/mail.service.js';
import { BillingSettingsService } from './billing-settings.service.js';
import { facturaPdf } from './invoice-pdf.js';
import { INVOICE_COLS, toFactura, type Factura, type InvoiceRow } from './invoice-rows.js';

export const nombreArchivo = (f: Factura) => `${f.notaCredito ? 'nota-de-credito' : 'factura'}-${f.tipo}-${f.numeroComprobante ?? f._id}.pdf`;

@Injectable()
export class InvoiceMailer {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(BillingSettingsService) private readonly settings: BillingSettingsService,
  ) {}

  /** Queues the voucher's PDF for its receiver; the address it went to, or null when the receiver has none. */
  async send(id: string): Promise<string | null> {
    const r = await this.db.one<InvoiceRow>(`SELECT ${INVOICE_COLS} FROM invoices WHERE id = $1`, [id]);
    const { emisor } = await this.settings.required();
    if (!r) return null;
    const f = toFactura(r, emisor.cuit);
    const para = f.receptor.mail?.trim();
    if (!para || !/^[^\s@]+@[^\s@]+$/.test(para) || f.cae === null) return null;
    const tipo = `${f.notaCredito ? 'Nota de crédito' : 'Factura'} ${f.tipo} ${f.numeroComprobante}`;
    const asunto = `${tipo} de ${emisor.razonSocial}`;
    const { texto, html } = await this.mail.render({
      titulo: asunto,
      bloques: [{ parrafo: `Hola ${f.receptor.nombre}: te enviamos adjunta la ${tipo.toLowerCase().startsWith('nota') ? 'nota de crédito' : 'factura'} electrónica ${f.tipo} ${f.numeroComprobante}, autorizada por ARCA (CAE ${f.cae}).` }],
    });
    await this.mail.enqueue({ para, asunto, texto, html, directa: true, adjuntos: [{ nombre: nombreArchivo(f), tipo: 'application/pdf', contenido: await facturaPdf(f, emisor) }] });
    return para;
  }
}

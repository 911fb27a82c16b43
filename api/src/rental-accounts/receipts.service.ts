// A payment's receipt: its PDF (staff, and the tenant's own link whose secret is the credential), the e-mail that
// sends it to the tenant, and the notice that voids it. A receipt shows what the payment paid as the payment recorded
// it (its imputación), its total and, once voided, ANULADO with the reason. The contract and its parties come from
// ContractReader (src/rentals); the tenant's e-mail address from ClientLookups (src/clients).
import { Inject, Injectable } from '@nestjs/common';
import { MENSAJES_CUENTA, esUuid, fechaArgentina, formatFecha } from '@inmo/contracts';
import { AgencyService } from '../agency/agency.service.js';
import { ClientLookups } from '../clients/client-lookups.service.js';
import { ApiError } from '../common/api-error.js';
import { Db } from '../database/db.service.js';
import { MailService, type NuevoCorreo } from '../mail/mail.service.js';
import { AccountLoader } from './account-loader.service.js';
import { PAYMENT_COLS, direccionDeCorreo, direccionOf, nombre, toCents, type ContractRow, type PaymentRow } from './account-rows.js';
import { reciboPdf, type ReciboPdf } from './pdf.js';
import { formatCentavos } from './words.js';

/** What a receipt's PDF shows of a payment and its contract (pure). */
export function reciboDe(p: PaymentRow, c: ContractRow, agency: ReciboPdf['agency']): ReciboPdf {
  return {
    agency,
    numero: Number(p.recibo_numero),
    fecha: p.fecha,
    moneda: c.moneda,
    inquilino: nombre(c.ci_nombre, c.ci_apellido),
    propietario: nombre(c.po_nombre, c.po_apellido),
    direccion: direccionOf(c),
    lineas: (p.imputacion ?? []).map((i) => ({ periodo: i.periodo, concepto: i.concepto, centavos: toCents(i.monto) })),
    totalCentavos: BigInt(p.monto_centavos),
    medio: p.medio,
    nota: p.nota,
    anulado: p.anulado_en ? { fecha: fechaArgentina(p.anulado_en)!, motivo: p.anulado_motivo } : null,
  };
}

@Injectable()
export class ReceiptsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(AccountLoader) private readonly loader: AccountLoader,
    @Inject(AgencyService) private readonly agency: AgencyService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(ClientLookups) private readonly clients: ClientLookups,
  ) {}

  async reciboPdf(pagoId: string): Promise<Buffer> {
    if (!esUuid(pagoId)) throw ApiError.notFound(MENSAJES_CUENTA.reciboNoEncontrado);
    return this.render(await this.db.one<PaymentRow>(`SELECT ${PAYMENT_COLS} FROM rental_payments WHERE id = $1`, [pagoId]));
  }

  /** The receipt the tenant opens from the link they were sent (its own secret; wrong → 404). */
  async reciboPublicoPdf(secreto: string): Promise<Buffer> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(secreto)) throw ApiError.notFound(MENSAJES_CUENTA.reciboNoEncontrado);
    return this.render(await this.db.one<PaymentRow>(`SELECT ${PAYMENT_COLS} FROM rental_payments WHERE recibo_secreto = $1`, [secreto]));
  }

  private async render(p: PaymentRow | null): Promise<Buffer> {
    if (!p) throw ApiError.notFound(MENSAJES_CUENTA.reciboNoEncontrado);
    const c = await this.loader.contract(p.contrato_id);
    return reciboPdf(reciboDe(p, c!.row, await this.agency.get()));
  }

  /** A payment, its contract and the tenant's e-mail address as the outbox takes it (null: none). */
  private async payment(pagoId: string) {
    const p = await this.db.one<{ contrato_id: string; recibo_numero: string; recibo_enviado_a: string | null; fecha: string; monto_centavos: string }>(
      `SELECT contrato_id, recibo_numero::text AS recibo_numero, recibo_enviado_a, fecha::text AS fecha, monto_centavos::text AS monto_centavos FROM rental_payments WHERE id = $1`,
      [pagoId],
    );
    const c = p ? await this.loader.contract(p.contrato_id) : null;
    return p && c ? { p, c: c.row } : null;
  }

  /**
   * A receipt as an e-mail to the tenant (a direct message, its PDF attached), or null when the tenant has no e-mail
   * address.
   */
  async reciboParaCorreo(pagoId: string): Promise<NuevoCorreo | null> {
    const r = await this.payment(pagoId);
    const [tenant] = r ? await this.clients.contacts([r.c.inquilino_id]) : [];
    const para = direccionDeCorreo(tenant?.mail);
    if (!r || !para) return null;
    const numero = r.p.recibo_numero;
    const pdf = await this.reciboPdf(pagoId);
    const agency = await this.agency.get();
    const { texto, html } = this.mail.renderWith(agency, {
      titulo: `Recibo N.º ${numero}`,
      bloques: [{ parrafo: `Hola ${r.c.ci_nombre}: te enviamos adjunto el recibo N.º ${numero} de tu pago de alquiler.` }],
    });
    return { para, asunto: `Recibo N.º ${numero} · ${agency.nombre}`, texto, html, directa: true, adjuntos: [{ nombre: `recibo-${numero}.pdf`, tipo: 'application/pdf', contenido: pdf }] };
  }

  /**
   * The notice of a voided receipt to the address the receipt was mailed to (its voided PDF attached), or null when
   * the receipt was not mailed.
   */
  async anulacionParaCorreo(pagoId: string, motivo: string): Promise<NuevoCorreo | null> {
    const r = await this.payment(pagoId);
    const para = direccionDeCorreo(r?.p.recibo_enviado_a);
    if (!r || !para) return null;
    const { p, c } = r;
    const pdf = await this.reciboPdf(pagoId);
    const agency = await this.agency.get();
    const monto = formatCentavos(BigInt(p.monto_centavos), c.moneda);
    const { texto, html } = this.mail.renderWith(agency, {
      titulo: `Recibo N.º ${p.recibo_numero} anulado`,
      bloques: [
        { parrafo: `Hola ${c.ci_nombre}: el recibo N.º ${p.recibo_numero} de tu pago del ${formatFecha(p.fecha)} por ${monto}, que te enviamos por email, fue anulado y ya no tiene validez.` },
        { parrafo: `Motivo: ${motivo}` },
        { parrafo: 'Si tenés dudas, respondé este email o comunicate con la inmobiliaria.' },
      ],
    });
    return {
      para, asunto: `Recibo N.º ${p.recibo_numero} anulado · ${agency.nombre}`, texto, html, directa: true,
      adjuntos: [{ nombre: `recibo-${p.recibo_numero}-anulado.pdf`, tipo: 'application/pdf', contenido: pdf }],
    };
  }
}

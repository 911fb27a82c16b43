// Asks ARCA for one invoice's CAE, under the numbering lock so nothing is numbered twice: one attempt at a time per
// process (a promise chain) and across replicas (a lease on billing_settings.emision_hasta). Within it:
// - an invoice whose earlier answer was lost (numero_pedido set, no CAE) is looked up first (FECompConsultar): if ARCA
//   authorised it, it takes that number and CAE and no new number is asked for;
// - else the number is ARCA's last + 1 (FECompUltimoAutorizado), written down before the call (numero_pedido);
// - ARCA's 600/601 (the ticket is not taken) drop the stored ticket and try once more; 10016 (not the next number)
//   reconciles and asks again; any other refusal leaves it 'rechazada' with ARCA's code and message;
// - no answer (ArcaTransportError), or a refusal of the call itself, leaves it 'pendiente' for the queue.
import { Inject, Injectable } from '@nestjs/common';
import { hoyArgentina } from '@inmo/contracts';
import { Db } from '../database/db.service.js';
import { ArcaFaultError, ArcaServiceError, ArcaTransportError } from './arca/arca-errors.js';
import { ArcaSessions, type ArcaSession } from './arca-session.js';
import { comprobanteOf, INVOICE_COLS, type InvoiceRow, pesos } from './invoice-rows.js';

/** What an attempt did; 'resuelta': the invoice was no longer pending (another attempt settled it), nothing done. */
export type Outcome = 'autorizada' | 'rechazada' | 'pendiente' | 'resuelta';
const CREDENCIALES = ['600', '601'];
const NO_ES_EL_PROXIMO = '10016';
const LOCK_SECONDS = 120;

@Injectable()
export class InvoiceIssuer {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ArcaSessions) private readonly sessions: ArcaSessions,
  ) {}

  /** One attempt for a 'pendiente' invoice the caller holds (its queue lease); what it is now. */
  authorise(id: string): Promise<Outcome> {
    const run = this.chain.then(() => this.locked(id));
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async locked(id: string): Promise<Outcome> {
    if (!(await this.lock())) return this.pending(id, 'ocupado', 'Otra emisión está en curso: se reintenta en breve');
    try {
      return await this.attempt(id);
    } finally {
      await this.db.execute(`UPDATE billing_settings SET emision_hasta = NULL WHERE id = 1`);
    }
  }

  /** The lease across replicas: waits up to 10 s for one under way elsewhere. */
  private async lock(): Promise<boolean> {
    for (let i = 0; i < 50; i++) {
      const got = await this.db.one(
        `UPDATE billing_settings SET emision_hasta = now() + make_interval(secs => $1::double precision) WHERE id = 1 AND (emision_hasta IS NULL OR emision_hasta < now()) RETURNING id`,
        [LOCK_SECONDS],
      );
      if (got) return true;
      await new Promise((r) => setTimeout(r, 200));
    }
    return false;
  }

  private async attempt(id: string): Promise<Outcome> {
    let session: ArcaSession;
    try {
      session = await this.sessions.session();
    } catch (err) {
      return this.pending(id, 'configuracion', (err as Error).message);
    }
    const { wsfe, settings } = session;
    try {
      for (let round = 0; round < 3; round++) {
        const r = await this.db.one<InvoiceRow>(`SELECT ${INVOICE_COLS} FROM invoices WHERE id = $1`, [id]);
        if (!r || r.estado !== 'pendiente') return 'resuelta';
        if (r.numero_pedido !== null) {
          const found = await wsfe.consultar(r.punto_venta, r.cbte_tipo, r.numero_pedido);
          const receptor = typeof r.receptor === 'string' ? (JSON.parse(r.receptor) as { docNro: string }) : r.receptor;
          if (found && Math.round(found.impTotal * 100) === Math.round(pesos(r.total_centavos) * 100) && String(Number(found.docNro)) === String(Number(receptor.docNro))) {
            await this.authorised(id, r.numero_pedido, found.cae, found.caeVto, found.cbteFch);
            return 'autorizada';
          }
          await this.db.execute(`UPDATE invoices SET numero_pedido = NULL WHERE id = $1`, [id]);
        }
        let numero: number;
        try {
          numero = (await wsfe.ultimoAutorizado(r.punto_venta, r.cbte_tipo)) + 1;
        } catch (err) {
          if (!(err instanceof ArcaServiceError && CREDENCIALES.includes(err.codigo)) || round === 2) throw err;
          await session.tickets.forget();
          continue;
        }
        const fecha = hoyArgentina();
        const asociada = r.asociada_id ? await this.asociada(r.asociada_id, settings.emisor.cuit) : null;
        await this.db.execute(`UPDATE invoices SET numero_pedido = $2, fecha = $3::date, updated_at = now() WHERE id = $1`, [id, numero, fecha]);
        const res = await wsfe.solicitarCae(comprobanteOf(r, numero, fecha, asociada));
        if (res.resultado === 'aprobado') {
          await this.authorised(id, res.numero || numero, res.cae, res.caeVto, fecha);
          return 'autorizada';
        }
        await this.db.execute(`UPDATE invoices SET numero_pedido = NULL WHERE id = $1`, [id]);
        if (CREDENCIALES.includes(res.codigo)) {
          await session.tickets.forget();
          continue;
        }
        if (res.codigo === NO_ES_EL_PROXIMO) continue;
        await this.db.execute(
          `UPDATE invoices SET estado = 'rechazada', error_codigo = $2, error_mensaje = $3, proximo_intento = NULL, updated_at = now() WHERE id = $1`,
          [id, res.codigo || 'rechazo', res.mensaje],
        );
        return 'rechazada';
      }
      return this.pending(id, 'reintentos', 'ARCA no aceptó el número ni las credenciales tras reintentar: se reintenta en breve');
    } catch (err) {
      if (err instanceof ArcaTransportError) return this.pending(id, 'sin_respuesta', err.message);
      if (err instanceof ArcaFaultError) return this.pending(id, err.codigo, err.message);
      if (err instanceof ArcaServiceError) {
        if (CREDENCIALES.includes(err.codigo)) await session.tickets.forget();
        return this.pending(id, err.codigo, err.message);
      }
      throw err;
    }
  }

  private async asociada(id: string, cuit: string) {
    const a = await this.db.one<InvoiceRow>(`SELECT ${INVOICE_COLS} FROM invoices WHERE id = $1`, [id]);
    return a && a.numero !== null ? { cbteTipo: a.cbte_tipo, puntoVenta: a.punto_venta, numero: a.numero, fecha: a.fecha.slice(0, 10), cuit } : null;
  }

  private async authorised(id: string, numero: number, cae: string, caeVto: string, fecha: string): Promise<void> {
    await this.db.transaction(async () => {
      await this.db.execute(
        `UPDATE invoices SET estado = 'autorizada', numero = $2, numero_pedido = NULL, cae = $3, cae_vto = $4::date, fecha = $5::date,
           error_codigo = NULL, error_mensaje = NULL, proximo_intento = NULL, updated_at = now() WHERE id = $1`,
        [id, numero, cae, caeVto, fecha],
      );
      // A credit note voids its invoice once ARCA authorised it.
      await this.db.execute(
        `UPDATE invoices o SET estado = 'anulada', nota_credito_id = n.id, updated_at = now() FROM invoices n WHERE n.id = $1 AND o.id = n.asociada_id`,
        [id],
      );
    });
  }

  private async pending(id: string, codigo: string, mensaje: string): Promise<Outcome> {
    await this.db.execute(`UPDATE invoices SET error_codigo = $2, error_mensaje = $3, updated_at = now() WHERE id = $1 AND estado = 'pendiente'`, [id, codigo.slice(0, 40), mensaje]);
    return 'pendiente';
  }
}

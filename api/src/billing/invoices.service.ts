// Invoices and credit notes: written 'pendiente' (committed before ARCA is called, so an answer that is lost can be
// reconciled and nothing is numbered twice), then a first attempt in the request itself holding the row's queue lease
// (BillingWorker retries it if ARCA does not answer). Idempotency-Key is kept on the invoice's own row (a unique
// column): the call to ARCA cannot run inside the idempotency module's transaction, whose rollback would forget an
// invoice ARCA has already numbered.
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  diaUTC, ERROR_CODES, esUuid, hoyArgentina, MENSAJES_FACTURACION, type OrigenFactura, type CondicionIva, type CorreccionFactura, type EstadoFactura, type NuevaFactura,
} from '@inmo/contracts';
import { CLIENTS_VIEW } from '../clients/client-readers.js';
import { ApiError } from '../common/api-error.js';
import { Db } from '../database/db.service.js';
import { cbteTipoFor, documentoReceptor, ivaContenido21, letraFor, letraOf } from './arca/fiscal.js';
import { BillingSettingsService } from './billing-settings.service.js';
import { readSettlement } from './billing-sources.js';
import { OperationFigures } from '../operations/operation-figures.service.js';
import { ValuationsService } from '../valuations/valuations.service.js';
import { libroIvaVentas } from './libro-iva.js';
import { facturaPdf } from './invoice-pdf.js';
import { BillingWorker, BILLING_LEASE_SECONDS } from './billing-worker.js';
import { INVOICE_COLS, toFactura, type Factura, type InvoiceRow, type ItemFactura, type ReceptorFactura } from './invoice-rows.js';

/** Who asks, their Idempotency-Key if they sent one, and the fingerprint of what they sent (huellaDe). */
export interface Pedido {
  caller: string;
  key?: string;
  route: string;
  huella: string;
}

interface Borrador {
  clienteId: string;
  concepto: 'servicios' | 'productos';
  servicioDesde: string | null;
  servicioHasta: string | null;
  items: ItemFactura[];
  origen?: { tipo: OrigenFactura; id: string };
}

interface Valores {
  cbteTipo: number; puntoVenta: number; concepto: 1 | 2; servicioDesde: string | null; servicioHasta: string | null; clienteId: string | null;
  receptor: ReceptorFactura; items: ItemFactura[]; total: number; neto: number; origen: Borrador['origen'] | null; asociadaId: string | null; motivo: string | null;
}

const lastDay = (periodo: string) => diaUTC(new Date(Date.UTC(Number(periodo.slice(0, 4)), Number(periodo.slice(5, 7)), 0)));
const notFound = () => ApiError.notFound(MENSAJES_FACTURACION.facturaNoEncontrada, ERROR_CODES.INVOICE_NOT_FOUND);

@Injectable()
export class InvoicesService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(BillingSettingsService) private readonly settings: BillingSettingsService,
    @Inject(BillingWorker) private readonly worker: BillingWorker,
    @Inject(OperationFigures) private readonly operations: OperationFigures,
    @Inject(ValuationsService) private readonly valuations: ValuationsService,
  ) {}

  /** The issuer's CUIT (the QR's); without settings there are no invoices to show. */
  private async cuit(): Promise<string> {
    return (await this.settings.load())?.emisor.cuit ?? '';
  }

  async get(id: string): Promise<Factura> {
    if (!esUuid(id)) throw notFound();
    const r = await this.db.one<InvoiceRow>(`SELECT ${INVOICE_COLS} FROM invoices WHERE id = $1`, [id]);
    if (!r) throw notFound();
    return toFactura(r, await this.cuit());
  }

  /** One page of the invoices and credit notes (newest first), by month of issue, state and the settlements or valuation they came from. */
  async list(f: { periodo?: string; estado?: EstadoFactura | ''; liquidaciones?: string[]; tasacion?: string; limit: number; offset: number }): Promise<{ items: Factura[]; total: number }> {
    const where = `($1::text IS NULL OR to_char(coalesce(fecha, created_at::date), 'YYYY-MM') = $1) AND ($2::text IS NULL OR estado = $2)
       AND ($3::text IS NULL OR (origen = 'liquidacion' AND origen_id = ANY(string_to_array($3::text, ',')::uuid[])))
       AND ($4::uuid IS NULL OR (origen = 'tasacion' AND origen_id = $4::uuid))`;
    const params = [f.periodo ?? null, f.estado || null, f.liquidaciones?.join(',') ?? null, f.tasacion ?? null];
    const [count, rows] = await Promise.all([
      this.db.one<{ n: string | number }>(`SELECT count(*) AS n FROM invoices WHERE ${where}`, params),
      this.db.query<InvoiceRow>(`SELECT ${INVOICE_COLS} FROM invoices WHERE ${where} ORDER BY fecha DESC, created_at DESC, id LIMIT $5 OFFSET $6`, [...params, f.limit, f.offset]),
    ]);
    const cuit = await this.cuit();
    return { items: rows.map((r) => toFactura(r, cuit)), total: Number(count?.n ?? 0) };
  }

  /** The voucher as a PDF in ARCA's layout. */
  async pdf(id: string): Promise<{ pdf: Buffer; factura: Factura }> {
    const factura = await this.get(id);
    return { pdf: await facturaPdf(factura, (await this.settings.required()).emisor), factura };
  }

  /** The month's VAT sales book (CSV). */
  libroIva(periodo: string): Promise<string> {
    return libroIvaVentas(this.db, periodo);
  }

  /** The same Idempotency-Key again: the invoice it made (its state now), or 422 when the body differs. */
  private async replay(p: Pedido): Promise<Factura | null> {
    if (!p.key) return null;
    const r = await this.db.one<{ id: string; huella: string }>(`SELECT id, huella FROM invoices WHERE clave_idempotencia = $1`, [`${p.caller}|${p.route}|${p.key}`]);
    if (!r) return null;
    if (r.huella !== p.huella) throw new ApiError(422, MENSAJES_FACTURACION.claveReutilizada, ERROR_CODES.IDEMPOTENCY_KEY_REUSED);
    return this.get(r.id);
  }

  async crear(f: NuevaFactura, p: Pedido): Promise<{ factura: Factura; replayed: boolean }> {
    if (f.tasacion && !(await this.valuations.find(f.tasacion))) throw ApiError.validation({ tasacion: MENSAJES_FACTURACION.tasacionNoEncontrada });
    const origen = f.tasacion ? { origen: { tipo: 'tasacion' as const, id: f.tasacion } } : {};
    return this.emitirBorrador({ clienteId: f.cliente, concepto: f.concepto, servicioDesde: f.servicioDesde, servicioHasta: f.servicioHasta, items: f.items, ...origen }, p);
  }

  async facturarLiquidacion(id: string, p: Pedido) {
    const s = esUuid(id) ? await readSettlement(this.db, id) : null;
    if (!s) throw ApiError.notFound(MENSAJES_FACTURACION.liquidacionNoEncontrada);
    if (!s.pagada) throw new ApiError(409, MENSAJES_FACTURACION.liquidacionSinPagar, ERROR_CODES.INVOICE_STATE);
    if (s.moneda !== 'ARS') throw ApiError.validation({ moneda: MENSAJES_FACTURACION.soloPesos });
    if (s.comisionCentavos <= 0) throw ApiError.validation({ comision: MENSAJES_FACTURACION.sinComision });
    const items = [{ descripcion: `Comisión por administración de alquileres, período ${s.periodo.slice(5, 7)}/${s.periodo.slice(0, 4)}`, importe: s.comisionCentavos / 100 }];
    const desde = `${s.periodo}-01`;
    return this.emitirBorrador({ clienteId: s.propietarioId, concepto: 'servicios', servicioDesde: desde, servicioHasta: lastDay(s.periodo), items, origen: { tipo: 'liquidacion', id } }, p);
  }

  async facturarOperacion(id: string, parte: 'oferente' | 'receptor', p: Pedido) {
    const o = esUuid(id) ? await this.operations.toInvoice(id, parte) : null;
    if (!o || o.anulada) throw ApiError.notFound(MENSAJES_FACTURACION.operacionNoEncontrada, ERROR_CODES.OPERATION_NOT_FOUND);
    if (!o.clienteId) throw ApiError.validation({ parte: MENSAJES_FACTURACION.clienteNoEncontrado });
    if (o.moneda !== 'ARS') throw ApiError.validation({ moneda: MENSAJES_FACTURACION.soloPesos });
    if (!o.comision || o.comision <= 0) throw ApiError.validation({ comision: MENSAJES_FACTURACION.sinComision });
    const items = [{ descripcion: `Comisión inmobiliaria: ${o.operacion} de ${o.propiedad}`, importe: o.comision }];
    return this.emitirBorrador({ clienteId: o.clienteId, concepto: 'servicios', servicioDesde: o.fecha, servicioHasta: o.fecha, items, origen: { tipo: 'operacion', id } }, p);
  }

  private async emitirBorrador(b: Borrador, p: Pedido): Promise<{ factura: Factura; replayed: boolean }> {
    const replayed = await this.replay(p);
    if (replayed) return { factura: replayed, replayed: true };
    // A settlement, a sale or a valuation's fee is invoiced once (a voided invoice may be issued again).
    if (b.origen && (await this.db.one(`SELECT id FROM invoices WHERE origen_id = $1 AND asociada_id IS NULL AND estado IN ('pendiente', 'autorizada')`, [b.origen.id]))) {
      throw new ApiError(409, MENSAJES_FACTURACION.yaFacturada, ERROR_CODES.INVOICE_STATE);
    }
    const row = await this.insert(await this.valores(b), p);
    if (row.replayed) return { factura: await this.get(row.id), replayed: true };
    return { factura: await this.attempt(row.id), replayed: false };
  }

  /** An invoice's fields from its draft: the letter by both parties, the receiver's document, VAT contained on A and B. */
  private async valores(b: Borrador): Promise<Valores> {
    const { emisor } = await this.settings.required();
    const cliente = esUuid(b.clienteId)
      ? await this.db.one<{ nombre: string; apellido: string; dni: string; mail: string | null; cuit: string | null; condicion_iva: CondicionIva }>(
          `SELECT nombre, apellido, dni, mail, cuit, condicion_iva FROM ${CLIENTS_VIEW} c WHERE id = $1`,
          [b.clienteId],
        )
      : null;
    if (!cliente) throw ApiError.validation({ cliente: MENSAJES_FACTURACION.clienteNoEncontrado });
    const receptorFiscal = { condicionIva: cliente.condicion_iva, cuit: cliente.cuit?.trim() ?? null, dni: cliente.dni || null };
    const letra = letraFor(emisor.condicionIva, receptorFiscal);
    const { docTipo, docNro } = documentoReceptor(receptorFiscal);
    const receptor: ReceptorFactura = { nombre: `${cliente.nombre} ${cliente.apellido}`.trim(), condicionIva: cliente.condicion_iva, docTipo, docNro, mail: cliente.mail };
    const totalCents = b.items.reduce((s, i) => s + Math.round(i.importe * 100), 0);
    const split = letra === 'C' ? { neto: totalCents / 100, iva: 0 } : ivaContenido21(totalCents / 100);
    const servicios = b.concepto === 'servicios';
    // A service period given by its end alone began on its month's first day; none given is today's.
    const desde = b.servicioDesde ?? (b.servicioHasta ? `${b.servicioHasta.slice(0, 7)}-01` : hoyArgentina());
    return {
      cbteTipo: cbteTipoFor(letra), puntoVenta: emisor.puntoVenta, concepto: servicios ? 2 : 1,
      servicioDesde: servicios ? desde : null,
      servicioHasta: servicios ? (b.servicioHasta ?? desde) : null,
      clienteId: b.clienteId, receptor, items: b.items, total: totalCents, neto: Math.round(split.neto * 100), origen: b.origen ?? null, asociadaId: null, motivo: null,
    };
  }

  private async insert(v: Valores, p: Pedido): Promise<{ id: string; replayed: boolean }> {
    try {
      const r = await this.db.one<{ id: string }>(
        `INSERT INTO invoices (cbte_tipo, punto_venta, concepto, fecha, servicio_desde, servicio_hasta, cliente_id, receptor, items, total_centavos, neto_centavos,
           iva_centavos, estado, origen, origen_id, asociada_id, motivo, clave_idempotencia, huella, lease_hasta, intentos)
         VALUES ($1, $2, $3, $4::date, $5::date, $6::date, $7, $8::jsonb, $9::jsonb, $10::bigint, $11::bigint, $10::bigint - $11::bigint, 'pendiente', $12, $13, $14, $15, $16, $17,
           now() + make_interval(secs => $18::double precision), 1)
         RETURNING id`,
        [
          v.cbteTipo, v.puntoVenta, v.concepto, hoyArgentina(), v.servicioDesde, v.servicioHasta, v.clienteId, JSON.stringify(v.receptor), JSON.stringify(v.items),
          v.total, v.neto, v.origen?.tipo ?? null, v.origen?.id ?? null, v.asociadaId, v.motivo, p.key ? `${p.caller}|${p.route}|${p.key}` : null, p.key ? p.huella : null,
          BILLING_LEASE_SECONDS,
        ],
      );
      return { id: r!.id, replayed: false };
    } catch (err) {
      // Two requests with one key at once: the unique key settles it, the second answers what the first made.
      const again = (err as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (err as { code?: string }).code;
      if (again === '23505' && p.key) {
        const twin = await this.db.one<{ id: string }>(`SELECT id FROM invoices WHERE clave_idempotencia = $1`, [`${p.caller}|${p.route}|${p.key}`]);
        if (twin) return { id: twin.id, replayed: true };
      }
      throw err;
    }
  }

  /** The first attempt, in the request, with the lease insert() took; the queue has it if ARCA does not answer. */
  private async attempt(id: string): Promise<Factura> {
    const job = await this.db.one<{ id: string; intentos: number }>(`SELECT id, intentos FROM invoices WHERE id = $1`, [id]);
    await this.worker.run(job!);
    return this.get(id);
  }

  /** A rejected (or pending, never numbered) invoice corrected and asked for again. */
  async corregir(id: string, c: CorreccionFactura): Promise<Factura> {
    const before = await this.get(id);
    if (!(before.estado === 'rechazada' || (before.estado === 'pendiente' && before.numero === null)) || before.notaCredito) {
      throw new ApiError(409, MENSAJES_FACTURACION.noCorregible, ERROR_CODES.INVOICE_STATE);
    }
    const draft: Borrador = { clienteId: c.cliente ?? before.receptor.clienteId ?? '', concepto: c.concepto, servicioDesde: c.servicioDesde, servicioHasta: c.servicioHasta, items: c.items };
    const v = await this.valores(draft);
    const job = await this.db.one<{ id: string; intentos: number }>(
      `UPDATE invoices SET cbte_tipo = $2, concepto = $3, servicio_desde = $4::date, servicio_hasta = $5::date, cliente_id = $6, receptor = $7::jsonb,
         items = $8::jsonb, total_centavos = $9, neto_centavos = $10, iva_centavos = $9::bigint - $10::bigint, estado = 'pendiente', error_codigo = NULL,
         error_mensaje = NULL, intentos = intentos + 1, lease_hasta = now() + make_interval(secs => $11::double precision), updated_at = now()
       WHERE id = $1 AND estado IN ('rechazada', 'pendiente') AND numero_pedido IS NULL AND (lease_hasta IS NULL OR lease_hasta <= now())
       RETURNING id, intentos`,
      [id, v.cbteTipo, v.concepto, v.servicioDesde, v.servicioHasta, v.clienteId, JSON.stringify(v.receptor), JSON.stringify(v.items), v.total, v.neto, BILLING_LEASE_SECONDS],
    );
    if (!job) throw new ApiError(409, MENSAJES_FACTURACION.noCorregible, ERROR_CODES.INVOICE_STATE);
    await this.worker.run(job);
    return this.get(id);
  }

  /** Asks ARCA again for a rejected or pending invoice (as it is). */
  async reintentar(id: string): Promise<Factura> {
    const f = await this.get(id);
    if (f.estado !== 'rechazada' && f.estado !== 'pendiente') throw new ApiError(409, MENSAJES_FACTURACION.noCorregible, ERROR_CODES.INVOICE_STATE);
    const job = await this.db.one<{ id: string; intentos: number }>(
      `UPDATE invoices SET estado = 'pendiente', error_codigo = NULL, error_mensaje = NULL, intentos = intentos + 1, lease_hasta = now() + make_interval(secs => $2::double precision)
       WHERE id = $1 AND estado IN ('rechazada', 'pendiente') AND (lease_hasta IS NULL OR lease_hasta <= now()) RETURNING id, intentos`,
      [id, BILLING_LEASE_SECONDS],
    );
    if (job) await this.worker.run(job);
    return this.get(id);
  }

  /** The credit note of the same letter and amount, with the invoice in CbtesAsoc; the invoice shows 'anulada' once ARCA authorises it. */
  async anular(id: string, motivo: string, p: Pedido): Promise<Factura> {
    const replayed = await this.replay(p);
    if (replayed) return replayed;
    const f = await this.get(id);
    if (f.estado !== 'autorizada' || f.notaCredito) throw new ApiError(409, MENSAJES_FACTURACION.noAnulable, ERROR_CODES.INVOICE_STATE);
    const open = await this.db.one(`SELECT id FROM invoices WHERE asociada_id = $1 AND estado IN ('pendiente', 'autorizada')`, [id]);
    if (open) throw new ApiError(409, MENSAJES_FACTURACION.noAnulable, ERROR_CODES.INVOICE_STATE);
    const { receptor, items } = f;
    const { clienteId, ...fiscal } = receptor;
    const row = await this.insert({
      cbteTipo: cbteTipoFor(letraOf(f.cbteTipo), true), puntoVenta: f.puntoVenta, concepto: f.concepto === 'servicios' ? 2 : 1,
      servicioDesde: f.servicioDesde, servicioHasta: f.servicioHasta, clienteId, receptor: fiscal, items: items as ItemFactura[],
      total: Math.round(f.total * 100), neto: Math.round(f.neto * 100), origen: null, asociadaId: id, motivo,
    }, p);
    return row.replayed ? this.get(row.id) : this.attempt(row.id);
  }
}

/** A request's fingerprint: its route and its body as parsed; the same key with another fingerprint is a 422. */
export function huellaDe(route: string, datos: object | undefined): string {
  return createHash('sha256').update(`${route}\n${JSON.stringify(datos ?? null)}`).digest('hex');
}

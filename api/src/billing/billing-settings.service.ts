// The agency's invoicing settings: who it is for ARCA (CUIT, name, VAT condition, point of sale) and its certificate
// and private key. The key is sealed at rest (secret-box, a key of its own derived from the configured secret) and
// never leaves this service: GET shows the certificate's subject and expiry only, and nothing here logs it.
import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, MENSAJES_FACTURACION, type CondicionIvaEmisor, type Facturacion } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { openSecret, sealingKey, sealSecret } from '../common/secret-box.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { ArcaCredentialError, readCredentials, type ArcaCredentials } from './arca/credentials.js';

/** HKDF's info for the billing secrets (the key, the stored tickets). */
export const BILLING_KEY_INFO = 'inmo-arca-v1';

export interface Emisor {
  cuit: string;
  razonSocial: string;
  condicionIva: CondicionIvaEmisor;
  puntoVenta: number;
  inicioActividades: string;
  ingresosBrutos: string | null;
}

type SettingsRow = {
  cuit: string;
  razon_social: string;
  condicion_iva: CondicionIvaEmisor;
  punto_venta: number;
  inicio_actividades: string;
  ingresos_brutos: string | null;
  certificado: string;
  clave_sellada: string;
  updated_at: unknown;
};

export interface BillingSettings {
  emisor: Emisor;
  credentials: ArcaCredentials;
  /** Changes whenever the settings do (the ARCA clients are rebuilt then). */
  version: string;
}

@Injectable()
export class BillingSettingsService {
  readonly key: Buffer;
  private cached: BillingSettings | null = null;

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = sealingKey(config.portalsSecret ?? config.jwtSecret, BILLING_KEY_INFO);
  }

  private async row(): Promise<SettingsRow | null> {
    return this.db.one<SettingsRow>(
      `SELECT cuit, razon_social, condicion_iva, punto_venta, inicio_actividades::text AS inicio_actividades, ingresos_brutos, certificado,
              clave_sellada, updated_at::text AS updated_at
       FROM billing_settings WHERE id = 1`,
    );
  }

  /** The settings with the credentials read, or null when invoicing is not set up. */
  async load(): Promise<BillingSettings | null> {
    const r = await this.row();
    if (!r) return null;
    const version = String(r.updated_at);
    if (this.cached?.version === version) return this.cached;
    const credentials = readCredentials(r.certificado, openSecret(r.clave_sellada, this.key));
    this.cached = { emisor: emisorOf(r), credentials, version };
    return this.cached;
  }

  /** The settings, or the 409 that says invoicing is not set up. */
  async required(): Promise<BillingSettings> {
    const s = await this.load();
    if (!s) throw new ApiError(409, MENSAJES_FACTURACION.sinConfigurar, ERROR_CODES.BILLING_NOT_CONFIGURED);
    return s;
  }

  async get(): Promise<(Emisor & { certificado: { sujeto: string; vence: string } }) | null> {
    const s = await this.load();
    if (!s) return null;
    return { ...s.emisor, certificado: { sujeto: s.credentials.sujeto, vence: s.credentials.vence } };
  }

  async put(input: Facturacion): Promise<Emisor & { certificado: { sujeto: string; vence: string } }> {
    let f = input;
    if (!f.clave) {
      // The same certificate again without its key: the stored key stays.
      const stored = await this.row();
      if (!stored || stored.certificado.trim() !== f.certificado.trim()) throw ApiError.validation({ clave: MENSAJES_FACTURACION.claveObligatoria });
      f = { ...f, clave: openSecret(stored.clave_sellada, this.key) };
    }
    let credentials: ArcaCredentials;
    try {
      credentials = readCredentials(f.certificado, f.clave);
    } catch (err) {
      if (err instanceof ArcaCredentialError) throw ApiError.validation({ [err.campo]: err.message });
      throw err;
    }
    if (credentials.cuit && credentials.cuit !== f.cuit) throw ApiError.validation({ certificado: MENSAJES_FACTURACION.cuitCertificado });
    await this.db.transaction(async () => {
      const before = await this.db.one<{ certificado: string }>(`SELECT certificado FROM billing_settings WHERE id = 1 FOR UPDATE`);
      await this.db.execute(
        `INSERT INTO billing_settings (id, cuit, razon_social, condicion_iva, punto_venta, inicio_actividades, ingresos_brutos, certificado, clave_sellada, updated_at)
         VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8, clock_timestamp())
         ON CONFLICT (id) DO UPDATE SET cuit = $1, razon_social = $2, condicion_iva = $3, punto_venta = $4, inicio_actividades = $5,
           ingresos_brutos = $6, certificado = $7, clave_sellada = $8, updated_at = clock_timestamp()`,
        [f.cuit, f.razonSocial, f.condicionIva, f.puntoVenta, f.inicioActividades, f.ingresosBrutos, f.certificado, sealSecret(f.clave, this.key)],
      );
      // A ticket belongs to the certificate that asked for it.
      if (before && before.certificado !== f.certificado) await this.db.execute(`DELETE FROM arca_tickets`);
    });
    this.cached = null;
    return { ...emisorOf({ ...f, razon_social: f.razonSocial, condicion_iva: f.condicionIva, punto_venta: f.puntoVenta, inicio_actividades: f.inicioActividades, ingresos_brutos: f.ingresosBrutos }), certificado: { sujeto: credentials.sujeto, vence: credentials.vence } };
  }
}

function emisorOf(r: Pick<SettingsRow, 'cuit' | 'razon_social' | 'condicion_iva' | 'punto_venta' | 'inicio_actividades' | 'ingresos_brutos'>): Emisor {
  return {
    cuit: r.cuit.trim(),
    razonSocial: r.razon_social,
    condicionIva: r.condicion_iva,
    puntoVenta: Number(r.punto_venta),
    inicioActividades: String(r.inicio_actividades).slice(0, 10),
    ingresosBrutos: r.ingresos_brutos ?? null,
  };
}

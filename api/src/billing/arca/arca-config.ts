// Where ARCA's services are: homologation (ARCA's test environment) unless ARCA_ENTORNO=produccion; either address
// can be set on its own (ARCA_WSAA_URL, ARCA_WSFE_URL), e.g. to a stand-in.
import * as z from 'zod';

export type ArcaEntorno = 'homologacion' | 'produccion';

export interface ArcaConfig {
  entorno: ArcaEntorno;
  /** WSAA's LoginCms. */
  wsaaUrl: string;
  /** WSFEv1's service.asmx. */
  wsfeUrl: string;
  /** Per call, connection to last byte (ARCA_TIMEOUT_MS, default 15 s). */
  timeoutMs: number;
}

export const ARCA_URLS: Record<ArcaEntorno, { wsaa: string; wsfe: string }> = {
  homologacion: {
    wsaa: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
  },
  produccion: {
    wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
  },
};

const optionalUrl = (name: string) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(z.string().regex(/^https?:\/\/[^\s/]+/, { error: (iss) => `${name} inválido: "${String(iss.input)}" (una dirección http:// o https://)` }).optional());

/** The variables, for the API's environment schema (config.ts). */
export const arcaEnv = {
  ARCA_ENTORNO: z
    .string()
    .optional()
    .transform((v) => v?.trim().toLowerCase() || 'homologacion')
    .pipe(z.enum(['homologacion', 'produccion'], { error: (iss) => `ARCA_ENTORNO inválido: "${String(iss.input)}" (homologacion o produccion)` })),
  ARCA_WSAA_URL: optionalUrl('ARCA_WSAA_URL'),
  ARCA_WSFE_URL: optionalUrl('ARCA_WSFE_URL'),
  ARCA_TIMEOUT_MS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return 15_000;
      const n = Number(raw);
      if (Number.isInteger(n) && n >= 100 && n <= 120_000) return n;
      ctx.addIssue({ code: 'custom', input: raw, message: `ARCA_TIMEOUT_MS inválido: "${raw}" (entero 100-120000, en milisegundos)` });
      return z.NEVER;
    }),
};

export function arcaConfigOf(e: { ARCA_ENTORNO: ArcaEntorno; ARCA_WSAA_URL?: string; ARCA_WSFE_URL?: string; ARCA_TIMEOUT_MS: number }): ArcaConfig {
  const urls = ARCA_URLS[e.ARCA_ENTORNO];
  return {
    entorno: e.ARCA_ENTORNO,
    wsaaUrl: e.ARCA_WSAA_URL ?? urls.wsaa,
    wsfeUrl: e.ARCA_WSFE_URL ?? urls.wsfe,
    timeoutMs: e.ARCA_TIMEOUT_MS,
  };
}

// Shared by the public-site browser tests (public-*.e2e.test.ts): test data made through the admin API with
// unique names, and a stub for the OpenStreetMap frames (no network in the test machine).
import type { BrowserContext } from 'playwright-core';
import { ENDPOINT_ALTA, type Inmobiliaria, type TipoPropiedad } from '@inmo/contracts';
import { apiLogin, product } from '../support/env.js';

let tokenPromise: Promise<string> | null = null;
export const adminToken = () => (tokenPromise ??= apiLogin());

export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Creates a property through the admin API and returns its id. */
export async function createProperty(tipo: TipoPropiedad, body: Record<string, unknown>): Promise<string> {
  const r = await fetch(`${product().baseUrl}/api/admin/${ENDPOINT_ALTA[tipo]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'auth-token': await adminToken() },
    body: JSON.stringify({ localidad: 'Chivilcoy', operacion: 'venta', ...body }),
  });
  const json = (await r.json()) as { id?: string };
  if (!r.ok || !json.id) throw new Error(`alta de ${tipo} falló (${r.status}): ${JSON.stringify(json)}`);
  return json.id;
}

/** URLs of images the demo data shipped (served by the API), to give test properties real pictures. */
export async function demoImageUrls(): Promise<string[]> {
  const r = await fetch(`${product().baseUrl}/api/user/propiedades-publicas`);
  const { propiedades } = (await r.json()) as { propiedades: { imagenes: { url: string }[] }[] };
  return propiedades.flatMap((p) => p.imagenes.map((i) => i.url));
}

/**
 * A public property with a gallery (two images or more): the demo data has several. With `withMap`, one that also
 * has coordinates (its page shows the map). Other browser files create properties of their own (without
 * coordinates, for one), and they list first.
 */
export async function anyPublicPropertyId(opts: { withMap?: boolean } = {}): Promise<string> {
  const r = await fetch(`${product().baseUrl}/api/user/propiedades-publicas`);
  const { propiedades } = (await r.json()) as { propiedades: { id: string; imagenes: { url: string }[]; ubicacion?: { coordenadas?: unknown } | null }[] };
  // A gallery of two different pictures (other tests' listings may repeat one picture: a swipe would show no change).
  const found = propiedades.find((p) => new Set(p.imagenes.map((i) => i.url)).size >= 2 && (!opts.withMap || p.ubicacion?.coordenadas));
  if (!found) throw new Error(opts.withMap ? 'no public property with a gallery and a map' : 'no public property with a gallery');
  return found.id;
}

/** The agency's details as the product has them now (the demo ones unless a test changed them). */
export async function agencia(): Promise<Inmobiliaria> {
  const r = await fetch(`${product().baseUrl}/api/user/inmobiliaria`);
  return ((await r.json()) as { data: Inmobiliaria }).data;
}

/** Answers OpenStreetMap frames locally and records their addresses. */
export async function stubMaps(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route('https://www.openstreetmap.org/**', (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>mapa</title>' });
  });
  return seen;
}

import type { PortalResumen } from '@inmo/contracts';
import { TONO_ESTADO, etiquetaEstado, fechaHora, textoMotivo, textoPublicacion } from '../../../components/ui/publicacion.js';
import { ML_CONECTADA, ML_SIN_CONFIGURAR, copiarTexto, direccionCompleta, estadoConexion, retornoMercadoLibre } from '../components/portal-text.js';

const ml: PortalResumen = {
  portal: 'mercadolibre',
  nombre: 'MercadoLibre',
  conectado: false,
  configurado: true,
  cuenta: null,
  ultimaSync: null,
  ultimoError: null,
  publicadas: 0,
  conError: 0,
  enCola: 0,
  feedUrl: null,
  consultasUrl: '/api/portales/mercadolibre/consultas/s3cr3t',
};

describe('a listing on a portal', () => {
  it('reads as the portal, the state and the portal’s reason with its code', () => {
    const error = { portal: 'mercadolibre', estado: 'error', motivo: 'Sin cupo en el paquete', codigoError: 'pack_quota_exceeded' } as const;
    expect(textoPublicacion(error)).toBe('MercadoLibre: Error — Sin cupo en el paquete (pack_quota_exceeded)');
    expect(textoPublicacion({ portal: 'zonaprop', estado: 'publicada', motivo: null, codigoError: null })).toBe('Zonaprop: Publicada');
    expect(textoPublicacion({ portal: 'zonaprop', estado: 'en_cola', motivo: null, codigoError: null })).toBe('Zonaprop: En cola');
  });

  it('does not repeat a code the reason already names, and shows a bare code', () => {
    expect(textoMotivo({ motivo: 'Rechazada (item.attributes.missing_required)', codigoError: 'item.attributes.missing_required' })).toBe('Rechazada (item.attributes.missing_required)');
    expect(textoMotivo({ motivo: null, codigoError: 'forbidden' })).toBe('forbidden');
    expect(textoMotivo({ motivo: '  ', codigoError: null })).toBe('');
  });

  it('shows an error in red and a published listing in green', () => {
    expect(TONO_ESTADO.error).toBe('danger');
    expect(TONO_ESTADO.publicada).toBe('success');
    expect(etiquetaEstado('pausada')).toBe('Pausada');
  });

  it('dates a sync on the agency’s clock, and a portal never synced says so', () => {
    expect(fechaHora('2026-11-24T16:05:00Z')).toBe('24/11/2026 13:05');
    expect(fechaHora(null)).toBe('Nunca');
    expect(fechaHora('not a date')).toBe('Nunca');
  });
});

describe('a portal on the Portales page', () => {
  it('says whether it is connected, MercadoLibre with its account, or that the server lacks its keys', () => {
    expect(estadoConexion(ml)).toBe('No conectado');
    expect(estadoConexion({ ...ml, conectado: true, cuenta: 'INMOBILIARIA_AZUL' })).toBe('Conectado como INMOBILIARIA_AZUL');
    expect(estadoConexion({ ...ml, configurado: false })).toBe(ML_SIN_CONFIGURAR);
    expect(estadoConexion({ ...ml, portal: 'zonaprop', configurado: false, conectado: true })).toBe('Conectado');
  });

  it('tells how the return from MercadoLibre’s authorization went', () => {
    expect(retornoMercadoLibre(new URLSearchParams('mercadolibre=conectado'))).toEqual({ texto: ML_CONECTADA, tipo: 'success' });
    expect(retornoMercadoLibre(new URLSearchParams('mercadolibre=error&motivo=access_denied'))).toEqual({
      texto: 'No se pudo conectar la cuenta de MercadoLibre: access_denied',
      tipo: 'error',
    });
    expect(retornoMercadoLibre(new URLSearchParams('mercadolibre=error'))?.tipo).toBe('error');
    expect(retornoMercadoLibre(new URLSearchParams('page=2'))).toBeNull();
  });

  it('gives an address in full, as the portal must be given it', () => {
    expect(direccionCompleta('/api/portales/zonaprop/abc', 'https://inmo.example')).toBe('https://inmo.example/api/portales/zonaprop/abc');
    expect(direccionCompleta('https://inmo.example/api/x', 'http://localhost:3000')).toBe('https://inmo.example/api/x');
  });
});

describe('copying an address', () => {
  /** A document with just what the fallback uses. */
  function fakeDoc(copies: boolean) {
    const appended: { value: string; removed: boolean }[] = [];
    const doc = {
      body: { appendChild: (el: { value: string; removed: boolean }) => appended.push(el) },
      createElement: () => {
        const el = { value: '', removed: false, style: {}, setAttribute: () => {}, select: () => {}, remove: () => (el.removed = true) };
        return el;
      },
      execCommand: () => copies,
    } as unknown as Document;
    return { doc, appended };
  }

  it('uses the Clipboard API when the page may', async () => {
    const written: string[] = [];
    const { doc, appended } = fakeDoc(false);
    expect(await copiarTexto('https://x/feed', { doc, clipboard: { writeText: async (t: string) => void written.push(t) } })).toBe(true);
    expect(written).toEqual(['https://x/feed']);
    expect(appended).toHaveLength(0);
  });

  it('falls back to a selected textarea when the Clipboard API is missing or refuses', async () => {
    const { doc, appended } = fakeDoc(true);
    expect(await copiarTexto('https://x/feed', { doc, clipboard: null })).toBe(true);
    expect(appended).toEqual([expect.objectContaining({ value: 'https://x/feed', removed: true })]);
    const refused = fakeDoc(false);
    const refuses = { writeText: async () => Promise.reject(new Error('NotAllowedError')) };
    expect(await copiarTexto('https://x/feed', { doc: refused.doc, clipboard: refuses })).toBe(false);
    expect(refused.appended[0].removed).toBe(true);
  });
});

import { mapaDeUbicacion } from '../../../features/property/components/area-map.js';
import { coordenadasDeUrl, mapaDePropiedad, osmEmbedUrl } from '../osm.js';
import { whatsappHref } from '@inmo/contracts';
import { whatsappTexto } from '../whatsapp.js';

describe('mapaDePropiedad (spec §5: valid coordinates, or else a map URL)', () => {
  it('embeds OpenStreetMap at the coordinates, text or object', () => {
    const m = mapaDePropiedad({ coordenadas: '-34.8962,-60.0205', mapaUrl: '' });
    expect(m?.embed).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(m?.embed).toContain(encodeURIComponent('-34.89620,-60.02050'));
    expect(mapaDePropiedad({ coordenadas: { lat: -34.9, lng: -60 } })?.embed).toBeTruthy();
  });

  it('shows no map for zero, missing or malformed coordinates without a map URL', () => {
    for (const c of ['0,0', '-34.9,0', '', 'abc', null, { lat: 0, lng: -60 }, '-34.9']) {
      expect(mapaDePropiedad({ coordenadas: c, mapaUrl: '' })).toBeNull();
    }
    expect(mapaDePropiedad(null)).toBeNull();
  });

  it('an approximate location is an area: no marker on the map or its link, one step farther out', () => {
    const exacta = mapaDeUbicacion({ coordenadas: { lat: -34.8975, lng: -60.0225 } }, 16, false)!;
    const aprox = mapaDeUbicacion({ coordenadas: { lat: -34.8975, lng: -60.0225 } }, 16, true)!;
    expect(exacta.embed).toContain('marker=');
    expect(exacta.link).toContain('mlat=');
    expect(aprox.embed).not.toContain('marker=');
    expect(aprox.embed).toContain('bbox=');
    expect(aprox.link).not.toContain('mlat=');
    expect(aprox.link).toContain('#map=15/');
    // Without coordinates it is the map URL's, as any listing's.
    expect(mapaDeUbicacion({ coordenadas: null, mapaUrl: 'https://maps.example/x' }, 16, true)).toEqual({ embed: null, link: 'https://maps.example/x' });
  });

  it('falls back to the map URL: its coordinates when it carries them, else a plain link', () => {
    const g = mapaDePropiedad({ coordenadas: '0,0', mapaUrl: 'https://www.google.com/maps/@-34.89,-60.01,15z' });
    expect(g?.embed).toContain('openstreetmap.org/export/embed.html');
    expect(g?.link).toBe('https://www.google.com/maps/@-34.89,-60.01,15z');
    expect(mapaDePropiedad({ coordenadas: null, mapaUrl: 'https://maps.example/lugar' })).toEqual({ embed: null, link: 'https://maps.example/lugar' });
    expect(mapaDePropiedad({ coordenadas: null, mapaUrl: 'javascript:alert(1)' })).toBeNull();
  });

  it('reads coordinates from OSM and Google links', () => {
    expect(coordenadasDeUrl('https://www.openstreetmap.org/?mlat=-34.9&mlon=-60.01#map=15/-34.9/-60.01')).toEqual({ lat: -34.9, lng: -60.01 });
    expect(coordenadasDeUrl('https://maps.google.com/?q=-34.5,-58.4')).toEqual({ lat: -34.5, lng: -58.4 });
    expect(coordenadasDeUrl('https://example.com/')).toBeNull();
  });

  it('spans a smaller box at a higher zoom', () => {
    const span = (url: string) => {
      const [a, , c] = decodeURIComponent(new URL(url).searchParams.get('bbox')!).split(',').map(Number);
      return c - a;
    };
    expect(span(osmEmbedUrl(-34.9, -60, 15))).toBeCloseTo(span(osmEmbedUrl(-34.9, -60, 14)) / 2, 4);
  });
});

describe('WhatsApp link', () => {
  it('prefills a general enquiry, or one naming the property with its link', () => {
    expect(whatsappHref('+5492346400000', whatsappTexto())).toBe(`https://wa.me/5492346400000?text=${encodeURIComponent('Hola, quisiera hacer una consulta.')}`);
    const t = whatsappTexto({ titulo: 'Casa con pileta', url: 'https://x.example/propiedad/1' });
    expect(t).toContain('"Casa con pileta"');
    expect(t).toContain('https://x.example/propiedad/1');
  });
});

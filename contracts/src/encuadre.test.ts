import { encuadreCss, normalizarEncuadre, srcsetDe, ventanaEncuadre } from './encuadre.js';

describe('framing, one formula for CSS and the stored crop', () => {
  it('draws the focal point as object-position and zooms about it', () => {
    expect(encuadreCss({ offsetX: 0.2, offsetY: 1, zoom: 2 })).toEqual({ objectPosition: '20% 100%', transform: 'scale(2)', transformOrigin: '20% 100%' });
    expect(encuadreCss(undefined)).toEqual({ objectPosition: '50% 50%', transformOrigin: '50% 50%' });
  });
  it('clamps offsets to 0–1 and the zoom to 1–3; what is not a number takes the default', () => {
    expect(normalizarEncuadre({ offsetX: 4, offsetY: -1, zoom: 9 })).toEqual({ offsetX: 1, offsetY: 0, zoom: 3 });
    expect(normalizarEncuadre({ offsetX: '0.3', offsetY: NaN, zoom: 0.5 })).toEqual({ offsetX: 0.5, offsetY: 0.5, zoom: 1 });
  });
  it('crops the window the CSS shows: centred, zoomed, at the edges', () => {
    // 4000×3000 in a 640×360 box: the cover scale fits the width, 4000×2250 of the picture is shown.
    expect(ventanaEncuadre(4000, 3000, {}, 640, 360)).toEqual({ left: 0, top: 375, width: 4000, height: 2250 });
    expect(ventanaEncuadre(4000, 3000, { zoom: 2, offsetX: 1, offsetY: 0 }, 640, 360)).toEqual({ left: 2000, top: 0, width: 2000, height: 1125 });
  });
  it('lists renditions narrowest first, none without them', () => {
    expect(srcsetDe({ srcset: [{ width: 960, url: '/b.webp' }, { width: 480, url: '/a.webp' }] })).toBe('/a.webp 480w, /b.webp 960w');
    expect(srcsetDe({})).toBeUndefined();
    expect(srcsetDe({ srcset: [] })).toBeUndefined();
  });
});

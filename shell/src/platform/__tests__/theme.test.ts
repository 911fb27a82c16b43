// The theme tokens' contrast, computed as WCAG 2 defines it, in both themes: what axe-core in the browser cannot
// judge (a field's edge, WCAG 1.4.11) and what it only meets on the screens a test happens to open.
import { themes, type AppTheme } from '../theme.js';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

type Colour = keyof AppTheme['colors'];
const SURFACES: Colour[] = ['background', 'surface', 'surfaceAlt'];

/** The surfaces on which `colour` reads below `min` (or is missing), with the ratio. */
const below = (c: Record<Colour, string>, colour: Colour, min: number) =>
  SURFACES.filter((s) => !(contrast(c[colour] ?? '', c[s]) >= min)).map((s) => `${s} ${contrast(c[colour], c[s]).toFixed(2)}`);

describe.each(Object.values(themes).map((t) => [t.name, t] as const))('theme %s', (_, theme) => {
  const c = theme.colors as unknown as Record<Colour, string>;

  it.each(['onSurface', 'muted', 'accentText', 'error', 'success'] as Colour[])('text %s reads at 4.5:1 or more on every surface', (text) => {
    expect(below(c, text, 4.5)).toEqual([]);
  });

  it('text on the fills reads at 4.5:1 or more (buttons, badges, toasts, the current page)', () => {
    expect(contrast(c.onPrimary, c.primary)).toBeGreaterThanOrEqual(4.5);
    for (const fill of ['successFill', 'warningFill', 'dangerFill', 'dangerFillHover', 'mutedFill', 'infoFill'] as Colour[]) {
      expect(contrast(c.onStatus, c[fill])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("a field's edge stands out at 3:1 or more from every surface it sits on or holds (WCAG 1.4.11)", () => {
    expect(below(c, 'controlBorder', 3)).toEqual([]);
  });
});

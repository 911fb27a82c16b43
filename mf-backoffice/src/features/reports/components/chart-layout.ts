// How a bar chart lays itself out in the width it is given, so that no label is cut and no text is drawn smaller than
// the page's (the charts were SVGs scaled down by their viewBox: at 390 px their text read 7 px and long labels were
// clipped). The text is plain HTML at the chart's font size; what changes with the width is the arrangement:
// - 'columnas': one column per bar, its label under it ('dic 2025' wraps to 'dic' / '2025'), for months when every
//   column fits its widest word;
// - 'filas': one row per bar, its label in a column beside it (wrapping at 40 % of the width);
// - 'apiladas': one row per bar with its label above it, for long category labels in a narrow chart (a phone).

export type Disposicion = 'columnas' | 'filas' | 'apiladas';

/** Below this width (px) a chart of long labels puts each label above its bar. */
export const ANCHO_APILADO = 420;
/** Space (px) between two columns. */
export const SEPARACION_COLUMNAS = 6;

/**
 * Width of a text in em, on the wide side: the widths of DejaVu Sans (the widest of the usual sans-serif fonts;
 * Chromium's on Linux), so that a layout that fits by this estimate fits in any of them.
 */
export function anchoEm(texto: string): number {
  let w = 0;
  for (const c of texto) {
    if (/[mwMW@%]/.test(c)) w += 1;
    else if (/[A-Z]/.test(c)) w += 0.76;
    else if (/[.,:;'!|il ]/.test(c)) w += 0.34;
    else w += 0.66;
  }
  return w;
}

/** The widest word (em) of a list of texts: a column can wrap at spaces, never inside a word. */
export function palabraMasAncha(textos: string[]): number {
  return Math.max(0, ...textos.flatMap((t) => t.split(/\s+/).map(anchoEm)));
}

/**
 * The arrangement for a chart of `etiquetas` and `valores` (the printed values) in `ancho` px at a font of `fuente`
 * px. `vertical` (months) prefers columns; anything else is drawn in rows.
 */
export function elegirDisposicion(opts: { vertical: boolean; etiquetas: string[]; valores: string[]; ancho: number; fuente: number }): Disposicion {
  const { vertical, etiquetas, valores, ancho, fuente } = opts;
  if (vertical && etiquetas.length > 0) {
    const n = etiquetas.length;
    if (n * palabraMasAncha([...etiquetas, ...valores]) * fuente + (n - 1) * SEPARACION_COLUMNAS <= ancho) return 'columnas';
  }
  // A label longer than a third of the width would wrap to three or more lines beside its bar: above it reads better.
  const etiqueta = Math.max(0, ...etiquetas.map(anchoEm)) * fuente;
  return ancho < ANCHO_APILADO && etiqueta > ancho / 3 ? 'apiladas' : 'filas';
}

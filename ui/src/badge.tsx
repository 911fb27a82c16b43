// Status pills: the operation of a property, its visibility, a client's roles, an enquiry's state. A solid fill
// from the theme with its text colour (≥ 4.5:1 in both themes), or `neutral` (a tinted surface) beside them.
import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type BadgeTone = 'accent' | 'success' | 'warning' | 'danger' | 'muted' | 'neutral';

/** Background, text and border of each tone. */
function tone(c: DefaultTheme['colors'], t: BadgeTone): [string, string, string] {
  if (t === 'neutral') return [c.surfaceAlt, c.onSurface, c.border];
  if (t === 'accent') return [c.primary, c.onPrimary, 'transparent'];
  const fill = { success: c.successFill, warning: c.warningFill, danger: c.dangerFill, muted: c.mutedFill }[t];
  return [fill, c.onStatus, 'transparent'];
}

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-block;
  padding: 3px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  ${(p) => {
    const [bg, fg, border] = tone(p.theme.colors, p.$tone ?? 'accent');
    return `background: ${bg}; color: ${fg}; border: 1px solid ${border};`;
  }}
`;

/** A row of badges. */
export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
`;

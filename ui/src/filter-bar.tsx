// The filters above a list (the public catalogue, the staff property list, clients, operations, enquiries, the
// property picker): a row of fields that wraps, and a text field that reports only once typing settles.
import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** A search form (role="search" and its name come from the page); `as="div"` where nothing is submitted. */
export const FilterBar = styled.form`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  margin: 0 0 20px;
  /* On the page's background, not in a panel: the controls take the surface colour to stand out. */
  --control-bg: ${(p) => p.theme.colors.surface};
`;

export const SETTLE_MS = 350;

/**
 * A text field's value that reports 350 ms after typing settles (one request, one history entry), and follows
 * `value` when it changes from outside (Back, a link). Returns the typed text and its setter.
 */
export function useSettledText(value: string, report: (typed: string) => void, ms = SETTLE_MS) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (typed === value) return;
    const t = setTimeout(() => report(typed), ms);
    return () => clearTimeout(t);
  }, [typed]); // eslint-disable-line react-hooks/exhaustive-deps
  return [typed, setTyped] as const;
}

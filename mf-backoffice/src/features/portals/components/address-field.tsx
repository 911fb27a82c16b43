// An address staff paste into a portal (Zonaprop's feed, a portal's leads callback): read-only, selected whole on
// focus, 'Copiar' beside it and, for admins, 'Regenerar' (a new secret; the page asks first).
import styled from 'styled-components';
import { Button, Field } from '@inmo/ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  /* The whole address in view as far as it fits, its buttons under it. */
  input {
    flex: 1 1 100%;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.85rem;
  }
`;

export interface AddressFieldProps {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onCopy: () => void;
  /** Absent: no 'Regenerar' (an agente). */
  onRegenerate?: () => void;
  busy?: boolean;
}

export function AddressField({ id, label, hint, value, onCopy, onRegenerate, busy }: AddressFieldProps) {
  return (
    <Field id={id} label={label} hint={hint}>
      {(a) => (
        <Row>
          <input {...a} type="text" readOnly value={value} onFocus={(e) => e.currentTarget.select()} spellCheck={false} />
          <Button type="button" $variant="secondary" onClick={onCopy} aria-label={`Copiar: ${label}`}>
            Copiar
          </Button>
          {onRegenerate && (
            <Button type="button" $variant="secondary" onClick={onRegenerate} disabled={busy} aria-label={`Regenerar: ${label}`}>
              Regenerar
            </Button>
          )}
        </Row>
      )}
    </Field>
  );
}

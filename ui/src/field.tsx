// Form fields for every form of the product (the public contact form, the login, the back office's forms and
// filters): a label bound to its control, an optional hint and the field's error, both read by screen readers
// (aria-describedby), and aria-invalid while the field is in error. The control comes from a render function that
// receives those attributes, so an input, a select or a textarea fits; the box styles the plain controls inside
// it, so every form looks alike without a styled copy of each control.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/**
 * The look of a text input, select or textarea: the page's background colour, inset in the panels forms sit on;
 * a container on the page itself (the filter bar) sets --control-bg to the surface colour instead.
 */
export const controlCss = css`
  padding: 9px 11px;
  border-radius: 6px;
  border: 1px solid ${(p) => p.theme.colors.controlBorder};
  background: var(--control-bg, ${(p) => p.theme.colors.background});
  color: ${(p) => p.theme.colors.onSurface};
  font: inherit;
  width: 100%;
  min-width: 0;
  /* A finger's tap target (44 px); a textarea is taller anyway. */
  min-height: 44px;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.accentText};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.error};
  }
`;

export const FieldBox = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  ${(p) => (p.$wide ? 'grid-column: 1 / -1;' : '')}
  > label {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${(p) => p.theme.colors.muted};
  }
  input:not([type='checkbox']):not([type='radio']):not([type='range']):not([type='file']),
  select,
  textarea {
    ${controlCss}
  }
  /* A finger's target, as every other control. */
  input[type='file'] {
    min-height: 44px;
  }
`;

export const Hint = styled.small`
  color: ${(p) => p.theme.colors.muted};
`;

export const FieldError = styled.small`
  color: ${(p) => p.theme.colors.error};
  font-weight: 600;
`;

/** What the control of a field receives. */
export interface FieldA11y {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  /** Spans the whole row of a FieldGrid. */
  wide?: boolean;
  children: (a11y: FieldA11y) => ReactNode;
}

/** A label bound to its control, the hint and the field's error read by screen readers. */
export function Field({ id, label, error, hint, wide, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox $wide={wide}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldBox>
  );
}

/** Fields side by side, as many as fit. */
export const FieldGrid = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;

/** A titled group of fields (<fieldset> with its <legend>). */
export const FormSection = styled.fieldset`
  margin: 0 0 20px;
  padding: 18px 20px 20px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  min-width: 0;
  legend {
    padding: 0 6px;
    font-weight: 700;
    font-size: 1.05rem;
  }
`;

/** Checkboxes in a row, each inside its label. */
export const CheckRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 20px;
  /* The label is what a finger taps: 44 px tall. */
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

/** The <option>s of a select: an optional empty first choice, then each value with its label. */
export function Options<T extends string>({ values, labels, empty }: { values: readonly T[]; labels?: Partial<Record<T, string>>; empty?: string }) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {values.map((v) => (
        <option key={v} value={v}>
          {labels?.[v] ?? v}
        </option>
      ))}
    </>
  );
}

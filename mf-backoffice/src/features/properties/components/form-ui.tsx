// Form building blocks of the property screens: sections, labelled fields with their error, checkboxes.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { FieldDef } from './property-fields.js';
import type { FormValues } from './property-form-model.js';

export const Section = styled.fieldset`
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

export const Grid = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;

export const FieldBox = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  ${(p) => (p.$wide ? 'grid-column: 1 / -1;' : '')}
  label {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${(p) => p.theme.colors.muted};
  }
  input:not([type='checkbox']):not([type='range']):not([type='file']),
  select,
  textarea {
    padding: 9px 11px;
    border-radius: 6px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.onSurface};
    font: inherit;
    min-width: 0;
  }
  [aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.error} !important;
  }
`;

export const Hint = styled.small`
  color: ${(p) => p.theme.colors.muted};
`;

export const FieldError = styled.small`
  color: ${(p) => p.theme.colors.error};
  font-weight: 600;
`;

export const CheckRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 20px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

export const ErrorBox = styled.div`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.error};
  color: ${(p) => p.theme.colors.onSurface};
  background: ${(p) => p.theme.colors.surface};
  ul {
    margin: 6px 0 0;
    padding-left: 20px;
  }
`;

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  wide?: boolean;
  children: (a11y: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode;
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

/** One per-type field from the table in property-fields.ts. */
export function TypedField({ def, values, errors, onChange, idPrefix }: { def: FieldDef; values: FormValues; errors: Record<string, string>; onChange: (name: string, value: string | boolean) => void; idPrefix: string }) {
  const id = `${idPrefix}-${def.name}`;
  if (def.kind === 'checkbox') {
    return (
      <CheckRow>
        <label htmlFor={id}>
          <input id={id} type="checkbox" checked={values[def.name] === true} onChange={(e) => onChange(def.name, e.target.checked)} />
          {def.label}
        </label>
      </CheckRow>
    );
  }
  const label = def.required ? `${def.label} *` : def.label;
  return (
    <Field id={id} label={label} error={errors[def.name]} hint={def.hint}>
      {(a11y) => (
        <input
          {...a11y}
          type={def.kind === 'number' ? 'number' : 'text'}
          min={def.kind === 'number' && def.name !== 'piso' ? 0 : undefined}
          step={def.step ?? (def.kind === 'number' ? '1' : undefined)}
          inputMode={def.kind === 'number' ? 'decimal' : undefined}
          value={typeof values[def.name] === 'string' ? (values[def.name] as string) : ''}
          onChange={(e) => onChange(def.name, e.target.value)}
        />
      )}
    </Field>
  );
}

// Form building blocks of the property screens: sections, labelled fields with their error, checkboxes, the
// error summary above a form, and the inputs bound to one entry of the flat form values.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@inmo/shell/platform';
import type { FieldDef } from './property-fields.js';
import { fieldText, type FormValues } from './property-form-model.js';

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

/** One per-type field as property-fields.ts reads it from the definition (a list is typed as text separated by commas). */
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
          min={def.kind === 'number' ? (def.min ?? 0) : undefined}
          step={def.step ?? (def.kind === 'number' ? '1' : undefined)}
          inputMode={def.kind === 'number' ? 'decimal' : undefined}
          value={fieldText(values, def.name)}
          onChange={(e) => onChange(def.name, e.target.value)}
        />
      )}
    </Field>
  );
}

/** What a failed call says to the person: the server's own message when it sent one. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.serverError ?? err.message;
  return err instanceof Error ? err.message : String(err);
}

/** The box above a form after a failed submit: the server's message (or a prompt) and every field's error. */
export function FormErrorSummary({ errors, serverError }: { errors: Record<string, string>; serverError: string | null }) {
  const errorList = Object.values(errors);
  if (errorList.length === 0 && !serverError) return null;
  return (
    <ErrorBox role="alert">
      {serverError ?? 'Revisá los datos del formulario:'}
      {errorList.length > 0 && (
        <ul>
          {errorList.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </ErrorBox>
  );
}

/** What a form's fields read and write: the flat values, the errors by field, the setter and the ids' prefix. */
export interface FormBinding {
  values: FormValues;
  errors: Record<string, string>;
  set: (name: string, value: string | boolean) => void;
  /** Every id is `${idPrefix}-<field>`: 'np' on the creation page, 'ed' in the editor. */
  idPrefix: string;
}

interface ValueInputProps {
  form: FormBinding;
  /** The entry of the form values it shows and sets. */
  name: string;
  /** The id after the prefix (kept short and stable: tests and labels use it). */
  id: string;
  label: string;
  type?: 'text' | 'number' | 'url' | 'date';
  min?: number;
  step?: string;
  hint?: string;
  wide?: boolean;
  /** Key of the field's error when it is not the field's name (the API's 'precio.monto'). */
  errorKey?: string;
}

/** A labelled input bound to one entry of the form values. */
export function ValueInput({ form, name, id, label, type = 'text', min, step, hint, wide, errorKey = name }: ValueInputProps) {
  return (
    <Field id={`${form.idPrefix}-${id}`} label={label} error={form.errors[errorKey]} hint={hint} wide={wide}>
      {(a) => <input {...a} type={type} min={min} step={step} value={fieldText(form.values, name)} onChange={(e) => form.set(name, e.target.value)} />}
    </Field>
  );
}

/** A checkbox with its label bound to one boolean entry of the form values (services, amenities, flags). */
export function ValueCheckbox({ form, name, label }: { form: Pick<FormBinding, 'values' | 'set'>; name: string; label: string }) {
  return (
    <label>
      <input type="checkbox" checked={form.values[name] === true} onChange={(e) => form.set(name, e.target.checked)} />
      {label}
    </label>
  );
}

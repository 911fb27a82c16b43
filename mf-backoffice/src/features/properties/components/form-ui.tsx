// Form building blocks of the property screens: the inputs bound to one entry of the flat form values, the per-type
// field, and the text of a failed call. The generic parts (field, grid, section, checkboxes, error summary) are the
// UI kit's; the property form sections import the first four from here under their old names.
import { ApiError } from '@inmo/shell/platform';
import { AmountInput, CheckRow, Field, FieldGrid, FormSection } from '@inmo/ui';
import type { ClaseNumero } from '@inmo/contracts';
import type { FieldDef } from './property-fields.js';
import { fieldText, type FormValues } from './property-form-model.js';

export { CheckRow, Field, FieldGrid as Grid, FormSection as Section };

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
  if (def.kind === 'number') {
    return (
      <Field id={id} label={label} error={errors[def.name]} hint={def.hint}>
        {(a11y) => <AmountInput {...a11y} nombre={def.label.replace(/\s*\([^)]*\)$/, '')} como={def.como ?? 'numero'} moneda={fieldText(values, 'moneda')} value={fieldText(values, def.name)} onChange={(v) => onChange(def.name, v)} />}
      </Field>
    );
  }
  return (
    <Field id={id} label={label} error={errors[def.name]} hint={def.hint}>
      {(a11y) => (
        <input
          {...a11y}
          type="text"
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
  type?: 'text' | 'url' | 'date';
  /** A typed number (the kit's amount input): money, a measure or a whole number. */
  como?: ClaseNumero;
  min?: number;
  step?: string;
  /** The phone's keyboard for a plain field ('numeric' for a street number). */
  inputMode?: 'numeric';
  hint?: string;
  wide?: boolean;
  /** Key of the field's error when it is not the field's name (the API's 'precio.monto'). */
  errorKey?: string;
}

/** A labelled input bound to one entry of the form values. */
export function ValueInput({ form, name, id, label, type = 'text', como, min, step, inputMode, hint, wide, errorKey = name }: ValueInputProps) {
  return (
    <Field id={`${form.idPrefix}-${id}`} label={label} error={form.errors[errorKey]} hint={hint} wide={wide}>
      {(a) =>
        como ? (
          <AmountInput {...a} nombre={label} como={como} moneda={fieldText(form.values, 'moneda')} value={fieldText(form.values, name)} onChange={(v) => form.set(name, v)} />
        ) : (
          <input {...a} type={type} min={min} step={step} inputMode={inputMode} value={fieldText(form.values, name)} onChange={(e) => form.set(name, e.target.value)} />
        )
      }
    </Field>
  );
}

interface ValueCheckboxProps {
  form: Pick<FormBinding, 'values' | 'set'>;
  name: string;
  label: string;
  disabled?: boolean;
  /** The id of a help text the checkbox is described by. */
  describedBy?: string;
}

/** A checkbox with its label bound to one boolean entry of the form values (services, amenities, flags). */
export function ValueCheckbox({ form, name, label, disabled, describedBy }: ValueCheckboxProps) {
  return (
    <label>
      <input type="checkbox" checked={form.values[name] === true} disabled={disabled} aria-describedby={describedBy} onChange={(e) => form.set(name, e.target.checked)} />
      {label}
    </label>
  );
}

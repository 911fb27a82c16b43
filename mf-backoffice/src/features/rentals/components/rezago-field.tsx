// The lag of a contract adjusted by IPC or CVS (1 or 2 months): which month's value each adjustment reads.
import { INDICES_CON_REZAGO, REZAGOS_MESES, REZAGO_LABELS, type IndiceAjuste } from '@inmo/contracts';
import { Field } from '@inmo/ui';

export function RezagoField({ id, indice, value, onChange, error }: { id: string; indice: IndiceAjuste; value: string; onChange: (v: string) => void; error?: string }) {
  if (!INDICES_CON_REZAGO.includes(indice)) return null;
  return (
    <Field id={id} label="Rezago del índice" error={error}>
      {(a) => (
        <select {...a} value={value} onChange={(e) => onChange(e.target.value)}>
          {REZAGOS_MESES.map((r) => (
            <option key={r} value={String(r)}>
              {REZAGO_LABELS[r]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

// The one input of every number staff type in both remotes (prices, rents, payments, charges, commissions, interest,
// surfaces, budgets, valuations, the dollar rate, index values): a text field, never type=number (Chromium's drops
// the comma), read the es-AR way by contracts' leerNumeroAr, the same reader the API uses. On leaving it the text is
// rewritten es-AR ('120000' → '120.000'); an amount shows what it will be stored as ('= $ 120.000,00'); text written
// any other way is refused at once with the API's own message. It goes inside a Field's render function.
import { useState, type FocusEvent, type InputHTMLAttributes } from 'react';
import { agruparTextoAr, formatNumero, leerNumeroAr, mensajeNumeroAr, MONTO_MAXIMO, type ClaseNumero } from '@inmo/contracts';
import { FieldError, Hint } from './field.js';

export interface AmountInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode' | 'defaultValue' | 'id'> {
  id: string;
  /** What is typed, as typed. */
  value: string;
  onChange: (texto: string) => void;
  /** The field's name in a refusal ('Monto: no es un número…'); a unit in brackets at its end is left out. */
  nombre: string;
  /** 'monto' (the default: money, with its preview and cap), 'numero' (a surface, a rate, an index) or 'entero'. */
  como?: ClaseNumero;
  /** The amount's currency ('ARS' by default; 'USD' previews 'US$'). */
  moneda?: string | null;
  /** false: no '= $ …' line (a filter bar, where the field is a bound and space is short). */
  vista?: boolean;
}

/** '= $ 120.000,00': an amount with its two decimals, as a receipt writes it. */
export function vistaMonto(n: number, signo = '$'): string {
  const [entero, decimales = ''] = formatNumero(n).split(',');
  return `= ${signo} ${entero},${decimales.padEnd(2, '0')}`;
}

/** The refusal of what is typed, or null when it reads (blank reads as nothing: the form decides if it is required). */
export function errorDeMonto(texto: string, nombre: string, como: ClaseNumero = 'monto'): string | null {
  if (texto.trim() === '') return null;
  const n = leerNumeroAr(texto);
  if (n === null) return mensajeNumeroAr(nombre, como);
  if (como === 'monto' && Math.abs(n) > MONTO_MAXIMO) return `${nombre} no puede superar ${formatNumero(MONTO_MAXIMO)}`;
  if (como === 'entero' && !Number.isInteger(n)) return `${nombre} debe ser un número entero`;
  return null;
}

export function AmountInput({ id, value, onChange, nombre, como = 'monto', moneda, vista: conVista = true, onBlur, ...rest }: AmountInputProps) {
  const [salio, setSalio] = useState(false);
  const error = salio ? errorDeMonto(value, nombre.replace(/\s*\([^)]*\)$/, ''), como) : null;
  const n = value.trim() === '' ? null : leerNumeroAr(value);
  const vista = conVista && !error && n !== null && como === 'monto' ? vistaMonto(n, moneda === 'USD' ? 'US$' : '$') : null;
  const extra = error ? `${id}-formato` : vista ? `${id}-valor` : '';
  const describedBy = [rest['aria-describedby'], extra].filter(Boolean).join(' ') || undefined;
  const salir = (e: FocusEvent<HTMLInputElement>) => {
    setSalio(true);
    const agrupado = agruparTextoAr(e.target.value);
    if (agrupado !== null && agrupado !== e.target.value) onChange(agrupado);
    onBlur?.(e);
  };
  return (
    <>
      <input
        id={id}
        {...rest}
        type="text"
        inputMode={como === 'entero' ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        aria-invalid={error || rest['aria-invalid'] ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        onBlur={salir}
      />
      {error && (
        <FieldError id={`${id}-formato`} role="alert">
          {error}
        </FieldError>
      )}
      {vista && <Hint id={`${id}-valor`}>{vista}</Hint>}
    </>
  );
}

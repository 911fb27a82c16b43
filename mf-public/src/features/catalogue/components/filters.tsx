// Filters of the public catalogue: text, tipo, operacion (spec), and as property portals do, a price range with
// its currency, a minimum of bedrooms and the order.
import styled from 'styled-components';
import { MONEDAS, OPERACIONES, OPERACION_LABELS, TIPOS_PROPIEDAD } from '@inmo/contracts';
import { AmountInput, Field, FilterBar, FilterSheet, Options, useSettledText } from '@inmo/ui';
import type { Orden } from '../api/use-public-properties.js';

/** The filter bar's form: the phone's 'Filtrar' button opens it and 'Ver resultados' submits it. */
const FORM_ID = 'catalogo-filtros';

// Six columns: the search and the two selects of the spec two each, then the price range, currency, bedrooms and
// order; two columns on a tablet (the search alone on its row), one on a narrow phone.
const Form = styled(FilterBar)`
  grid-template-columns: repeat(6, minmax(0, 1fr));
  margin: 0 0 24px;
  > :nth-child(-n + 3) {
    grid-column: span 2;
  }
  @media (max-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > :nth-child(n) {
      grid-column: auto;
    }
    > :first-child {
      grid-column: 1 / -1;
    }
  }
  @media (max-width: 420px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface FilterValues {
  q: string;
  tipo: string;
  operacion: string;
  precioMin?: string;
  precioMax?: string;
  moneda?: string;
  dormitorios?: string;
  orden?: Orden;
}

export interface CatalogueFiltersProps {
  value: FilterValues;
  /** Filters in use, for the phone's 'Filtrar (n)'. */
  count: number;
  onChange: (v: Partial<FilterValues>, typing?: boolean) => void;
}

export function CatalogueFilters({ value, count, onChange }: CatalogueFiltersProps) {
  const [q, setQ] = useSettledText(value.q, (v) => onChange({ q: v }, true));
  const [min, setMin] = useSettledText(value.precioMin ?? '', (v) => onChange({ precioMin: v }, true));
  const [max, setMax] = useSettledText(value.precioMax ?? '', (v) => onChange({ precioMax: v }, true));

  return (
    <FilterSheet formId={FORM_ID} count={count}>
      <Form id={FORM_ID} role="search" aria-label="Filtrar propiedades" onSubmit={(e) => (e.preventDefault(), onChange({ q, precioMin: min, precioMax: max }))}>
        <Field id="catalogo-q" label="Buscar">
          {(a) => <input {...a} type="search" name="q" placeholder="Título, calle, localidad o código" value={q} onChange={(e) => setQ(e.target.value)} />}
        </Field>
        <Field id="catalogo-tipo" label="Tipo">
          {(a) => (
            <select {...a} name="tipo" value={value.tipo} onChange={(e) => onChange({ tipo: e.target.value })}>
              <Options values={TIPOS_PROPIEDAD} empty="Todos" />
            </select>
          )}
        </Field>
        <Field id="catalogo-operacion" label="Operación">
          {(a) => (
            <select {...a} name="operacion" value={value.operacion} onChange={(e) => onChange({ operacion: e.target.value })}>
              <Options values={OPERACIONES} labels={OPERACION_LABELS} empty="Todas" />
            </select>
          )}
        </Field>
        <Field id="catalogo-precio-min" label="Precio desde">
          {(a) => <AmountInput {...a} name="precioMin" nombre="Precio desde" vista={false} placeholder="Mínimo" value={min} onChange={setMin} />}
        </Field>
        <Field id="catalogo-precio-max" label="Precio hasta">
          {(a) => <AmountInput {...a} name="precioMax" nombre="Precio hasta" vista={false} placeholder="Máximo" value={max} onChange={setMax} />}
        </Field>
        <Field id="catalogo-moneda" label="Moneda">
          {(a) => (
            <select {...a} name="moneda" value={value.moneda ?? ''} onChange={(e) => onChange({ moneda: e.target.value })}>
              <Options values={MONEDAS} empty="Todas" />
            </select>
          )}
        </Field>
        <Field id="catalogo-dormitorios" label="Dormitorios">
          {(a) => (
            <select {...a} name="dormitorios" value={value.dormitorios ?? ''} onChange={(e) => onChange({ dormitorios: e.target.value })}>
              <option value="">Cualquiera</option>
              {[1, 2, 3, 4].map((n) => (
                <option key={n} value={String(n)}>
                  {n} o más
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="catalogo-orden" label="Ordenar por">
          {(a) => (
            <select {...a} name="orden" value={value.orden || 'recientes'} onChange={(e) => onChange({ orden: e.target.value as Orden })}>
              <option value="recientes">Más recientes</option>
              <option value="precio_asc">Menor precio</option>
              <option value="precio_desc">Mayor precio</option>
            </select>
          )}
        </Field>
      </Form>
    </FilterSheet>
  );
}

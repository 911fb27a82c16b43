// Filters of the public catalogue: text, tipo, operacion (spec), and as property portals do, a price range with
// its currency, a minimum of bedrooms and the order.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { MONEDAS, OPERACIONES, OPERACION_LABELS, TIPOS_PROPIEDAD } from '@inmo/contracts';
import type { Orden } from '../api/use-public-properties.js';

const Form = styled.form`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  margin: 0 0 24px;
  > :first-child {
    grid-column: span 2;
  }
  > label:nth-child(2),
  > label:nth-child(3) {
    grid-column: span 2;
  }
  @media (max-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > label:nth-child(n) {
      grid-column: auto;
    }
    > :first-child {
      grid-column: 1 / -1;
    }
  }
  @media (max-width: 420px) {
    grid-template-columns: minmax(0, 1fr);
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 0.85rem;
    font-weight: 600;
    color: ${(p) => p.theme.colors.muted};
  }
  input,
  select {
    padding: 10px 12px;
    border-radius: 6px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.onSurface};
    font: inherit;
    width: 100%;
    min-width: 0;
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

/** A text field that reports its value 350 ms after typing settles (one request, one history entry). */
function useSettled(value: string, report: (v: string) => void) {
  const [v, setV] = useState(value);
  useEffect(() => setV(value), [value]);
  useEffect(() => {
    if (v === value) return;
    const t = setTimeout(() => report(v), 350);
    return () => clearTimeout(t);
  }, [v]); // eslint-disable-line react-hooks/exhaustive-deps
  return [v, setV] as const;
}

export function CatalogueFilters({ value, onChange }: { value: FilterValues; onChange: (v: Partial<FilterValues>, typing?: boolean) => void }) {
  const [q, setQ] = useSettled(value.q, (v) => onChange({ q: v }, true));
  const [min, setMin] = useSettled(value.precioMin ?? '', (v) => onChange({ precioMin: v }, true));
  const [max, setMax] = useSettled(value.precioMax ?? '', (v) => onChange({ precioMax: v }, true));

  return (
    <Form role="search" aria-label="Filtrar propiedades" onSubmit={(e) => (e.preventDefault(), onChange({ q, precioMin: min, precioMax: max }))}>
      <label>
        Buscar
        <input type="search" name="q" placeholder="Título, calle o localidad" value={q} onChange={(e) => setQ(e.target.value)} />
      </label>
      <label>
        Tipo
        <select name="tipo" value={value.tipo} onChange={(e) => onChange({ tipo: e.target.value })}>
          <option value="">Todos</option>
          {TIPOS_PROPIEDAD.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <label>
        Operación
        <select name="operacion" value={value.operacion} onChange={(e) => onChange({ operacion: e.target.value })}>
          <option value="">Todas</option>
          {OPERACIONES.map((o) => (
            <option key={o} value={o}>
              {OPERACION_LABELS[o]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Precio desde
        <input type="text" inputMode="numeric" name="precioMin" placeholder="Mínimo" value={min} onChange={(e) => setMin(e.target.value)} />
      </label>
      <label>
        Precio hasta
        <input type="text" inputMode="numeric" name="precioMax" placeholder="Máximo" value={max} onChange={(e) => setMax(e.target.value)} />
      </label>
      <label>
        Moneda
        <select name="moneda" value={value.moneda ?? ''} onChange={(e) => onChange({ moneda: e.target.value })}>
          <option value="">Todas</option>
          {MONEDAS.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </label>
      <label>
        Dormitorios
        <select name="dormitorios" value={value.dormitorios ?? ''} onChange={(e) => onChange({ dormitorios: e.target.value })}>
          <option value="">Cualquiera</option>
          {[1, 2, 3, 4].map((n) => (
            <option key={n} value={String(n)}>
              {n} o más
            </option>
          ))}
        </select>
      </label>
      <label>
        Ordenar por
        <select name="orden" value={value.orden || 'recientes'} onChange={(e) => onChange({ orden: e.target.value as Orden })}>
          <option value="recientes">Más recientes</option>
          <option value="precio_asc">Menor precio</option>
          <option value="precio_desc">Mayor precio</option>
        </select>
      </label>
    </Form>
  );
}

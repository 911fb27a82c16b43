// Text / tipo / operacion filters of the public catalogue.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { OPERACIONES, OPERACION_LABELS, TIPOS_PROPIEDAD } from '@inmo/contracts';

const Form = styled.form`
  display: grid;
  gap: 12px;
  grid-template-columns: 2fr 1fr 1fr;
  margin: 0 0 24px;
  @media (max-width: 700px) {
    grid-template-columns: 1fr;
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
  }
`;

export interface FilterValues {
  q: string;
  tipo: string;
  operacion: string;
}

export function CatalogueFilters({ value, onChange }: { value: FilterValues; onChange: (v: Partial<FilterValues>, typing?: boolean) => void }) {
  const [q, setQ] = useState(value.q);
  useEffect(() => setQ(value.q), [value.q]);
  // Typing settles for 350 ms before the URL (and the request) changes.
  useEffect(() => {
    if (q === value.q) return;
    const t = setTimeout(() => onChange({ q }, true), 350);
    return () => clearTimeout(t);
  }, [q]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Form role="search" onSubmit={(e) => (e.preventDefault(), onChange({ q }))}>
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
    </Form>
  );
}

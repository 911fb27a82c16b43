// The hero's search: operación, tipo and a text (a locality, a street, a word of the title or a
// listing code) opening the catalogue filtered by the catalogue's own query parameters (?operacion=&tipo=&q=).
// A plain GET form, so it works before the page is the browser's; once it is, the app navigates without a reload.
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { OPERACIONES, OPERACION_LABELS, TIPOS_PROPIEDAD } from '@inmo/contracts';
import { Button, Field, Options } from '@inmo/ui';
import { paths } from '../../../config/paths.js';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 2fr) auto;
  align-items: end;
  gap: 12px;
  max-width: 900px;
  margin: 0 0 20px;
  padding: 16px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.onSurface};
  box-shadow: ${(p) => p.theme.shadow};
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    > :nth-child(n + 3) {
      grid-column: 1 / -1;
    }
  }
`;

/** The catalogue's address for what the form holds: only the fields with a value. */
export function catalogoFiltrado(form: HTMLFormElement): string {
  const sp = new URLSearchParams();
  for (const [k, v] of new FormData(form)) if (typeof v === 'string' && v.trim()) sp.set(k, v.trim());
  const q = sp.toString();
  return q ? `${paths.catalogo}?${q}` : paths.catalogo;
}

export function HeroSearch() {
  const navigate = useNavigate();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    navigate(catalogoFiltrado(e.currentTarget));
  };
  return (
    <Form role="search" aria-label="Buscar propiedades" action={paths.catalogo} method="get" onSubmit={onSubmit}>
      <Field id="inicio-operacion" label="Operación">
        {(a) => (
          <select {...a} name="operacion" defaultValue="">
            <Options values={OPERACIONES} labels={OPERACION_LABELS} empty="Todas" />
          </select>
        )}
      </Field>
      <Field id="inicio-tipo" label="Tipo">
        {(a) => (
          <select {...a} name="tipo" defaultValue="">
            <Options values={TIPOS_PROPIEDAD} empty="Todos" />
          </select>
        )}
      </Field>
      <Field id="inicio-q" label="Localidad o palabra clave">
        {(a) => <input {...a} type="search" name="q" placeholder="Ej.: Chivilcoy o CA-0042" />}
      </Field>
      <Button type="submit" $size="lg">
        Buscar
      </Button>
    </Form>
  );
}

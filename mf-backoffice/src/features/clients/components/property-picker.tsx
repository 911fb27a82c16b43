// 'Seleccionar Propiedad' (spec §2 Client detail): text search (title, street, locality, code), type and operation
// filters, rows with image, title, type, operation, price, address and figures, the counter, 60vh list. The rows
// come a page at a time from the server ('Ver más propiedades'; api/get-propiedades-picker.ts). On a short screen
// the dialog's body scrolls instead of the list, and Cancelar stays in view under it.
import { useState } from 'react';
import styled from 'styled-components';
import { OPERACION_LABELS, OPERACIONES, TIPOS_PROPIEDAD, cifrasDeTarjeta, formatDireccion, formatPrecio, formatSuperficie, type Propiedad, type PropiedadOfrecida, type TipoPropiedad } from '@inmo/contracts';
import { Alert, Button, Field, FilterBar, Modal, Options, Spinner } from '@inmo/ui';
import { ButtonRow, Muted } from '../../../components/ui/layout.js';
import { usePickerPropiedades } from '../api/get-propiedades-picker.js';
import { filtrarPicker, type FiltrosPicker } from './client-edit.js';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 60vh;
  overflow-y: auto;
  @media (max-height: 900px) {
    max-height: none;
  }
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Row = styled.button`
  display: grid;
  grid-template-columns: 88px 1fr;
  gap: 12px;
  width: 100%;
  text-align: left;
  padding: 8px;
  border-radius: 6px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.onSurface};
  font: inherit;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: ${(p) => p.theme.colors.accentText};
  }
  img,
  .sin-imagen {
    width: 88px;
    height: 66px;
    object-fit: cover;
    border-radius: 4px;
    background: ${(p) => p.theme.colors.surfaceAlt};
    display: grid;
    place-items: center;
    font-size: 0.7rem;
    color: ${(p) => p.theme.colors.muted};
  }
  strong {
    display: block;
  }
  small {
    display: block;
    color: ${(p) => p.theme.colors.muted};
  }
`;

function cifras(p: Propiedad): string {
  const { dormitorios: d, baños: b, superficie: s } = cifrasDeTarjeta(p);
  return [d ? `${d} dorm.` : '', b ? `${b} ${b === 1 ? 'baño' : 'baños'}` : '', s ? formatSuperficie(s) : ''].filter(Boolean).join(' · ');
}

export function PropertyPicker({ oferente, onPick, onClose }: { oferente: PropiedadOfrecida[]; onPick: (p: Propiedad) => void; onClose: () => void }) {
  const [f, setF] = useState<FiltrosPicker>({ q: '', tipo: '', operacion: '' });
  const lista = usePickerPropiedades(f);
  const { cargando, error } = lista;
  const { disponibles, cuenta } = filtrarPicker(lista.filas, oferente, lista.total);
  return (
    <Modal
      open
      title="Seleccionar Propiedad"
      onClose={onClose}
      width="820px"
      actions={
        <Button $variant="secondary" type="button" onClick={onClose}>
          Cancelar
        </Button>
      }
    >
      <FilterBar as="div">
        <Field id="picker-q" label="Buscar propiedad">
          {(a) => <input {...a} type="search" placeholder="Título, calle o localidad" value={f.q} onChange={(e) => setF({ ...f, q: e.target.value })} />}
        </Field>
        <Field id="picker-tipo" label="Tipo">
          {(a) => (
            <select {...a} value={f.tipo} onChange={(e) => setF({ ...f, tipo: e.target.value as TipoPropiedad | '' })}>
              <Options values={TIPOS_PROPIEDAD} empty="Todos los tipos" />
            </select>
          )}
        </Field>
        <Field id="picker-op" label="Operación">
          {(a) => (
            <select {...a} value={f.operacion} onChange={(e) => setF({ ...f, operacion: e.target.value })}>
              <Options values={OPERACIONES} labels={OPERACION_LABELS} empty="Todas las operaciones" />
            </select>
          )}
        </Field>
      </FilterBar>
      {error && <Alert role="alert">Error al cargar las propiedades</Alert>}
      {cargando ? (
        <Spinner role="status" aria-label="Cargando propiedades" />
      ) : (
        <>
          <Muted aria-live="polite">
            {cuenta} propiedades disponibles de {lista.totales ?? lista.total} totales
          </Muted>
          {disponibles.length === 0 ? (
            <Muted>No se encontraron propiedades</Muted>
          ) : (
            <List aria-label="Propiedades disponibles">
              {disponibles.map((p) => {
                const img = p.imagenes?.[0];
                return (
                  <li key={p.id}>
                    <Row type="button" onClick={() => onPick(p)}>
                      {img?.url ? <img src={img.url} alt="" loading="lazy" /> : <span className="sin-imagen">Sin imagen</span>}
                      <span>
                        <strong>{p.titulo}</strong>
                        <small>
                          {p.tipo} · {OPERACION_LABELS[p.operacion] ?? p.operacion} · {formatPrecio(p.precio) || 'Sin precio'}
                        </small>
                        {formatDireccion(p.ubicacion) && <small>{formatDireccion(p.ubicacion)}</small>}
                        {cifras(p) && <small>{cifras(p)}</small>}
                      </span>
                    </Row>
                  </li>
                );
              })}
            </List>
          )}
          {lista.hayMas && (
            <ButtonRow>
              <Button $variant="secondary" type="button" onClick={lista.verMas} disabled={lista.cargandoMas}>
                {lista.cargandoMas ? 'Cargando...' : 'Ver más propiedades'}
              </Button>
            </ButtonRow>
          )}
        </>
      )}
    </Modal>
  );
}

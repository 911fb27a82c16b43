// A search box that opens a list of at most 10 matches from 2 typed characters (spec §5 New operation; the property
// form's owner). ARIA combobox: arrows move, Enter picks, Escape closes; the choice shows with 'Cambiar'.
// The matches are found in `opciones` (folding accents and case), or, with `onBuscar`, by the caller — the API
// searching every client — and `opciones` are then the matches as they are.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { LIMITES } from '@inmo/contracts';
import { Button, FieldBox, FieldError } from '@inmo/ui';
import { buscar } from './fold.js';

const Wrap = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  top: 100%;
  margin: 4px 0 0;
  padding: 4px;
  list-style: none;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  box-shadow: ${(p) => p.theme.shadow};
  max-height: 320px;
  overflow-y: auto;
  li {
    padding: 8px 10px;
    border-radius: 4px;
    cursor: pointer;
  }
  li[aria-selected='true'],
  li:hover {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  small {
    display: block;
    color: ${(p) => p.theme.colors.muted};
  }
`;

// The choice's text takes what the card has; 'Cambiar' goes under it when both do not fit (a long name or e-mail
// in a narrow column never pushes the button out of its card and over the next one).
const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-width: 0;
  padding: 8px 10px;
  border: 1px solid ${(p) => p.theme.colors.accentText};
  border-radius: 6px;
  > span {
    flex: 1 1 10rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export interface Opcion {
  id: string;
  texto: string;
  detalle?: string;
}

export function SearchSelect({
  label,
  opciones,
  valor,
  elegida: elegidaDada,
  onChange,
  onBuscar,
  buscando = false,
  error,
  placeholder,
  excluir,
}: {
  label: string;
  opciones: Opcion[];
  valor: string;
  /** The chosen option when it may not be among `opciones` (server search: the matches of another text). */
  elegida?: Opcion | null;
  onChange: (id: string) => void;
  /** Server search: called with what is typed; `opciones` are its matches. */
  onBuscar?: (texto: string) => void;
  buscando?: boolean;
  error?: string;
  placeholder?: string;
  /** An option that may not be chosen here (the operation's other party). */
  excluir?: string;
}) {
  const id = useId();
  const [texto, setTexto] = useState('');
  const [abierto, setAbierto] = useState(false);
  const [activo, setActivo] = useState(0);
  const elegida = (valor && (elegidaDada?.id === valor ? elegidaDada : opciones.find((o) => o.id === valor))) || null;
  const candidatas = excluir ? opciones.filter((o) => o.id !== excluir) : opciones;
  const matches = onBuscar ? candidatas.slice(0, LIMITES.resultadosBusqueda) : buscar(candidatas, texto, (o) => `${o.texto} ${o.detalle ?? ''}`);
  const visible = abierto && texto.trim().length >= 2;

  const elegir = (o: Opcion) => {
    onChange(o.id);
    setTexto('');
    setAbierto(false);
  };

  if (elegida) {
    return (
      <FieldBox>
        <span id={`${id}-l`}>
          <strong>{label}</strong>
        </span>
        <Chosen role="group" aria-labelledby={`${id}-l`} data-testid={`elegido-${label}`}>
          <span>
            {elegida.texto}
            {elegida.detalle && <small> · {elegida.detalle}</small>}
          </span>
          <Button $variant="secondary" type="button" onClick={() => onChange('')} aria-label={`Cambiar ${label.toLowerCase()}`}>
            Cambiar
          </Button>
        </Chosen>
      </FieldBox>
    );
  }

  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <Wrap>
        <input
          id={id}
          role="combobox"
          aria-expanded={visible}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={visible && matches[activo] ? `${id}-o${activo}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
          autoComplete="off"
          placeholder={placeholder ?? 'Escribí al menos 2 letras'}
          value={texto}
          onChange={(e) => {
            setTexto(e.target.value);
            setAbierto(true);
            setActivo(0);
            onBuscar?.(e.target.value);
          }}
          onBlur={() => setTimeout(() => setAbierto(false), 150)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setAbierto(true);
              setActivo((a) => Math.min(a + 1, Math.max(0, matches.length - 1)));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActivo((a) => Math.max(a - 1, 0));
            } else if (e.key === 'Enter' && visible && matches[activo]) {
              e.preventDefault();
              elegir(matches[activo]);
            } else if (e.key === 'Escape') setAbierto(false);
          }}
        />
        {visible && (
          <List id={`${id}-list`} role="listbox" aria-label={label}>
            {matches.length === 0 ? (
              <li role="option" aria-selected="false" aria-disabled="true">
                {buscando ? 'Buscando...' : 'Sin resultados'}
              </li>
            ) : (
              matches.map((o, i) => (
                <li
                  key={o.id}
                  id={`${id}-o${i}`}
                  role="option"
                  aria-selected={i === activo}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    elegir(o);
                  }}
                >
                  {o.texto}
                  {o.detalle && <small>{o.detalle}</small>}
                </li>
              ))
            )}
          </List>
        )}
      </Wrap>
      {error && <FieldError id={`${id}-e`}>{error}</FieldError>}
    </FieldBox>
  );
}

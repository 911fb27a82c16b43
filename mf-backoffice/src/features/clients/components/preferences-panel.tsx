// 'Preferencias de Búsqueda': each preference as a card (type, operation, budget, towns, bedrooms, surface, financing,
// description, date), or, while editing, its fields with Activar / Desactivar and 'Eliminar preferencia', and
// '+ Agregar Preferencia'. A field's message shows once the field has been left or a save was tried, never on a
// form nobody has touched. Financing is asked only for a purchase.
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  MONEDAS,
  TIPOS_OPERACION_PREFERENCIA,
  TIPOS_PREFERENCIA,
  TIPO_PREFERENCIA_LABELS,
  filtrosPreferencia,
  formatFecha,
  formatPrecio,
  type ClaseNumero,
  type Cliente,
  type ErroresCampo,
  type Moneda,
  type TipoOperacionPreferencia,
  type TipoPreferencia,
} from '@inmo/contracts';
import { AmountInput, Badge, Button, CheckRow, Field, FieldGrid, Options, Panel } from '@inmo/ui';
import { Muted, PanelHead, StackList } from '../../../components/ui/layout.js';
import { useLocalidades } from '../api/get-localidades.js';
import { erroresFormulario, type ClienteForm, type PreferenciaForm } from './client-edit.js';
import type { ClientFormEdits } from './use-client-detail.js';
import { ActivaBadge, Item, Row } from './client-detail-ui.js';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    margin-bottom: 8px;
  }
`;

const TownEntry = styled.div`
  display: flex;
  gap: 8px;
  > input {
    flex: 1;
  }
`;

const Towns = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  button {
    min-height: 44px;
  }
`;

/** Accents and case aside, as the API compares towns. */
const plegar = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

/**
 * 'Localidades': towns picked from the catalogue's (a datalist) or typed freely; Enter, 'Agregar' or leaving the field
 * adds what was typed, spelt as the catalogue spells it when it knows the town. None chosen: any town.
 */
function LocalidadesField({ id, value, onChange, opciones }: { id: string; value: string[]; onChange: (v: string[]) => void; opciones: string[] }) {
  const [texto, setTexto] = useState('');
  const elegidas = new Set(value.map(plegar));
  const agregar = (t: string) => {
    const v = t.trim();
    setTexto('');
    if (!v || elegidas.has(plegar(v))) return;
    onChange([...value, opciones.find((o) => plegar(o) === plegar(v)) ?? v]);
  };
  const enter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    agregar(texto);
  };
  return (
    <Field id={id} label="Localidades" hint="Elegí de la lista o escribí otra. Sin localidades: cualquiera." wide>
      {(a) => (
        <>
          <TownEntry>
            <input
              {...a}
              list={`${id}-catalogo`}
              autoComplete="off"
              value={texto}
              onChange={(e) => {
                // A town chosen from the list is added at once; typed text waits for Enter, Agregar or leaving.
                const native = e.nativeEvent as InputEvent;
                if (native.inputType === 'insertReplacementText' || (native.inputType === undefined && opciones.includes(e.target.value))) agregar(e.target.value);
                else setTexto(e.target.value);
              }}
              onKeyDown={enter}
              onBlur={() => agregar(texto)}
            />
            <Button $variant="secondary" onClick={() => agregar(texto)}>
              Agregar
            </Button>
          </TownEntry>
          <datalist id={`${id}-catalogo`}>
            {opciones
              .filter((o) => !elegidas.has(plegar(o)))
              .map((o) => (
                <option key={o} value={o} />
              ))}
          </datalist>
          {value.length > 0 && (
            <Towns aria-label="Localidades elegidas">
              {value.map((l) => (
                <li key={l}>
                  <Button $variant="secondary" aria-label={`Quitar ${l}`} onClick={() => onChange(value.filter((x) => x !== l))}>
                    {l} ×
                  </Button>
                </li>
              ))}
            </Towns>
          )}
        </>
      )}
    </Field>
  );
}

function PreferenciaVista({ p, n }: { p: Cliente['preferenciasBusqueda'][number]; n: number }) {
  const tipo = TIPO_PREFERENCIA_LABELS[p.tipoPropiedad as TipoPreferencia] ?? p.tipoPropiedad;
  const filtros = filtrosPreferencia(p);
  return (
    <Item aria-label={`Preferencia ${n}`}>
      <Row>
        <h3>
          {tipo} · {p.tipoOperacion}
        </h3>
        <ActivaBadge activa={p.activa !== false} />
        {p.altaPrioridad && <Badge $tone="warning">Alta Prioridad</Badge>}
      </Row>
      <p>Presupuesto: {p.presupuesto === null ? 'No especificado' : formatPrecio({ monto: p.presupuesto, moneda: p.moneda ?? 'ARS' })}</p>
      <p>Busca: {filtros.length ? filtros.join(' · ') : 'en cualquier localidad'}</p>
      {p.tipoOperacion === 'Compra' && <p>Financiación: {p.financiacion ? 'Sí' : 'No'}</p>}
      {p.descripcion && <p>{p.descripcion}</p>}
      <p>
        <small>Creada el {formatFecha(p.fechaCreacionPreferencia)}</small>
      </p>
    </Item>
  );
}

type CampoPref = 'tipoPropiedad' | 'tipoOperacion' | 'presupuesto' | 'dormitoriosMin' | 'superficieMin' | 'superficieMax';

/** The fields of preference i+1; a message shows once its field was left (or a save was tried). */
function PreferenciaEditor({ p, i, edits, errores, intentado, localidades }: {
  p: PreferenciaForm; i: number; edits: ClientFormEdits; errores: ErroresCampo; intentado: boolean; localidades: string[];
}) {
  const [tocados, setTocados] = useState<ReadonlySet<CampoPref>>(new Set());
  const tocar = (c: CampoPref) => () => !tocados.has(c) && setTocados(new Set([...tocados, c]));
  const set = (cambio: Partial<PreferenciaForm>) => edits.setPref(i, cambio);
  const error = (c: CampoPref): string | undefined => {
    if (!intentado && !tocados.has(c)) return undefined;
    if ((c === 'tipoPropiedad' || c === 'tipoOperacion') && !p[c]) return 'Campo requerido';
    return errores[`preferenciasBusqueda.${i}.${c}`];
  };
  const numero = (c: 'presupuesto' | 'dormitoriosMin' | 'superficieMin' | 'superficieMax', label: string, como: ClaseNumero, hint?: string) => (
    <Field id={`pref-${i}-${c}`} label={label} error={error(c)} hint={hint}>
      {(a) => <AmountInput {...a} nombre={label.replace(/\s*\([^)]*\)$/, '')} como={como} moneda={p.moneda} value={p[c] ?? ''} onChange={(v) => set({ [c]: v })} onBlur={tocar(c)} />}
    </Field>
  );
  return (
    <Item>
      <Fieldset>
        <legend>
          <Row>
            <strong>Preferencia {i + 1}</strong>
            <ActivaBadge activa={p.activa} />
          </Row>
        </legend>
        <FieldGrid>
          <Field id={`pref-${i}-tipo`} label="Tipo de propiedad" error={error('tipoPropiedad')}>
            {(a) => (
              <select {...a} value={p.tipoPropiedad} onChange={(e) => set({ tipoPropiedad: e.target.value as TipoPreferencia })} onBlur={tocar('tipoPropiedad')}>
                <Options values={TIPOS_PREFERENCIA} labels={TIPO_PREFERENCIA_LABELS} empty="Seleccionar" />
              </select>
            )}
          </Field>
          <Field id={`pref-${i}-op`} label="Tipo de operación" error={error('tipoOperacion')}>
            {(a) => (
              <select
                {...a}
                value={p.tipoOperacion}
                // Financing belongs to a purchase: another operation clears it.
                onChange={(e) => set({ tipoOperacion: e.target.value as TipoOperacionPreferencia, ...(e.target.value === 'Compra' ? {} : { financiacion: false }) })}
                onBlur={tocar('tipoOperacion')}
              >
                <Options values={TIPOS_OPERACION_PREFERENCIA} empty="Seleccionar" />
              </select>
            )}
          </Field>
          {numero('presupuesto', 'Presupuesto', 'monto')}
          <Field id={`pref-${i}-moneda`} label="Moneda del presupuesto" hint="Coinciden las propiedades con precio en esta moneda">
            {(a) => (
              <select {...a} value={p.moneda ?? 'ARS'} onChange={(e) => set({ moneda: e.target.value as Moneda })}>
                <Options values={MONEDAS} />
              </select>
            )}
          </Field>
          <LocalidadesField id={`pref-${i}-localidades`} value={p.localidades ?? []} onChange={(localidades) => set({ localidades })} opciones={localidades} />
          {numero('dormitoriosMin', 'Dormitorios (mínimo)', 'entero')}
          {numero('superficieMin', 'Superficie desde (m²)', 'numero', 'Cubierta; si la propiedad no la indica, la total')}
          {numero('superficieMax', 'Superficie hasta (m²)', 'numero')}
          <Field id={`pref-${i}-desc`} label="Descripción">
            {(a) => <textarea {...a} rows={2} value={p.descripcion} onChange={(e) => set({ descripcion: e.target.value })} />}
          </Field>
          {p.tipoOperacion === 'Compra' && (
            <CheckRow>
              <label>
                <input type="checkbox" checked={p.financiacion} onChange={(e) => set({ financiacion: e.target.checked })} /> Financiación
              </label>
            </CheckRow>
          )}
        </FieldGrid>
        <Row>
          <Button $variant="secondary" onClick={() => set({ activa: !p.activa })}>
            {p.activa ? 'Desactivar' : 'Activar'}
          </Button>
          <Button $variant="danger" onClick={() => edits.removePref(i)}>
            Eliminar preferencia
          </Button>
        </Row>
      </Fieldset>
    </Item>
  );
}

/** `intentado`: a save was tried, so every field's message shows. */
export function PreferencesPanel({ prefs, form, edits, intentado = false }: { prefs: Cliente['preferenciasBusqueda']; form: ClienteForm | null; edits: ClientFormEdits; intentado?: boolean }) {
  const localidades = useLocalidades(!!form);
  const errores = form ? erroresFormulario(form) : {};
  return (
    <Panel aria-labelledby="sec-prefs">
      <PanelHead>
        <h2 id="sec-prefs">Preferencias de Búsqueda</h2>
        {form && (
          <Button $variant="secondary" onClick={edits.addPref}>
            + Agregar Preferencia
          </Button>
        )}
      </PanelHead>
      {form ? (
        form.preferenciasBusqueda.length === 0 ? (
          <Muted>No hay preferencias agregadas...</Muted>
        ) : (
          <StackList>
            {form.preferenciasBusqueda.map((p, i) => (
              <PreferenciaEditor key={p._id ?? `nueva-${i}`} p={p} i={i} edits={edits} errores={errores} intentado={intentado} localidades={localidades} />
            ))}
          </StackList>
        )
      ) : prefs.length === 0 ? (
        <Muted>No hay preferencias de búsqueda configuradas</Muted>
      ) : (
        <StackList>
          {prefs.map((p, i) => (
            <PreferenciaVista key={p._id ?? i} p={p} n={i + 1} />
          ))}
        </StackList>
      )}
    </Panel>
  );
}

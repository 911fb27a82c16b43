// 'Preferencias de Búsqueda': each preference as a card (type, operation, budget, financing, description, date),
// or, while editing, its fields with Activar / Desactivar and 'Eliminar preferencia', and '+ Agregar Preferencia'.
import styled from 'styled-components';
import {
  MONEDAS,
  TIPOS_OPERACION_PREFERENCIA,
  TIPOS_PREFERENCIA,
  TIPO_PREFERENCIA_LABELS,
  formatFecha,
  formatMonto,
  type Cliente,
  type Moneda,
  type TipoOperacionPreferencia,
  type TipoPreferencia,
} from '@inmo/contracts';
import { Badge, Button, CheckRow, Field, FieldGrid, Options, Panel } from '@inmo/ui';
import { Muted, PanelHead, StackList } from '../../../components/ui/layout.js';
import type { ClienteForm, PreferenciaForm } from './client-edit.js';
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

function PreferenciaVista({ p, n }: { p: Cliente['preferenciasBusqueda'][number]; n: number }) {
  const tipo = TIPO_PREFERENCIA_LABELS[p.tipoPropiedad as TipoPreferencia] ?? p.tipoPropiedad;
  return (
    <Item aria-label={`Preferencia ${n}`}>
      <Row>
        <h3>
          {tipo} · {p.tipoOperacion}
        </h3>
        <ActivaBadge activa={p.activa !== false} />
        {p.altaPrioridad && <Badge $tone="warning">Alta Prioridad</Badge>}
      </Row>
      <p>Presupuesto: {p.presupuesto === null ? 'No especificado' : formatMonto(p.presupuesto, p.moneda ?? 'ARS')}</p>
      <p>Financiación: {p.financiacion !== false ? 'Sí' : 'No'}</p>
      {p.descripcion && <p>{p.descripcion}</p>}
      <p>
        <small>Creada el {formatFecha(p.fechaCreacionPreferencia)}</small>
      </p>
    </Item>
  );
}

/** The fields of preference i+1; type and operation say 'Campo requerido' while empty. */
function PreferenciaEditor({ p, i, edits }: { p: PreferenciaForm; i: number; edits: ClientFormEdits }) {
  const set = (cambio: Partial<PreferenciaForm>) => edits.setPref(i, cambio);
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
          <Field id={`pref-${i}-tipo`} label="Tipo de propiedad" error={p.tipoPropiedad ? undefined : 'Campo requerido'}>
            {(a) => (
              <select {...a} value={p.tipoPropiedad} onChange={(e) => set({ tipoPropiedad: e.target.value as TipoPreferencia })}>
                <Options values={TIPOS_PREFERENCIA} labels={TIPO_PREFERENCIA_LABELS} empty="Seleccionar" />
              </select>
            )}
          </Field>
          <Field id={`pref-${i}-op`} label="Tipo de operación" error={p.tipoOperacion ? undefined : 'Campo requerido'}>
            {(a) => (
              <select {...a} value={p.tipoOperacion} onChange={(e) => set({ tipoOperacion: e.target.value as TipoOperacionPreferencia })}>
                <Options values={TIPOS_OPERACION_PREFERENCIA} empty="Seleccionar" />
              </select>
            )}
          </Field>
          <Field id={`pref-${i}-presupuesto`} label="Presupuesto">
            {(a) => <input {...a} type="number" min={0} step="0.01" value={p.presupuesto} onChange={(e) => set({ presupuesto: e.target.value })} />}
          </Field>
          <Field id={`pref-${i}-moneda`} label="Moneda del presupuesto">
            {(a) => (
              <select {...a} value={p.moneda ?? 'ARS'} onChange={(e) => set({ moneda: e.target.value as Moneda })}>
                <Options values={MONEDAS} />
              </select>
            )}
          </Field>
          <Field id={`pref-${i}-desc`} label="Descripción">
            {(a) => <textarea {...a} rows={2} value={p.descripcion} onChange={(e) => set({ descripcion: e.target.value })} />}
          </Field>
          <CheckRow>
            <label>
              <input type="checkbox" checked={p.financiacion} onChange={(e) => set({ financiacion: e.target.checked })} /> Financiación
            </label>
          </CheckRow>
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

export function PreferencesPanel({ prefs, form, edits }: { prefs: Cliente['preferenciasBusqueda']; form: ClienteForm | null; edits: ClientFormEdits }) {
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
              <PreferenciaEditor key={p._id ?? `nueva-${i}`} p={p} i={i} edits={edits} />
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

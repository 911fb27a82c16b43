// A comparable's numbers and its ± adjustments, edited in place inside the valuation form's list.
import styled from 'styled-components';
import { ESTADOS_CONSERVACION, ESTADO_CONSERVACION_LABELS, MONEDAS_TASACION, type EstadoConservacion, type MonedaTasacion, type TipoPropiedad } from '@inmo/contracts';
import { AmountInput, Button, Field, FieldGrid, Options } from '@inmo/ui';
import { ButtonRow, Muted } from '../../../components/ui/layout.js';
import type { Fila } from './comparable-rows.js';
import { CAMPOS_COMPARABLE, camposComparableDe, type CampoComparable, type ComparableForm } from './valuation-form.js';

const Edicion = styled.fieldset`
  margin: 8px 0 0;
  padding: 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;

const AjusteFila = styled.div`
  display: grid;
  gap: 8px;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  align-items: end;
  margin-top: 8px;
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const ETIQUETAS_COMPARABLE: Record<CampoComparable, string> = {
  superficieCubierta: 'Cubierta (m²)',
  superficieSemicubierta: 'Semicubierta (m²)',
  superficieDescubierta: 'Descubierta (m²)',
  superficieTerreno: 'Terreno (m²)',
  frente: 'Frente del lote (m)',
  fondo: 'Fondo del lote (m)',
  hectareas: 'Superficie (ha)',
  antiguedad: 'Edad (años)',
};

/** The live result follows every keystroke: each change goes straight to the form's row. */
export function EdicionComparable({ i, fila, tipo, onCambio }: { i: number; fila: Fila; tipo: TipoPropiedad; onCambio: (cambio: Partial<ComparableForm>) => void }) {
  const e = fila.edicion;
  const campos = camposComparableDe(tipo);
  const setAjuste = (j: number, cambio: Partial<ComparableForm['ajustes'][number]>) => onCambio({ ajustes: e.ajustes.map((a, k) => (k === j ? { ...a, ...cambio } : a)) });
  return (
    <Edicion id={`comp-${i}-edicion`}>
      <legend>Datos del comparable {i + 1}</legend>
      <FieldGrid>
        <Field id={`comp-${i}-precio`} label="Precio del comparable">
          {(a) => <AmountInput {...a} nombre="Precio del comparable" moneda={e.moneda} value={e.precio} onChange={(v) => onCambio({ precio: v })} />}
        </Field>
        <Field id={`comp-${i}-moneda`} label="Moneda del precio">
          {(a) => (
            <select {...a} value={e.moneda} onChange={(ev) => onCambio({ moneda: ev.target.value as MonedaTasacion })}>
              <Options values={MONEDAS_TASACION} />
            </select>
          )}
        </Field>
        {CAMPOS_COMPARABLE.filter((k) => campos.includes(k)).map((k) => (
          <Field key={k} id={`comp-${i}-${k}`} label={ETIQUETAS_COMPARABLE[k]}>
            {(a) => <AmountInput {...a} nombre={ETIQUETAS_COMPARABLE[k]} como={k === 'antiguedad' ? 'entero' : 'numero'} value={e.medidas[k]} onChange={(v) => onCambio({ medidas: { ...e.medidas, [k]: v } })} />}
          </Field>
        ))}
        {campos.includes('antiguedad') && (
          <Field id={`comp-${i}-estado`} label="Estado de conservación">
            {(a) => (
              <select {...a} value={e.estado} onChange={(ev) => onCambio({ estado: ev.target.value as EstadoConservacion | '' })}>
                <Options values={ESTADOS_CONSERVACION} labels={ESTADO_CONSERVACION_LABELS} empty="Sin indicar" />
              </select>
            )}
          </Field>
        )}
      </FieldGrid>
      <h4>Ajustes (±%)</h4>
      {e.ajustes.length === 0 && <Muted>Sin ajustes: agregá uno por ubicación, vistas, calidad…</Muted>}
      {e.ajustes.map((a, j) => (
        <AjusteFila key={j}>
          <Field id={`comp-${i}-ajuste-${j}-concepto`} label={`Concepto del ajuste ${j + 1}`}>
            {(p) => <input {...p} value={a.concepto} onChange={(ev) => setAjuste(j, { concepto: ev.target.value })} />}
          </Field>
          <Field id={`comp-${i}-ajuste-${j}-porcentaje`} label={`Porcentaje del ajuste ${j + 1} (%)`}>
            {(p) => <AmountInput {...p} nombre={`Porcentaje del ajuste ${j + 1}`} como="numero" value={a.porcentaje} onChange={(v) => setAjuste(j, { porcentaje: v })} />}
          </Field>
          <Button type="button" $variant="secondary" onClick={() => onCambio({ ajustes: e.ajustes.filter((_, k) => k !== j) })}>
            Quitar ajuste {j + 1}
          </Button>
        </AjusteFila>
      ))}
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={() => onCambio({ ajustes: [...e.ajustes, { concepto: '', porcentaje: '' }] })}>
          Agregar ajuste
        </Button>
      </ButtonRow>
    </Edicion>
  );
}

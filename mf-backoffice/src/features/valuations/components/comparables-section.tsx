// The valuation form's comparables: 'Proponer comparables', the list with a tick and an editor each (with the live
// adjusted price per unit of every comparable that counts), and the fields to add one by hand.
import { useState, type Dispatch, type SetStateAction } from 'react';
import styled from 'styled-components';
import { FUENTE_LABELS, MAXIMO_COMPARABLES, MENSAJES_TASACION, MONEDAS_TASACION, formatNumero, type CalculoTasacion, type MonedaTasacion, type TipoPropiedad } from '@inmo/contracts';
import { Alert, AmountInput, Button, Field, FieldGrid, FormSection, Options } from '@inmo/ui';
import { ButtonRow, Muted } from '../../../components/ui/layout.js';
import { EdicionComparable } from './comparable-editor.js';
import { comparableManual, describirFila, filaDe, manualVacio, type Fila } from './comparable-rows.js';
import { camposDe, type ComparableForm, type LecturaComparable } from './valuation-form.js';
import { valorTexto } from './valuations-page.js';

const Lista = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li > label {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    min-height: 44px;
    padding: 8px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    cursor: pointer;
  }
  li > label > input {
    width: 20px;
    height: 20px;
    flex: none;
  }
  span {
    overflow-wrap: anywhere;
  }
`;

interface Props {
  filas: Fila[];
  setFilas: Dispatch<SetStateAction<Fila[]>>;
  /** Each row's reading (null when not ticked) and its place among the comparables calculated (-1 when none). */
  lecturas: (LecturaComparable | null)[];
  posiciones: number[];
  vivo: CalculoTasacion;
  tipo: TipoPropiedad;
  moneda: MonedaTasacion;
  aviso: string | null;
  setAviso: (aviso: string | null) => void;
  proponiendo: boolean;
  onProponer: () => void;
}

export function ComparablesSection({ filas, setFilas, lecturas, posiciones, vivo, tipo, moneda, aviso, setAviso, proponiendo, onProponer }: Props) {
  const [manual, setManual] = useState(manualVacio);
  const setFila = (i: number, cambio: (f: Fila) => Fila) => setFilas((fs) => fs.map((x, j) => (j === i ? cambio(x) : x)));
  const setEdicion = (i: number, cambio: Partial<ComparableForm>) => setFila(i, (f) => ({ ...f, edicion: { ...f.edicion, ...cambio } }));

  const agregarManual = () => {
    if (filas.length >= MAXIMO_COMPARABLES) {
      setAviso(MENSAJES_TASACION.maximoComparables);
      return;
    }
    const c = comparableManual(manual, tipo);
    if (!c) {
      setAviso('Indicá precio y superficie del comparable');
      return;
    }
    setFilas((f) => [...f, filaDe(c)]);
    setManual(manualVacio);
    setAviso(null);
  };

  return (
    <FormSection>
      <h2>Comparables</h2>
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={onProponer} disabled={proponiendo}>
          {proponiendo ? 'Buscando...' : 'Proponer comparables'}
        </Button>
      </ButtonRow>
      {aviso && <Alert role="alert">{aviso}</Alert>}
      {filas.length === 0 ? (
        <Muted>Todavía no hay comparables: proponelos desde las operaciones y publicaciones de la inmobiliaria, o agregalos a mano.</Muted>
      ) : (
        <Lista aria-label="Comparables">
          {filas.map((f, i) => (
            <li key={`${f.c.fuente}-${f.c.operacion ?? f.c.propiedad ?? 'm'}-${i}`}>
              <label>
                <input type="checkbox" checked={f.usar} onChange={(e) => setFilas((fs) => fs.map((x, j) => (j === i ? { ...x, usar: e.target.checked } : x)))} />
                <span>
                  <strong>{f.c.titulo || 'Comparable'}</strong> — {FUENTE_LABELS[f.c.fuente]}
                  <br />
                  {describirFila(f, lecturas[i] ?? null)}
                  {vivo.ok && vivo.resultado.comparables[posiciones[i] ?? -1] && (
                    <>
                      <br />
                      Precio por {vivo.resultado.unidad} ajustado: {valorTexto(vivo.resultado.comparables[posiciones[i]!]!.precioM2Ajustado, moneda)} (coef. total{' '}
                      {formatNumero(vivo.resultado.comparables[posiciones[i]!]!.coeficientes.total)})
                      {camposDe(tipo).includes('antiguedad') && ` · terreno ${formatNumero(vivo.resultado.comparables[posiciones[i]!]!.porcentajeTerreno)} % sin depreciar`}
                    </>
                  )}
                </span>
              </label>
              <ButtonRow>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-expanded={f.abierta}
                  aria-controls={`comp-${i}-edicion`}
                  aria-label={`${f.abierta ? 'Cerrar' : 'Editar'} comparable ${i + 1}: ${f.c.titulo || 'Comparable'}`}
                  onClick={() => setFila(i, (x) => ({ ...x, abierta: !x.abierta }))}
                >
                  {f.abierta ? 'Cerrar' : 'Editar'}
                </Button>
              </ButtonRow>
              {f.abierta && <EdicionComparable i={i} fila={f} tipo={tipo} onCambio={(cambio) => setEdicion(i, cambio)} />}
            </li>
          ))}
        </Lista>
      )}
      <h3>Agregar comparable</h3>
      <FieldGrid>
        <Field id="man-titulo" label="Descripción">
          {(a) => <input {...a} value={manual.titulo} onChange={(e) => setManual({ ...manual, titulo: e.target.value })} />}
        </Field>
        <Field id="man-precio" label="Precio">
          {(a) => <AmountInput {...a} nombre="Precio" moneda={manual.moneda} value={manual.precio} onChange={(v) => setManual({ ...manual, precio: v })} />}
        </Field>
        <Field id="man-moneda" label="Moneda del comparable">
          {(a) => (
            <select {...a} value={manual.moneda} onChange={(e) => setManual({ ...manual, moneda: e.target.value as MonedaTasacion })}>
              <Options values={MONEDAS_TASACION} />
            </select>
          )}
        </Field>
        <Field id="man-superficie" label={tipo === 'Campo' ? 'Hectáreas del comparable' : 'Superficie del comparable (m²)'}>
          {(a) => <AmountInput {...a} nombre="Superficie del comparable" como="numero" value={manual.superficie} onChange={(v) => setManual({ ...manual, superficie: v })} />}
        </Field>
        <Field id="man-antiguedad" label="Antigüedad del comparable (años)">
          {(a) => <AmountInput {...a} nombre="Antigüedad del comparable" como="entero" value={manual.antiguedad} onChange={(v) => setManual({ ...manual, antiguedad: v })} />}
        </Field>
      </FieldGrid>
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={agregarManual}>
          Agregar comparable
        </Button>
      </ButtonRow>
    </FormSection>
  );
}

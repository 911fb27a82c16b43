// /nueva-tasacion: the subject (type, town, surfaces, age and condition), the currency, the negotiation discount and
// the owner; 'Proponer comparables' brings the agency's closed sales and listings of the same type and town, each
// ticked to count; a comparable can be added by hand; the result is computed live with the same code the API uses.
// 'Guardar tasación' stores it and opens /tasacion/{id}.
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  ESTADOS_CONSERVACION, ESTADO_CONSERVACION_LABELS, FUENTE_LABELS, MAXIMO_COMPARABLES, MENSAJES_TASACION, MONEDAS_TASACION, TIPOS_PROPIEDAD, aNumero, formatNumero,
  type Cliente, type ComparablePropuesto, type Propiedad, type PropiedadPublica, type Tasacion, type EstadoConservacion, type MonedaTasacion, type TipoPropiedad,
} from '@inmo/contracts';
import { useAgencia, useDocumentTitle, useSubmitKey } from '@inmo/shell/platform';
import { Alert, AmountInput, Button, Field, FieldGrid, FormSection, Options, Panel, useToast } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { ButtonRow, Muted, PageHead } from '../../../components/ui/layout.js';
import { SearchSelect, type Opcion } from '../../../components/ui/search-select.js';
import { useBuscarPropietarios } from '../api/buscar-clientes.js';
import { useBuscarPropiedades, usePropiedadElegida } from '../api/buscar-propiedades.js';
import { crearTasacion, editarTasacion, mensajeError, proponerComparables, tasacionesCambiaron } from '../api/valuations-api.js';
import {
  CAMPOS_COMPARABLE, CAMPOS_MEDIDA, camposComparableDe, camposDe, comparableFormDe, conDatosDe, cuerpoDe, formularioDe, formularioVacio, leerComparable, resultadoEnVivo, sujetoDe,
  type CampoComparable, type CampoMedida, type ComparableForm, type LecturaComparable, type TasacionForm,
} from './valuation-form.js';
import { valorTexto } from './valuations-page.js';

const ETIQUETAS: Record<CampoMedida, string> = {
  superficieCubierta: 'Superficie cubierta (m²)',
  superficieSemicubierta: 'Superficie semicubierta (m²)',
  superficieDescubierta: 'Superficie descubierta (m²)',
  superficieTerreno: 'Superficie del terreno (m²)',
  frente: 'Frente (m)',
  fondo: 'Fondo (m)',
  hectareas: 'Hectáreas',
  antiguedad: 'Antigüedad (años)',
  ambientes: 'Ambientes',
};

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

const Resultado = styled.section`
  margin-top: 16px;
  padding: 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 2px solid ${(p) => p.theme.colors.secondary};
  p {
    margin: 4px 0;
  }
  strong {
    font-size: 1.4rem;
  }
`;

interface Fila {
  /** The comparable as proposed or saved; `edicion` holds its numbers as staff correct them. */
  c: ComparablePropuesto;
  usar: boolean;
  edicion: ComparableForm;
  abierta: boolean;
}

const filaDe = (c: ComparablePropuesto): Fila => ({ c, usar: true, edicion: comparableFormDe(c), abierta: false });

const manualVacio = { titulo: '', precio: '', moneda: 'USD' as MonedaTasacion, superficie: '', antiguedad: '' };

const opcionPropiedad = (p: Propiedad | PropiedadPublica): Opcion => ({ id: p.id, texto: p.titulo, detalle: [p.tipo, p.ubicacion?.localidad].filter(Boolean).join(' · ') });

const opcionCliente = (c: Cliente): Opcion => ({ id: c._id, texto: `${c.nombre} ${c.apellido}`, detalle: [c.dni ? `DNI ${c.dni}` : '', c.mail ?? ''].filter(Boolean).join(' · ') });

function describir(c: ComparablePropuesto): string {
  const sup = c.hectareas ?? c.superficieTerreno ?? c.superficieCubierta;
  return [
    valorTexto(c.precio, c.moneda),
    sup !== null ? `${formatNumero(sup)} ${c.hectareas !== null ? 'ha' : 'm²'}` : null,
    c.antiguedad !== null ? `${c.antiguedad} años` : null,
  ].filter(Boolean).join(' · ');
}

/** A row's numbers: as typed when they read, as proposed otherwise. */
const describirFila = (f: Fila, l: LecturaComparable | null) => describir(l?.ok ? l.comparable : f.c);

/** The comparables a saved valuation holds, as the form lists them (all ticked). */
const filasDe = (t: Tasacion): Fila[] =>
  t.comparables.map((c) =>
    filaDe({
      fuente: c.fuente, operacion: c.operacion, propiedad: c.propiedad, titulo: c.titulo, precio: c.precio, moneda: c.moneda,
      superficieCubierta: c.superficieCubierta, superficieSemicubierta: c.superficieSemicubierta, superficieDescubierta: c.superficieDescubierta,
      superficieTerreno: c.superficieTerreno, frente: c.frente, fondo: c.fondo, hectareas: c.hectareas, antiguedad: c.antiguedad, estado: c.estado,
      ajustes: c.ajustes, fecha: c.fecha ?? null,
    }),
  );

export function NewValuationPage() {
  useDocumentTitle('Nueva tasación');
  return <ValuationForm />;
}

/**
 * The valuation's form: a new one, or (with `tasacion`) the correction of a saved one, sent with its version; a
 * stale one is refused (409) with the server's message and the form keeps what was typed.
 */
export function ValuationForm({ tasacion, onGuardada, onCancelar }: { tasacion?: Tasacion; onGuardada?: (t: Tasacion) => void; onCancelar?: () => void }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const agencia = useAgencia();
  const [form, setForm] = useState<TasacionForm>(() => (tasacion ? formularioDe(tasacion) : formularioVacio()));
  const [filas, setFilas] = useState<Fila[]>(() => (tasacion ? filasDe(tasacion) : []));
  const cancelar = onCancelar ?? (() => navigate(paths.tasaciones));
  const [manual, setManual] = useState(manualVacio);
  const [proponiendo, setProponiendo] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const [textoCliente, setTextoCliente] = useState('');
  const propietarios = useBuscarPropietarios(textoCliente);
  const [textoPropiedad, setTextoPropiedad] = useState('');
  const propiedades = useBuscarPropiedades(textoPropiedad);
  const propiedadElegida = usePropiedadElegida(form.propiedad);
  const clave = useSubmitKey();
  const { toast, showToast } = useToast(4000);
  const set = (cambio: Partial<TasacionForm>) => setForm((f) => ({ ...f, ...cambio }));
  const setMedida = (k: CampoMedida, v: string) => setForm((f) => ({ ...f, medidas: { ...f.medidas, [k]: v } }));

  const lecturas = useMemo<(LecturaComparable | null)[]>(() => filas.map((f) => (f.usar ? leerComparable(f.c, f.edicion, form.tipo) : null)), [filas, form.tipo]);
  const elegidos = useMemo(() => lecturas.flatMap((l) => (l?.ok ? [l.comparable] : [])), [lecturas]);
  const errorComparable = lecturas.find((l): l is { ok: false; error: string } => l !== null && !l.ok)?.error ?? null;
  /** Each ticked row's place among the comparables calculated. */
  const posiciones = useMemo(() => {
    let n = 0;
    return lecturas.map((l) => (l?.ok ? n++ : -1));
  }, [lecturas]);
  const cotizacion = agencia.cotizacionDolar?.valor ?? null;
  const calculo = useMemo(() => resultadoEnVivo(form, elegidos, cotizacion), [form, elegidos, cotizacion]);
  const vivo = errorComparable ? { ok: false as const, campo: 'comparables', error: errorComparable } : calculo;
  const setFila = (i: number, cambio: (f: Fila) => Fila) => setFilas((fs) => fs.map((x, j) => (j === i ? cambio(x) : x)));
  const setEdicion = (i: number, cambio: Partial<ComparableForm>) => setFila(i, (f) => ({ ...f, edicion: { ...f.edicion, ...cambio } }));

  const proponer = async () => {
    setAviso(null);
    if (!form.localidad.trim()) {
      setAviso('Ingrese la localidad');
      return;
    }
    setProponiendo(true);
    try {
      const propuestos = await proponerComparables({ sujeto: sujetoDe(form), moneda: form.moneda, descuentoNegociacion: aNumero(form.descuento) ?? 7 });
      setFilas((actuales) => [...actuales.filter((f) => f.c.fuente === 'manual'), ...propuestos.map(filaDe)]);
      if (propuestos.length === 0) setAviso('No hay operaciones ni publicaciones de ese tipo en esa localidad: agregá comparables a mano.');
    } catch (err) {
      setAviso(mensajeError(err, 'No se pudieron proponer comparables'));
    } finally {
      setProponiendo(false);
    }
  };

  const agregarManual = () => {
    if (filas.length >= MAXIMO_COMPARABLES) {
      setAviso(MENSAJES_TASACION.maximoComparables);
      return;
    }
    const precio = aNumero(manual.precio);
    const sup = aNumero(manual.superficie);
    if (!precio || !sup || Number.isNaN(precio) || Number.isNaN(sup)) {
      setAviso('Indicá precio y superficie del comparable');
      return;
    }
    const campoSup = form.tipo === 'Campo' ? 'hectareas' : form.tipo === 'Terreno' ? 'superficieTerreno' : 'superficieCubierta';
    const antiguedad = aNumero(manual.antiguedad);
    const c: ComparablePropuesto = {
      fuente: 'manual', operacion: null, propiedad: null, titulo: manual.titulo.trim(), precio, moneda: manual.moneda,
      superficieCubierta: null, superficieSemicubierta: null, superficieDescubierta: null, superficieTerreno: null, frente: null, fondo: null, hectareas: null,
      antiguedad: antiguedad !== null && !Number.isNaN(antiguedad) ? antiguedad : null, estado: null, ajustes: [], fecha: null,
      [campoSup]: sup,
    };
    setFilas((f) => [...f, filaDe(c)]);
    setManual(manualVacio);
    setAviso(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!vivo.ok) {
      setAviso(vivo.error);
      return;
    }
    setEnviando(true);
    try {
      const body = cuerpoDe(form, elegidos);
      if (tasacion) {
        const r = await editarTasacion(tasacion._id, { ...body, version: tasacion.version });
        void tasacionesCambiaron(mutate);
        onGuardada?.(r.data);
        return;
      }
      const r = await crearTasacion(body, clave.for(body));
      clave.done();
      void tasacionesCambiaron(mutate);
      showToast(r.message || 'Tasación creada', 'success');
      navigate(`/tasacion/${encodeURIComponent(r.data._id)}`);
    } catch (err) {
      showToast(mensajeError(err, tasacion ? 'Error al guardar la tasación' : 'Error al crear la tasación'), 'error');
      setEnviando(false);
    }
  };

  return (
    <>
      {!tasacion && (
        <PageHead>
          <h1>Nueva Tasación</h1>
          <Button $variant="secondary" type="button" onClick={cancelar}>
            Volver
          </Button>
        </PageHead>
      )}
      <Panel as="form" onSubmit={submit} noValidate aria-label={tasacion ? 'Editar tasación' : 'Nueva tasación'}>
        <FormSection>
          <h2>Inmueble a tasar</h2>
          <SearchSelect
            label="Propiedad de la inmobiliaria (opcional)"
            opciones={propiedades.propiedades.map(opcionPropiedad)}
            valor={form.propiedad}
            elegida={propiedadElegida ? opcionPropiedad(propiedadElegida) : null}
            onChange={(id) => {
              const p = propiedades.propiedades.find((x) => x.id === id);
              setForm((f) => (p ? conDatosDe(f, p as unknown as Parameters<typeof conDatosDe>[1]) : { ...f, propiedad: id }));
            }}
            onBuscar={setTextoPropiedad}
            buscando={propiedades.buscando}
            placeholder="Buscar por título (mínimo 2 letras): su foto va al informe"
          />
          <FieldGrid>
            <Field id="tas-tipo" label="Tipo de propiedad">
              {(a) => (
                <select {...a} value={form.tipo} onChange={(e) => set({ tipo: e.target.value as TipoPropiedad })}>
                  <Options values={TIPOS_PROPIEDAD} />
                </select>
              )}
            </Field>
            <Field id="tas-localidad" label="Localidad">
              {(a) => <input {...a} value={form.localidad} onChange={(e) => set({ localidad: e.target.value })} />}
            </Field>
            <Field id="tas-direccion" label="Dirección">
              {(a) => <input {...a} value={form.direccion} onChange={(e) => set({ direccion: e.target.value })} />}
            </Field>
            {CAMPOS_MEDIDA.filter((k) => camposDe(form.tipo).includes(k)).map((k) => (
              <Field key={k} id={`tas-${k}`} label={ETIQUETAS[k]}>
                {(a) => <AmountInput {...a} nombre={ETIQUETAS[k]} como={k === 'antiguedad' || k === 'ambientes' ? 'entero' : 'numero'} value={form.medidas[k]} onChange={(v) => setMedida(k, v)} />}
              </Field>
            ))}
            {camposDe(form.tipo).includes('antiguedad') && (
              <Field id="tas-estado" label="Estado">
                {(a) => (
                  <select {...a} value={form.estado} onChange={(e) => set({ estado: e.target.value as EstadoConservacion | '' })}>
                    <Options values={ESTADOS_CONSERVACION} labels={ESTADO_CONSERVACION_LABELS} empty="Sin indicar" />
                  </select>
                )}
              </Field>
            )}
            <Field id="tas-moneda" label="Moneda">
              {(a) => (
                <select {...a} value={form.moneda} onChange={(e) => set({ moneda: e.target.value as MonedaTasacion })}>
                  <Options values={MONEDAS_TASACION} />
                </select>
              )}
            </Field>
            <Field id="tas-descuento" label="Descuento de negociación (%)" hint="Se aplica al precio pedido de las publicaciones">
              {(a) => <AmountInput {...a} nombre="Descuento de negociación" como="numero" value={form.descuento} onChange={(v) => set({ descuento: v })} />}
            </Field>
            {camposDe(form.tipo).includes('superficieSemicubierta') &&
              (['cubierta', 'semicubierta', 'descubierta'] as const).map((k) => (
                <Field key={k} id={`tas-peso-${k}`} label={`Peso de la superficie ${k} (%)`}>
                  {(a) => <AmountInput {...a} nombre={`Peso de la superficie ${k}`} como="numero" value={form.pesos[k]} onChange={(v) => set({ pesos: { ...form.pesos, [k]: v } })} />}
                </Field>
              ))}
            {camposDe(form.tipo).includes('antiguedad') && (
              <>
                <Field id="tas-terreno" label="Terreno (% del precio)" hint="La antigüedad y el estado deprecian solo el edificio; esta parte del precio no se deprecia">
                  {(a) => <AmountInput {...a} nombre="Porcentaje del terreno" como="numero" value={form.terreno} onChange={(v) => set({ terreno: v })} />}
                </Field>
                <Field id="tas-valor-tierra" label={`Valor del terreno por m² (${form.moneda}, opcional)`} hint="Con este valor, la parte del terreno es su superficie por este valor">
                  {(a) => <AmountInput {...a} nombre="Valor del terreno por m²" moneda={form.moneda} value={form.valorTierra} onChange={(v) => set({ valorTierra: v })} />}
                </Field>
              </>
            )}
          </FieldGrid>
          <SearchSelect
            label="Propietario"
            opciones={propietarios.clientes.map(opcionCliente)}
            valor={form.cliente}
            onChange={(id) => set({ cliente: id })}
            onBuscar={setTextoCliente}
            buscando={propietarios.buscando}
            placeholder="Buscar cliente por nombre o DNI (mínimo 2 letras)"
          />
        </FormSection>
        <FormSection>
          <h2>Comparables</h2>
          <ButtonRow>
            <Button type="button" $variant="secondary" onClick={proponer} disabled={proponiendo}>
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
                          Precio por {vivo.resultado.unidad} ajustado: {valorTexto(vivo.resultado.comparables[posiciones[i]!]!.precioM2Ajustado, form.moneda)} (coef. total{' '}
                          {formatNumero(vivo.resultado.comparables[posiciones[i]!]!.coeficientes.total)})
                          {camposDe(form.tipo).includes('antiguedad') && ` · terreno ${formatNumero(vivo.resultado.comparables[posiciones[i]!]!.porcentajeTerreno)} % sin depreciar`}
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
                  {f.abierta && <EdicionComparable i={i} fila={f} tipo={form.tipo} onCambio={(cambio) => setEdicion(i, cambio)} />}
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
            <Field id="man-superficie" label={form.tipo === 'Campo' ? 'Hectáreas del comparable' : 'Superficie del comparable (m²)'}>
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
        <Resultado aria-label="Resultado" aria-live="polite">
          <h2>Resultado</h2>
          {vivo.ok ? (
            <>
              <p>
                Valor sugerido: <strong data-testid="valor-sugerido">{valorTexto(vivo.resultado.valor.sugerido, vivo.resultado.valor.moneda)}</strong>
              </p>
              <p>
                Rango: {valorTexto(vivo.resultado.valor.minimo, form.moneda)} a {valorTexto(vivo.resultado.valor.maximo, form.moneda)}
              </p>
              {camposDe(form.tipo).includes('antiguedad') && (
                <p data-testid="partes">
                  {`Terreno: ${valorTexto(vivo.resultado.partes.terreno, form.moneda)} (${formatNumero(vivo.resultado.partes.porcentajeTerreno)} %, sin depreciar) · Edificio: ${valorTexto(vivo.resultado.partes.edificio, form.moneda)}`}
                </p>
              )}
              <p>
                Precio por {vivo.resultado.unidad} ajustado (mediana): {valorTexto(vivo.resultado.porM2, form.moneda)} · superficie homogeneizada {formatNumero(vivo.resultado.superficieHomogenea)} {vivo.resultado.unidad}
              </p>
            </>
          ) : (
            <Muted>{vivo.error}</Muted>
          )}
        </Resultado>
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={cancelar}>
            Cancelar
          </Button>
          <Button type="submit" disabled={enviando}>
            {enviando ? 'Guardando...' : tasacion ? 'Guardar cambios' : 'Guardar tasación'}
          </Button>
        </ButtonRow>
      </Panel>
      {toast}
    </>
  );
}

/** A comparable's numbers and its ± adjustments, edited in place; the live result follows every keystroke. */
function EdicionComparable({ i, fila, tipo, onCambio }: { i: number; fila: Fila; tipo: TipoPropiedad; onCambio: (cambio: Partial<ComparableForm>) => void }) {
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

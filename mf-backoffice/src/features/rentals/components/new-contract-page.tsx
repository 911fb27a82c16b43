// /nuevo-contrato: the property, owner and tenant picked with the searches every form uses, the guarantors, the terms
// and the adjustment (index, every how many months, the percentage for FIJO) with the convention explained. The body
// is checked with the contract's own schema before it is sent (with an Idempotency-Key); then the contract opens.
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  CONVENCION_INDICES, MENSAJE_CONTRATO_AJENO, DESTINOS_CONTRATO, DESTINO_LABELS, REZAGO_POR_DEFECTO, INDICES_AJUSTE, INDICE_LABELS, MONEDAS_CONTRATO, TIPOS_GARANTE, TIPO_GARANTE_LABELS, formatPrecio, validarNuevoContrato,
  type Cliente, type ErroresCampo, type IndiceAjuste, type NuevoContratoRequest, type Propiedad, type PropiedadPublica, type TipoGarante,
} from '@inmo/contracts';
import { ApiError, useDocumentTitle, useSubmitKey } from '@inmo/shell/platform';
import { Alert, AmountInput, Button, Field, FieldGrid, FormSection, Hint, Options, Panel, useToast } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { ButtonRow, PageHead } from '../../../components/ui/layout.js';
import { SearchSelect, type Opcion } from '../../../components/ui/search-select.js';
import { useBuscarClientes, useBuscarPropiedades, useClienteElegido, usePropiedadElegida } from '../../../components/ui/busquedas.js';
import { usePuedeEditarPropiedad } from '../api/permisos-propiedad.js';
import { contratosCambiaron, crearContrato } from '../api/contratos.js';
import { RezagoField } from './rezago-field.js';

interface GaranteForm {
  nombre: string;
  apellido: string;
  dni: string;
  telefono: string;
  tipo: TipoGarante;
}

export interface ContratoForm {
  propiedad: string;
  propietario: string;
  inquilino: string;
  inicio: string;
  meses: string;
  moneda: (typeof MONEDAS_CONTRATO)[number];
  montoInicial: string;
  indice: IndiceAjuste;
  cadaMeses: string;
  porcentaje: string;
  rezagoMeses: string;
  diaVencimiento: string;
  punitorioDiario: string;
  comisionAdministracion: string;
  deposito: string;
  destino: '' | (typeof DESTINOS_CONTRATO)[number];
  garantes: GaranteForm[];
}

export const formularioVacio = (): ContratoForm => ({
  propiedad: '', propietario: '', inquilino: '', inicio: '', meses: '24', moneda: 'ARS', montoInicial: '', indice: 'ICL', cadaMeses: '12', porcentaje: '', rezagoMeses: String(REZAGO_POR_DEFECTO),
  diaVencimiento: '10', punitorioDiario: '', comisionAdministracion: '', deposito: '', destino: 'vivienda', garantes: [],
});

const vacioEsNull = (v: string) => (v.trim() === '' ? null : v);

export function aPayload(f: ContratoForm): NuevoContratoRequest {
  return {
    propiedad: f.propiedad, propietario: f.propietario, inquilino: f.inquilino, inicio: f.inicio, meses: vacioEsNull(f.meses), moneda: f.moneda,
    montoInicial: vacioEsNull(f.montoInicial), ajuste: { indice: f.indice, cadaMeses: vacioEsNull(f.cadaMeses), porcentaje: f.indice === 'FIJO' ? vacioEsNull(f.porcentaje) : null, rezagoMeses: Number(f.rezagoMeses) },
    diaVencimiento: vacioEsNull(f.diaVencimiento), punitorioDiario: vacioEsNull(f.punitorioDiario), comisionAdministracion: vacioEsNull(f.comisionAdministracion),
    deposito: vacioEsNull(f.deposito), destino: f.destino || null, garantes: f.garantes,
  };
}

const Garante = styled.fieldset`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 12px;
  margin: 0 0 12px;
  min-width: 0;
`;

const opcionPropiedad = (p: Propiedad | PropiedadPublica): Opcion => ({ id: p.id, texto: p.titulo, detalle: [p.tipo, p.ubicacion?.localidad, formatPrecio(p.precio)].filter(Boolean).join(' · ') });
const opcionCliente = (c: Cliente): Opcion => ({ id: c._id, texto: `${c.nombre} ${c.apellido}`, detalle: [c.dni ? `DNI ${c.dni}` : 'Sin DNI', c.mail ?? ''].filter(Boolean).join(' · ') });

export function NewContractPage() {
  useDocumentTitle('Nuevo contrato');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [form, setForm] = useState<ContratoForm>(formularioVacio);
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [enviando, setEnviando] = useState(false);
  const clave = useSubmitKey();
  const { toast, showToast } = useToast(4000);
  const [textoProp, setTextoProp] = useState('');
  const [textoDueno, setTextoDueno] = useState('');
  const [textoInq, setTextoInq] = useState('');
  const props = useBuscarPropiedades(textoProp);
  const duenos = useBuscarClientes(textoDueno);
  const inquilinos = useBuscarClientes(textoInq);
  const propElegida = usePropiedadElegida(form.propiedad);
  // A contract needs the right to edit its listing: a listing the caller may not edit is named at once.
  const propiedadAjena = usePuedeEditarPropiedad(form.propiedad || undefined) === false;
  const duenoElegido = useClienteElegido(form.propietario);
  const inqElegido = useClienteElegido(form.inquilino);
  const opcionesProp = useMemo(() => props.propiedades.map(opcionPropiedad), [props.propiedades]);
  const opcionesDueno = useMemo(() => duenos.clientes.map(opcionCliente), [duenos.clientes]);
  const opcionesInq = useMemo(() => inquilinos.clientes.map(opcionCliente), [inquilinos.clientes]);
  const set = (cambio: Partial<ContratoForm>) => setForm((f) => ({ ...f, ...cambio }));
  const setGarante = (i: number, cambio: Partial<GaranteForm>) => setForm((f) => ({ ...f, garantes: f.garantes.map((g, j) => (j === i ? { ...g, ...cambio } : g)) }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = aPayload(form);
    const errs = validarNuevoContrato(payload);
    setErrores(errs);
    if (Object.keys(errs).length) {
      showToast('Revisá los campos marcados', 'error');
      return;
    }
    setEnviando(true);
    try {
      const r = await crearContrato(payload, clave.for(payload));
      clave.done();
      void contratosCambiaron(mutate);
      showToast(r.message || 'Contrato creado', 'success');
      navigate(`/contrato/${encodeURIComponent(r.data._id)}`);
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrores(err.errors);
      showToast((err instanceof ApiError && err.serverError) || 'Error al crear el contrato', 'error');
      setEnviando(false);
    }
  };

  return (
    <>
      <PageHead>
        <h1>Nuevo contrato de alquiler</h1>
        <Button $variant="secondary" type="button" onClick={() => navigate(paths.alquileres)}>
          Volver
        </Button>
      </PageHead>
      <Panel as="form" onSubmit={submit} noValidate aria-label="Nuevo contrato">
        {(props.error || duenos.error || inquilinos.error) && <Alert role="alert">Error al buscar</Alert>}
        <FormSection>
          <legend>Partes</legend>
          <FieldGrid>
            <SearchSelect label="Propiedad" opciones={opcionesProp} valor={form.propiedad} elegida={propElegida ? opcionPropiedad(propElegida) : null}
              onChange={(id) => set({ propiedad: id })} onBuscar={setTextoProp} buscando={props.buscando} error={errores.propiedad} placeholder="Buscar por título, calle o código (mínimo 2 letras)" />
            <SearchSelect label="Propietario" opciones={opcionesDueno} valor={form.propietario} elegida={duenoElegido ? opcionCliente(duenoElegido) : null} excluir={form.inquilino}
              onChange={(id) => set({ propietario: id })} onBuscar={setTextoDueno} buscando={duenos.buscando} error={errores.propietario} placeholder="Buscar cliente por nombre o DNI" />
            <SearchSelect label="Inquilino" opciones={opcionesInq} valor={form.inquilino} elegida={inqElegido ? opcionCliente(inqElegido) : null} excluir={form.propietario}
              onChange={(id) => set({ inquilino: id })} onBuscar={setTextoInq} buscando={inquilinos.buscando} error={errores.inquilino} placeholder="Buscar cliente por nombre o DNI" />
          </FieldGrid>
          {propiedadAjena && <Alert role="alert">{MENSAJE_CONTRATO_AJENO}</Alert>}
        </FormSection>
        <FormSection>
          <legend>Condiciones</legend>
          <FieldGrid>
            <Field id="ct-inicio" label="Inicio" error={errores.inicio}>
              {(a) => <input {...a} type="date" value={form.inicio} onChange={(e) => set({ inicio: e.target.value })} />}
            </Field>
            <Field id="ct-meses" label="Duración (meses)" error={errores.meses}>
              {(a) => <AmountInput {...a} nombre="Duración en meses" como="entero" value={form.meses} onChange={(v) => set({ meses: v })} />}
            </Field>
            <Field id="ct-moneda" label="Moneda" error={errores.moneda}>
              {(a) => (
                <select {...a} value={form.moneda} onChange={(e) => set({ moneda: e.target.value as ContratoForm['moneda'] })}>
                  <Options values={MONEDAS_CONTRATO} />
                </select>
              )}
            </Field>
            <Field id="ct-monto" label="Monto inicial" error={errores.montoInicial}>
              {(a) => <AmountInput {...a} nombre="Monto inicial" moneda={form.moneda} value={form.montoInicial} onChange={(v) => set({ montoInicial: v })} />}
            </Field>
            <Field id="ct-dia" label="Día de vencimiento (1–28)" error={errores.diaVencimiento}>
              {(a) => <AmountInput {...a} nombre="Día de vencimiento" como="entero" value={form.diaVencimiento} onChange={(v) => set({ diaVencimiento: v })} />}
            </Field>
            <Field id="ct-punitorio" label="Punitorio diario (%)" error={errores.punitorioDiario}>
              {(a) => <AmountInput {...a} nombre="Punitorio diario" como="numero" placeholder="0" value={form.punitorioDiario} onChange={(v) => set({ punitorioDiario: v })} />}
            </Field>
            <Field id="ct-comision" label="Comisión de administración (%)" error={errores.comisionAdministracion}>
              {(a) => <AmountInput {...a} nombre="Comisión de administración" como="numero" placeholder="0" value={form.comisionAdministracion} onChange={(v) => set({ comisionAdministracion: v })} />}
            </Field>
            <Field id="ct-deposito" label="Depósito" error={errores.deposito}>
              {(a) => <AmountInput {...a} nombre="Depósito" moneda={form.moneda} placeholder="Sin depósito" value={form.deposito} onChange={(v) => set({ deposito: v })} />}
            </Field>
            <Field id="ct-destino" label="Destino" error={errores.destino}>
              {(a) => (
                <select {...a} value={form.destino} onChange={(e) => set({ destino: e.target.value as ContratoForm['destino'] })}>
                  <Options values={DESTINOS_CONTRATO} labels={DESTINO_LABELS} empty="Sin indicar" />
                </select>
              )}
            </Field>
          </FieldGrid>
        </FormSection>
        <FormSection>
          <legend>Ajuste</legend>
          <FieldGrid>
            <Field id="ct-indice" label="Índice" error={errores['ajuste.indice']}>
              {(a) => (
                <select {...a} value={form.indice} onChange={(e) => set({ indice: e.target.value as IndiceAjuste })}>
                  <Options values={INDICES_AJUSTE} labels={INDICE_LABELS} />
                </select>
              )}
            </Field>
            {form.indice !== 'NINGUNO' && (
              <Field id="ct-cada" label="Cada cuántos meses" error={errores['ajuste.cadaMeses']}>
                {(a) => <AmountInput {...a} nombre="Cada cuántos meses" como="entero" value={form.cadaMeses} onChange={(v) => set({ cadaMeses: v })} />}
              </Field>
            )}
            <RezagoField id="ct-rezago" indice={form.indice} value={form.rezagoMeses} onChange={(v) => set({ rezagoMeses: v })} error={errores['ajuste.rezagoMeses']} />
            {form.indice === 'FIJO' && (
              <Field id="ct-porcentaje" label="Porcentaje de ajuste (%)" error={errores['ajuste.porcentaje']}>
                {(a) => <AmountInput {...a} nombre="Porcentaje de ajuste" como="numero" value={form.porcentaje} onChange={(v) => set({ porcentaje: v })} />}
              </Field>
            )}
          </FieldGrid>
          <Hint>{CONVENCION_INDICES}</Hint>
        </FormSection>
        <FormSection>
          <legend>Garantes</legend>
          {form.garantes.map((g, i) => (
            <Garante key={i}>
              <legend>{`Garante ${i + 1}`}</legend>
              <FieldGrid>
                <Field id={`gt-nombre-${i}`} label="Nombre" error={errores[`garantes.${i}.nombre`]}>
                  {(a) => <input {...a} value={g.nombre} onChange={(e) => setGarante(i, { nombre: e.target.value })} />}
                </Field>
                <Field id={`gt-apellido-${i}`} label="Apellido" error={errores[`garantes.${i}.apellido`]}>
                  {(a) => <input {...a} value={g.apellido} onChange={(e) => setGarante(i, { apellido: e.target.value })} />}
                </Field>
                <Field id={`gt-dni-${i}`} label="DNI" error={errores[`garantes.${i}.dni`]}>
                  {(a) => <input {...a} inputMode="numeric" value={g.dni} onChange={(e) => setGarante(i, { dni: e.target.value })} />}
                </Field>
                <Field id={`gt-tel-${i}`} label="Teléfono" error={errores[`garantes.${i}.telefono`]}>
                  {(a) => <input {...a} type="tel" value={g.telefono} onChange={(e) => setGarante(i, { telefono: e.target.value })} />}
                </Field>
                <Field id={`gt-tipo-${i}`} label="Garantía" error={errores[`garantes.${i}.tipo`]}>
                  {(a) => (
                    <select {...a} value={g.tipo} onChange={(e) => setGarante(i, { tipo: e.target.value as TipoGarante })}>
                      <Options values={TIPOS_GARANTE} labels={TIPO_GARANTE_LABELS} />
                    </select>
                  )}
                </Field>
              </FieldGrid>
              <Button $variant="secondary" type="button" onClick={() => setForm((f) => ({ ...f, garantes: f.garantes.filter((_, j) => j !== i) }))}>
                Quitar garante
              </Button>
            </Garante>
          ))}
          <Button $variant="secondary" type="button" onClick={() => setForm((f) => ({ ...f, garantes: [...f.garantes, { nombre: '', apellido: '', dni: '', telefono: '', tipo: 'propietaria' }] }))}>
            + Agregar garante
          </Button>
        </FormSection>
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={() => navigate(paths.alquileres)}>
            Cancelar
          </Button>
          <Button type="submit" disabled={enviando || propiedadAjena}>
            {enviando ? 'Creando...' : 'Crear contrato'}
          </Button>
        </ButtonRow>
      </Panel>
      {toast}
    </>
  );
}

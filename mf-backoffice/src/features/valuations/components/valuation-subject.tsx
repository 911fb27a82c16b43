// The valuation form's subject: the agency's property it may be (its data fill the form and its photo goes to the
// report), type, town, address, the surfaces and age the type has, condition, currency, negotiation discount, the
// weights of the surfaces, the land's share, and the owner.
import { useState, type Dispatch, type SetStateAction } from 'react';
import {
  ESTADOS_CONSERVACION, ESTADO_CONSERVACION_LABELS, MONEDAS_TASACION, TIPOS_PROPIEDAD,
  type Cliente, type EstadoConservacion, type MonedaTasacion, type Propiedad, type PropiedadPublica, type TipoPropiedad,
} from '@inmo/contracts';
import { AmountInput, Field, FieldGrid, FormSection, Options } from '@inmo/ui';
import { SearchSelect, type Opcion } from '../../../components/ui/search-select.js';
import { useBuscarClientes, useBuscarPropiedades, usePropiedadElegida } from '../../../components/ui/busquedas.js';
import { CAMPOS_MEDIDA, camposDe, conDatosDe, type CampoMedida, type TasacionForm } from './valuation-form.js';

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

const opcionPropiedad = (p: Propiedad | PropiedadPublica): Opcion => ({ id: p.id, texto: p.titulo, detalle: [p.tipo, p.ubicacion?.localidad].filter(Boolean).join(' · ') });

const opcionCliente = (c: Cliente): Opcion => ({ id: c._id, texto: `${c.nombre} ${c.apellido}`, detalle: [c.dni ? `DNI ${c.dni}` : '', c.mail ?? ''].filter(Boolean).join(' · ') });

export function ValuationSubject({ form, setForm }: { form: TasacionForm; setForm: Dispatch<SetStateAction<TasacionForm>> }) {
  const [textoCliente, setTextoCliente] = useState('');
  const propietarios = useBuscarClientes(textoCliente);
  const [textoPropiedad, setTextoPropiedad] = useState('');
  const propiedades = useBuscarPropiedades(textoPropiedad);
  const propiedadElegida = usePropiedadElegida(form.propiedad);
  const set = (cambio: Partial<TasacionForm>) => setForm((f) => ({ ...f, ...cambio }));
  const setMedida = (k: CampoMedida, v: string) => setForm((f) => ({ ...f, medidas: { ...f.medidas, [k]: v } }));
  const campos = camposDe(form.tipo);

  return (
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
        {CAMPOS_MEDIDA.filter((k) => campos.includes(k)).map((k) => (
          <Field key={k} id={`tas-${k}`} label={ETIQUETAS[k]}>
            {(a) => <AmountInput {...a} nombre={ETIQUETAS[k]} como={k === 'antiguedad' || k === 'ambientes' ? 'entero' : 'numero'} value={form.medidas[k]} onChange={(v) => setMedida(k, v)} />}
          </Field>
        ))}
        {campos.includes('antiguedad') && (
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
        {campos.includes('superficieSemicubierta') &&
          (['cubierta', 'semicubierta', 'descubierta'] as const).map((k) => (
            <Field key={k} id={`tas-peso-${k}`} label={`Peso de la superficie ${k} (%)`}>
              {(a) => <AmountInput {...a} nombre={`Peso de la superficie ${k}`} como="numero" value={form.pesos[k]} onChange={(v) => set({ pesos: { ...form.pesos, [k]: v } })} />}
            </Field>
          ))}
        {campos.includes('antiguedad') && (
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
  );
}

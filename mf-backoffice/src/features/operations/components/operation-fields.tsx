// The operation form's fields, shared by /nueva-operacion and the correction of an operation (/operacion/{id}):
// type, property search (choosing one brings its price and currency), amount, currency, date, description, both
// parties' searches, the agent (default: whoever records it) and the commission (a percentage of the amount or a
// fixed amount).
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  MONEDAS, OPERACIONES, OPERACION_LABELS, TIPOS_COMISION, TIPO_COMISION_LABELS, formatPrecio,
  type Cliente, type ErroresCampo, type Moneda, type Operacion, type Propiedad, type PropiedadPublica, type TipoComision, type UsuarioRef,
} from '@inmo/contracts';
import { Alert, AmountInput, Field, FieldGrid, Options } from '@inmo/ui';
import { useBuscarClientes, useBuscarPropiedades, useClienteElegido, usePropiedadElegida } from '../../../components/ui/busquedas.js';
import { SearchSelect, type Opcion } from '../../../components/ui/search-select.js';
import { useEquipo } from '../../../components/ui/equipo.js';
import { conPrecioDe, type OperacionForm } from './operation-form.js';

const Spaced = styled.div`
  margin: 14px 0;
`;

const opcionPropiedad = (p: Propiedad | PropiedadPublica): Opcion => ({
  id: p.id,
  texto: p.titulo,
  detalle: [p.tipo, OPERACION_LABELS[p.operacion], p.ubicacion?.localidad, formatPrecio(p.precio)].filter(Boolean).join(' · '),
});

const opcionCliente = (c: Cliente): Opcion => ({
  id: c._id,
  texto: `${c.nombre} ${c.apellido}`,
  detalle: [c.dni ? `DNI ${c.dni}` : 'Sin DNI', c.mail ?? ''].filter(Boolean).join(' · '),
});

export interface OperationFieldsProps {
  form: OperacionForm;
  onChange: (update: (f: OperacionForm) => OperacionForm) => void;
  errores: ErroresCampo;
  /** The agent option when none is chosen: 'Yo (quien registra)' for a new one; the stored agent for an edit. */
  agenteActual?: UsuarioRef | null;
}

export function OperationFields({ form, onChange, errores, agenteActual }: OperationFieldsProps) {
  // Each search asks the API as staff type (10 matches); the choices are read by id (a draft brought back too).
  const [textoProp, setTextoProp] = useState('');
  const [textoOferente, setTextoOferente] = useState('');
  const [textoReceptor, setTextoReceptor] = useState('');
  const props = useBuscarPropiedades(textoProp);
  const oferentes = useBuscarClientes(textoOferente);
  const receptores = useBuscarClientes(textoReceptor);
  const equipo = useEquipo();
  const propElegida = usePropiedadElegida(form.propiedad);
  const oferenteElegido = useClienteElegido(form.oferente);
  const receptorElegido = useClienteElegido(form.receptor);
  const opcionesProp: Opcion[] = useMemo(() => props.propiedades.map(opcionPropiedad), [props.propiedades]);
  const opcionesOferente: Opcion[] = useMemo(() => oferentes.clientes.map(opcionCliente), [oferentes.clientes]);
  const opcionesReceptor: Opcion[] = useMemo(() => receptores.clientes.map(opcionCliente), [receptores.clientes]);
  const agentes = agenteActual && !equipo.some((u) => u._id === agenteActual._id) ? [agenteActual, ...equipo] : equipo;
  const set = (cambio: Partial<OperacionForm>) => onChange((f) => ({ ...f, ...cambio }));

  return (
    <>
      {props.error && <Alert role="alert">Error al cargar las propiedades</Alert>}
      {(oferentes.error || receptores.error) && <Alert role="alert">Error al cargar los clientes</Alert>}
      <FieldGrid>
        <Field id="op-tipo" label="Tipo de operación" error={errores.operacion}>
          {(a) => (
            <select {...a} value={form.operacion} onChange={(e) => set({ operacion: e.target.value as Operacion | '' })}>
              <Options values={OPERACIONES} labels={OPERACION_LABELS} empty="Seleccione el tipo" />
            </select>
          )}
        </Field>
        <SearchSelect
          label="Propiedad"
          opciones={opcionesProp}
          valor={form.propiedad}
          elegida={propElegida ? opcionPropiedad(propElegida) : null}
          onChange={(id) => {
            const p = props.propiedades.find((x) => x.id === id);
            onChange((f) => conPrecioDe({ ...f, propiedad: id }, id ? p?.precio : null));
          }}
          onBuscar={setTextoProp}
          buscando={props.buscando}
          error={errores.propiedad}
          placeholder="Buscar por título (mínimo 2 letras)"
        />
        <Field id="op-monto" label="Monto" error={errores.montoDinero}>
          {(a) => <AmountInput {...a} nombre="Monto" moneda={form.moneda} value={form.montoDinero} onChange={(v) => set({ montoDinero: v })} />}
        </Field>
        <Field id="op-moneda" label="Moneda">
          {(a) => (
            <select {...a} value={form.moneda} onChange={(e) => set({ moneda: e.target.value as Moneda })}>
              <Options values={MONEDAS} />
            </select>
          )}
        </Field>
        <Field id="op-fecha" label="Fecha de concreción">
          {(a) => <input {...a} type="date" value={form.fechaConcretada} onChange={(e) => set({ fechaConcretada: e.target.value })} />}
        </Field>
        <Field id="op-agente" label="Agente" error={errores.agente}>
          {(a) => (
            <select {...a} value={form.agente} onChange={(e) => set({ agente: e.target.value })}>
              {!agenteActual && <option value="">Yo (quien registra)</option>}
              {agentes.map((u) => (
                <option key={u._id} value={u._id}>
                  {u.nombre}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="op-comision-tipo" label="Comisión">
          {(a) => (
            <select {...a} value={form.comisionTipo} onChange={(e) => set({ comisionTipo: e.target.value as TipoComision })}>
              <Options values={TIPOS_COMISION} labels={TIPO_COMISION_LABELS} />
            </select>
          )}
        </Field>
        <Field id="op-comision" label={form.comisionTipo === 'porcentaje' ? 'Comisión (%)' : `Comisión (${form.moneda})`} error={errores['comision.valor'] ?? errores.comision}>
          {(a) => (
            <AmountInput {...a} nombre="Comisión" como={form.comisionTipo === 'porcentaje' ? 'numero' : 'monto'} moneda={form.moneda} placeholder="Sin comisión"
              value={form.comisionValor} onChange={(v) => set({ comisionValor: v })} />
          )}
        </Field>
      </FieldGrid>
      <Spaced>
        <Field id="op-desc" label="Descripción">
          {(a) => <textarea {...a} rows={3} value={form.descripcion} onChange={(e) => set({ descripcion: e.target.value })} />}
        </Field>
      </Spaced>
      <FieldGrid>
        <SearchSelect
          label="Cliente oferente"
          opciones={opcionesOferente}
          valor={form.oferente}
          elegida={oferenteElegido ? opcionCliente(oferenteElegido) : null}
          excluir={form.receptor}
          onChange={(id) => set({ oferente: id })}
          onBuscar={setTextoOferente}
          buscando={oferentes.buscando}
          error={errores.oferente}
          placeholder="Buscar por nombre o DNI (mínimo 2 letras)"
        />
        <SearchSelect
          label="Cliente receptor"
          opciones={opcionesReceptor}
          valor={form.receptor}
          elegida={receptorElegido ? opcionCliente(receptorElegido) : null}
          excluir={form.oferente}
          onChange={(id) => set({ receptor: id })}
          onBuscar={setTextoReceptor}
          buscando={receptores.buscando}
          error={errores.receptor}
          placeholder="Buscar por nombre o DNI (mínimo 2 letras)"
        />
      </FieldGrid>
    </>
  );
}

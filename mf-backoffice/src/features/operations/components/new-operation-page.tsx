// /nueva-operacion (spec §2 New operation, §5, §8): type, property / offeror / receiver searches, amount (optional,
// null when empty), currency, date (today by default), description; toast 4 s, then /operaciones after 1.5 s.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { MONEDAS, OPERACIONES, OPERACION_LABELS, formatPrecio, type Cliente, type ErroresCampo, type Moneda, type Operacion, type Propiedad, type PropiedadPublica } from '@inmo/contracts';
import { useDocumentTitle, useSubmitKey } from '@inmo/shell/platform';
import { Alert, Button, Field, FieldGrid, Options, Panel, useToast } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { ButtonRow, PageHead } from '../../../components/ui/layout.js';
import { crearOperacion, mensajeErrorOperacion } from '../api/crear-operacion.js';
import { useBuscarClientes, useClienteElegido } from '../api/buscar-clientes.js';
import { useBuscarPropiedades, usePropiedadElegida } from '../api/buscar-propiedades.js';
import { aPayload, formularioVacio, validar, type OperacionForm } from './operation-form.js';
import { SearchSelect, type Opcion } from '../../../components/ui/search-select.js';
import { distintos } from '../../../components/ui/drafts.js';
import { useCambiosSinGuardar } from '../../../components/ui/unsaved-changes.js';

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
  detalle: [c.dni ? `DNI ${c.dni}` : '', c.mail ?? ''].filter(Boolean).join(' · '),
});

export function NewOperationPage() {
  useDocumentTitle('Nueva operación');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  // Each search asks the API as staff type (10 matches); the choices are read by id (a draft brought back too).
  const [textoProp, setTextoProp] = useState('');
  const [textoOferente, setTextoOferente] = useState('');
  const [textoReceptor, setTextoReceptor] = useState('');
  const props = useBuscarPropiedades(textoProp);
  const oferentes = useBuscarClientes(textoOferente);
  const receptores = useBuscarClientes(textoReceptor);
  const [form, setForm] = useState<OperacionForm>(formularioVacio);
  const [vacio] = useState<OperacionForm>(formularioVacio);
  // Unsaved changes ask before leaving and are kept in the tab.
  const cambios = useCambiosSinGuardar<OperacionForm>({
    sucio: distintos(form, vacio),
    clave: 'nueva-operacion',
    ruta: paths.nuevaOperacion,
    titulo: 'Nueva operación',
    datos: form,
    onRecuperar: (d) => setForm({ ...vacio, ...d }),
  });
  const salir = () => cambios.salir(() => navigate(paths.operaciones));
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [enviando, setEnviando] = useState(false);
  const clave = useSubmitKey();
  const { toast, showToast } = useToast(4000);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const propElegida = usePropiedadElegida(form.propiedad);
  const oferenteElegido = useClienteElegido(form.oferente);
  const receptorElegido = useClienteElegido(form.receptor);
  const opcionesProp: Opcion[] = useMemo(() => props.propiedades.map(opcionPropiedad), [props.propiedades]);
  const opcionesOferente: Opcion[] = useMemo(() => oferentes.clientes.map(opcionCliente), [oferentes.clientes]);
  const opcionesReceptor: Opcion[] = useMemo(() => receptores.clientes.map(opcionCliente), [receptores.clientes]);

  const set = (cambio: Partial<OperacionForm>) => setForm((f) => ({ ...f, ...cambio }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = validar(form);
    setErrores(errs);
    if (Object.keys(errs).length) return;
    setEnviando(true);
    try {
      cambios.guardarYa();
      const payload = aPayload(form);
      const r = await crearOperacion(payload, clave.for(payload));
      clave.done();
      cambios.listo();
      showToast(r.message || 'Operación creada exitosamente', 'success');
      // The lists and the dashboard totals read the new operation on their next visit.
      void mutate((k) => typeof k === 'string' && (k.startsWith('/admin/operaciones') || k.startsWith('/admin/metricas') || k.startsWith('/admin/reportes')));
      timer.current = setTimeout(() => {
        setForm(formularioVacio());
        navigate(paths.operaciones);
      }, 1500);
    } catch (err) {
      showToast(mensajeErrorOperacion(err), 'error');
      setEnviando(false);
    }
  };

  return (
    <>
      <PageHead>
        <h1>Nueva Operación</h1>
        <Button $variant="secondary" type="button" onClick={salir}>
          Volver
        </Button>
      </PageHead>
      {cambios.ui}
      {props.error && <Alert role="alert">Error al cargar las propiedades</Alert>}
      {(oferentes.error || receptores.error) && <Alert role="alert">Error al cargar los clientes</Alert>}
      <Panel as="form" onSubmit={submit} noValidate aria-label="Nueva operación">
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
            onChange={(id) => set({ propiedad: id })}
            onBuscar={setTextoProp}
            buscando={props.buscando}
            error={errores.propiedad}
            placeholder="Buscar por título (mínimo 2 letras)"
          />
          <Field id="op-monto" label="Monto" error={errores.montoDinero}>
            {(a) => <input {...a} type="number" min={0} step="0.01" inputMode="decimal" value={form.montoDinero} onChange={(e) => set({ montoDinero: e.target.value })} />}
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
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={salir}>
            Cancelar
          </Button>
          <Button type="submit" disabled={enviando}>
            {enviando ? 'Creando...' : 'Crear Operación'}
          </Button>
        </ButtonRow>
      </Panel>
      {toast}
    </>
  );
}

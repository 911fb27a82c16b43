// /nueva-propiedad (spec §2 New property, §5): the seven types with their fields and per-type rules applied on
// submit, owner client, location (Campo: localidad, coordinates and map URL only), features, the portals
// (every one ticked for a new listing), images with upload progress. Success: '¡Casa creada con éxito!' /
// '¡Galpón creado con éxito!' (contracts' mensajePropiedadCreada) and, 2 s later, the new property's page.
// Nothing typed is lost: leaving asks first, the draft is kept in the tab and offered back, and
// '+ Crear nuevo cliente' goes to the client form and comes back with the draft and the new client as owner.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { MONEDAS_ALTA, TIPOS_PROPIEDAD, mensajePropiedadCreada, validarPropiedad, type Imagen, type Moneda, type TipoPropiedad } from '@inmo/contracts';
import { ApiError, useDocumentTitle, useSubmitKey } from '@inmo/shell/platform';
import { Button, Field, FieldGrid, FormErrorSummary, FormSection, Options, useToast } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { createProperty } from '../api/create-property.js';
import { invalidatePropertyLists } from '../api/invalidate-lists.js';
import { useBuscarClientes, useClienteElegido } from '../../../components/ui/busquedas.js';
import { toImagen } from '../../../components/ui/upload-image.js';
import { distintos } from '../../../components/ui/drafts.js';
import { SearchSelect, type Opcion } from '../../../components/ui/search-select.js';
import { CONSERVA_BORRADOR, useCambiosSinGuardar } from '../../../components/ui/unsaved-changes.js';
import { errorText, type FormBinding } from './form-ui.js';
import { ImageThumbs } from './image-thumbs.js';
import { ImageUploader } from './image-uploader.js';
import { BasicInfoSection, FeaturesSection, LocationSection, OperacionField } from './property-form-sections.js';
import { PortalsSection } from './portals-section.js';
import { usePortalesSinCuenta } from '../api/use-portales-sin-cuenta.js';
import { appendImages, buildCreatePayload, emptyValues, fieldText, removeImage, type FormValues } from './property-form-model.js';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 20px;
  h1 {
    margin: 0;
    font-size: 1.6rem;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 10px;
  flex-wrap: wrap;
`;

const SmallLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${(p) => p.theme.colors.accentText};
  font-weight: 600;
`;

export const TOAST_FORM_MS = 4000;
export const REDIRECT_CREACION_MS = 2000;

/** Messages of the common fields when no type is chosen yet (validarPropiedad stops at the type). */
function validar(tipo: TipoPropiedad | '', payload: Record<string, unknown>): Record<string, string> {
  if (tipo) return validarPropiedad(tipo, payload);
  const base = validarPropiedad('Casa', payload);
  const e: Record<string, string> = { tipo: 'Seleccione tipo de propiedad' };
  for (const k of ['titulo', 'localidad', 'operacion']) if (base[k]) e[k] = base[k];
  return e;
}

interface Borrador {
  tipo: TipoPropiedad | '';
  values: FormValues;
  imagenes: Imagen[];
}
const VACIO: Borrador = { tipo: '', values: emptyValues(), imagenes: [] };

const opcionCliente = (c: { _id: string; nombre: string; apellido: string; dni: string }): Opcion => ({
  id: c._id,
  texto: `${c.apellido}, ${c.nombre}`,
  detalle: `DNI ${c.dni}`,
});

export function NewPropertyPage() {
  useDocumentTitle('Nueva propiedad');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { toast, showToast } = useToast(TOAST_FORM_MS);
  const [buscado, setBuscado] = useState('');
  const { clientes, error: clientesError, buscando } = useBuscarClientes(buscado);
  const [tipo, setTipo] = useState<TipoPropiedad | ''>('');
  const [values, setValues] = useState<FormValues>(emptyValues());
  const [imagenes, setImagenes] = useState<Imagen[]>([]);
  const dueno = useClienteElegido(fieldText(values, 'clienteDueño'));
  // A portal whose account is not connected starts unticked (once known, if the form is still untouched).
  const sinCuenta = usePortalesSinCuenta();
  const sinCuentaKey = JSON.stringify(sinCuenta);
  const vacio = { ...VACIO, values: { ...VACIO.values, ...sinCuenta } };
  useEffect(() => {
    setValues((v) => (distintos(v, VACIO.values) ? v : { ...v, ...sinCuenta }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when what is known changes
  }, [sinCuentaKey]);
  const cambios = useCambiosSinGuardar<Borrador>({
    sucio: distintos({ tipo, values, imagenes }, vacio),
    clave: 'nueva-propiedad',
    ruta: paths.nuevaPropiedad,
    titulo: 'Nueva propiedad',
    datos: { tipo, values, imagenes },
    onRecuperar: (b) => {
      setTipo(b.tipo);
      setValues({ ...emptyValues(), ...b.values });
      setImagenes(b.imagenes);
    },
  });
  // Back from '+ Crear nuevo cliente': the draft as it was, with the new client as the owner.
  const clienteCreado = params.get('clienteDueño');
  useEffect(() => {
    if (!clienteCreado) return;
    cambios.recuperar();
    setValues((v) => ({ ...v, clienteDueño: clienteCreado }));
    setParams({}, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the way back
  }, [clienteCreado]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const clave = useSubmitKey();
  const [uploading, setUploading] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (redirect.current) clearTimeout(redirect.current);
  }, []);
  useEffect(() => {
    if (clientesError) showToast('Error al cargar la lista de clientes', 'error');
  }, [clientesError, showToast]);

  const set = (name: string, value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));

  function changeTipo(next: TipoPropiedad | '') {
    // Changing the type clears every field but type and currency (spec §4).
    setTipo(next);
    setValues({ ...emptyValues((values.moneda as Moneda) || 'ARS'), ...sinCuenta });
    setImagenes([]);
    setErrors({});
    setServerError(null);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (sending || uploading) return;
    const payload = buildCreatePayload((tipo || 'Casa') as TipoPropiedad, values, imagenes);
    const errs = validar(tipo, payload);
    setErrors(errs);
    setServerError(null);
    if (Object.keys(errs).length > 0) return;
    setSending(true);
    cambios.guardarYa();
    try {
      const res = await createProperty(tipo as TipoPropiedad, payload, clave.for(payload));
      clave.done();
      cambios.listo();
      void invalidatePropertyLists();
      showToast(mensajePropiedadCreada(tipo as TipoPropiedad), 'success');
      const id = res.id ?? res.propiedad?.id;
      redirect.current = setTimeout(() => navigate(`/propiedad/${id}`), REDIRECT_CREACION_MS);
    } catch (err) {
      const msg = errorText(err);
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      setServerError(msg);
      showToast(msg, 'error');
      setSending(false);
    }
  }

  const form: FormBinding = { values, errors, set, idPrefix: 'np' };

  return (
    <>
      <Head>
        <Button $variant="secondary" onClick={() => cambios.salir(() => navigate(paths.dashboard))}>
          ← Volver
        </Button>
        <h1>Nueva Propiedad</h1>
      </Head>
      {cambios.ui}
      <form noValidate onSubmit={onSubmit} aria-label="Nueva propiedad">
        <FormErrorSummary errors={errors} serverError={serverError} />

        <BasicInfoSection form={form} markRequired descripcionRows={4} monedas={MONEDAS_ALTA}>
          <Field id="np-tipo" label="Tipo de propiedad *" error={errors.tipo}>
            {(a) => (
              <select {...a} value={tipo} onChange={(e) => changeTipo(e.target.value as TipoPropiedad | '')}>
                <Options values={TIPOS_PROPIEDAD} empty="Seleccioná un tipo" />
              </select>
            )}
          </Field>
          <OperacionField form={form} markRequired />
        </BasicInfoSection>

        <FormSection>
          <legend>Cliente dueño</legend>
          <FieldGrid>
            <SearchSelect
              label="Cliente dueño"
              opciones={clientes.map(opcionCliente)}
              valor={fieldText(values, 'clienteDueño')}
              elegida={dueno ? opcionCliente(dueno) : null}
              onChange={(id) => set('clienteDueño', id)}
              onBuscar={setBuscado}
              buscando={buscando}
              error={errors.clienteDueño}
              placeholder="Buscar por nombre, apellido o DNI (mínimo 2 letras)"
            />
          </FieldGrid>
          <p>
            <SmallLink
              to={`${paths.nuevoCliente}?volver=${encodeURIComponent(paths.nuevaPropiedad)}`}
              {...{ [CONSERVA_BORRADOR]: '' }}
              onClick={() => cambios.guardarYa()}
            >
              + Crear nuevo cliente
            </SmallLink>
          </p>
        </FormSection>

        <LocationSection form={form} tipo={tipo} markRequired coordenadasHint="Latitud,longitud (por ejemplo -36.01,-59.10)" />
        <FeaturesSection form={form} tipo={tipo} />
        <PortalsSection form={form} />

        <FormSection>
          <legend>Imágenes</legend>
          <ImageUploader
            onBusyChange={setUploading}
            onUploaded={(r) => setImagenes((list) => appendImages(list, [toImagen(r, list.length)]))}
            onBatchDone={(ok, errores) => {
              if (errores.length > 0) showToast(`Error al subir imágenes: ${errores.join('; ')}`, 'error');
              else if (ok > 0) showToast('Imágenes subidas correctamente', 'success');
            }}
          />
          <ImageThumbs imagenes={imagenes} onRemove={(i) => setImagenes((list) => removeImage(list, i))} />
        </FormSection>

        <Actions>
          <Button $variant="secondary" onClick={() => cambios.salir(() => navigate(paths.dashboard))} disabled={sending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={sending || uploading}>
            {sending ? 'Creando...' : uploading ? 'Subiendo imágenes...' : 'Crear Propiedad'}
          </Button>
        </Actions>
      </form>
      {toast}
    </>
  );
}

// /nueva-propiedad (spec §2 New property, §5): the seven types with their fields and per-type rules applied on
// submit, owner client, location (Campo: localidad, coordinates and map URL only), features, images with upload
// progress. Success: '{categoria} creada con éxito!' and, 2 s later, the new property's page.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  MONEDAS_ALTA,
  OPERACIONES,
  OPERACION_LABELS,
  TIPOS_PROPIEDAD,
  validarPropiedad,
  type Imagen,
  type Moneda,
  type TipoPropiedad,
} from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { paths } from '../../../config/paths.js';
import { Button } from '../../../components/ui/buttons.js';
import { useToast } from '../../../components/ui/toast.js';
import { createProperty } from '../api/create-property.js';
import { invalidatePropertyLists } from '../api/invalidate-lists.js';
import { useClientesOpciones } from '../api/use-clientes-opciones.js';
import { toImagen } from '../api/upload-image.js';
import { CheckRow, ErrorBox, Field, Grid, Section, TypedField } from './form-ui.js';
import { ImageThumbs } from './image-thumbs.js';
import { ImageUploader } from './image-uploader.js';
import { AMENITIES, AMENITY_LABELS, CARACTERISTICAS, tieneServicios, ubicacionReducida } from './property-fields.js';
import { SERVICIOS, appendImages, buildCreatePayload, emptyValues, removeImage, type FormValues } from './property-form-model.js';
import { SERVICIOS_LABELS } from '@inmo/contracts';

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
  color: ${(p) => (p.theme.dark ? p.theme.colors.secondary : p.theme.colors.primaryHover)};
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

export function NewPropertyPage() {
  useDocumentTitle('Nueva propiedad');
  const navigate = useNavigate();
  const { toast, showToast } = useToast(TOAST_FORM_MS);
  const { clientes, error: clientesError } = useClientesOpciones();
  const [tipo, setTipo] = useState<TipoPropiedad | ''>('');
  const [values, setValues] = useState<FormValues>(emptyValues());
  const [imagenes, setImagenes] = useState<Imagen[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (redirect.current) clearTimeout(redirect.current);
  }, []);
  useEffect(() => {
    if (clientesError) showToast('Error al cargar la lista de clientes', 'error');
  }, [clientesError, showToast]);

  const set = (name: string, value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));
  const str = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');

  function changeTipo(next: TipoPropiedad | '') {
    // Changing the type clears every field but type and currency (spec §4).
    setTipo(next);
    setValues(emptyValues((values.moneda as Moneda) || 'ARS'));
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
    try {
      const res = await createProperty(tipo as TipoPropiedad, payload);
      void invalidatePropertyLists();
      showToast(`${tipo} creada con éxito!`, 'success');
      const id = res.id ?? res.propiedad?.id;
      redirect.current = setTimeout(() => navigate(`/propiedad/${id}`), REDIRECT_CREACION_MS);
    } catch (err) {
      const msg = err instanceof ApiError ? err.serverError ?? err.message : err instanceof Error ? err.message : String(err);
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      setServerError(msg);
      showToast(msg, 'error');
      setSending(false);
    }
  }

  const errorList = Object.values(errors);
  const defs = tipo ? CARACTERISTICAS[tipo] : [];

  return (
    <>
      <Head>
        <Button $variant="outline" onClick={() => navigate(paths.dashboard)}>
          ← Volver
        </Button>
        <h1>Nueva Propiedad</h1>
      </Head>
      <form noValidate onSubmit={onSubmit} aria-label="Nueva propiedad">
        {(errorList.length > 0 || serverError) && (
          <ErrorBox role="alert">
            {serverError ?? 'Revisá los datos del formulario:'}
            {errorList.length > 0 && (
              <ul>
                {errorList.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
          </ErrorBox>
        )}

        <Section>
          <legend>Información básica</legend>
          <Grid>
            <Field id="np-tipo" label="Tipo de propiedad *" error={errors.tipo}>
              {(a) => (
                <select {...a} value={tipo} onChange={(e) => changeTipo(e.target.value as TipoPropiedad | '')}>
                  <option value="">Seleccioná un tipo</option>
                  {TIPOS_PROPIEDAD.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="np-operacion" label="Operación *" error={errors.operacion}>
              {(a) => (
                <select {...a} value={str('operacion')} onChange={(e) => set('operacion', e.target.value)}>
                  <option value="">Seleccioná una operación</option>
                  {OPERACIONES.map((o) => (
                    <option key={o} value={o}>
                      {OPERACION_LABELS[o]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="np-titulo" label="Título *" error={errors.titulo} wide>
              {(a) => <input {...a} type="text" value={str('titulo')} onChange={(e) => set('titulo', e.target.value)} />}
            </Field>
            <Field id="np-descripcion" label="Descripción" error={errors.descripcion} wide>
              {(a) => <textarea {...a} rows={4} value={str('descripcion')} onChange={(e) => set('descripcion', e.target.value)} />}
            </Field>
            <Field id="np-monto" label="Precio" error={errors['precio.monto']}>
              {(a) => <input {...a} type="number" min={0} step="0.01" value={str('monto')} onChange={(e) => set('monto', e.target.value)} />}
            </Field>
            <Field id="np-moneda" label="Moneda">
              {(a) => (
                <select {...a} value={str('moneda') || 'ARS'} onChange={(e) => set('moneda', e.target.value)}>
                  {MONEDAS_ALTA.map((m) => (
                    <option key={m} value={m}>
                      {m}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </Grid>
        </Section>

        <Section>
          <legend>Cliente dueño</legend>
          <Grid>
            <Field id="np-cliente" label="Cliente dueño" error={errors.clienteDueño}>
              {(a) => (
                <select {...a} value={str('clienteDueño')} onChange={(e) => set('clienteDueño', e.target.value)}>
                  <option value="">Sin cliente asignado</option>
                  {clientes.map((c) => (
                    <option key={c._id} value={c._id}>
                      {c.apellido}, {c.nombre} — DNI {c.dni}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </Grid>
          <p>
            <SmallLink to={paths.nuevoCliente}>+ Crear nuevo cliente</SmallLink>
          </p>
        </Section>

        <Section>
          <legend>Ubicación</legend>
          <Grid>
            {!ubicacionReducida(tipo) && (
              <>
                <Field id="np-calle" label="Calle" error={errors.calle}>
                  {(a) => <input {...a} type="text" value={str('calle')} onChange={(e) => set('calle', e.target.value)} />}
                </Field>
                <Field id="np-altura" label="Altura" error={errors.altura}>
                  {(a) => <input {...a} type="number" min={0} value={str('altura')} onChange={(e) => set('altura', e.target.value)} />}
                </Field>
                <Field id="np-entre1" label="Entre calle 1" error={errors.entreCalle1}>
                  {(a) => <input {...a} type="text" value={str('entreCalle1')} onChange={(e) => set('entreCalle1', e.target.value)} />}
                </Field>
                <Field id="np-entre2" label="Entre calle 2" error={errors.entreCalle2}>
                  {(a) => <input {...a} type="text" value={str('entreCalle2')} onChange={(e) => set('entreCalle2', e.target.value)} />}
                </Field>
              </>
            )}
            <Field id="np-localidad" label="Localidad *" error={errors.localidad}>
              {(a) => <input {...a} type="text" value={str('localidad')} onChange={(e) => set('localidad', e.target.value)} />}
            </Field>
            <Field id="np-coordenadas" label="Coordenadas" hint="Latitud,longitud (por ejemplo -36.01,-59.10)" error={errors.coordenadas}>
              {(a) => <input {...a} type="text" value={str('coordenadas')} onChange={(e) => set('coordenadas', e.target.value)} />}
            </Field>
            <Field id="np-mapa" label="URL del mapa" error={errors.mapaUrl} wide>
              {(a) => <input {...a} type="url" value={str('mapaUrl')} onChange={(e) => set('mapaUrl', e.target.value)} />}
            </Field>
          </Grid>
        </Section>

        <Section>
          <legend>Características</legend>
          {!tipo ? (
            <p>Elegí el tipo de propiedad para ver sus características.</p>
          ) : (
            <>
              <Grid>
                {defs.map((d) => (
                  <TypedField key={d.name} def={d} values={values} errors={errors} onChange={set} idPrefix="np" />
                ))}
              </Grid>
              {tieneServicios(tipo) && (
                <fieldset style={{ border: 0, padding: 0, margin: '16px 0 0' }}>
                  <legend style={{ fontWeight: 600, padding: 0, marginBottom: 6 }}>Servicios</legend>
                  <CheckRow>
                    {SERVICIOS.map((s) => (
                      <label key={s}>
                        <input type="checkbox" checked={values[`servicio.${s}`] === true} onChange={(e) => set(`servicio.${s}`, e.target.checked)} />
                        {SERVICIOS_LABELS[s]}
                      </label>
                    ))}
                  </CheckRow>
                </fieldset>
              )}
              <fieldset style={{ border: 0, padding: 0, margin: '16px 0 0' }}>
                <legend style={{ fontWeight: 600, padding: 0, marginBottom: 6 }}>Amenities</legend>
                <CheckRow>
                  {AMENITIES[tipo].map((a) => (
                    <label key={a}>
                      <input type="checkbox" checked={values[`amenity.${a}`] === true} onChange={(e) => set(`amenity.${a}`, e.target.checked)} />
                      {AMENITY_LABELS[a] ?? a}
                    </label>
                  ))}
                </CheckRow>
              </fieldset>
            </>
          )}
        </Section>

        <Section>
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
        </Section>

        <Actions>
          <Button $variant="outline" onClick={() => navigate(paths.dashboard)} disabled={sending}>
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

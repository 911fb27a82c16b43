// The editor's edit mode (spec §2, edit mode): every field, Guardar / Cancelar / Eliminar. Saving sends the version
// it started from; if someone else saved in between the API answers 409, nothing typed is thrown away, and
// 'Recargar' loads the other version with the typed changes kept in a box to copy. Unsaved changes are never dropped
// silently: Cancelar asks first, leaving by any link asks first, closing or reloading the tab raises the browser's
// question, and the changes are kept in the tab as a draft that the property's page offers back.
import { useState, type FormEvent } from 'react';
import { MENSAJES, MONEDAS, TIPOS_PROPIEDAD, validarPropiedad, type Imagen, type Propiedad, type TipoPropiedad } from '@inmo/contracts';
import { ApiError } from '@inmo/shell/platform';
import { Alert, Button, CheckRow, ConfirmDialog, Field, FieldGrid, FormErrorSummary, FormSection, Options, type ToastKind } from '@inmo/ui';
import { editProperty, isVersionConflict } from '../api/edit-property.js';
import { getProperty } from '../api/get-property.js';
import { invalidatePropertyLists } from '../api/invalidate-lists.js';
import { Toolbar, Wrap } from './editor-layout.js';
import { ValueCheckbox, ValueInput, errorText, type FormBinding } from './form-ui.js';
import { ImageEditor } from './image-editor.js';
import { BasicInfoSection, FeaturesSection, LocationSection, OperacionField } from './property-form-sections.js';
import { PortalsSection } from './portals-section.js';
import { OwnerSection } from './owner-field.js';
import { buildEditPayload, changedLines, realImages, toEditValues, type FormValues } from './property-form-model.js';
import { useCambiosSinGuardar } from '../../../components/ui/unsaved-changes.js';

/** What the property's draft keeps. */
export interface BorradorPropiedad {
  tipo: TipoPropiedad;
  values: FormValues;
  imagenes: Imagen[];
}

export interface EditFormProps {
  propiedad: Propiedad;
  tipo: TipoPropiedad;
  notify: (msg: string, kind?: ToastKind) => void;
  /** Absent: the caller may not delete the listing (no Eliminar). */
  onDeleteRequest?: () => void;
  onCancel: () => void;
  onSaved: (p: Propiedad) => void;
  onReloaded: (p: Propiedad) => void;
  /** Start from a kept draft ('Recuperar cambios'). */
  borrador?: BorradorPropiedad | null;
}

export function EditForm({ propiedad, tipo: tipoInicial, notify, onDeleteRequest, onCancel, onSaved, onReloaded, borrador }: EditFormProps) {
  const [base, setBase] = useState(() => ({ values: toEditValues(propiedad), version: propiedad.version, tipo: tipoInicial }));
  const [values, setValues] = useState<FormValues>(() => (borrador ? { ...base.values, ...borrador.values } : base.values));
  const [imagenes, setImagenes] = useState<Imagen[]>(() => borrador?.imagenes ?? realImages(propiedad.imagenes));
  const [tipo, setTipo] = useState<TipoPropiedad>(borrador?.tipo ?? tipoInicial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [draft, setDraft] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [reloading, setReloading] = useState(false);

  const set = (name: string, value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));

  // Unsaved changes are never lost silently: closing or reloading the tab asks the browser's own question, and
  // Cancelar asks before discarding.
  const dirty = tipo !== base.tipo || changedLines(base.values, values).length > 0 || imagenesCambiadas(propiedad.imagenes, imagenes);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const cambios = useCambiosSinGuardar<BorradorPropiedad>({
    sucio: dirty,
    clave: claveBorradorPropiedad(propiedad.id),
    ruta: typeof window === 'undefined' ? '' : window.location.pathname,
    titulo: propiedad.titulo,
    datos: { tipo, values, imagenes },
    ofrecer: false,
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (saving || uploading) return;
    const payload = buildEditPayload(tipo, values, imagenes);
    const errs = validarPropiedad(tipo, payload);
    setErrors(errs);
    setServerError(null);
    if (Object.keys(errs).length > 0) return;
    setSaving(true);
    cambios.guardarYa();
    try {
      const res = await editProperty(propiedad.id, tipo, payload, base.version);
      cambios.listo();
      setConflict(false);
      void invalidatePropertyLists();
      onSaved(res.propiedad);
    } catch (err) {
      setSaving(false);
      if (isVersionConflict(err)) {
        setConflict(true);
        return;
      }
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      setServerError(errorText(err));
      notify(errorText(err), 'error');
    }
  }

  async function reload() {
    setReloading(true);
    try {
      const { propiedad: latest } = await getProperty(propiedad.id);
      // What the person typed stays visible to copy; the form now shows the other person's saved version.
      setDraft(changedLines(base.values, values).concat(imagenesCambiadas(propiedad.imagenes, imagenes) ? ['imágenes: orden, encuadre o descripciones modificados'] : []));
      const fresh = toEditValues(latest);
      setBase({ values: fresh, version: latest.version, tipo: latest.tipo });
      setValues(fresh);
      setImagenes(realImages(latest.imagenes));
      setTipo(latest.tipo);
      setConflict(false);
      onReloaded(latest);
    } catch (err) {
      notify(errorText(err), 'error');
    } finally {
      setReloading(false);
    }
  }

  const form: FormBinding = { values, errors, set, idPrefix: 'ed' };

  return (
    <Wrap>
      {cambios.ui}
      <form id="property-edit-form" noValidate onSubmit={onSubmit} aria-label="Editar propiedad">
        <Toolbar role="toolbar" aria-label="Herramientas de administración">
          <strong>Editando: {propiedad.titulo}</strong>
          <Button type="submit" disabled={saving || uploading || conflict}>
            {saving ? 'Guardando...' : 'Guardar'}
          </Button>
          <Button $variant="secondary" onClick={() => (dirty ? setConfirmDiscard(true) : onCancel())} disabled={saving}>
            Cancelar
          </Button>
          {onDeleteRequest && (
            <Button $variant="danger" onClick={onDeleteRequest} disabled={saving}>
              Eliminar
            </Button>
          )}
        </Toolbar>

        {conflict && (
          <Alert role="alert">
            <p style={{ margin: '0 0 10px' }}>{MENSAJES.conflictoPropiedad}</p>
            <Button onClick={() => void reload()} disabled={reloading}>
              {reloading ? 'Recargando...' : 'Recargar'}
            </Button>
          </Alert>
        )}
        {draft && draft.length > 0 && (
          <Alert>
            <label htmlFor="draft-lines">
              <strong>Tus cambios sin guardar</strong> (copialos y volvé a aplicarlos sobre la versión actual):
            </label>
            <textarea id="draft-lines" className="draft" readOnly value={draft.join('\n')} />
            <Button $variant="secondary" onClick={() => setDraft(null)}>
              Descartar esta nota
            </Button>
          </Alert>
        )}
        <FormErrorSummary errors={errors} serverError={serverError} />

        <FormSection>
          <legend>Publicación</legend>
          <FieldGrid>
            <OperacionField form={form} markRequired={false} />
            <Field id="ed-categoria" label="Categoría">
              {(a) => (
                <select {...a} value={tipo} onChange={(e) => setTipo(e.target.value as TipoPropiedad)}>
                  <Options values={TIPOS_PROPIEDAD} />
                </select>
              )}
            </Field>
            <ValueInput form={form} name="fechaPublicacion" id="fecha" label="Fecha de publicación" type="date" />
          </FieldGrid>
          <CheckRow style={{ marginTop: 14 }}>
            <ValueCheckbox form={form} name="visible" label="Propiedad visible en el sitio" />
            <ValueCheckbox form={form} name="precioVisible" label="Precio visible" />
            <ValueCheckbox form={form} name="destacada" label="Destacada" />
          </CheckRow>
          <p style={{ margin: '8px 0 0', fontSize: '0.9rem' }}>
            Estado: {values.visible !== false ? 'Visible' : 'Oculta'} · {values.precioVisible !== false ? 'Precio Visible' : 'Precio Oculto'}
            {values.destacada === true && ' · Destacada en el inicio'}
          </p>
        </FormSection>

        <PortalsSection form={form} propiedadId={propiedad.id} />

        <BasicInfoSection form={form} markRequired={false} descripcionRows={6} monedas={MONEDAS} />
        <OwnerSection form={form} />

        <FormSection>
          <legend>Imágenes</legend>
          <ImageEditor imagenes={imagenes} update={setImagenes} notify={notify} onBusyChange={setUploading} />
        </FormSection>

        <LocationSection form={form} tipo={tipo} markRequired={false} coordenadasHint="Latitud,longitud" />
        <FeaturesSection form={form} tipo={tipo} />
      </form>
      <ConfirmDialog
        open={confirmDiscard}
        title="¿Descartar los cambios?"
        message="Hay cambios sin guardar en esta propiedad. Si salís de la edición se pierden."
        confirmLabel="Descartar cambios"
        cancelLabel="Seguir editando"
        danger
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          cambios.listo();
          onCancel();
        }}
      />
    </Wrap>
  );
}

function imagenesCambiadas(antes: Imagen[], ahora: Imagen[]): boolean {
  const key = (l: Imagen[]) => JSON.stringify(realImages(l).map((i) => [i.public_id, i.descripcion, i.offsetX, i.offsetY, i.zoom]));
  return key(antes) !== key(ahora);
}

/** The property's draft key (without the user, which useCambiosSinGuardar adds). */
export const claveBorradorPropiedad = (id: string) => `propiedad:${id}`;

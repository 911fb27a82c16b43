// Exposed as 'mf_backoffice/PropertyEditor': what an admin gets on /propiedad/{id}. The public page (mf_public)
// renders it through its AdminSlot only for a valid admin token, so anonymous visitors never download it.
// View mode: the toolbar (Editar, Eliminar, Vista Pública) and 'Clientes interesados' above the public view
// (children). Edit mode: every field of spec §2 (edit mode), Guardar / Cancelar / Eliminar. Saving sends the
// version it started from; if someone else saved in between the API answers 409 and nothing typed is thrown away.
// Over 300 lines: view mode and edit form share the delete confirmation and the toasts. Left whole while the
// property form is reworked (issue 12); EditForm is the part to move to a file of its own then.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MENSAJES, MONEDAS, TIPOS_PROPIEDAD, validarPropiedad, type Imagen, type Propiedad, type TipoPropiedad } from '@inmo/contracts';
import { ApiError } from '@inmo/shell/platform';
import { Alert, Button, CheckRow, ConfirmDialog, Field, FieldGrid, FormErrorSummary, FormSection, TextLink, useToast } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { deleteProperty } from '../api/delete-property.js';
import { editProperty, isVersionConflict } from '../api/edit-property.js';
import { getProperty } from '../api/get-property.js';
import { invalidatePropertyLists } from '../api/invalidate-lists.js';
import { invalidateInteresados } from '../api/use-interesados.js';
import { ValueCheckbox, ValueInput, errorText, type FormBinding } from './form-ui.js';
import { ImageEditor } from './image-editor.js';
import { InterestedClients } from './interested-clients.js';
import { BasicInfoSection, FeaturesSection, LocationSection, OperacionField } from './property-form-sections.js';
import { buildEditPayload, changedLines, realImages, toEditValues, type FormValues } from './property-form-model.js';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 16px;
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  strong {
    margin-right: auto;
  }
`;

const PublicLink = styled(TextLink)`
  font-weight: 600;
  padding: 9px 12px;
`;

const Wrap = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 16px clamp(12px, 3vw, 24px) 40px;
  textarea.draft {
    width: 100%;
    min-height: 120px;
    font: inherit;
    margin-top: 8px;
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.onSurface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 6px;
    padding: 8px;
  }
`;

export const REDIRECT_ELIMINACION_MS = 1000;

export interface PropertyEditorProps {
  propiedad: Propiedad;
  tipo: string;
  onSaved: (p: Propiedad) => void;
  children?: ReactNode;
}

export function PropertyEditor({ propiedad, tipo: tipoProp, onSaved, children }: PropertyEditorProps) {
  const navigate = useNavigate();
  const { toast, showToast } = useToast();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  async function onDelete() {
    setDeleting(true);
    try {
      await deleteProperty(propiedad.id);
      void invalidatePropertyLists();
      setConfirmDelete(false);
      showToast('Propiedad eliminada correctamente');
      timer.current = setTimeout(() => navigate(paths.propiedades), REDIRECT_ELIMINACION_MS);
    } catch (err) {
      setDeleting(false);
      setConfirmDelete(false);
      showToast(`Error al eliminar: ${errorText(err)}`, 'error');
    }
  }

  const tipo = ((propiedad.tipo || tipoProp) as TipoPropiedad) ?? 'Casa';

  return (
    <>
      {!editing ? (
        <>
          <Wrap style={{ paddingBottom: 0 }}>
            <Toolbar role="toolbar" aria-label="Herramientas de administración">
              <strong>Administración</strong>
              <Button onClick={() => setEditing(true)}>Editar</Button>
              <Button $variant="danger" onClick={() => setConfirmDelete(true)} disabled={deleting}>
                Eliminar
              </Button>
              <PublicLink href={`/propiedad/${propiedad.id}`} target="_blank" rel="noopener">
                Vista Pública
              </PublicLink>
            </Toolbar>
            <InterestedClients propiedadId={propiedad.id} />
          </Wrap>
          {children}
        </>
      ) : (
        <EditForm
          propiedad={propiedad}
          tipo={tipo}
          notify={showToast}
          onDeleteRequest={() => setConfirmDelete(true)}
          onCancel={() => setEditing(false)}
          onSaved={(p) => {
            onSaved(p);
            void invalidateInteresados(p.id);
            setEditing(false);
            showToast('Propiedad actualizada correctamente');
          }}
          onReloaded={onSaved}
        />
      )}
      <ConfirmDialog
        open={confirmDelete}
        title="¿Eliminar esta propiedad?"
        message="Dejará de verse en el sitio y en los listados. Podés restaurarla desde la Papelera."
        confirmLabel={deleting ? 'Eliminando...' : 'Eliminar'}
        danger
        busy={deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void onDelete()}
      />
      {toast}
    </>
  );
}

interface EditFormProps {
  propiedad: Propiedad;
  tipo: TipoPropiedad;
  notify: (msg: string, kind?: 'success' | 'error' | 'info') => void;
  onDeleteRequest: () => void;
  onCancel: () => void;
  onSaved: (p: Propiedad) => void;
  onReloaded: (p: Propiedad) => void;
}

function EditForm({ propiedad, tipo: tipoInicial, notify, onDeleteRequest, onCancel, onSaved, onReloaded }: EditFormProps) {
  const [base, setBase] = useState(() => ({ values: toEditValues(propiedad), version: propiedad.version, tipo: tipoInicial }));
  const [values, setValues] = useState<FormValues>(base.values);
  const [imagenes, setImagenes] = useState<Imagen[]>(() => realImages(propiedad.imagenes));
  const [tipo, setTipo] = useState<TipoPropiedad>(tipoInicial);
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
  useEffect(() => {
    if (!dirty || saving) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, saving]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (saving || uploading) return;
    const payload = buildEditPayload(tipo, values, imagenes);
    const errs = validarPropiedad(tipo, payload);
    setErrors(errs);
    setServerError(null);
    if (Object.keys(errs).length > 0) return;
    setSaving(true);
    try {
      const res = await editProperty(propiedad.id, tipo, payload, base.version);
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
      <form id="property-edit-form" noValidate onSubmit={onSubmit} aria-label="Editar propiedad">
        <Toolbar role="toolbar" aria-label="Herramientas de administración">
          <strong>Editando: {propiedad.titulo}</strong>
          <Button type="submit" disabled={saving || uploading || conflict}>
            {saving ? 'Guardando...' : 'Guardar'}
          </Button>
          <Button $variant="secondary" onClick={() => (dirty ? setConfirmDiscard(true) : onCancel())} disabled={saving}>
            Cancelar
          </Button>
          <Button $variant="danger" onClick={onDeleteRequest} disabled={saving}>
            Eliminar
          </Button>
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
                  {TIPOS_PROPIEDAD.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <ValueInput form={form} name="fechaPublicacion" id="fecha" label="Fecha de publicación" type="date" />
          </FieldGrid>
          <CheckRow style={{ marginTop: 14 }}>
            <ValueCheckbox form={form} name="visible" label="Propiedad visible en el sitio" />
            <ValueCheckbox form={form} name="precioVisible" label="Precio visible" />
          </CheckRow>
          <p style={{ margin: '8px 0 0', fontSize: '0.9rem' }}>
            Estado: {values.visible !== false ? 'Visible' : 'Oculta'} · {values.precioVisible !== false ? 'Precio Visible' : 'Precio Oculto'}
          </p>
        </FormSection>

        <BasicInfoSection form={form} markRequired={false} descripcionRows={6} monedas={MONEDAS} />

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
        onConfirm={onCancel}
      />
    </Wrap>
  );
}

function imagenesCambiadas(antes: Imagen[], ahora: Imagen[]): boolean {
  const key = (l: Imagen[]) => JSON.stringify(realImages(l).map((i) => [i.public_id, i.descripcion, i.offsetX, i.offsetY, i.zoom]));
  return key(antes) !== key(ahora);
}

export default PropertyEditor;

// Exposed as 'mf_backoffice/PropertyEditor': what staff get on /propiedad/{id}. The public page (mf_public)
// renders it through its AdminSlot only for a valid staff token, so anonymous visitors never download it. Editar (and
// the state control) show when the caller may edit the listing, Eliminar when they may delete it (usePermisos: an
// agente edits their own or assigned listings; only admins delete).
// View mode: the toolbar (Editar, Eliminar, Vista Pública) and 'Clientes interesados' above the public view
// (children), its 'Historial' below it. Edit mode: every field of spec §2 (edit mode), Guardar / Cancelar / Eliminar. Saving sends the
// version it started from; if someone else saved in between the API answers 409 and nothing typed is thrown away.
// The edit form is property-edit-form.tsx; the toolbar and the frame both modes share, editor-layout.tsx.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { propiedadHref, type TipoPropiedad } from '@inmo/contracts';
import type { PropertyEditorProps, RemoteEntries } from '@inmo/shell/platform';
import { Button, ButtonLink, ConfirmDialog, TextLink, useToast } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { deleteProperty } from '../api/delete-property.js';
import { invalidatePropertyLists } from '../api/invalidate-lists.js';
import { invalidateInteresados } from '../api/use-interesados.js';
import { Toolbar, Wrap } from './editor-layout.js';
import { errorText } from './form-ui.js';
import { InterestedClients } from './interested-clients.js';
import { OwnerReportLink } from './owner-report-link.js';
import { usePermisos } from '../api/use-permisos.js';
import { asignarPropiedad } from '../api/asignar-propiedad.js';
import { AsignarA } from '../../../components/ui/equipo.js';
import { EstadoControl } from './estado-control.js';
import { EditForm, claveBorradorPropiedad, type BorradorPropiedad } from './property-edit-form.js';
import { borrarBorrador, leerBorrador, type Borrador } from '../../../components/ui/drafts.js';
import { OfertaDeBorrador, useClaveDeUsuario } from '../../../components/ui/unsaved-changes.js';
import { HistoryPanel } from '../../../components/ui/history-panel.js';

const PublicLink = styled(TextLink)`
  font-weight: 600;
  padding: 9px 12px;
`;

const AsignarWrap = styled.div`
  min-width: 200px;
`;

export const REDIRECT_ELIMINACION_MS = 1000;

export function PropertyEditor({ propiedad, tipo: tipoProp, onSaved, children }: PropertyEditorProps) {
  const navigate = useNavigate();
  const { toast, showToast } = useToast();
  const [editing, setEditing] = useState(false);
  // Changes kept from an edit that was not saved (a reload, an expired session): offered back.
  const claveBorrador = useClaveDeUsuario(claveBorradorPropiedad(propiedad.id));
  const [ofrecido, setOfrecido] = useState<Borrador<BorradorPropiedad> | null>(() => leerBorrador<BorradorPropiedad>(claveBorrador));
  const [desde, setDesde] = useState<BorradorPropiedad | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { permisos, recargar: recargarPermisos } = usePermisos(propiedad.id, propiedad.version);
  const asignar = async (usuario: string | null) => {
    try {
      const r = await asignarPropiedad(propiedad.id, usuario);
      await recargarPermisos();
      showToast(r.data.asignadoA ? `Propiedad asignada a ${r.data.asignadoA.nombre}` : 'Propiedad sin asignar');
    } catch (err) {
      showToast(`Error al asignar: ${errorText(err)}`, 'error');
    }
  };
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
              {permisos?.editar && <Button onClick={() => setEditing(true)}>Editar</Button>}
              {permisos?.eliminar && (
                <Button $variant="danger" onClick={() => setConfirmDelete(true)} disabled={deleting}>
                  Eliminar
                </Button>
              )}
              {/* The page as a visitor gets it (mf-public's ?vista=publica), not this view again. */}
              <PublicLink href={`${propiedadHref(propiedad)}?vista=publica`} target="_blank" rel="noopener">
                Vista Pública
              </PublicLink>
              {permisos?.editar && <EstadoControl propiedad={propiedad} onChanged={onSaved} notify={showToast} />}
              {/* An admin assigns the listing (its agente may then edit it); others see whom it is assigned to. */}
              {permisos?.eliminar ? (
                <AsignarWrap>
                  <AsignarA id="propiedad-asignar" value={permisos.asignadoA?._id ?? null} actual={permisos.asignadoA} onChange={(u) => void asignar(u)} />
                </AsignarWrap>
              ) : (
                permisos?.asignadoA && <span>Asignada a {permisos.asignadoA.nombre}</span>
              )}
              <ButtonLink $variant="secondary" to={`${paths.agenda}?propiedad=${encodeURIComponent(propiedad.id)}`}>
                Programar Visita
              </ButtonLink>
              {permisos?.editar && <OwnerReportLink propiedadId={propiedad.id} />}
            </Toolbar>
            {ofrecido && permisos?.editar && (
              <OfertaDeBorrador
                borrador={ofrecido}
                onRecuperar={() => {
                  setDesde(ofrecido.datos);
                  setOfrecido(null);
                  setEditing(true);
                }}
                onDescartar={() => {
                  borrarBorrador(claveBorrador);
                  setOfrecido(null);
                }}
              />
            )}
            <InterestedClients propiedadId={propiedad.id} />
          </Wrap>
          {children}
          <Wrap style={{ paddingTop: 0 }}>
            <HistoryPanel entidad="propiedad" id={propiedad.id} version={propiedad.version} precio={propiedad.precio} />
          </Wrap>
        </>
      ) : (
        <EditForm
          propiedad={propiedad}
          tipo={tipo}
          notify={showToast}
          borrador={desde}
          onDeleteRequest={permisos?.eliminar ? () => setConfirmDelete(true) : undefined}
          onCancel={() => {
            setDesde(null);
            setEditing(false);
          }}
          onSaved={(p) => {
            setDesde(null);
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

// The module mf_public loads (shell platform remote-entries.ts declares it; this checks the export matches).
export default PropertyEditor satisfies RemoteEntries['mf_backoffice/PropertyEditor']['default'];

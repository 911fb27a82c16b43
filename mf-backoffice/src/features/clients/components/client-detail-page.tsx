// /cliente/:id (spec §2 Client detail, §4, §5 Client save, §8): badges, personal and contact data, search
// preferences, offered properties, summary and actions cards, its 'Historial'; edit / save (optimistic version) / cancel.
// The state lives in useClientDetail; each card is a section component; this page only lays them out.
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { telHref } from '@inmo/contracts';
import { ApiError } from '@inmo/shell/platform';
import { Alert, Button, Spinner } from '@inmo/ui';
import { mailtoHref } from '../../../components/ui/contact-links.js';
import { HistoryPanel } from '../../../components/ui/history-panel.js';
import { ClientHeader } from './client-header.js';
import { AssignmentPanel, ContactPanel, PersonalPanel } from './client-data-panels.js';
import { ActionsPanel, Side, SummaryPanel } from './client-side-panels.js';
import { OffersPanel } from './offers-panel.js';
import { PreferencesPanel } from './preferences-panel.js';
import { PropertyPicker } from './property-picker.js';
import { SendPropertiesDialog } from './send-properties-dialog.js';
import { useClientDetail } from './use-client-detail.js';

const Layout = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr) 300px;
  @media (max-width: 1000px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export function ClientDetailPage() {
  const { id = '' } = useParams();
  const c = useClientDetail(id);
  const { cliente, form, oferente } = c;

  if (c.cargando) return <Spinner role="status" aria-label="Cargando cliente" />;
  if (c.error || !cliente) {
    const m = (c.error instanceof ApiError && c.error.serverError) || 'Error al cargar los datos del cliente';
    return (
      <>
        <Button $variant="secondary" onClick={c.volver}>
          Volver
        </Button>
        <Alert role="alert">{m}</Alert>
      </>
    );
  }

  const prefs = cliente.preferenciasBusqueda ?? [];
  const roles = { oferente: oferente.length > 0, receptor: prefs.length > 0, altaPrioridad: prefs.some((p) => p.altaPrioridad) };
  const mail = mailtoHref(cliente.mail);

  return (
    <>
      <ClientHeader
        cliente={cliente}
        roles={roles}
        editando={!!form}
        guardando={c.guardando}
        mail={mail}
        onVolver={c.volver}
        onEditar={c.empezar}
        onGuardar={c.guardar}
        onCancelar={c.cancelar}
      />
      {c.cambiosUi}
      <Layout>
        <div>
          <PersonalPanel cliente={cliente} form={form} edits={c.edits} />
          <ContactPanel cliente={cliente} form={form} edits={c.edits} />
          <AssignmentPanel cliente={cliente} form={form} edits={c.edits} />
          <PreferencesPanel prefs={prefs} form={form} edits={c.edits} intentado={c.intentado} />
          <OffersPanel oferente={form ? form.oferente : oferente} editando={!!form} edits={c.edits} onAgregar={c.picker.abrir} onAbrir={c.abrirPropiedad} />
          <HistoryPanel entidad="cliente" id={cliente._id} version={cliente.version} />
        </div>
        <Side>
          <SummaryPanel
            cliente={cliente}
            receptor={roles.receptor}
            prefsActivas={prefs.filter((p) => p.activa !== false).length}
            propsActivas={oferente.filter((o) => o.activa !== false).length}
          />
          <ActionsPanel clienteId={cliente._id} tel={telHref(cliente.telefonoE164)} mail={mail} onEnviar={c.enviar.abrir} />
        </Side>
      </Layout>

      {c.picker.abierto && form && (
        <PropertyPicker
          oferente={form.oferente}
          onPick={c.picker.elegir}
          onClose={c.picker.cerrar}
        />
      )}
      {c.enviar.abierto && <SendPropertiesDialog cliente={cliente} onClose={c.enviar.cerrar} />}
      {c.toast}
    </>
  );
}

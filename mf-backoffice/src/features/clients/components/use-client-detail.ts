// The state of the client page (/cliente/:id, spec §2 Client detail, §4, §5 Client save): the client and the
// properties its offered entries name by title only (spec §4; the picker reads its own pages), the edit form — a copy of the client while editing, saved with
// the version it started from (a 409 keeps what was typed) —, the two dialogs, and the toasts that report each step.
// The page and its sections only draw what this returns.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Propiedad, PropiedadOfrecida } from '@inmo/contracts';
import { useDocumentTitle } from '@inmo/shell/platform';
import { useToast } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { editarCliente, mensajeErrorGuardar } from '../api/editar-cliente.js';
import { useCliente } from '../api/get-cliente.js';
import { usePropiedadesPorTitulo } from '../api/get-propiedades-por-titulo.js';
import { distintos } from '../../../components/ui/drafts.js';
import { useCambiosSinGuardar } from '../../../components/ui/unsaved-changes.js';
import { aFormulario, aPayload, completarOfertas, nuevaPreferencia, ofertaDe, validarFormulario, yaAsignada, type ClienteForm, type PreferenciaForm } from './client-edit.js';

/** What the edit form's sections change; each call updates the one form being edited. */
export interface ClientFormEdits {
  set: (cambio: Partial<Omit<ClienteForm, 'preferenciasBusqueda' | 'oferente'>>) => void;
  addPref: () => void;
  setPref: (i: number, cambio: Partial<PreferenciaForm>) => void;
  removePref: (i: number) => void;
  setOferta: (i: number, cambio: Partial<PropiedadOfrecida>) => void;
  removeOferta: (i: number) => void;
}

export function useClientDetail(id: string) {
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useCliente(id);
  const cliente = data?.data;
  const sinId = useMemo(() => (cliente?.oferente ?? []).filter((o) => !o.propiedadId).map((o) => o.propiedad), [cliente]);
  const props = usePropiedadesPorTitulo(sinId);
  const propiedades: Propiedad[] = props.propiedades;
  useDocumentTitle(cliente ? `${cliente.nombre} ${cliente.apellido}` : 'Cliente');
  const { toast, showToast } = useToast(3000);
  // The form exists while editing (null otherwise).
  const [form, setForm] = useState<ClienteForm | null>(null);
  const [guardando, setGuardando] = useState(false);
  // A save was tried: every field's message shows from then on (before, only those of fields left).
  const [intentado, setIntentado] = useState(false);
  const [picker, setPicker] = useState(false);
  const [enviar, setEnviar] = useState(false);

  // Offered entries without id take the id and details of the property with the same title (spec §4).
  const oferente = useMemo(() => completarOfertas(cliente?.oferente ?? [], propiedades), [cliente, propiedades]);
  const inicial = useMemo(() => (cliente ? { ...aFormulario(cliente), oferente } : null), [cliente, oferente]);
  // Unsaved edits ask before leaving and are kept in the tab.
  const cambios = useCambiosSinGuardar<ClienteForm>({
    sucio: form !== null && distintos(form, inicial),
    clave: `cliente:${id}`,
    ruta: `/cliente/${id}`,
    titulo: cliente ? `${cliente.nombre} ${cliente.apellido}` : 'un cliente',
    datos: form ?? undefined,
    onRecuperar: (d) => setForm(d),
  });
  // Volver: the previous page, or the list when the page was opened on its own (a new tab, a shared link).
  const volver = () => cambios.salir(() => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(paths.clientes)));

  const empezar = () => {
    if (cliente) setForm({ ...aFormulario(cliente), oferente });
    setIntentado(false);
  };

  const cancelar = async () => {
    try {
      const r = await mutate();
      if (!r?.data) throw new Error('sin datos');
      cambios.listo();
      setForm(null);
      showToast('Edición cancelada - Datos restaurados', 'info');
    } catch {
      showToast('Error al restaurar los datos', 'error');
    }
  };

  const guardar = async () => {
    if (!form || !cliente) return;
    setIntentado(true);
    const invalido = validarFormulario(form);
    if (invalido) {
      showToast(invalido, 'error');
      return;
    }
    setGuardando(true);
    cambios.guardarYa();
    try {
      const r = await editarCliente(cliente._id, aPayload(form, cliente.version));
      await mutate({ success: true, data: r.data }, { revalidate: false });
      cambios.listo();
      setForm(null);
      showToast('Cambios guardados correctamente', 'success');
    } catch (err) {
      // The form keeps everything typed (a 409 too): the message says to reload to see the other change.
      showToast(mensajeErrorGuardar(err), 'error');
    } finally {
      setGuardando(false);
    }
  };

  const edits: ClientFormEdits = {
    set: (cambio) => form && setForm({ ...form, ...cambio }),
    addPref: () => form && setForm({ ...form, preferenciasBusqueda: [...form.preferenciasBusqueda, nuevaPreferencia()] }),
    setPref: (i, cambio) => form && setForm({ ...form, preferenciasBusqueda: form.preferenciasBusqueda.map((p, j) => (j === i ? { ...p, ...cambio } : p)) }),
    removePref: (i) => form && setForm({ ...form, preferenciasBusqueda: form.preferenciasBusqueda.filter((_, j) => j !== i) }),
    setOferta: (i, cambio) => form && setForm({ ...form, oferente: form.oferente.map((o, j) => (j === i ? { ...o, ...cambio } : o)) }),
    removeOferta: (i) => {
      if (!form) return;
      setForm({ ...form, oferente: form.oferente.filter((_, j) => j !== i) });
      showToast('Propiedad removida', 'success');
    },
  };

  /** A property chosen in the picker joins the offered ones, unless the client already offers it. */
  const elegir = (p: Propiedad) => {
    if (!form) return;
    if (yaAsignada(p, form.oferente)) {
      showToast('Esta propiedad ya está asignada al cliente', 'error');
      return;
    }
    setForm({ ...form, oferente: [...form.oferente, ofertaDe(p)] });
    setPicker(false);
    showToast('Propiedad agregada correctamente', 'success');
  };

  /** An offered property's public page, in a new tab. */
  const abrirPropiedad = (o: PropiedadOfrecida) => {
    if (!o.propiedadId) {
      showToast('No se puede acceder a la propiedad', 'error');
      return;
    }
    window.open(`/propiedad/${encodeURIComponent(o.propiedadId)}`, '_blank', 'noopener');
  };

  return {
    cliente,
    error,
    /** The draft offer and the leave dialog. */
    cambiosUi: cambios.ui,
    cargando: isLoading && !data,
    oferente,
    form,
    guardando,
    intentado,
    toast,
    volver,
    empezar,
    cancelar,
    guardar,
    edits,
    picker: { abierto: picker && !!form, abrir: () => setPicker(true), cerrar: () => setPicker(false), elegir },
    enviar: { abierto: enviar, abrir: () => setEnviar(true), cerrar: () => setEnviar(false) },
    abrirPropiedad,
  };
}

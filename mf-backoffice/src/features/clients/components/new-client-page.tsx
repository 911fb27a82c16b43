// /nuevo-cliente (spec §2 New client, §5, §8): Nombre, Apellido, DNI (optional: required only to enter an
// operation), Teléfono, Email (optional → null when blank).
// Query parameters (nombre, apellido, mail, telefono) prefill it, e.g. when an enquiry becomes a client (asignadoA:
// the enquiry's agent, whom the client is assigned to); pref.*
// (tipoPropiedad, tipoOperacion, presupuesto, moneda, descripcion) offer the search preference an enquiry about a
// listing suggests, saved with the client in the same call when its box stays ticked. `volver` (the property form's
// '+ Crear nuevo cliente') sends staff back there with the new client as the owner. Nothing typed is lost: leaving
// asks first and the draft is kept in the tab; a DNI another client has links to that client. A client that may be
// the same person (same name and phone, or same e-mail) is named before saving; 'Crear igual' saves anyway.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { CONDICION_IVA_LABELS, CONDICIONES_IVA, TIPO_PREFERENCIA_LABELS, formatPrecio, validarNuevoCliente, type CondicionIva, type ErroresCampo, type TipoPreferencia } from '@inmo/contracts';
import { ApiError, useDocumentTitle, useSubmitKey } from '@inmo/shell/platform';
import { Alert, Button, CheckRow, Field, FieldGrid, Panel, useToast } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { ButtonRow, PageHead } from '../../../components/ui/layout.js';
import { distintos, rutaDeVuelta } from '../../../components/ui/drafts.js';
import { useCambiosSinGuardar } from '../../../components/ui/unsaved-changes.js';
import { clienteExistente, crearCliente, mensajeErrorCrear } from '../api/crear-cliente.js';
import { posiblesDuplicados, type PosibleDuplicado } from '../api/posibles-duplicados.js';
import { useEquipo } from '../../../components/ui/equipo.js';

const CAMPOS = [
  { name: 'nombre', label: 'Nombre', type: 'text', autoComplete: 'given-name' },
  { name: 'apellido', label: 'Apellido', type: 'text', autoComplete: 'family-name' },
  { name: 'dni', label: 'DNI (opcional)', type: 'text', autoComplete: 'off', inputMode: 'numeric' as const },
  { name: 'cuit', label: 'CUIT (opcional, para facturar)', type: 'text', autoComplete: 'off', inputMode: 'numeric' as const },
  { name: 'telefono', label: 'Teléfono', type: 'tel', autoComplete: 'tel' },
  { name: 'mail', label: 'Email (opcional)', type: 'email', autoComplete: 'email' },
] as const;

type Campo = (typeof CAMPOS)[number]['name'];

export function NewClientPage() {
  useDocumentTitle('Nuevo cliente');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [params] = useSearchParams();
  const volver = rutaDeVuelta(params.get('volver'));
  const [inicial] = useState<Record<Campo, string>>(() => ({
    nombre: params.get('nombre') ?? '',
    apellido: params.get('apellido') ?? '',
    dni: '',
    cuit: '',
    telefono: params.get('telefono') ?? '',
    mail: params.get('mail') ?? '',
  }));
  const [form, setForm] = useState(inicial);
  const [existente, setExistente] = useState<{ _id: string; nombre: string } | null>(null);
  // The possible duplicates of the data last checked (`avisado`): saving those same data again goes ahead.
  const [duplicados, setDuplicados] = useState<PosibleDuplicado[]>([]);
  const [avisado, setAvisado] = useState<string | null>(null);
  const cambios = useCambiosSinGuardar<Record<Campo, string>>({
    sucio: distintos(form, inicial),
    clave: 'nuevo-cliente',
    ruta: paths.nuevoCliente,
    titulo: 'Nuevo cliente',
    datos: form,
    onRecuperar: (d) => setForm({ ...inicial, ...d }),
  });
  const salir = () => cambios.salir(() => navigate(volver ?? paths.clientes));
  const [preferencia] = useState(() => preferenciaDe(params));
  const [asignadoA] = useState(() => params.get('asignadoA') || null);
  const asignado = useEquipo().find((u) => u._id === asignadoA);
  const [conPreferencia, setConPreferencia] = useState(true);
  const [alertas, setAlertas] = useState(false);
  const [condicionIva, setCondicionIva] = useState<CondicionIva>('consumidor_final');
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [enviando, setEnviando] = useState(false);
  const clave = useSubmitKey();
  const [error, setError] = useState<string | null>(null);
  const { toast, showToast } = useToast(4000);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const mail = form.mail.trim();
    const body = {
      nombre: form.nombre.trim(),
      apellido: form.apellido.trim(),
      dni: form.dni.trim(),
      cuit: (form.cuit ?? '').trim() || null,
      condicionIva,
      telefono: form.telefono.trim(),
      mail: mail === '' ? null : mail,
      alertas: mail !== '' && alertas,
      preferenciasBusqueda: preferencia && conPreferencia ? [preferencia] : [],
      asignadoA,
    };
    const errs = validarNuevoCliente(body);
    setErrores(errs);
    setError(null);
    if (Object.keys(errs).length) return;
    setEnviando(true);
    setExistente(null);
    const persona = personaDe(form);
    if (avisado !== persona) {
      const posibles = await posiblesDuplicados(body);
      setAvisado(persona);
      setDuplicados(posibles);
      if (posibles.length > 0) {
        setEnviando(false);
        return;
      }
    }
    cambios.guardarYa();
    try {
      const r = await crearCliente(body, clave.for(body));
      clave.done();
      cambios.listo();
      showToast(r.message ?? 'Cliente creado correctamente.', 'success');
      void mutate((k) => typeof k === 'string' && k.startsWith('/admin/clientes'));
      const nuevo = r.success ? r.data._id : null;
      const destino = volver && nuevo ? `${volver}?clienteDueño=${encodeURIComponent(nuevo)}` : paths.clientes;
      timer.current = setTimeout(() => navigate(destino), 1500);
    } catch (err) {
      const m = mensajeErrorCrear(err);
      setExistente(clienteExistente(err));
      if (err instanceof ApiError && err.errors) setErrores(err.errors);
      setError(m);
      showToast(m, 'error');
      setEnviando(false);
    }
  };

  return (
    <>
      <PageHead>
        <h1>Nuevo Cliente</h1>
        <Button $variant="secondary" type="button" onClick={salir}>
          Volver
        </Button>
      </PageHead>
      {cambios.ui}
      {volver && <p data-testid="vuelta-a-propiedad">Al crear el cliente volvés a la propiedad que estabas cargando, con este cliente como dueño.</p>}
      <Panel as="form" onSubmit={submit} noValidate aria-label="Nuevo cliente">
        {error && (
          <Alert role="alert">
            {error}
            {existente && (
              <>
                {' '}
                <Link to={`/cliente/${encodeURIComponent(existente._id)}`}>Ver a {existente.nombre}</Link>
              </>
            )}
          </Alert>
        )}
        {duplicados.length > 0 && avisado === personaDe(form) && (
          <Alert $tone="info" role="status" data-testid="posible-duplicado">
            {duplicados.length === 1 ? 'Ya hay un cliente que puede ser esta misma persona: ' : 'Ya hay clientes que pueden ser esta misma persona: '}
            {duplicados.map((d, i) => (
              <span key={d._id}>
                {i > 0 && '; '}
                <Link to={`/cliente/${encodeURIComponent(d._id)}`}>{d.nombre}</Link> ({d.motivo})
              </span>
            ))}
            . Revisalo antes de crear otro.{' '}
            <Button type="submit" $variant="secondary" disabled={enviando}>
              Crear igual
            </Button>
          </Alert>
        )}
        {asignadoA && <p data-testid="nc-asignado">Asignado a {asignado?.nombre ?? 'el agente de la consulta'}, como la consulta.</p>}
        <FieldGrid>
          {CAMPOS.map((c) => (
            <Field key={c.name} id={`nc-${c.name}`} label={c.label} error={errores[c.name]}>
              {(a) => (
                <input
                  {...a}
                  name={c.name}
                  type={c.type}
                  autoComplete={c.autoComplete}
                  inputMode={'inputMode' in c ? c.inputMode : undefined}
                  required={c.name !== 'mail' && c.name !== 'dni' && c.name !== 'cuit'}
                  value={form[c.name]}
                  onChange={(e) => setForm({ ...form, [c.name]: e.target.value })}
                />
              )}
            </Field>
          ))}
          <Field id="nc-condicionIva" label="Condición frente al IVA" error={errores.condicionIva}>
            {(a) => (
              <select {...a} name="condicionIva" value={condicionIva} onChange={(e) => setCondicionIva(e.target.value as CondicionIva)}>
                {CONDICIONES_IVA.map((c) => (
                  <option key={c} value={c}>
                    {CONDICION_IVA_LABELS[c]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </FieldGrid>
        <CheckRow style={{ margin: '16px 0' }}>
          <label>
            <input type="checkbox" checked={alertas} disabled={form.mail.trim() === ''} onChange={(e) => setAlertas(e.target.checked)} />
            Recibir alertas por email (con el consentimiento del cliente)
          </label>
        </CheckRow>
        {preferencia && (
          <CheckRow style={{ margin: '16px 0' }}>
            <label>
              <input type="checkbox" checked={conPreferencia} onChange={(e) => setConPreferencia(e.target.checked)} />
              Agregar la preferencia de búsqueda: {TIPO_PREFERENCIA_LABELS[preferencia.tipoPropiedad as TipoPreferencia] ?? preferencia.tipoPropiedad} ·{' '}
              {preferencia.tipoOperacion}
              {preferencia.presupuesto !== null ? ` · hasta ${formatPrecio({ monto: preferencia.presupuesto, moneda: preferencia.moneda })}` : ''} ({preferencia.descripcion})
            </label>
          </CheckRow>
        )}
        <ButtonRow>
          <Button $variant="secondary" type="button" onClick={salir}>
            Cancelar
          </Button>
          <Button type="submit" disabled={enviando}>
            {enviando ? 'Creando...' : 'Crear Cliente'}
          </Button>
        </ButtonRow>
      </Panel>
      {toast}
    </>
  );
}

/** Who the form describes, as the duplicate check compares it: a warning stands while these stay the same. */
function personaDe(f: Record<Campo, string>): string {
  return JSON.stringify([f.nombre.trim(), f.apellido.trim(), f.telefono.trim(), f.mail.trim()]);
}

/** The preference the address offers (pref.* parameters), or null. */
function preferenciaDe(params: URLSearchParams) {
  const tipoPropiedad = params.get('pref.tipoPropiedad');
  const tipoOperacion = params.get('pref.tipoOperacion');
  if (!tipoPropiedad || !tipoOperacion) return null;
  const presupuesto = Number(params.get('pref.presupuesto'));
  return {
    tipoPropiedad,
    tipoOperacion,
    presupuesto: params.get('pref.presupuesto') && Number.isFinite(presupuesto) ? presupuesto : null,
    moneda: params.get('pref.moneda') || 'ARS',
    descripcion: params.get('pref.descripcion') ?? '',
  };
}

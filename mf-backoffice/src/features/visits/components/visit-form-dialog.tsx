// 'Programar Visita': the property, the client, the agent (the caller by default), the day and hour (Argentina's)
// and how long. Opened from the Agenda, and from a client's or a property's page with it chosen already.
import { useMemo, useState, type FormEvent } from 'react';
import { formatPrecio, type ErroresCampo } from '@inmo/contracts';
import { useAuth, useSubmitKey } from '@inmo/shell/platform';
import { Alert, Button, Field, FieldGrid, Modal } from '@inmo/ui';
import { ApiError } from '@inmo/shell/platform';
import { useEquipo } from '../../../components/ui/equipo.js';
import { SearchSelect, type Opcion } from '../../../components/ui/search-select.js';
import { useBuscarClientes, useBuscarPropiedades } from '../../../components/ui/busquedas.js';
import { crearVisita } from '../api/visitas.js';

export interface VisitaInicial {
  propiedad?: Opcion | null;
  cliente?: Opcion | null;
}

const DURACIONES = [30, 45, 60, 90, 120];

export function VisitFormDialog({ open, inicial, onClose, onCreated }: { open: boolean; inicial: VisitaInicial; onClose: () => void; onCreated: () => void }) {
  const { user } = useAuth();
  const equipo = useEquipo();
  const clave = useSubmitKey();
  const [propiedad, setPropiedad] = useState<Opcion | null>(inicial.propiedad ?? null);
  const [cliente, setCliente] = useState<Opcion | null>(inicial.cliente ?? null);
  const [agente, setAgente] = useState(user?.sub ?? '');
  const [inicio, setInicio] = useState('');
  const [minutos, setMinutos] = useState(60);
  const [textoProp, setTextoProp] = useState('');
  const [textoCli, setTextoCli] = useState('');
  const [errores, setErrores] = useState<ErroresCampo>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const props = useBuscarPropiedades(textoProp);
  const clis = useBuscarClientes(textoCli);
  const opcionesProp: Opcion[] = useMemo(
    () => props.propiedades.map((p) => ({ id: p.id, texto: `${p.codigo ?? ''} ${p.titulo}`.trim(), detalle: [p.ubicacion?.localidad, formatPrecio(p.precio)].filter(Boolean).join(' · ') })),
    [props.propiedades],
  );
  const opcionesCli: Opcion[] = useMemo(() => clis.clientes.map((c) => ({ id: c._id, texto: `${c.nombre} ${c.apellido}`, detalle: c.telefono ?? '' })), [clis.clientes]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const found: ErroresCampo = {};
    if (!propiedad) found.propiedad = 'Seleccione una propiedad';
    if (!cliente) found.cliente = 'Seleccione un cliente';
    if (!inicio) found.inicio = 'Indicá el día y la hora de la visita';
    setErrores(found);
    if (Object.keys(found).length) return;
    const body = { propiedad: propiedad!.id, cliente: cliente!.id, agente: agente || null, inicio, minutos };
    setBusy(true);
    try {
      await crearVisita(body, clave.for(body));
      clave.done();
      onCreated();
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrores(err.errors);
      setError(err instanceof ApiError && err.serverError ? err.serverError : 'No se pudo programar la visita. Intentá nuevamente.');
    }
    setBusy(false);
  };

  return (
    <Modal
      open={open}
      title="Programar Visita"
      onClose={onClose}
      width="640px"
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form="form-visita" disabled={busy}>
            {busy ? 'Guardando...' : 'Programar'}
          </Button>
        </>
      }
    >
      <form id="form-visita" onSubmit={onSubmit} noValidate>
        {error && <Alert role="alert">{error}</Alert>}
        <FieldGrid>
          <SearchSelect
            label="Propiedad"
            opciones={opcionesProp}
            valor={propiedad?.id ?? ''}
            elegida={propiedad}
            onChange={(id) => setPropiedad(id ? (opcionesProp.find((o) => o.id === id) ?? null) : null)}
            onBuscar={setTextoProp}
            buscando={props.buscando}
            error={errores.propiedad}
            placeholder="Buscar por título o código (mínimo 2 letras)"
          />
          <SearchSelect
            label="Cliente"
            opciones={opcionesCli}
            valor={cliente?.id ?? ''}
            elegida={cliente}
            onChange={(id) => setCliente(id ? (opcionesCli.find((o) => o.id === id) ?? null) : null)}
            onBuscar={setTextoCli}
            buscando={clis.buscando}
            error={errores.cliente}
            placeholder="Buscar por nombre o DNI (mínimo 2 letras)"
          />
          <Field id="visita-agente" label="Agente" error={errores.agente}>
            {(a) => (
              <select {...a} value={agente} onChange={(e) => setAgente(e.target.value)}>
                {equipo.map((u) => (
                  <option key={u._id} value={u._id}>
                    {u.nombre}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="visita-inicio" label="Día y hora" error={errores.inicio}>
            {(a) => <input {...a} type="datetime-local" step={900} value={inicio} onChange={(e) => setInicio(e.target.value)} />}
          </Field>
          <Field id="visita-minutos" label="Duración" error={errores.minutos}>
            {(a) => (
              <select {...a} value={minutos} onChange={(e) => setMinutos(Number(e.target.value))}>
                {DURACIONES.map((m) => (
                  <option key={m} value={m}>
                    {m} minutos
                  </option>
                ))}
              </select>
            )}
          </Field>
        </FieldGrid>
      </form>
    </Modal>
  );
}

// /consultas: the enquiries sent from /contacto, newest first. Opening one marks it read; replies go out by e-mail
// or WhatsApp in one click, each logged (who, when, channel) and marking the enquiry answered; 'Marcar como respondida'; 'Asignar a' a member of staff; 'Crear cliente' opens
// the new-client form prefilled. Filters 'Mostrar' (read / answered) and 'Asignada a' ('Mis consultas', 'Sin
// asignar', each user). Nothing to show: 'No hay consultas.', or under a filter 'No hay resultados para esta
// búsqueda' and 'Limpiar filtros'.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { CANALES, CANAL_RESPUESTA_LABELS, type Canal, type CanalRespuesta, type Consulta } from '@inmo/contracts';
import { ApiError, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Field, FilterBar, ListEmpty, Options, Pagination, Spinner, useToast } from '@inmo/ui';
import { Muted, PageHead, StackList } from '../../../components/ui/layout.js';
import { FiltroUsuario, MIAS, MiasTodas, useEsAgente } from '../../../components/ui/equipo.js';
import { actualizarConsulta } from '../api/actualizar-consulta.js';
import { registrarRespuesta } from '../api/registrar-respuesta.js';
import { asignarConsulta } from '../api/asignar-consulta.js';
import { useConsultas, type EstadoConsulta } from '../api/get-consultas.js';
import { ConsultaItem } from './consulta-item.js';

export function EnquiriesPage() {
  useDocumentTitle('Consultas');
  const [page, setPage] = useState(1);
  const [estado, setEstado] = useState<EstadoConsulta>('');
  // An agente opens on their own enquiries.
  const agente = useEsAgente();
  const [asignada, setAsignada] = useState(() => (agente ? MIAS : ''));
  const [canal, setCanal] = useState<Canal | ''>('');
  // ?consulta={id} (the link of a new enquiry's e-mail) opens that one.
  const [params] = useSearchParams();
  const [abierta, setAbierta] = useState<string | null>(() => params.get('consulta'));
  const { data, error, isLoading } = useConsultas(page, estado, asignada, canal);
  const { mutate } = useSWRConfig();
  const { toast, showToast } = useToast(3000);
  const refrescar = () => mutate((k) => typeof k === 'string' && k.startsWith('/admin/consultas'));

  const cambiar = async (c: Consulta, cambios: { leida?: boolean; respondida?: boolean }, ok?: string) => {
    try {
      await actualizarConsulta(c._id, cambios);
      await refrescar();
      if (ok) showToast(ok, 'success');
    } catch (err) {
      showToast((err instanceof ApiError && err.serverError) || 'Error al actualizar la consulta', 'error');
    }
  };

  const asignar = async (c: Consulta, usuario: string | null) => {
    try {
      const r = await asignarConsulta(c._id, usuario);
      await refrescar();
      showToast(r.asignadoA ? `Consulta asignada a ${r.asignadoA.nombre}` : 'Consulta sin asignar', 'success');
    } catch (err) {
      showToast((err instanceof ApiError && err.serverError) || 'Error al asignar la consulta', 'error');
    }
  };

  const responder = async (c: Consulta, canal: CanalRespuesta) => {
    try {
      await registrarRespuesta(c._id, canal);
      await refrescar();
      showToast(`Respuesta por ${CANAL_RESPUESTA_LABELS[canal]} registrada`, 'success');
    } catch (err) {
      showToast((err instanceof ApiError && err.serverError) || 'No se pudo registrar la respuesta', 'error');
    }
  };

  const toggle = (c: Consulta) => {
    const abre = abierta !== c._id;
    setAbierta(abre ? c._id : null);
    if (abre && !c.leida) void cambiar(c, { leida: true });
  };

  const consultas = data?.data ?? [];
  // The one opened by ?consulta= is read once it is on screen, as if opened by hand.
  const deEnlace = useRef(params.get('consulta'));
  useEffect(() => {
    const c = consultas.find((x) => x._id === deEnlace.current);
    if (!c) return;
    deEnlace.current = null;
    if (!c.leida) void cambiar(c, { leida: true });
  });
  return (
    <>
      <PageHead>
        <div>
          <h1>Consultas</h1>
          {data && <Muted data-testid="consultas-pendientes">{data.pendientes === 1 ? '1 consulta sin leer' : `${data.pendientes} consultas sin leer`}</Muted>}
        </div>
      </PageHead>
      <MiasTodas
        etiqueta="Mis consultas"
        mias={asignada === MIAS}
        onChange={(m) => {
          setAsignada(m ? MIAS : '');
          setPage(1);
        }}
      />
      <FilterBar as="div" role="search" aria-label="Filtrar consultas">
        <Field id="consultas-estado" label="Mostrar">
          {(a) => (
            <select
              {...a}
              value={estado}
              onChange={(e) => {
                setEstado(e.target.value as EstadoConsulta);
                setPage(1);
              }}
            >
              <option value="">Todas</option>
              <option value="pendientes">Sin leer</option>
              <option value="sinresponder">Sin responder</option>
              <option value="respondidas">Respondidas</option>
            </select>
          )}
        </Field>
        <FiltroUsuario
          id="consultas-asignada"
          label="Asignada a"
          todos="Todas"
          mias="Mis consultas"
          sinAsignar
          value={asignada}
          onChange={(v) => {
            setAsignada(v);
            setPage(1);
          }}
        />
        <Field id="consultas-canal" label="Canal">
          {(a) => (
            <select
              {...a}
              value={canal}
              onChange={(e) => {
                setCanal(e.target.value as Canal | '');
                setPage(1);
              }}
            >
              <Options values={CANALES} empty="Todos" />
            </select>
          )}
        </Field>
      </FilterBar>
      {error && <Alert role="alert">{(error instanceof ApiError && error.serverError) || 'Error al cargar las consultas'}</Alert>}
      {/* isLoading: the reply for this filter is still on its way (the one shown may be another filter's). */}
      {isLoading && (!data || consultas.length === 0) ? (
        <Spinner role="status" aria-label="Cargando consultas" />
      ) : consultas.length === 0 && !error ? (
        <ListEmpty
          filtered={estado !== '' || asignada !== '' || canal !== ''}
          onClear={() => {
            setEstado('');
            setAsignada('');
            setCanal('');
            setPage(1);
          }}
          focusId="consultas-estado"
        >
          No hay consultas.
        </ListEmpty>
      ) : (
        <StackList aria-label="Listado de consultas">
          {consultas.map((c) => (
            <li key={c._id}>
              <ConsultaItem
                c={c}
                abierta={abierta === c._id}
                onToggle={() => toggle(c)}
                onRespondida={(v) => cambiar(c, { respondida: v }, v ? 'Consulta marcada como respondida' : 'Consulta marcada como no respondida')}
                onAsignar={(u) => asignar(c, u)}
                onResponder={(canal) => void responder(c, canal)}
              />
            </li>
          ))}
        </StackList>
      )}
      {data && data.pages > 1 && <Pagination page={page} pages={data.pages} onPage={setPage} />}
      {toast}
    </>
  );
}

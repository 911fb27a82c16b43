// /agenda: the week's visits per agent (rows) and day (columns); on a phone, one day's list with the week's days to
// pick. 'Programar Visita' opens the form (also with ?cliente= or ?propiedad= from a client's or a property's page,
// which opens it with that one chosen). A visitor's request shows 'Pendiente de confirmar' and when it expires; staff
// call the visitor and confirm it ('Confirmado por teléfono', with the e-mail the visitor gave on the call, where the
// confirmation goes); one nobody confirmed in 48 h shows 'Vencida sin confirmar'. A visit's outcome (state, what the
// visitor said, interest 1–5) is recorded from its card, with the visit's history. An agente sees Confirmar and
// Resultado only on their own visits (the API refuses the others'); an admin, on every one.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import {
  ESTADO_VISITA_LABELS, ESTADOS_VISITA_EDITABLES, horaLocalAR,
  type ClienteResponse, type PropiedadDetalleResponse, type UsuarioRef, type Visita,
} from '@inmo/contracts';
import { swrFetcher, useAuth, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Badge, Button, Field, LoadingText, Modal, Panel, useToast } from '@inmo/ui';
import { mensajeDeError, useCuenta } from '../../../components/account.js';
import { HistoryPanel } from '../../../components/ui/history-panel.js';
import { FiltroUsuario, useEquipo } from '../../../components/ui/equipo.js';
import { PageHead } from '../../../components/ui/layout.js';
import { descargarIcs, editarVisita, useVisitas, visitasCambiaron } from '../api/visitas.js';
import { VisitFormDialog, type VisitaInicial } from './visit-form-dialog.js';

const DIAS = ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'];
const DIA_MS = 86_400_000;
const hoyAR = () => horaLocalAR(new Date()).slice(0, 10);
const sumar = (dia: string, n: number) => new Date(Date.parse(`${dia}T12:00:00Z`) + n * DIA_MS).toISOString().slice(0, 10);
const diaSemana = (dia: string) => new Date(`${dia}T12:00:00Z`).getUTCDay();
/** The Monday of the week a day is in. */
const lunes = (dia: string) => sumar(dia, -((diaSemana(dia) + 6) % 7));
const etiquetaDia = (dia: string) => `${DIAS[diaSemana(dia)]} ${dia.slice(8, 10)}/${dia.slice(5, 7)}`;
const hora = (iso: string) => horaLocalAR(iso).slice(11, 16);
/** dd/mm/aaaa hh:mm in Argentina. */
const fechaHora = (iso: string) => {
  const l = horaLocalAR(iso);
  return `${l.slice(8, 10)}/${l.slice(5, 7)}/${l.slice(0, 4)} ${l.slice(11, 16)}`;
};

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
  margin-bottom: 16px;
`;
const Semana = styled.div`
  overflow-x: auto;
  @media (max-width: 760px) {
    display: none;
  }
  /* The week fits the page's width (seven equal days beside the agents' column): each card wraps its text and
     buttons inside its day rather than widening the grid. */
  table {
    border-collapse: collapse;
    width: 100%;
    table-layout: fixed;
  }
  th,
  td {
    border: 1px solid ${(p) => p.theme.colors.border};
    padding: 4px;
    vertical-align: top;
    text-align: left;
    overflow-wrap: anywhere;
  }
  th:first-child {
    width: 96px;
  }
  td button {
    min-width: 0;
    max-width: 100%;
    padding-left: 8px;
    padding-right: 8px;
    white-space: normal;
  }
`;
const Dia = styled.div`
  display: none;
  @media (max-width: 760px) {
    display: block;
  }
`;
const Chips = styled.div`
  display: flex;
  gap: 6px;
  overflow-x: auto;
  margin-bottom: 12px;
  button {
    flex: none;
  }
`;
const Card = styled.article<{ $estado: string }>`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 4px solid ${(p) => (p.$estado === 'pendiente' ? p.theme.colors.error : p.$estado === 'programada' ? p.theme.colors.accentText : p.theme.colors.border)};
  border-radius: 6px;
  padding: 6px 8px;
  margin-bottom: 6px;
  font-size: 0.85rem;
  p {
    margin: 2px 0;
    overflow-wrap: anywhere;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin-top: 4px;
  }
`;

function quien(v: Visita): string {
  if (v.cliente) return `${v.cliente.nombre} ${v.cliente.apellido}`.trim();
  return v.visitante ? `${v.visitante.nombre} · ${v.visitante.telefono}` : '';
}

/** A request staff may still confirm: waiting, or expired with its hour still ahead. */
const confirmable = (v: Visita) => v.visitante !== null && (v.estado === 'pendiente' || v.estado === 'vencida') && Date.parse(v.inicio) > Date.now();

function VisitCard({ v, puede, onConfirmar, onResultado, onIcs }: { v: Visita; puede: boolean; onConfirmar: () => void; onResultado: () => void; onIcs: () => void }) {
  return (
    <Card $estado={v.estado} data-testid="visita" aria-label={`Visita ${hora(v.inicio)} ${v.propiedad.codigo}`}>
      <p>
        <strong>
          {hora(v.inicio)}–{hora(v.fin)}
        </strong>{' '}
        {v.propiedad.codigo}
      </p>
      <p>{v.propiedad.titulo}</p>
      <p>{quien(v)}</p>
      <Badge>{ESTADO_VISITA_LABELS[v.estado]}</Badge>
      {v.estado === 'pendiente' && v.vence && <p>Vence {fechaHora(v.vence)} si no se confirma</p>}
      <div>
        {puede && confirmable(v) && (
          <Button type="button" onClick={onConfirmar}>
            Confirmar
          </Button>
        )}
        {puede && (
          <Button type="button" $variant="secondary" onClick={onResultado}>
            Resultado
          </Button>
        )}
        <Button type="button" $variant="secondary" onClick={onIcs} aria-label={`Descargar calendario de la visita ${hora(v.inicio)} ${v.propiedad.codigo}`}>
          .ics
        </Button>
      </div>
    </Card>
  );
}

function ResultDialog({ v, onClose, onSaved }: { v: Visita; onClose: () => void; onSaved: () => void }) {
  const editable = (ESTADOS_VISITA_EDITABLES as readonly string[]).includes(v.estado);
  const [estado, setEstado] = useState<(typeof ESTADOS_VISITA_EDITABLES)[number]>(editable ? (v.estado as (typeof ESTADOS_VISITA_EDITABLES)[number]) : 'cancelada');
  const [resultado, setResultado] = useState(v.resultado ?? '');
  const [interes, setInteres] = useState(v.interes ? String(v.interes) : '');
  const [error, setError] = useState<string | null>(null);
  const guardar = async () => {
    try {
      await editarVisita(v._id, { estado, resultado, interes: interes || null, version: v.version });
      onSaved();
    } catch (err) {
      setError(mensajeDeError(err, 'No se pudo guardar la visita.'));
    }
  };
  return (
    <Modal
      open
      title="Resultado de la visita"
      onClose={onClose}
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="button" onClick={guardar}>
            Guardar
          </Button>
        </>
      }
    >
      {error && <Alert role="alert">{error}</Alert>}
      <Field id="res-estado" label="Estado">
        {(a) => (
          <select {...a} value={estado} onChange={(e) => setEstado(e.target.value as typeof estado)}>
            {ESTADOS_VISITA_EDITABLES.filter((x) => x !== 'programada' || editable).map((x) => (
              <option key={x} value={x}>
                {ESTADO_VISITA_LABELS[x]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="res-texto" label="Qué dijo el visitante">
        {(a) => <textarea {...a} rows={3} value={resultado} onChange={(e) => setResultado(e.target.value)} />}
      </Field>
      <Field id="res-interes" label="Interés (1 a 5)">
        {(a) => (
          <select {...a} value={interes} onChange={(e) => setInteres(e.target.value)}>
            <option value="">Sin indicar</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </Field>
      <HistoryPanel entidad="visita" id={v._id} version={v.version} />
    </Modal>
  );
}

/** 'Confirmar': staff call the visitor; only once they tick that they did is the request booked and the e-mail sent. */
function ConfirmDialog({ v, onClose, onSaved }: { v: Visita; onClose: () => void; onSaved: () => void }) {
  const [llamado, setLlamado] = useState(false);
  const [email, setEmail] = useState(v.visitante?.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const telefono = v.visitante?.telefono ?? '';
  const guardar = async () => {
    try {
      await editarVisita(v._id, { estado: 'programada', confirmadoPorTelefono: llamado, email, version: v.version });
      onSaved();
    } catch (err) {
      setError(mensajeDeError(err, 'No se pudo confirmar la visita.'));
    }
  };
  return (
    <Modal
      open
      title="Confirmar pedido de visita"
      onClose={onClose}
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="button" onClick={guardar} disabled={!llamado}>
            Confirmar visita
          </Button>
        </>
      }
    >
      {error && <Alert role="alert">{error}</Alert>}
      <p>
        Llamá a {v.visitante?.nombre} al <a href={`tel:${telefono.replace(/[^\d+]/g, '')}`}>{telefono}</a> para confirmar la visita del {fechaHora(v.inicio)} a {v.propiedad.titulo}. La
        confirmación por email se envía recién cuando la confirmás acá.
      </p>
      <label>
        <input type="checkbox" checked={llamado} onChange={(e) => setLlamado(e.target.checked)} /> Confirmado por teléfono
      </label>
      <Field id="conf-email" label="Email para la confirmación (confirmalo en la llamada; vacío: sin email)">
        {(a) => <input {...a} type="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
    </Modal>
  );
}

export function AgendaPage() {
  useDocumentTitle('Agenda');
  const [params, setParams] = useSearchParams();
  const { mutate } = useSWRConfig();
  const { toast, showToast } = useToast(3000);
  const [dia, setDia] = useState(hoyAR());
  const [agente, setAgente] = useState('');
  const [resultado, setResultado] = useState<Visita | null>(null);
  const [confirmando, setConfirmando] = useState<Visita | null>(null);
  const { user } = useAuth();
  const cuenta = useCuenta();
  const admin = (cuenta.data?.data.rol ?? user?.rol) === 'admin';
  const puede = (v: Visita) => admin || (!!user?.sub && v.agente?._id === user.sub);
  const desde = lunes(dia);
  const dias = useMemo(() => Array.from({ length: 7 }, (_, i) => sumar(desde, i)), [desde]);
  const { data, error, isLoading } = useVisitas(desde, dias[6]!, agente);
  const equipo = useEquipo();
  const visitas = useMemo(() => data?.data ?? [], [data]);

  // Opened from a client's or a property's page: the form, with that one chosen.
  const clienteId = params.get('cliente') ?? '';
  const propiedadId = params.get('propiedad') ?? '';
  const cli = useSWR<ClienteResponse>(clienteId ? `/admin/cliente/${encodeURIComponent(clienteId)}` : null, swrFetcher);
  const prop = useSWR<PropiedadDetalleResponse>(propiedadId ? `/user/propiedad/${encodeURIComponent(propiedadId)}` : null, swrFetcher);
  const [abierto, setAbierto] = useState(false);
  const desdeOtraPagina = (!!clienteId && !!cli.data) || (!!propiedadId && !!prop.data);
  const formAbierto = abierto || desdeOtraPagina;
  const inicial: VisitaInicial = {
    cliente: cli.data ? { id: cli.data.data._id, texto: `${cli.data.data.nombre} ${cli.data.data.apellido}` } : null,
    propiedad: prop.data ? { id: prop.data.propiedad.id, texto: `${prop.data.propiedad.codigo ?? ''} ${prop.data.propiedad.titulo}`.trim() } : null,
  };
  const cerrar = () => {
    setAbierto(false);
    if (clienteId || propiedadId) setParams({}, { replace: true });
  };

  const agentes: UsuarioRef[] = useMemo(() => {
    const ids = new Set(visitas.map((v) => v.agente?._id ?? ''));
    const conVisitas = equipo.filter((u) => ids.has(u._id) || u._id === agente);
    return ids.has('') ? [...conVisitas, { _id: '', nombre: 'Sin agente' }] : conVisitas;
  }, [visitas, equipo, agente]);

  const card = (v: Visita) => (
    <VisitCard
      key={v._id}
      v={v}
      puede={puede(v)}
      onConfirmar={() => setConfirmando(v)}
      onResultado={() => setResultado(v)}
      onIcs={() => descargarIcs(v).catch(() => showToast('No se pudo descargar el calendario', 'error'))}
    />
  );

  return (
    <>
      <PageHead>
        <h1>Agenda</h1>
        <Button type="button" onClick={() => setAbierto(true)}>
          Programar Visita
        </Button>
      </PageHead>
      <Toolbar>
        <Button type="button" $variant="secondary" onClick={() => setDia(sumar(dia, -7))}>
          Semana anterior
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setDia(hoyAR())}>
          Hoy
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setDia(sumar(dia, 7))}>
          Semana siguiente
        </Button>
        <FiltroUsuario id="agenda-agente" label="Agente" value={agente} onChange={setAgente} todos="Todos" />
      </Toolbar>
      {error && <Alert role="alert">Error al cargar la agenda</Alert>}
      {isLoading && <LoadingText role="status">Cargando...</LoadingText>}
      <Panel aria-label={`Semana del ${etiquetaDia(desde)}`}>
        <Semana>
          <table aria-label="Visitas de la semana por agente">
            <thead>
              <tr>
                <th scope="col">Agente</th>
                {dias.map((d) => (
                  <th key={d} scope="col">
                    {etiquetaDia(d)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {agentes.length === 0 && (
                <tr>
                  <td colSpan={8}>No hay visitas esta semana.</td>
                </tr>
              )}
              {agentes.map((u) => (
                <tr key={u._id || 'ninguno'}>
                  <th scope="row">{u.nombre}</th>
                  {dias.map((d) => (
                    <td key={d}>{visitas.filter((v) => (v.agente?._id ?? '') === u._id && horaLocalAR(v.inicio).slice(0, 10) === d).map(card)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Semana>
        <Dia>
          <Chips role="group" aria-label="Día">
            {dias.map((d) => (
              <Button key={d} type="button" $variant={d === dia ? 'primary' : 'secondary'} aria-pressed={d === dia} onClick={() => setDia(d)}>
                {etiquetaDia(d)}
              </Button>
            ))}
          </Chips>
          <h2>{etiquetaDia(dia)}</h2>
          {visitas.filter((v) => horaLocalAR(v.inicio).slice(0, 10) === dia).length === 0 && <p>No hay visitas este día.</p>}
          {visitas
            .filter((v) => horaLocalAR(v.inicio).slice(0, 10) === dia)
            .map((v) => (
              <div key={v._id}>
                {card(v)}
                {v.agente && <small>Agente: {v.agente.nombre}</small>}
              </div>
            ))}
        </Dia>
      </Panel>
      {formAbierto && (
        <VisitFormDialog
          key={`${clienteId}-${propiedadId}-${desdeOtraPagina}`}
          open
          inicial={inicial}
          onClose={cerrar}
          onCreated={() => {
            cerrar();
            showToast('Visita programada', 'success');
            void visitasCambiaron(mutate);
          }}
        />
      )}
      {resultado && (
        <ResultDialog
          v={resultado}
          onClose={() => setResultado(null)}
          onSaved={() => {
            setResultado(null);
            showToast('Visita actualizada', 'success');
            void visitasCambiaron(mutate);
          }}
        />
      )}
      {confirmando && (
        <ConfirmDialog
          v={confirmando}
          onClose={() => setConfirmando(null)}
          onSaved={() => {
            setConfirmando(null);
            showToast('Visita confirmada', 'success');
            void visitasCambiaron(mutate);
          }}
        />
      )}
      {toast}
    </>
  );
}

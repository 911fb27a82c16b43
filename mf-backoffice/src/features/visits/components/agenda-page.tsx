// /agenda: the week's visits per agent (rows) and day (columns); on a phone, one day's list with the week's days to
// pick. 'Programar Visita' opens the form (also with ?cliente= or ?propiedad= from a client's or a property's page,
// which opens it with that one chosen). A visitor's request shows 'Pendiente de confirmar' and when it expires; staff
// call the visitor and confirm it ('Confirmado por teléfono', with the e-mail the visitor gave on the call, where the
// confirmation goes); one nobody confirmed in 48 h shows 'Vencida sin confirmar'. A visit's outcome (state, what the
// visitor said, interest 1–5) is recorded from its card, with the visit's history. An agente sees Confirmar and
// Resultado only on their own visits (the API refuses the others'); an admin, on every one.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import type { UsuarioRef, Visita } from '@inmo/contracts';
import { useAuth, useDocumentTitle } from '@inmo/shell/platform';
import { Alert, Button, LoadingText, Panel, useToast } from '@inmo/ui';
import { useCuenta } from '../../../components/account.js';
import { FiltroUsuario, useEquipo } from '../../../components/ui/equipo.js';
import { PageHead } from '../../../components/ui/layout.js';
import { descargarIcs, useVisitas, visitasCambiaron } from '../api/visitas.js';
import { etiquetaDia, hoyAR, lunes, sumar } from './agenda-dates.js';
import { AgendaDayList, AgendaWeekTable } from './agenda-week.js';
import { useVisitaInicial } from './use-visita-inicial.js';
import { VisitCard } from './visit-card.js';
import { ConfirmDialog } from './visit-confirm-dialog.js';
import { VisitFormDialog } from './visit-form-dialog.js';
import { ResultDialog } from './visit-result-dialog.js';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
  margin-bottom: 16px;
`;

export function AgendaPage() {
  useDocumentTitle('Agenda');
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
  const desdeOtra = useVisitaInicial();
  const [abierto, setAbierto] = useState(false);
  const formAbierto = abierto || desdeOtra.desdeOtraPagina;
  const cerrar = () => {
    setAbierto(false);
    desdeOtra.limpiar();
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
        <AgendaWeekTable dias={dias} agentes={agentes} visitas={visitas} card={card} />
        <AgendaDayList dias={dias} dia={dia} onDia={setDia} visitas={visitas} card={card} />
      </Panel>
      {formAbierto && (
        <VisitFormDialog
          key={desdeOtra.clave}
          open
          inicial={desdeOtra.inicial}
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

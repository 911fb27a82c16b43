// The side column of the client page: the summary (interest level, counts of active preferences and properties)
// and the actions (call, e-mail, 'Programar Visita' — the Agenda's form with this client chosen —, 'Enviar Propiedades').
import styled from 'styled-components';
import { formatFecha, formatMesAnio, type Cliente } from '@inmo/contracts';
import { STAFF_ROUTES } from '@inmo/contracts';
import { Button, ButtonAnchor, ButtonLink, Panel } from '@inmo/ui';
import { Muted } from '../../../components/ui/layout.js';
import { Dl } from './client-detail-ui.js';

export const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0;
  a,
  button {
    width: 100%;
    box-sizing: border-box;
    margin-bottom: 8px;
  }
`;

export function SummaryPanel({ cliente, receptor, prefsActivas, propsActivas }: { cliente: Cliente; receptor: boolean; prefsActivas: number; propsActivas: number }) {
  return (
    <Panel aria-labelledby="sec-resumen">
      <h2 id="sec-resumen">
        {cliente.nombre} {cliente.apellido}
      </h2>
      <Muted>Cliente desde {formatMesAnio(cliente.fechaCreacion)}</Muted>
      <Dl>
        <div>
          <dt>Nivel de Interés</dt>
          <dd>{receptor ? 'Alto - Búsqueda activa' : 'Sin preferencias'}</dd>
        </div>
        <div>
          <dt>Última Actualización</dt>
          <dd>{formatFecha(cliente.fechaCreacion)}</dd>
        </div>
        <div>
          <dt>Preferencias activas</dt>
          <dd data-testid="preferencias-activas">{prefsActivas}</dd>
        </div>
        <div>
          <dt>Propiedades activas</dt>
          <dd data-testid="propiedades-activas">{propsActivas}</dd>
        </div>
      </Dl>
    </Panel>
  );
}

export function ActionsPanel({ clienteId, tel, mail, onEnviar }: { clienteId: string; tel: string | null; mail: string | null; onEnviar: () => void }) {
  return (
    <Panel aria-labelledby="sec-acciones">
      <h2 id="sec-acciones">Acciones</h2>
      {tel ? <ButtonAnchor href={tel}>Llamar Cliente</ButtonAnchor> : <Button disabled>Llamar Cliente</Button>}
      {mail ? (
        <ButtonAnchor $variant="secondary" href={mail}>
          Enviar Email
        </ButtonAnchor>
      ) : (
        <Button $variant="secondary" disabled>
          Enviar Email
        </Button>
      )}
      <ButtonLink $variant="secondary" to={`${STAFF_ROUTES.agenda}?cliente=${encodeURIComponent(clienteId)}`}>
        Programar Visita
      </ButtonLink>
      <Button $variant="secondary" onClick={onEnviar}>
        Enviar Propiedades
      </Button>
    </Panel>
  );
}

// One enquiry of the inbox: its summary (who, what, when, whom it is assigned to, the channel it came by and how many
// times the same person wrote), the client that person already is and, opened, the message, the contact data, the
// property, 'Asignar a' and the replies and actions ('Crear cliente' only for someone who is not a client yet).
// A reply sent by its WhatsApp or e-mail link is logged (onResponder: who, when, which channel; the enquiry is then
// answered) and the log is shown under 'Respuestas'.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CANAL_RESPUESTA_LABELS, formatFecha, formatFechaHora, orNoEspecificado, type CanalRespuesta, type Consulta } from '@inmo/contracts';
import { Badge, Button, ButtonAnchor, ButtonLink } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { AsignarA } from '../../../components/ui/equipo.js';
import { clienteHref, nuevoClienteHref, respuestaEmail, respuestaWhatsapp } from './consulta-links.js';

const Item = styled.article<{ $nueva: boolean }>`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 4px solid ${(p) => (p.$nueva ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  padding: 12px 16px;
`;

const Summary = styled.button`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 4px 12px;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  strong {
    font-size: 1.05rem;
  }
  .dato {
    color: ${(p) => p.theme.colors.muted};
  }
  .meta {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
    font-size: 0.9rem;
  }
`;

const Cliente = styled.p`
  margin: 6px 0 0;
  font-size: 0.9rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    color: ${(p) => p.theme.colors.accentText};
    font-weight: 600;
  }
`;

const Badges = styled.span`
  display: flex;
  gap: 6px;
  justify-content: flex-end;
  align-items: center;
`;

const Body = styled.div`
  margin-top: 12px;
  padding-top: 12px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  blockquote {
    margin: 0 0 12px;
    white-space: pre-wrap;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 10px;
    margin: 0 0 12px;
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const Assign = styled.div`
  max-width: 320px;
  margin-bottom: 12px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;


export interface ConsultaItemProps {
  c: Consulta;
  abierta: boolean;
  onToggle: () => void;
  onRespondida: (v: boolean) => void;
  /** Assigns it to a member of staff (null: to nobody). */
  onAsignar: (usuario: string | null) => void;
  /** A reply is being sent by this channel (its link was followed): log it. */
  onResponder: (canal: CanalRespuesta) => void;
}

const Log = styled.div`
  margin: 0 0 12px;
  h3 {
    margin: 0 0 4px;
    font-size: 0.95rem;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
`;

export function ConsultaItem({ c, abierta, onToggle, onRespondida, onAsignar, onResponder }: ConsultaItemProps) {
  const email = respuestaEmail(c);
  const wa = respuestaWhatsapp(c);
  // The same person by phone or e-mail: the client they already are, how many times they wrote.
  const cliente = c.persona?.cliente ?? null;
  const veces = c.persona?.consultas ?? 1;
  return (
    <Item $nueva={!c.leida} aria-label={`Consulta de ${c.nombre}`}>
      <Summary type="button" aria-expanded={abierta} onClick={onToggle}>
        <strong>{c.nombre}</strong>
        <Badges>
          {!c.leida && <Badge $tone="accent">Nueva</Badge>}
          {c.respondida ? <Badge $tone="success">Respondida</Badge> : <Badge $tone="muted">Sin responder</Badge>}
        </Badges>
        <span className="dato">{c.propiedad ? `${c.asunto} · ${c.propiedad.titulo}` : c.asunto}</span>
        <span className="dato">{formatFecha(c.fecha)}</span>
        <span className="meta">
          <Badge $tone="neutral" data-testid="consulta-canal">
            {c.canal}
          </Badge>
          <span className="dato">{c.asignadoA ? `Asignada a ${c.asignadoA.nombre}` : 'Sin asignar'}</span>
          {veces > 1 && <span className="dato">Escribió {veces} veces</span>}
        </span>
      </Summary>
      {cliente && (
        <Cliente>
          Cliente: <Link to={clienteHref(cliente._id)}>{cliente.nombre}</Link>
        </Cliente>
      )}
      {abierta && (
        <Body>
          <blockquote>{c.mensaje}</blockquote>
          <dl>
            <dt>Email</dt>
            <dd>{orNoEspecificado(c.email)}</dd>
            <dt>Teléfono</dt>
            <dd>{orNoEspecificado(c.telefono)}</dd>
            {c.propiedad && (
              <>
                <dt>Propiedad</dt>
                <dd>
                  <Link to={`/propiedad/${encodeURIComponent(c.propiedad._id)}`}>{c.propiedad.titulo}</Link>
                </dd>
              </>
            )}
          </dl>
          {c.respuestas && c.respuestas.length > 0 && (
            <Log data-testid="consulta-respuestas">
              <h3>Respuestas</h3>
              <ul>
                {c.respuestas.map((r, i) => (
                  <li key={i}>
                    {formatFechaHora(r.fecha)} · {CANAL_RESPUESTA_LABELS[r.canal]} · {r.usuario?.nombre ?? 'Usuario desconocido'}
                  </li>
                ))}
              </ul>
            </Log>
          )}
          <Assign>
            <AsignarA id={`asignar-${c._id}`} value={c.asignadoA?._id ?? null} actual={c.asignadoA} onChange={onAsignar} />
          </Assign>
          <Actions>
            {email && (
              <ButtonAnchor href={email} onClick={() => onResponder('email')}>
                Responder por Email
              </ButtonAnchor>
            )}
            {wa && (
              <ButtonAnchor href={wa} target="_blank" rel="noopener noreferrer" onClick={() => onResponder('whatsapp')}>
                Responder por WhatsApp
              </ButtonAnchor>
            )}
            <Button $variant="secondary" type="button" onClick={() => onRespondida(!c.respondida)}>
              {c.respondida ? 'Marcar como no respondida' : 'Marcar como respondida'}
            </Button>
            {!cliente && (
              <ButtonLink $variant="secondary" to={nuevoClienteHref(c, paths.nuevoCliente)}>
                Crear cliente
              </ButtonLink>
            )}
          </Actions>
        </Body>
      )}
    </Item>
  );
}

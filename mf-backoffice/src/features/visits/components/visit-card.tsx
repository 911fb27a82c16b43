// A visit in the agenda: its hours, property, who visits, state (with when an unconfirmed request expires) and the
// buttons the user may press on it.
import styled from 'styled-components';
import { ESTADO_VISITA_LABELS, type Visita } from '@inmo/contracts';
import { Badge, Button } from '@inmo/ui';
import { fechaHora, hora } from './agenda-dates.js';

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

export function VisitCard({ v, puede, onConfirmar, onResultado, onIcs }: { v: Visita; puede: boolean; onConfirmar: () => void; onResultado: () => void; onIcs: () => void }) {
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

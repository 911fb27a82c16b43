// The property forms' 'Portales' section: 'Publicar en portales' (on for a new listing) and, under it,
// one checkbox per portal (disabled while the first is off). An existing property also shows where it stands on each
// portal (GET /api/admin/portales/propiedad/{id}): 'MercadoLibre: Error — Sin cupo en el paquete
// (pack_quota_exceeded)', 'Ver en el portal', the next attempt.
import styled from 'styled-components';
import { NOMBRES_PORTALES, PORTALES, type Publicacion } from '@inmo/contracts';
import { Badge, Hint, TextLink } from '@inmo/ui';
import { TONO_ESTADO, etiquetaEstado, fechaHora, textoMotivo } from '../../../components/ui/publicacion.js';
import { usePublicaciones } from '../api/use-publicaciones.js';
import { CheckRow, Section, ValueCheckbox, type FormBinding } from './form-ui.js';
import { HELP } from './property-form-sections.js';

const Portals = styled(CheckRow)`
  margin: 10px 0 0 26px;
  label:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const States = styled.div`
  margin-top: 16px;
  padding-top: 12px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  h3 {
    margin: 0 0 8px;
    font-size: 0.95rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  li {
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
`;

function Estado({ p }: { p: Publicacion }) {
  const motivo = textoMotivo(p);
  return (
    <li data-testid={`publicacion-${p.portal}`}>
      <Line>
        <span>
          {NOMBRES_PORTALES[p.portal]}: <Badge $tone={TONO_ESTADO[p.estado]}>{etiquetaEstado(p.estado)}</Badge>
          {motivo && ` — ${motivo}`}
        </span>
        {p.enlace && (
          <TextLink href={p.enlace} target="_blank" rel="noopener noreferrer">
            Ver en el portal
          </TextLink>
        )}
      </Line>
      {p.proximoIntento && (p.estado === 'error' || p.estado === 'en_cola') && <Hint>Próximo intento: {fechaHora(p.proximoIntento)}</Hint>}
    </li>
  );
}

function PortalStates({ id }: { id: string }) {
  const { publicaciones, error, isLoading } = usePublicaciones(id);
  return (
    <States aria-label="Estado en los portales" role="region">
      <h3>Estado en los portales</h3>
      {isLoading ? (
        <Hint as="p">Cargando...</Hint>
      ) : error ? (
        <Hint as="p">No se pudo leer el estado en los portales.</Hint>
      ) : !publicaciones || publicaciones.length === 0 ? (
        <Hint as="p">Todavía no está en ningún portal.</Hint>
      ) : (
        <ul>
          {publicaciones.map((p) => (
            <Estado key={p.portal} p={p} />
          ))}
        </ul>
      )}
    </States>
  );
}

/** `propiedadId`: the existing property whose state on the portals is shown (none on the creation page). */
export function PortalsSection({ form, propiedadId }: { form: FormBinding; propiedadId?: string }) {
  const on = form.values.publicarEnPortales !== false;
  const help = `${form.idPrefix}-portales-hint`;
  return (
    <Section>
      <legend>Portales</legend>
      <CheckRow>
        <ValueCheckbox form={form} name="publicarEnPortales" label="Publicar en portales" describedBy={help} />
      </CheckRow>
      <Portals role="group" aria-label="Portales en los que se publica">
        {PORTALES.map((p) => (
          <ValueCheckbox key={p} form={form} name={`portal.${p}`} label={NOMBRES_PORTALES[p]} disabled={!on} />
        ))}
      </Portals>
      <Hint as="p" id={help} style={HELP}>
        Una propiedad oculta, en la Papelera o sin tildar sale de los portales en la próxima sincronización.
      </Hint>
      {propiedadId && <PortalStates id={propiedadId} />}
    </Section>
  );
}

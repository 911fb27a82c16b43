// 'Propiedades en Venta/Alquiler': the properties the client offers (its own list, and those whose Cliente dueño it
// is), each a link to its public page (a new tab), with its state, type, operation, price and address; while
// editing, its description, Activar / Desactivar, 'Quitar propiedad' and '+ Agregar Propiedad' (the picker).
import styled from 'styled-components';
import { OPERACION_LABELS, formatDireccion, formatPrecio, type Operacion, type PropiedadOfrecida } from '@inmo/contracts';
import { Badge, Button, EstadoBadge, Field, Panel } from '@inmo/ui';
import { Muted, PanelHead, StackList } from '../../../components/ui/layout.js';
import type { ClientFormEdits } from './use-client-detail.js';
import { ActivaBadge, Item, Row } from './client-detail-ui.js';

const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  font-weight: 700;
  color: ${(p) => p.theme.colors.accentText};
  text-decoration: underline;
  cursor: pointer;
  text-align: left;
`;

function ubicacionTexto(u: NonNullable<PropiedadOfrecida['detallesPropiedad']>['ubicacion'] | undefined): string {
  if (!u) return '';
  if (typeof u === 'string') return u;
  return formatDireccion(u);
}

interface OffersPanelProps {
  /** The saved offered properties, or the form's while editing. */
  oferente: PropiedadOfrecida[];
  editando: boolean;
  edits: ClientFormEdits;
  onAgregar: () => void;
  onAbrir: (o: PropiedadOfrecida) => void;
}

export function OffersPanel({ oferente, editando, edits, onAgregar, onAbrir }: OffersPanelProps) {
  return (
    <Panel aria-labelledby="sec-ofertas">
      <PanelHead>
        <h2 id="sec-ofertas">Propiedades en Venta/Alquiler</h2>
        {editando && (
          <Button $variant="secondary" onClick={onAgregar}>
            + Agregar Propiedad
          </Button>
        )}
      </PanelHead>
      {oferente.length === 0 ? (
        <Muted>No hay propiedades registradas como oferente</Muted>
      ) : (
        <StackList>
          {oferente.map((o, i) => {
            const d = o.detallesPropiedad;
            return (
              <Item key={o._id ?? o.propiedadId ?? `o-${i}`} aria-label={`Propiedad ofrecida ${i + 1}`}>
                <Row>
                  <h3>
                    <LinkButton type="button" onClick={() => onAbrir(o)} title="Abrir en una pestaña nueva">
                      {o.propiedad}
                    </LinkButton>
                  </h3>
                  <span>
                    {d?.estado && <EstadoBadge estado={d.estado} siempre />} {o.esDueño && <Badge $tone="neutral">Cliente dueño</Badge>}{' '}
                    <ActivaBadge activa={o.activa !== false} />
                  </span>
                </Row>
                {d && (
                  <p>
                    {d.tipo} · {OPERACION_LABELS[d.operacion as Operacion] ?? d.operacion}
                    {formatPrecio(d.precio) ? ` · ${formatPrecio(d.precio)}` : ''}
                    {ubicacionTexto(d.ubicacion) ? ` · ${ubicacionTexto(d.ubicacion)}` : ''}
                  </p>
                )}
                {editando ? (
                  <>
                    <Field id={`of-${i}-desc`} label="Descripción">
                      {(a) => <textarea {...a} rows={2} value={o.descripcion} onChange={(e) => edits.setOferta(i, { descripcion: e.target.value })} />}
                    </Field>
                    <Row>
                      <Button $variant="secondary" onClick={() => edits.setOferta(i, { activa: !(o.activa !== false) })}>
                        {o.activa !== false ? 'Desactivar' : 'Activar'}
                      </Button>
                      {o.esDueño && !o._id ? (
                        <Muted>Es el cliente dueño de la propiedad: se cambia desde la propiedad.</Muted>
                      ) : (
                        <Button $variant="danger" onClick={() => edits.removeOferta(i)}>
                          Quitar propiedad
                        </Button>
                      )}
                    </Row>
                  </>
                ) : (
                  o.descripcion && <p>{o.descripcion}</p>
                )}
              </Item>
            );
          })}
        </StackList>
      )}
    </Panel>
  );
}

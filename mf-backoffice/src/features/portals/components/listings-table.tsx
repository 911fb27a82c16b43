// The listings on the portals (errors first, as the API orders them): code, title (to the property's editor), portal,
// state, the portal's reason and 'Ver en el portal'. A table on a wide screen; on a phone each row is a card, its
// cells labelled, as the back office's other lists are.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NOMBRES_PORTALES, type PublicacionListado } from '@inmo/contracts';
import { Badge } from '@inmo/ui';
import { filasComoTarjetas } from '../../../components/ui/card-table.js';
import { TONO_ESTADO, etiquetaEstado } from '../../../components/ui/publicacion.js';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 8px 10px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  /* Code, portal, state and link keep their line; title and reason wrap. */
  .corto {
    white-space: nowrap;
  }
  .largo {
    overflow-wrap: anywhere;
  }
  th {
    color: ${(p) => p.theme.colors.muted};
    font-weight: 600;
  }
  td a {
    color: ${(p) => p.theme.colors.accentText};
  }
  tr[data-estado='error'] td:first-child {
    box-shadow: inset 4px 0 0 ${(p) => p.theme.colors.error};
  }
  @media (max-width: 760px) {
    ${filasComoTarjetas({ celdas: 'td, .corto', fila: '10px 14px', etiqueta: '7em', celda: '4px 0' })}
    tr[data-estado='error'] {
      border-left: 4px solid ${(p) => p.theme.colors.error};
    }
    tr[data-estado='error'] td:first-child {
      box-shadow: none;
    }
    td,
    .corto {
      white-space: normal;
      overflow-wrap: anywhere;
    }
    /* A finger's tap target. */
    td a {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    }
  }
`;

/** A link to the listing on the portal: the portal's own page, in another tab. */
const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function ListingsTable({ filas }: { filas: PublicacionListado[] }) {
  return (
    <Table aria-label="Propiedades en los portales">
      <thead>
        <tr>
          <th scope="col">Código</th>
          <th scope="col">Propiedad</th>
          <th scope="col">Portal</th>
          <th scope="col">Estado</th>
          <th scope="col">Motivo</th>
          <th scope="col">
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>Enlace</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {filas.map((f) => (
          <tr key={`${f.propiedad._id}-${f.portal}`} data-estado={f.estado} data-testid={`publicacion-${f.propiedad.codigo}-${f.portal}`}>
            <td data-label="Código" className="corto">
              {f.propiedad.codigo}
            </td>
            <td data-label="Propiedad" className="largo">
              <Link to={`/propiedad/${encodeURIComponent(f.propiedad._id)}`}>{f.propiedad.titulo}</Link>
            </td>
            <td data-label="Portal" className="corto">
              {NOMBRES_PORTALES[f.portal] ?? f.portal}
            </td>
            <td data-label="Estado" className="corto">
              <span>
                <Badge $tone={TONO_ESTADO[f.estado]}>{etiquetaEstado(f.estado)}</Badge>
              </span>
            </td>
            <td data-label="Motivo" className="largo">
              {f.motivo ?? ''}
            </td>
            <td data-label="" className="corto">
              {f.enlace && (
                <a href={f.enlace} {...external}>
                  Ver en el portal
                </a>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

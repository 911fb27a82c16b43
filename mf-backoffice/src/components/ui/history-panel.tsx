// 'Historial': on the property, client, contract and index pages and a month's in Liquidaciones (its closes and
// reopens), who changed the record, when and what, newest
// first — 'fecha — usuario — acción', then each changed field as 'campo: antes → después' with its label. A
// property also gets 'Historial de precios'. Long values wrap (no horizontal scroll on a phone); a creation's
// initial data is folded.
import { useState } from 'react';
import styled from 'styled-components';
import {
  etiquetaAccion, etiquetaCampo, formatFecha, formatFechaHora, formatPrecioHistorial, historialDePrecios, valorIndiceLegible, valorLegible,
  type EntidadHistorial, type EntradaHistorial,
} from '@inmo/contracts';
import { Button, Panel } from '@inmo/ui';
import { useHistorial } from './use-historial.js';

/** Entries shown before 'Ver todo el historial'. */
const PRIMERAS = 15;
/** An index load with more values than this shows them folded. */
const VALORES_A_LA_VISTA = 12;

const Box = styled(Panel)`
  min-width: 0;
  h3 {
    margin: 16px 0 8px;
    font-size: 1rem;
  }
  ol,
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    overflow-wrap: anywhere;
  }
  details {
    margin-top: 4px;
  }
  summary {
    cursor: pointer;
    color: ${(p) => p.theme.colors.accentText};
    min-height: 44px;
    display: flex;
    align-items: center;
  }
`;

const Entry = styled.li`
  padding: 10px 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
`;

const Head = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.muted};
  font-weight: 400;
`;

const Changes = styled.ul`
  margin-top: 4px !important;
  font-size: 0.95rem;
  li {
    padding: 2px 0;
  }
`;

/** The API's lines about the pictures (history/diff.ts): their order, the cover, a framing, a caption. */
const IMAGENES: Record<string, string> = {
  'imagenes.orden': 'Orden de las imágenes',
  'imagenes.portada': 'Portada',
  'imagenes.encuadre': 'Encuadre',
  'imagenes.descripcion': 'Descripción de la imagen',
};

/** A calendar day or a moment as dd/mm/aaaa (a moment in Argentina's time, with its hour); anything else as the contracts read it. */
function legible(campo: string, v: unknown, entidad?: EntidadHistorial): string {
  if (entidad === 'indice') return valorIndiceLegible(v);
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return formatFecha(v);
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v)) return formatFechaHora(v);
  return valorLegible(campo, v);
}

function Cambios({ entidad, e }: { entidad: EntidadHistorial; e: EntradaHistorial }) {
  if (e.cambios.length === 0) return null;
  const list = (
    <Changes>
      {e.cambios.map((c, i) => (
        <li key={`${c.campo}-${i}`} data-campo={c.campo}>
          <strong>{IMAGENES[c.campo] ?? etiquetaCampo(entidad, c.campo)}</strong>: {e.accion === 'crear' ? legible(c.campo, c.despues, entidad) : `${legible(c.campo, c.antes, entidad)} → ${legible(c.campo, c.despues, entidad)}`}
        </li>
      ))}
    </Changes>
  );
  // A whole series loaded at once (an index's thousands of days) is folded, its first and last dates named.
  if (entidad === 'indice' && e.cambios.length > VALORES_A_LA_VISTA) {
    const fechas = e.cambios.map((c) => c.campo).sort();
    return (
      <details>
        <summary>{`${e.cambios.length} valores (del ${formatFecha(fechas[0]!)} al ${formatFecha(fechas[fechas.length - 1]!)})`}</summary>
        {list}
      </details>
    );
  }
  if (e.accion !== 'crear') return list;
  return (
    <details>
      <summary>Datos iniciales ({e.cambios.length})</summary>
      {list}
    </details>
  );
}

export interface HistoryPanelProps {
  entidad: EntidadHistorial;
  id: string;
  /** The record's version: when it moves (a save), the history is read again. */
  version: number;
  /** A property's price now: its price changes are listed apart ('Historial de precios'). */
  precio?: { monto: number | null; moneda: string };
  /** The panel's heading (default 'Historial'). */
  titulo?: string;
}

export function HistoryPanel({ entidad, id, version, precio, titulo = 'Historial' }: HistoryPanelProps) {
  const { entradas, error, isLoading, retry } = useHistorial(entidad, id, version);
  const [todo, setTodo] = useState(false);
  const precios = precio && entradas ? historialDePrecios(entradas, precio) : [];
  const visibles = entradas && !todo ? entradas.slice(0, PRIMERAS) : entradas;
  return (
    <Box aria-labelledby="historial-titulo" data-testid="historial">
      <h2 id="historial-titulo">{titulo}</h2>
      {error && !entradas ? (
        <p role="alert">
          No pudimos cargar el historial.{' '}
          <Button $variant="secondary" onClick={() => void retry()}>
            Reintentar
          </Button>
        </p>
      ) : isLoading || !entradas ? (
        <p role="status">Cargando historial...</p>
      ) : entradas.length === 0 ? (
        <p>Todavía no hay cambios registrados.</p>
      ) : (
        <>
          {precios.length > 0 && (
            <section aria-labelledby="historial-precios-titulo" data-testid="historial-precios">
              <h3 id="historial-precios-titulo">Historial de precios</h3>
              <ul>
                {precios.map((c, i) => (
                  <li key={`${c.fecha}-${i}`}>
                    {formatFechaHora(c.fecha)} — {c.usuario ?? 'Usuario eliminado'}: {formatPrecioHistorial(c.antes, c.monedaAntes)} → {formatPrecioHistorial(c.despues, c.moneda)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {precios.length > 0 && <h3>Todos los cambios</h3>}
          <ol aria-label="Cambios registrados">
            {visibles!.map((e, i) => (
              <Entry key={`${e.fecha}-${i}`} data-accion={e.accion}>
                <Head>
                  <time dateTime={e.fecha}>{formatFechaHora(e.fecha)}</time> — {e.usuario?.nombre ?? <Muted>Usuario eliminado</Muted>} — {etiquetaAccion(entidad, e.accion)}
                </Head>
                <Cambios entidad={entidad} e={e} />
              </Entry>
            ))}
          </ol>
          {!todo && entradas.length > PRIMERAS && (
            <Button $variant="secondary" onClick={() => setTodo(true)}>
              Ver todo el historial ({entradas.length})
            </Button>
          )}
        </>
      )}
    </Box>
  );
}

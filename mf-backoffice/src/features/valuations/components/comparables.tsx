// A valuation's comparables as cards: each one's price, homogeneous surface, every coefficient and the adjusted price
// per unit (the building's share and the land's apart when the subject has a building).
import styled from 'styled-components';
import { ESTADO_CONSERVACION_LABELS, FUENTE_LABELS, formatFecha, formatNumero, type Tasacion } from '@inmo/contracts';
import { CardGrid } from '@inmo/ui';
import { Muted } from '../../../components/ui/layout.js';
import { valorTexto } from './valuations-page.js';

/** A built property: its price has a land share and a building share (age and condition touch the building only). */
export const conEdificio = (t: Tasacion) => t.sujeto.tipo !== 'Terreno' && t.sujeto.tipo !== 'Campo';

const Comp = styled.article`
  height: 100%;
  box-sizing: border-box;
  padding: 14px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  h3 {
    margin: 0 0 6px;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 10px;
    margin: 0;
    font-size: 0.92rem;
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const Tarjetas = styled(CardGrid)`
  margin-bottom: 24px;
`;


const coef = (n: number) => n.toFixed(4).replace('.', ',');

export function Comparables({ t }: { t: Tasacion }) {
  return (
    <Tarjetas aria-label="Comparables">
      {t.comparables.map((c, i) => (
        <li key={i}>
          <Comp aria-label={`Comparable ${i + 1}`}>
            <h3>{c.titulo || `Comparable ${i + 1}`}</h3>
            <Muted>{FUENTE_LABELS[c.fuente]}{c.fecha ? ` · ${formatFecha(c.fecha)}` : ''}</Muted>
            <dl>
              <dt>Precio</dt>
              <dd>
                {valorTexto(c.precio, c.moneda)}
                {c.moneda !== t.moneda && ` (${valorTexto(c.precioConvertido, t.moneda)})`}
              </dd>
              <dt>Sup. homogénea</dt>
              <dd>{formatNumero(c.superficieHomogenea)} {t.unidad}</dd>
              {c.antiguedad !== null && (
                <>
                  <dt>Antigüedad</dt>
                  <dd>{c.antiguedad} años</dd>
                </>
              )}
              {c.estado && (
                <>
                  <dt>Estado</dt>
                  <dd>{ESTADO_CONSERVACION_LABELS[c.estado]}</dd>
                </>
              )}
              <dt>Precio por {t.unidad}</dt>
              <dd>{valorTexto(c.precioM2, t.moneda)}</dd>
              {conEdificio(t) && (
                <>
                  <dt>Terreno (no se deprecia)</dt>
                  <dd>{`${valorTexto(c.precioM2Terreno, t.moneda)} por ${t.unidad} (${formatNumero(c.porcentajeTerreno)} %)`}</dd>
                  <dt>Edificio</dt>
                  <dd>{`${valorTexto(c.precioM2Edificio, t.moneda)} por ${t.unidad}`}</dd>
                </>
              )}
              <dt>Coef. negociación</dt>
              <dd>{coef(c.coeficientes.negociacion)}</dd>
              <dt>Coef. antigüedad</dt>
              <dd>{coef(c.coeficientes.edad)}</dd>
              <dt>Coef. estado</dt>
              <dd>{coef(c.coeficientes.estado)}</dd>
              {conEdificio(t) && (
                <>
                  <dt>Coef. sobre el precio (solo el edificio se deprecia)</dt>
                  <dd>{coef(c.coeficientes.edificio)}</dd>
                </>
              )}
              {t.sujeto.tipo === 'Terreno' && (
                <>
                  <dt>Coef. frente</dt>
                  <dd>{coef(c.coeficientes.frente)}</dd>
                  <dt>Coef. fondo</dt>
                  <dd>{coef(c.coeficientes.fondo)}</dd>
                </>
              )}
              <dt>Otros ajustes</dt>
              <dd>{coef(c.coeficientes.ajustes)}</dd>
              <dt>Ajustado por {t.unidad}</dt>
              <dd>
                <strong>{valorTexto(c.precioM2Ajustado, t.moneda)}</strong>
              </dd>
            </dl>
          </Comp>
        </li>
      ))}
    </Tarjetas>
  );
}

// The valuation form's live result: suggested value, range, land and building parts (when the type has an age) and
// the median adjusted price per unit; or why there is none yet.
import styled from 'styled-components';
import { formatNumero, type CalculoTasacion, type TipoPropiedad } from '@inmo/contracts';
import { Muted } from '../../../components/ui/layout.js';
import { camposDe } from './valuation-form.js';
import { valorTexto } from './valuations-page.js';

const Resultado = styled.section`
  margin-top: 16px;
  padding: 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 2px solid ${(p) => p.theme.colors.secondary};
  p {
    margin: 4px 0;
  }
  strong {
    font-size: 1.4rem;
  }
`;

export function ValuationResult({ vivo, tipo, moneda }: { vivo: CalculoTasacion; tipo: TipoPropiedad; moneda: string }) {
  return (
    <Resultado aria-label="Resultado" aria-live="polite">
      <h2>Resultado</h2>
      {vivo.ok ? (
        <>
          <p>
            Valor sugerido: <strong data-testid="valor-sugerido">{valorTexto(vivo.resultado.valor.sugerido, vivo.resultado.valor.moneda)}</strong>
          </p>
          <p>
            Rango: {valorTexto(vivo.resultado.valor.minimo, moneda)} a {valorTexto(vivo.resultado.valor.maximo, moneda)}
          </p>
          {camposDe(tipo).includes('antiguedad') && (
            <p data-testid="partes">
              {`Terreno: ${valorTexto(vivo.resultado.partes.terreno, moneda)} (${formatNumero(vivo.resultado.partes.porcentajeTerreno)} %, sin depreciar) · Edificio: ${valorTexto(vivo.resultado.partes.edificio, moneda)}`}
            </p>
          )}
          <p>
            Precio por {vivo.resultado.unidad} ajustado (mediana): {valorTexto(vivo.resultado.porM2, moneda)} · superficie homogeneizada {formatNumero(vivo.resultado.superficieHomogenea)} {vivo.resultado.unidad}
          </p>
        </>
      ) : (
        <Muted>{vivo.error}</Muted>
      )}
    </Resultado>
  );
}

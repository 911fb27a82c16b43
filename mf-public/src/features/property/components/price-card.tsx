// A property's price card: the price (staff also see one hidden from the public, marked), when it was published, and
// 'Consultar por esta propiedad' with 'Pedir visita' while the listing takes enquiries, or why it does not.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatFecha, type PropiedadPublica } from '@inmo/contracts';
import { ButtonLink } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { PedirVisita } from './pedir-visita.js';
import { Muted } from './view-section.js';

const PriceCard = styled.aside`
  position: sticky;
  top: 16px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  padding: 20px;
  h2 {
    margin: 0;
    font-size: 1rem;
    color: ${(p) => p.theme.colors.muted};
    font-weight: 600;
  }
  a {
    margin-top: 16px;
    width: 100%;
    justify-content: center;
  }
`;

const BigPrice = styled.p`
  margin: 4px 0 8px;
  font-size: 1.8rem;
  font-weight: 800;
`;

/** The price card's 'Pedir visita' when a phone's bar carries its own. */
const PedirVisitaFueraDeBarra = styled(PedirVisita)`
  @media (max-width: 767px) {
    display: none;
  }
`;

/** Beside a price staff see that the public does not ('Consultar' for them). */
export const HiddenMark = styled.span`
  display: block;
  font-size: 0.95rem;
  font-weight: 600;
  color: ${(p) => p.theme.colors.muted};
`;

/**
 * `personal` (signed-in staff) get no 'Pedir visita'; `enBarra`: a phone's bottom bar carries its own, so the card's
 * shows on wider screens only.
 */
export function PriceCardAside({ propiedad: p, titulo, operacion, precio, marca, consultas, personal, enBarra }: {
  propiedad: PropiedadPublica;
  titulo: string;
  operacion: string;
  precio: string;
  marca: ReactNode;
  consultas: boolean;
  personal: boolean;
  enBarra: boolean;
}) {
  return (
    <PriceCard aria-labelledby="precio-titulo">
      <h2 id="precio-titulo">Precio de {operacion.toLowerCase()}</h2>
      <BigPrice data-testid="precio">
        {precio}
        {marca}
      </BigPrice>
      <Muted>Publicada: {formatFecha(p.fechaPublicada ?? p.fechaPublicacion)}</Muted>
      {consultas ? (
        <>
          <ButtonLink $size="lg" to={`${paths.contacto}?propiedad=${encodeURIComponent(p._id)}`}>Consultar por esta propiedad</ButtonLink>
          {!personal && (enBarra ? <PedirVisitaFueraDeBarra propiedadId={p._id} titulo={titulo} /> : <PedirVisita propiedadId={p._id} titulo={titulo} />)}
        </>
      ) : (
        <Muted data-testid="sin-consultas">{p.estado === 'Reservada' ? 'Esta propiedad está reservada.' : `Esta propiedad está ${p.estado?.toLowerCase()}.`}</Muted>
      )}
    </PriceCard>
  );
}

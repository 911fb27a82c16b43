// The phone's bar fixed at the bottom of a property's page: 'Consultar' (the enquiry form, about this property),
// 'Pedir visita' and WhatsApp; the page ends with room for it.
import styled, { createGlobalStyle } from 'styled-components';
import { whatsappHref } from '@inmo/contracts';
import { useAgencia } from '@inmo/shell/platform';
import { ButtonAnchor, ButtonLink } from '@inmo/ui';
import { paths } from '../../../config/paths.js';
import { whatsappTexto, type WhatsAppTema } from '../../../components/ui/whatsapp.js';
import { PedirVisita } from './pedir-visita.js';

const Barra = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 40;
  display: flex;
  gap: 8px;
  padding: 10px 16px calc(10px + env(safe-area-inset-bottom, 0px));
  background: ${(p) => p.theme.colors.surface};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: ${(p) => p.theme.shadow};
  a {
    flex: 1;
    justify-content: center;
    min-height: 44px;
  }
  /* A phone's (below the top bar's compact width): drawn by the server at every width and shown by CSS alone, so
     the page the app hydrates is the page the server sent. */
  @media (min-width: 768px) {
    display: none;
  }
`;

// The page's end stays above the bar (the footer's last line too).
const RoomForBarra = createGlobalStyle`
  @media (max-width: 767px) {
    body {
      padding-bottom: 72px;
    }
  }
`;

/** 'Consultar' (the enquiry form, about this property), 'Pedir visita' and WhatsApp, at the bottom of a phone's screen. */
export function ContactBar({ propiedadId, titulo, tema, visita }: { propiedadId: string; titulo: string; tema: WhatsAppTema; visita: boolean }) {
  const wa = whatsappHref(useAgencia().whatsappE164, whatsappTexto(tema));
  return (
    <Barra role="region" aria-label="Consultar por esta propiedad" data-testid="barra-consulta">
      <RoomForBarra />
      <ButtonLink to={`${paths.contacto}?propiedad=${encodeURIComponent(propiedadId)}`}>Consultar</ButtonLink>
      {visita && <PedirVisita propiedadId={propiedadId} titulo={titulo} enBarra />}
      {wa && (
        <ButtonAnchor $variant="secondary" href={wa} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </ButtonAnchor>
      )}
    </Barra>
  );
}

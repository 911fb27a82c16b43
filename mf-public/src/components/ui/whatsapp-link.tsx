// Floating WhatsApp link shown on every public page. A screen can name what the visitor is looking at
// (useWhatsAppTema) so the prefilled text asks about it, or say that it is staff's (false: the property page with
// the back office's editor), where the public's chat bubble has no place.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { whatsappHref } from '@inmo/contracts';
import { useAgencia } from '@inmo/shell/platform';
import { whatsappTexto, type WhatsAppTema } from './whatsapp.js';

/** false: no bubble. */
type Tema = WhatsAppTema | null | false;

const Ctx = createContext<(t: Tema) => void>(() => {});

/** Names the current page's subject in the chat link while the calling screen is shown; false hides the link. */
export function useWhatsAppTema(tema: Tema): void {
  const set = useContext(Ctx);
  const off = tema === false;
  const titulo = tema ? tema.titulo : null;
  const url = tema ? tema.url : null;
  useEffect(() => {
    set(off ? false : titulo && url ? { titulo, url } : null);
    return () => set(null);
  }, [set, off, titulo, url]);
}

const Float = styled.a`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 50;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: #1b7f3b;
  color: #fff;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.35);
  &:hover {
    background: #156a31;
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
  /* A property page's bottom bar on a phone holds WhatsApp already. */
  @media (max-width: 767px) {
    body:has([data-testid='barra-consulta']) & {
      display: none;
    }
  }
`;

/** Room at the end of every page so the floating button never covers its last line (pagination, map link). */
const Spacer = styled.div`
  height: 80px;
`;

const ICON =
  'M16 3C8.8 3 3 8.7 3 15.8c0 2.3.6 4.5 1.8 6.4L3 29l7-1.8c1.8 1 3.9 1.5 6 1.5 7.2 0 13-5.7 13-12.8S23.2 3 16 3zm0 23.4c-1.9 0-3.8-.5-5.4-1.5l-.4-.2-4.1 1.1 1.1-4-.3-.4c-1.1-1.7-1.7-3.6-1.7-5.6C5.2 9.9 10 5.2 16 5.2s10.8 4.7 10.8 10.6S21.9 26.4 16 26.4zm5.9-7.9c-.3-.2-1.9-.9-2.2-1-.3-.1-.5-.2-.7.2-.2.3-.8 1-1 1.2-.2.2-.4.2-.7.1-.3-.2-1.4-.5-2.6-1.6-1-.9-1.6-1.9-1.8-2.2-.2-.3 0-.5.1-.7l.5-.6c.2-.2.2-.3.3-.5.1-.2 0-.4 0-.6-.1-.2-.7-1.7-1-2.3-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.2 1.1-1.2 2.7s1.2 3.2 1.4 3.4c.2.2 2.4 3.6 5.8 5 .8.3 1.4.5 1.9.7.8.3 1.5.2 2.1.1.6-.1 1.9-.8 2.2-1.5.3-.7.3-1.4.2-1.5-.1-.2-.3-.3-.6-.4z';

export function WhatsAppProvider({ children }: { children: ReactNode }) {
  const [tema, setTema] = useState<Tema>(null);
  const label = tema ? `Consultar por WhatsApp sobre ${tema.titulo}` : 'Consultar por WhatsApp';
  // No number entered yet (Datos de la inmobiliaria): no bubble.
  const href = whatsappHref(useAgencia().whatsappE164, whatsappTexto(tema || null));
  return (
    <Ctx.Provider value={setTema}>
      {children}
      <Spacer aria-hidden="true" />
      {href && tema !== false && (
        <Float href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} data-testid="whatsapp-link">
          <svg width="30" height="30" viewBox="0 0 32 32" fill="currentColor" aria-hidden="true" focusable="false">
            <path d={ICON} />
          </svg>
        </Float>
      )}
    </Ctx.Provider>
  );
}

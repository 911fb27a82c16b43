// Toasts (spec §2, §8): bottom right, success green, error red or info blue (the theme's status fills), gone after
// 3 s by default. Provider-less on purpose: a screen calls useToast() and renders `toast` once, so the same hook
// works inside the back office's own pages and inside the property editor the public page loads.
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { TOAST_MS, createToastStore, type ToastKind } from './toast-store.js';

const Region = styled.div`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 8px;
  pointer-events: none;
`;

const Box = styled.div<{ $kind: ToastKind }>`
  pointer-events: auto;
  max-width: min(420px, calc(100vw - 40px));
  padding: 12px 18px;
  border-radius: ${(p) => p.theme.radius};
  box-shadow: ${(p) => p.theme.shadow};
  color: ${(p) => p.theme.colors.onStatus};
  font-weight: 600;
  background: ${(p) => ({ success: p.theme.colors.successFill, error: p.theme.colors.dangerFill, info: p.theme.colors.infoFill })[p.$kind]};
`;

export function useToast(defaultMs = TOAST_MS): { toast: ReactNode; showToast: (message: string, kind?: ToastKind, ms?: number) => void } {
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
  return { toast, showToast: store.show };
}

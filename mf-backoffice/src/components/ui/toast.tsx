// Toasts of the back office (spec §2, §8): bottom right, success green or error red, gone after 3 s by default.
// Provider-less on purpose: a screen calls useToast() and renders `toast` once, so the same hook works inside the
// back office's own pages and inside the property editor the public page loads.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export type ToastKind = 'success' | 'error' | 'info';

interface ToastState {
  id: number;
  message: string;
  kind: ToastKind;
}

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
  color: #fff;
  font-weight: 600;
  background: ${(p) => (p.$kind === 'success' ? '#2e7d32' : p.$kind === 'error' ? '#c62828' : '#1565c0')};
`;

export const TOAST_MS = 3000;

export function useToast(defaultMs = TOAST_MS): { toast: ReactNode; showToast: (message: string, kind?: ToastKind, ms?: number) => void } {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const showToast = useCallback(
    (message: string, kind: ToastKind = 'success', ms = defaultMs) => {
      if (timer.current) clearTimeout(timer.current);
      setCurrent({ id: Date.now(), message, kind });
      timer.current = setTimeout(() => setCurrent(null), ms);
    },
    [defaultMs],
  );
  const toast = (
    <Region role="status" aria-live="polite">
      {current && (
        <Box key={current.id} $kind={current.kind} data-toast={current.kind}>
          {current.message}
        </Box>
      )}
    </Region>
  );
  return { toast, showToast };
}

// When a toast shows and goes, apart from React so it can be tested with fake timers: one toast at a time, gone
// after its time (3 s by default); a new one replaces the one on screen and starts its own time.
export type ToastKind = 'success' | 'error' | 'info';

export interface ToastState {
  /** A new id for every toast shown, even with the same text: the screen animates it in again. */
  id: number;
  message: string;
  kind: ToastKind;
}

export const TOAST_MS = 3000;

export interface ToastStore {
  current(): ToastState | null;
  subscribe(listener: () => void): () => void;
  show(message: string, kind?: ToastKind, ms?: number): void;
  /** Takes the toast off now (the next action began: its message no longer speaks of what is on screen). */
  hide(): void;
  /** Forgets the pending timer (the screen that showed it is gone). */
  dispose(): void;
}

export function createToastStore(defaultMs = TOAST_MS): ToastStore {
  let state: ToastState | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let seq = 0;
  const listeners = new Set<() => void>();
  const set = (next: ToastState | null) => {
    state = next;
    listeners.forEach((l) => l());
  };
  return {
    current: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(message, kind = 'success', ms = defaultMs) {
      clearTimeout(timer);
      set({ id: ++seq, message, kind });
      timer = setTimeout(() => set(null), ms);
    },
    hide() {
      clearTimeout(timer);
      if (state) set(null);
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}

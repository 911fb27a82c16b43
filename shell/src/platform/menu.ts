// The sections a remote lends to the top bar's compact menu (☰) while its screens are shown: on a phone the back
// office's sections live there, the current one marked. Empty otherwise.
import { useSyncExternalStore } from 'react';

export interface MenuSeccion {
  to: string;
  label: string;
  actual: boolean;
}

const NONE: MenuSeccion[] = [];
let current = NONE;
const listeners = new Set<() => void>();

export function setMenuSecciones(secciones: MenuSeccion[]): void {
  current = secciones.length ? secciones : NONE;
  listeners.forEach((fn) => fn());
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

export const useMenuSecciones = (): MenuSeccion[] => useSyncExternalStore(subscribe, () => current, () => NONE);

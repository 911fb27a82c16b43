// The modules one remote loads from the other, declared with their types: the only doors between the remotes (the
// lint forbids importing the other remote's files). Each entry is a module a remote exposes in its rspack config
// (`exposes`); the exposing side checks its export against the declaration (`satisfies`), the loading side gets
// the declared type, so a change of props fails to compile on both sides instead of at run time.
import type { ComponentType, ReactNode } from 'react';
import type { Propiedad } from '@inmo/contracts';
import { loadRemoteModule } from './remote-module.js';

/** 'mf_backoffice/PropertyEditor': the staff edit mode of the public property page (mf_public's AdminSlot). */
export interface PropertyEditorProps {
  /** The staff reply (esPropiedadDePersonal): with its version and owner. */
  propiedad: Propiedad;
  tipo: string;
  onSaved: (p: Propiedad) => void;
  /** The public view, shown under the staff toolbar in view mode. */
  children?: ReactNode;
}

export interface RemoteEntries {
  'mf_backoffice/PropertyEditor': { default: ComponentType<PropertyEditorProps> };
}

/** Loads a declared entry through the shell's federation runtime (rejects when it cannot load). */
export function loadRemoteEntry<K extends keyof RemoteEntries>(entry: K): Promise<RemoteEntries[K]> {
  const [remote, exposed] = entry.split('/') as [string, string];
  return loadRemoteModule<RemoteEntries[K]>(remote, exposed);
}

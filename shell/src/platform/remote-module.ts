// Lets a remote load another remote's exposed module (e.g. mf_public loading mf_backoffice/PropertyEditor for an
// admin) through the shell's federation runtime, with the shell's run-time remote list and its retry handling.
// The platform holds only the hook: the shell registers the loader at start, so this module (shared with the
// remotes) carries no federation code. Standalone (no shell) there is no loader and the promise rejects.
type Loader = (remote: string, exposed: string) => Promise<unknown>;

let loader: Loader | null = null;

/** Called once by the shell's bootstrap. */
export function setRemoteModuleLoader(fn: Loader | null): void {
  loader = fn;
}

/** `loadRemoteModule('mf_backoffice', 'PropertyEditor')` → that exposed module (rejects when it cannot load). */
export function loadRemoteModule<T = unknown>(remote: string, exposed: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`No se puede cargar ${remote}/${exposed}: falta el shell`));
  return loader(remote, exposed.replace(/^\.\//, '')) as Promise<T>;
}
